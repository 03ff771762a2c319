import KinemaAnimation
import KinemaGeometry

/// A node that has no layout of its own: its children become separate subviews of the enclosing
/// container (tuples, groups, `ForEach`, conditionals, optionals, `AnyView`, custom views).
///
/// Containers place the unary views they collect from a list directly; the list itself is only
/// visited by ``commitLists(transaction:)``, which commits its own model values (if any) and clears
/// its flags.
class ListNode: ViewNode {
    override func collectSubviews(into subviews: inout [ViewNode]) {
        for child in children { child.collectSubviews(into: &subviews) }
    }

    override func commitLists(transaction: Transaction) {
        for child in children where child.hasPendingCommit {
            child.commitLists(transaction: transaction)
        }
        needsCommit = false
        needsLayout = false
        hasPendingCommit = false
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        // A list measured on its own (the root, a unary modifier's content) stacks vertically.
        var subviews: [ViewNode] = []
        collectSubviews(into: &subviews)
        return VStackLayout().sizeThatFits(subviews: subviews, proposal: proposal)
    }

    override func place(in frame: Rect, transaction: Transaction) {
        commitLists(transaction: transaction)
        var subviews: [ViewNode] = []
        collectSubviews(into: &subviews)
        VStackLayout().place(subviews: subviews, in: frame, transaction: transaction)
    }

    override var layoutPriority: Double {
        var subviews: [ViewNode] = []
        collectSubviews(into: &subviews)
        return subviews.map(\.layoutPriority).max() ?? 0
    }
}
