import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Observation
import Testing

@testable import KinemaUI

@MainActor
@Observable
private final class EffectModel {
    var x: CGFloat = 0
    var level = 0.0
}

/// A custom modifier that draws its animatable data (the tutorial spelling: a computed
/// `animatableData` on a plain `ViewModifier, Animatable`).
private struct Percent: ViewModifier, Animatable {
    var level: Double
    var animatableData: Double {
        get { level }
        set { level = newValue }
    }

    func body(content: Content) -> some View {
        HStack(spacing: 0) {
            content
            Text("\(Int(level.rounded()))")
        }
    }
}

/// The same through `AnimatableModifier`, recording every level its body saw.
private struct Recording: AnimatableModifier {
    var level: Double
    let log: EventLog
    var animatableData: Double {
        get { level }
        set { level = newValue }
    }

    func body(content: Content) -> some View {
        log.events.append("\(level)")
        return content
    }
}

/// Moves the view right by `x` columns.
private struct Slide: GeometryEffect {
    var x: CGFloat
    var animatableData: CGFloat {
        get { x }
        set { x = newValue }
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: x, y: 0))
    }
}

/// Moves the view right by its own width.
private struct ByOwnWidth: GeometryEffect {
    var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: size.width, y: 0))
    }
}

/// Answers a transform full of NaN.
private struct Broken: GeometryEffect {
    var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(a: .nan, b: 0, c: 0, d: .infinity, tx: .nan, ty: 0))
    }
}

@MainActor
@Suite("Animatable modifiers, geometry effects and visual effects")
struct AnimatableModifierTests {
    @Test("an Animatable ViewModifier re-runs its body per frame with interpolated data")
    func modifierBodyPerFrame() {
        let model = EffectModel()
        let host = HeadlessHost(width: 6, height: 1) {
            Text("%").modifier(Percent(level: model.level)).frame(width: 6, alignment: .leading)
        }
        #expect(host.lines == ["%0    "])
        withAnimation(.linear(duration: 1)) { model.level = 40 }
        host.advance(by: 0.25)
        #expect(host.lines == ["%10   "])
        host.advance(by: 0.5)
        #expect(host.lines == ["%30   "])
        host.advance(by: 0.5)
        #expect(host.lines == ["%40   "])
        #expect(!host.host.isAnimating)
    }

    @Test("an AnimatableModifier's body sees the interpolated value at each frame time, then the model")
    func bodyValuesAtFrameTimes() {
        let model = EffectModel()
        let log = EventLog()
        let host = HeadlessHost(width: 4, height: 1) {
            Text("x").modifier(Recording(level: model.level, log: log))
        }
        withAnimation(.linear(duration: 2)) { model.level = 8 }
        host.advance(by: 0.5)
        #expect(log.events.last == "2.0")
        host.advance(by: 1)
        #expect(log.events.last == "6.0")
        host.advance(by: 1)
        #expect(log.events.last == "8.0")
        // Every body run saw a value on the way, in order.
        let values = log.events.compactMap(Double.init)
        #expect(values == values.sorted())
        #expect(values.allSatisfy { (0...8).contains($0) })
    }

    @Test("a GeometryEffect's transform is interpolated: half way, it has moved half way")
    func geometryEffectMidAnimation() throws {
        let model = EffectModel()
        let host = HeadlessHost(width: 14, height: 1) {
            Text("ab").modifier(Slide(x: model.x)).frame(width: 14, alignment: .leading)
        }
        #expect(host.lines == ["ab            "])
        withAnimation(.linear(duration: 1)) { model.x = 10 }
        host.advance(by: 0.5)
        #expect(try #require(host.item(showing: "ab")).frame.origin.x == 5)
        #expect(host.lines == ["     ab       "])
        host.advance(by: 0.6)
        #expect(host.lines == ["          ab  "])
    }

    @Test("effectValue is asked with the view's size")
    func geometryEffectSize() {
        let host = HeadlessHost(width: 8, height: 1) {
            Text("abc").modifier(ByOwnWidth()).frame(width: 8, alignment: .leading)
        }
        #expect(host.lines == ["   abc  "])
    }

    @Test(
        "a geometry effect, ignored by layout or not, moves only the drawing: siblings and GeometryReader frames stay"
    )
    func ignoredByLayout() {
        func render(_ effect: Int) -> (lines: [String], readerX: CGFloat) {
            var readerX: CGFloat = -1
            let host = HeadlessHost(width: 10, height: 1) {
                HStack(spacing: 0) {
                    Group {
                        switch effect {
                        case 0: Text("a")
                        case 1: Text("a").modifier(Slide(x: 3))
                        default: Text("a").modifier(Slide(x: 3).ignoredByLayout())
                        }
                    }
                    GeometryReader { proxy in
                        let _ = (readerX = proxy.frame(in: .global).minX)
                        Text("b")
                    }
                    .frame(width: 1)
                    Spacer()
                }
            }
            return (host.lines, readerX)
        }
        let plain = render(0)
        #expect(plain.lines == ["ab        "])
        #expect(plain.readerX == 1)
        #expect(render(1).lines == [" b a      "])
        #expect(render(1).readerX == 1)
        #expect(render(2).lines == [" b a      "])
        #expect(render(2).readerX == 1)
    }

    @Test("a geometry effect answering NaN draws the view where it is")
    func brokenEffect() {
        let host = HeadlessHost(width: 6, height: 1) {
            Text("ok").modifier(Broken()).frame(width: 6, alignment: .leading)
        }
        #expect(host.lines == ["ok    "])
    }

    @Test("visualEffect gets the layout frame and draws what it answers")
    func visualEffectUsesFrame() throws {
        let host = HeadlessHost(width: 12, height: 1) {
            HStack(spacing: 0) {
                Text("--")
                Text("ab").visualEffect { content, proxy in
                    content.offset(x: proxy.frame(in: .global).minX)
                }
                Spacer()
            }
        }
        // Laid out at column 2, drawn 2 further.
        #expect(host.lines == ["--  ab      "])
    }

    @Test("a visualEffect's amounts animate, and its chain applies outermost last")
    func visualEffectAnimates() throws {
        let model = EffectModel()
        let host = HeadlessHost(width: 14, height: 1) {
            let x = model.x
            Text("ab")
                .visualEffect { content, _ in content.offset(x: x).opacity(x == 0 ? 1 : 0.5) }
                .frame(width: 14, alignment: .leading)
        }
        withAnimation(.linear(duration: 1)) { model.x = 10 }
        host.advance(by: 0.5)
        let item = try #require(host.item(showing: "ab"))
        #expect(item.frame.origin.x == 5)
        #expect(abs(item.opacity - 0.75) < 1e-9)
        host.advance(by: 0.6)
        #expect(host.lines == ["          ab  "])
        #expect(!host.host.isAnimating)
    }

    @Test("a visualEffect scale maps positions about an anchor of the view's frame")
    func visualEffectScale() throws {
        let host = HeadlessHost(width: 10, height: 3) {
            Color.red.frame(width: 4, height: 1)
                .visualEffect { content, _ in content.scaleEffect(2, anchor: .topLeading) }
                .frame(width: 10, height: 3, alignment: .topLeading)
        }
        let item = try #require(host.displayList.items.first)
        // The 4 × 1 fill, doubled about its top-leading corner.
        #expect(item.frame == CGRect(x: 0, y: 0, width: 8, height: 2))
    }
}
