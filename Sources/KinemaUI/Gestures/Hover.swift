import KinemaAnimation
import KinemaGeometry

/// Where the pointer is over a view with ``View/onContinuousHover(coordinateSpace:perform:)``.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this location.
    case active(Point)
    /// The pointer left the view.
    case ended
}

/// Reacts to the pointer entering and leaving a view (`.onHover`, `.onContinuousHover`).
public struct _HoverModifier: ViewModifier, PrimitiveModifier {
    enum Action {
        case hover(@MainActor (Bool) -> Void)
        case continuous(CoordinateSpace, @MainActor (HoverPhase) -> Void)
    }

    let action: Action

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        HoverNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension View {
    /// Runs `action` with `true` when the pointer moves onto this view and `false` when it leaves.
    ///
    /// The pointer is over a view where the view (or a subview) draws something and nothing drawn
    /// above it covers that spot, as for presses. Terminals report motion without a button held
    /// only in their any-motion mode, which the terminal host turns on while some view on screen
    /// has a hover handler.
    public func onHover(
        perform action: @escaping @MainActor (Bool) -> Void
    ) -> ModifiedContent<Self, _HoverModifier> {
        modifier(_HoverModifier(action: .hover(action)))
    }

    /// Runs `action` with the pointer's location (in `coordinateSpace`) each time it moves over this
    /// view, and with ``HoverPhase/ended`` when it leaves.
    public func onContinuousHover(
        coordinateSpace: some CoordinateSpaceProtocol = .local,
        perform action: @escaping @MainActor (HoverPhase) -> Void
    ) -> ModifiedContent<Self, _HoverModifier> {
        modifier(_HoverModifier(action: .continuous(coordinateSpace.coordinateSpace, action)))
    }
}

/// The node of a hover handler: whether the pointer is over it, and where it was drawn.
final class HoverNode: ModifierNode, SpaceAnchor {
    private var action: _HoverModifier.Action = .hover { _ in }
    private(set) var spaceTransform = SpaceTransform.identity
    /// Whether the last pointer event found the pointer over this view.
    var isHovered = false
    private var lastLocation: Point?

    override func update(modifier: any ViewModifier) {
        action = (modifier as! _HoverModifier).action
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        spaceTransform = SpaceTransform(context: context, frame: presentedFrame)
        if context.allowsHitTesting { recorder.addHoverHandler() }
        content?.drawIfVisible(into: &recorder, context: context)
    }

    /// The pointer is over the view at `location` (screen).
    func pointerIsOver(at location: Point) {
        let entered = !isHovered
        isHovered = true
        switch action {
        case .hover(let action):
            if entered { action(true) }
        case .continuous(let space, let action):
            guard entered || location != lastLocation else { return }
            lastLocation = location
            action(.active(GestureSpace(anchor: self).convert(location, to: space)))
        }
    }

    /// The pointer left the view (or the window lost it).
    func pointerLeft() {
        guard isHovered else { return }
        isHovered = false
        lastLocation = nil
        switch action {
        case .hover(let action): action(false)
        case .continuous(_, let action): action(.ended)
        }
    }
}
