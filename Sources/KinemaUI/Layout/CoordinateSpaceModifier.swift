import KinemaAnimation
import KinemaGeometry

/// Names the view's coordinate space (`.coordinateSpace(name:)`), so gestures and geometry readers
/// inside it can report locations relative to it with `.named(name)`.
public struct _CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    let name: AnyHashable

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        CoordinateSpaceNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension View {
    /// Names this view's coordinate space: `.named(name)` inside it means this view's space.
    ///
    /// ```swift
    /// VStack { Knob().gesture(DragGesture(coordinateSpace: .named("track"))) }
    ///     .coordinateSpace(name: "track")
    /// ```
    public func coordinateSpace(name: some Hashable) -> ModifiedContent<Self, _CoordinateSpaceModifier> {
        modifier(_CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names this view's coordinate space with a ``NamedCoordinateSpace``
    /// (`.coordinateSpace(.named("track"))`).
    public func coordinateSpace(
        _ name: NamedCoordinateSpace
    ) -> ModifiedContent<Self, _CoordinateSpaceModifier> {
        modifier(_CoordinateSpaceModifier(name: name.name))
    }
}

/// The node of `.coordinateSpace(name:)`: records where it was drawn.
final class CoordinateSpaceNode: ModifierNode, SpaceAnchor {
    private(set) var name: AnyHashable = AnyHashable(0)
    private(set) var spaceTransform = SpaceTransform.identity

    override func update(modifier: any ViewModifier) {
        name = (modifier as! _CoordinateSpaceModifier).name
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        spaceTransform = SpaceTransform(context: context, frame: presentedFrame)
        content?.drawIfVisible(into: &recorder, context: context)
    }
}
