import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Observation
import Testing

@testable import KinemaUI

/// Each kind of animatable attribute a view can animate when it is removed mid-animation.
enum AnimatedAttribute: String, CaseIterable, Sendable {
    case offset, scale, opacity, shadow, textColor, fillColor, borderColor, layoutFrame, layout, animatableView
}

@MainActor
@Observable
private final class RemovalModel {
    var isShown = true
    var isChanged = false
}

private let dim = Color(red: 0.1, green: 0.1, blue: 0.1)
private let bright = Color(red: 0.9, green: 0.9, blue: 0.9)

/// Places its one subview `shift` cells from the leading edge; animatable.
private struct ShiftLayout: Layout {
    var shift: Double

    var animatableData: Double {
        get { shift }
        set { shift = newValue }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        Size(width: 20, height: 1)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: Point(x: bounds.minX + shift, y: bounds.minY), proposal: .unspecified)
        }
    }
}

/// A view drawing a bar as long as its animatable `level`.
private struct Bar: View, @MainActor Animatable {
    var level: Double

    var animatableData: Double {
        get { level }
        set { level = newValue }
    }

    var body: some View { Text(String(repeating: "#", count: max(Int(level.rounded()), 1))) }
}

/// The view under test: `attribute` differs between `isChanged` false and true.
@MainActor
@ViewBuilder
private func animatedView(_ attribute: AnimatedAttribute, changed: Bool) -> some View {
    switch attribute {
    case .offset: Text("X").offset(x: changed ? 10 : 0)
    case .scale: Rectangle().fill(bright).frame(width: 2, height: 1).scaleEffect(changed ? 3 : 1)
    case .opacity: Text("X").opacity(changed ? 0 : 1)
    case .shadow: Text("X").shadow(radius: 0, x: changed ? 5 : 1, y: 0)
    case .textColor: Text("X").foregroundColor(changed ? bright : dim)
    case .fillColor: Rectangle().fill(changed ? bright : dim).frame(width: 2, height: 1)
    case .borderColor: Text("X").border(changed ? bright : dim)
    case .layoutFrame: HStack(spacing: 0) { Text(changed ? "long text" : "a"); Text("Y") }
    case .layout: ShiftLayout(shift: changed ? 10 : 0) { Text("X") }
    case .animatableView: Bar(level: changed ? 10 : 1)
    }
}

@MainActor
@Suite("Completions of removed views")
struct RemovalCompletionTests {
    @Test(
        "removing a view mid-animation fires its completion once",
        arguments: AnimatedAttribute.allCases, [AnimationCompletionCriteria.removed, .logicallyComplete])
    func removalCompletes(attribute: AnimatedAttribute, criteria: AnimationCompletionCriteria) {
        let model = RemovalModel()
        var fired = 0
        let host = HeadlessHost(width: 30, height: 3) {
            if model.isShown { animatedView(attribute, changed: model.isChanged) }
        }
        withAnimation(.linear(duration: 1), completionCriteria: criteria) {
            model.isChanged = true
        } completion: {
            fired += 1
        }
        host.advance(by: 0.25)
        #expect(host.host.isAnimating, "the \(attribute) change animates")
        #expect(fired == 0)
        model.isShown = false
        host.update()
        #expect(fired == 1)
        host.advance(by: 2)
        #expect(fired == 1)
        #expect(!host.host.isAnimating)
    }
}
