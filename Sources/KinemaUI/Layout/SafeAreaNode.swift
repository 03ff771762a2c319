import Foundation
import KinemaAnimation
import KinemaGeometry

/// A node that shrinks the safe area of its content: `safeAreaInset(edge:alignment:spacing:content:)`
/// and ``View/safeAreaPadding(_:_:)`` (and through them a `NavigationStack`'s bars).
///
/// Its content is laid out in the *safe rect*, the frame less what it reserves, exactly as
/// padding would lay it out; a view below it that ignores the safe area
/// (``View/ignoresSafeArea(_:edges:)``) and reaches an edge of the safe rect is drawn out to the
/// same edge of the *full rect* (see `IgnoresSafeAreaNode`).
///
/// Invariants:
/// - after a placement, `fullRect` is the frame and `safeRect` lies inside it.
/// - every view that extended through this node since its rects last changed is in `dependents`,
///   so a change of either rect places it again.
class SafeAreaNode: ModifierNode {
    /// The frame of the last placement.
    private(set) var fullRect: Rect?
    /// The part of ``fullRect`` its content was laid out in.
    private(set) var safeRect: Rect?
    /// The views that extended through this node, placed again when its rects change.
    private var dependents: [WeakNode] = []

    /// What this node reserves on each edge when offered `proposal` (layout units, snapped).
    func reservedInsets(for proposal: ProposedViewSize) -> EdgeInsets { EdgeInsets() }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let insets = reservedInsets(for: proposal)
        let inner = ProposedViewSize(
            width: proposal.width.map { max($0 - insets.horizontal, 0) },
            height: proposal.height.map { max($0 - insets.vertical, 0) })
        let size = content?.sizeThatFits(inner) ?? .zero
        return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    override func contentFrame(in frame: Rect) -> Rect {
        frame.inset(by: reservedInsets(for: ProposedViewSize(frame.size)))
    }

    override func placeContent(in frame: Rect, transaction: Transaction) {
        let safe = contentFrame(in: frame)
        let changed =
            fullRect?.isComponentwiseEqual(to: frame) != true || safeRect?.isComponentwiseEqual(to: safe) != true
        fullRect = frame
        safeRect = safe
        if changed && !dependents.isEmpty {
            // Marked while this node is placed, they are placed again below it in this update.
            let nodes = dependents.compactMap(\.node)
            dependents.removeAll()
            for node in nodes where !node.isRemoved { node.invalidate() }
        }
        content?.place(in: safe, transaction: transaction)
    }

    /// Records `node` as extending through this node.
    func addDependent(_ node: ViewNode) {
        if !dependents.contains(where: { $0.node === node }) { dependents.append(WeakNode(node: node)) }
    }
}

/// A weak reference to a node, for registries that must not keep removed views alive.
struct WeakNode {
    weak var node: ViewNode?
}
