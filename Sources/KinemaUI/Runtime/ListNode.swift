import Foundation
import KinemaAnimation
import KinemaGeometry

/// A node that has no layout of its own: its children become separate subviews of the enclosing
/// container (tuples, groups, `ForEach`, conditionals, optionals, `AnyView`, custom views).
///
/// Containers place the unary views they collect from a list directly; the list itself is only
/// visited by ``commitLists(transaction:)``, which commits its own model values (if any) and clears
/// its flags.
class ListNode: ViewNode {
    /// The frame the list's subviews were last laid out in (when it is measured on its own).
    private var laidOutFrame: Rect?

    override func collectSubviews(into subviews: inout [ViewNode]) {
        for child in children { child.collectSubviews(into: &subviews) }
    }

    override func collectDisappearing(into nodes: inout [ViewNode]) {
        for removal in disappearing { nodes.append(removal.node) }
        for child in children where child is ListNode { child.collectDisappearing(into: &nodes) }
    }

    override func commitLists(transaction: Transaction) {
        commitOwnValues(transaction: transaction)
        forEachPendingChild { child in
            if child.isDisappearing {
                child.placeWhereItIs(transaction: transaction)
            } else {
                child.commitLists(transaction: transaction)
            }
        }
        needsCommit = false
        didLayOut()
        hasPendingCommit = false
    }

    /// Commits the list's own model values (an `Animatable` custom view); nothing by default.
    func commitOwnValues(transaction: Transaction) {}

    /// When no size changed below (or every changed view keeps its sizes), commits and re-places
    /// only the pending descendants, each in the frame it already has: O(changed views), not
    /// O(subviews).
    func commitPendingInPlace(transaction: Transaction) {
        commitOwnValues(transaction: transaction)
        forEachPendingChild { child in
            if child.isDisappearing {
                child.placeWhereItIs(transaction: transaction)
            } else if let unary = child as? UnaryNode, let frame = unary.modelFrame {
                unary.place(in: frame, transaction: transaction)
            } else if let list = child as? ListNode {
                list.commitPendingInPlace(transaction: transaction)
            } else {
                child.commitLists(transaction: transaction)
            }
        }
        needsCommit = false
        didLayOut()
        hasPendingCommit = false
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        // A list measured on its own (the root, a unary modifier's content) stacks vertically.
        var subviews: [ViewNode] = []
        collectSubviews(into: &subviews)
        return VStackLayout().sizeThatFits(subviews: subviews, proposal: proposal)
    }

    override func place(in frame: Rect, transaction: Transaction) {
        if laidOutFrame?.isComponentwiseEqual(to: frame) == true && !layoutInputsChanged && (!needsLayout || pendingChildrenKeepSizes()) {
            commitPendingInPlace(transaction: transaction)
            return
        }
        commitLists(transaction: transaction)
        laidOutFrame = frame
        placeSubviews(in: frame, transaction: transaction)
    }

    /// Lays the subviews out in `frame` (a vertical stack by default).
    func placeSubviews(in frame: Rect, transaction: Transaction) {
        var subviews: [ViewNode] = []
        collectSubviews(into: &subviews)
        VStackLayout().place(subviews: subviews, in: frame, transaction: transaction)
    }

    /// A list measured on its own stacks vertically: its guides are a `VStack`'s.
    override func computeExplicitAlignment(_ key: AlignmentKey, in size: Size) -> CGFloat? {
        var subviews: [ViewNode] = []
        collectSubviews(into: &subviews)
        return VStackLayout().explicitAlignment(subviews: subviews, key: key, size: size)
    }

    override var layoutPriority: Double {
        var subviews: [ViewNode] = []
        collectSubviews(into: &subviews)
        return subviews.map(\.layoutPriority).max() ?? 0
    }
}
