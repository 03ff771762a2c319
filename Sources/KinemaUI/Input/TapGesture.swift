import KinemaAnimation
import KinemaGeometry

/// Runs an action when the view is clicked (`.onTapGesture(perform:)`): a primary-button press and
/// release both inside the view's presented frame.
public struct _TapGestureModifier: ViewModifier, PrimitiveModifier {
    let count: Int
    let action: @MainActor () -> Void

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        TapNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension View {
    /// Runs `action` when the view is clicked `count` times in a row (default once).
    public func onTapGesture(
        count: Int = 1, perform action: @escaping @MainActor () -> Void
    )
        -> ModifiedContent<Self, _TapGestureModifier>
    {
        modifier(_TapGestureModifier(count: max(count, 1), action: action))
    }
}

/// A node that reacts to clicks; Buttons also take keyboard focus.
class InteractiveNode: ModifierNode {
    var action: (@MainActor () -> Void)?
    var requiredTaps = 1
    var tapCount = 0
    var lastTapTime = -Double.infinity

    /// Whether Tab can move focus here.
    var isFocusable: Bool { false }

    var isEnabled: Bool { environment.isEnabled }

    /// Called for a completed click; counts consecutive clicks (within 0.5 s) for `count > 1`.
    func tapped(at time: Double) {
        guard isEnabled else { return }
        tapCount = time - lastTapTime <= 0.5 ? tapCount + 1 : 1
        lastTapTime = time
        if tapCount >= requiredTaps {
            tapCount = 0
            action?()
        }
    }

    /// Activation from the keyboard (Enter or Space while focused).
    func activate() {
        guard isEnabled else { return }
        action?()
    }

    override func draw(into canvas: inout Canvas, context: DrawContext) {
        canvas.addHitRegion(presentedFrame, node: self, context: context)
        if isFocusable { canvas.addFocusable(self) }
        content?.drawIfVisible(into: &canvas, context: context)
    }
}

final class TapNode: InteractiveNode {
    override func update(modifier: any ViewModifier) {
        let tap = modifier as! _TapGestureModifier
        action = tap.action
        requiredTaps = tap.count
    }
}
