import KinemaAnimation
import KinemaGeometry

/// Turns hit testing off (or back on) for a view and its subviews (`.allowsHitTesting(_:)`).
public struct _AllowsHitTestingModifier: ViewModifier, PrimitiveModifier, Equatable {
    let isEnabled: Bool

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        AllowsHitTestingNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// Makes the whole frame of a view a place presses land on (`.contentShape(Rectangle())`).
public struct _ContentShapeModifier: ViewModifier, PrimitiveModifier, Equatable {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        ContentShapeNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension View {
    /// Whether presses, hover and wheel steps can land on this view and its subviews. With `false`
    /// the pointer goes through to whatever is drawn below (an overlay that should not block the
    /// buttons under it); the view's gestures are not reached.
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _AllowsHitTestingModifier> {
        modifier(_AllowsHitTestingModifier(isEnabled: enabled))
    }

    /// Makes `shape` — the view's whole frame, for a ``Rectangle`` — a place where presses land on
    /// this view, not only where it draws something (a row whose gaps between texts should react
    /// to a tap). Subviews' own gestures still win where they draw.
    ///
    /// `eoFill` (even-odd filling) cannot change a rectangle; it is accepted for SwiftUI code.
    public func contentShape(
        _ shape: Rectangle, eoFill: Bool = false
    ) -> ModifiedContent<Self, _ContentShapeModifier> {
        modifier(_ContentShapeModifier())
    }
}

final class AllowsHitTestingNode: ModifierNode {
    private var isEnabled = true

    override func update(modifier: any ViewModifier) {
        isEnabled = (modifier as! _AllowsHitTestingModifier).isEnabled
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        var context = context
        if !isEnabled { context.allowsHitTesting = false }
        content?.drawIfVisible(into: &recorder, context: context)
    }
}

final class ContentShapeNode: ModifierNode {
    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        recorder.addHitRegion(presentedFrame, node: self, context: context)
        content?.drawIfVisible(into: &recorder, context: context)
    }
}
