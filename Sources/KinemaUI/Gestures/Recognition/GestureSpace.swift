import KinemaGeometry

/// A node that remembers where it was drawn, so points on the screen can be converted into its
/// space (gesture attachments, buttons, hover handlers, named coordinate spaces).
@MainActor
protocol SpaceAnchor: ViewNode {
    /// The node's space in the last frame that drew it.
    var spaceTransform: SpaceTransform { get }
}

/// Converts pointer locations into the coordinate spaces of the gestures attached to one view:
/// `local` is that view's space, `named` the nearest ancestor's with that name, `global` the screen.
@MainActor
struct GestureSpace {
    /// The view the gestures are attached to; `nil` maps every space to the screen.
    let anchor: (any SpaceAnchor)?

    /// The screen for every space.
    static let screen = GestureSpace(anchor: nil)

    /// The transform of `space` as seen from the anchor.
    func transform(for space: CoordinateSpace) -> SpaceTransform {
        guard let anchor else { return .identity }
        switch space {
        case .global:
            return .identity
        case .local:
            return anchor.spaceTransform
        case .named(let name):
            var node: ViewNode? = anchor
            while let current = node {
                if let named = current as? CoordinateSpaceNode, named.name == name {
                    return named.spaceTransform
                }
                node = current.parent
            }
            return .identity
        }
    }

    /// `point` (screen cells) in `space`.
    func convert(_ point: Point, to space: CoordinateSpace) -> Point {
        transform(for: space).toLocal(point)
    }
}
