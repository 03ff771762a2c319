import KinemaAnimation
import KinemaGeometry

/// One step of the mouse wheel over a view (Kinema; SwiftUI has no public wheel event — its scroll
/// views consume the wheel themselves).
public struct ScrollWheelEvent: Hashable, Sendable {
    /// Where the pointer is, in the handling view's own space.
    public var location: Point
    /// How far the wheel turned, in lines: positive `height` scrolls down (towards the user),
    /// positive `width` right.
    public var delta: Size
    /// Modifier keys held.
    public var modifiers: EventModifiers

    /// Creates a wheel event.
    public init(location: Point, delta: Size, modifiers: EventModifiers = []) {
        self.location = location
        self.delta = delta
        self.modifiers = modifiers
    }
}

/// Receives wheel steps over a view (``View/onScrollWheel(perform:)``).
public struct _ScrollWheelModifier: ViewModifier, PrimitiveModifier {
    let action: @MainActor (ScrollWheelEvent) -> Void

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        ScrollWheelNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension View {
    /// Runs `action` for each wheel step over this view (Kinema). The innermost view under the
    /// pointer with a wheel handler gets the step; the ones around it do not.
    public func onScrollWheel(
        perform action: @escaping @MainActor (ScrollWheelEvent) -> Void
    ) -> ModifiedContent<Self, _ScrollWheelModifier> {
        modifier(_ScrollWheelModifier(action: action))
    }
}

final class ScrollWheelNode: ModifierNode, SpaceAnchor {
    private(set) var action: @MainActor (ScrollWheelEvent) -> Void = { _ in }
    private(set) var spaceTransform = SpaceTransform.identity

    override func update(modifier: any ViewModifier) {
        action = (modifier as! _ScrollWheelModifier).action
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        spaceTransform = SpaceTransform(context: context, frame: presentedFrame)
        content?.drawIfVisible(into: &recorder, context: context)
    }
}
