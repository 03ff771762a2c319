import Kinema
import Testing

// Every spelling of an `Animatable` view, modifier, effect and shape that SwiftUI code uses, in Swift 6
// with `import Kinema` only. That this file compiles is half the test; each view is then animated to
// show the spelling also animates.

/// The tutorial spelling: a computed `animatableData`, no annotation.
private struct ComputedBar: View, Animatable {
    var level: Double
    var animatableData: Double {
        get { level }
        set { level = newValue }
    }
    var body: some View { Text(String(repeating: "#", count: Int(level.rounded()))) }
}

/// A stored `animatableData`.
private struct StoredBar: View, Animatable {
    var animatableData: Double
    var body: some View { Text(String(repeating: "#", count: Int(animatableData.rounded()))) }
}

/// An isolated conformance (SE-0470), for accessors that need the main actor.
private struct IsolatedBar: View, @MainActor Animatable {
    var level: Double
    var animatableData: Double {
        get { level }
        set { level = newValue }
    }
    var body: some View { Text(String(repeating: "#", count: Int(level.rounded()))) }
}

/// An explicitly `nonisolated` witness, as Swift 6 SwiftUI code often writes it.
private struct NonisolatedBar: View, Animatable {
    var level: Double
    nonisolated var animatableData: Double {
        get { level }
        set { level = newValue }
    }
    var body: some View { Text(String(repeating: "#", count: Int(level.rounded()))) }
}

/// Two values through `AnimatablePair`, with helper methods the body calls (main-actor code).
private struct PairBar: View, Animatable {
    var filled: Double
    var empty: Double
    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(filled, empty) }
        set {
            filled = newValue.first
            empty = newValue.second
        }
    }
    func bar() -> String {
        String(repeating: "#", count: Int(filled.rounded()))
            + String(repeating: ".", count: Int(empty.rounded()))
    }
    var body: some View { Text(bar()) }
}

/// A modifier with a computed `animatableData`.
private struct BarModifier: ViewModifier, Animatable {
    var level: Double
    var animatableData: Double {
        get { level }
        set { level = newValue }
    }
    func body(content: Content) -> some View {
        content.overlay(alignment: .leading) { Text(String(repeating: "#", count: Int(level.rounded()))) }
    }
}

/// A geometry effect with a computed `animatableData`.
private struct Push: GeometryEffect {
    var distance: CGFloat
    var animatableData: CGFloat {
        get { distance }
        set { distance = newValue }
    }
    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: distance, y: 0))
    }
}

/// A shape with a computed `animatableData` (shapes are not main-actor types).
private struct Wedge: Shape {
    var fraction: Double
    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }
    func path(in rect: CGRect) -> Path {
        Path(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height))
    }
}

/// A value type animated outside any view, from nonisolated code.
private struct Vector2: Animatable {
    var x: Double
    var y: Double
    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

private nonisolated func springHalfway(to target: Vector2) -> Vector2 {
    Spring(duration: 1, bounce: 0).value(
        fromValue: Vector2(x: 0, y: 0), toValue: target, initialVelocity: Vector2(x: 0, y: 0), time: 10)
}

@MainActor
@Observable
private final class Level {
    var value = 0.0
}

@MainActor
@Suite("Animatable spellings in Swift 6")
struct AnimatableSpellingTests {
    /// The first line of `view` at 0.5 s of a linear one-second animation of `level` from 0 to 8.
    private func halfway(_ view: @escaping @MainActor (Double) -> some View) -> String {
        let level = Level()
        let host = HeadlessHost(width: 10, height: 1) {
            view(level.value).frame(width: 10, alignment: .leading)
        }
        withAnimation(.linear(duration: 1)) { level.value = 8 }
        host.advance(by: 0.5)
        return host.lines[0]
    }

    @Test("View, Animatable with a computed animatableData (the tutorial spelling) animates")
    func computed() {
        #expect(halfway { ComputedBar(level: $0) } == "####      ")
    }

    @Test("View, Animatable with a stored animatableData animates")
    func stored() {
        #expect(halfway { StoredBar(animatableData: $0) } == "####      ")
    }

    @Test("View, @MainActor Animatable (an isolated conformance) animates")
    func isolated() {
        #expect(halfway { IsolatedBar(level: $0) } == "####      ")
    }

    @Test("an explicitly nonisolated animatableData animates")
    func explicitlyNonisolated() {
        #expect(halfway { NonisolatedBar(level: $0) } == "####      ")
    }

    @Test("an AnimatablePair animatableData interpolates both values")
    func pair() {
        #expect(halfway { PairBar(filled: $0, empty: 8 - $0) } == "####....  ")
    }

    @Test("ViewModifier, Animatable with a computed animatableData animates")
    func modifier() {
        #expect(halfway { Text("").frame(width: 8).modifier(BarModifier(level: $0)) } == "####      ")
    }

    @Test("a GeometryEffect with a computed animatableData animates")
    func geometryEffect() {
        #expect(halfway { Text("#").modifier(Push(distance: $0)) } == "    #     ")
    }

    @Test("a Shape with a computed animatableData compiles and draws")
    func shape() {
        let host = HeadlessHost(width: 4, height: 1) {
            Wedge(fraction: 0.5).fill(.red).frame(width: 4, height: 1)
        }
        #expect(host.lines.count == 1)
    }

    @Test("a value type's computed animatableData is usable from nonisolated code")
    func nonisolatedUse() {
        let settled = springHalfway(to: Vector2(x: 4, y: -2))
        #expect(abs(settled.x - 4) < 1e-3)
        #expect(abs(settled.y + 2) < 1e-3)
    }
}
