import KinemaAnimation
import KinemaGeometry

/// The rows an animated update inserted and removed, found near the window.
struct LazyRowChanges {
    /// The ids of the previous rows near the window.
    var before: Set<RowID>
    /// The ids of the new rows near the window.
    var after: Set<RowID>

    /// A row of the new window that was nowhere near before.
    func isInserted(_ id: RowID) -> Bool { !before.contains(id) }
    /// A built row that is nowhere near now.
    func isRemoved(_ id: RowID) -> Bool { !after.contains(id) }
}

/// Insertions and removals in animated updates.
///
/// After a new view value, the rows near the window (``LazyStackNode/changeNeighbourhood()``: a
/// window's length before it and two after its start, widened by the change in the number of rows)
/// are compared with the same neighbourhood of the previous rows: a row of the new window whose id
/// was nowhere near before is *inserted*; a built row whose id is nowhere near now is *removed*.
/// Every other row entering or leaving the window only moved (the window follows the rows) and does
/// not transition — as a row scrolled into view does not. An inserted or removed row runs the
/// transitions at its top (as in a `VStack`), and its top views without one fade (`.opacity`,
/// SwiftUI's default) through the same ``DefaultFade`` as views of ordinary containers; the rows
/// after it are placed under the same transaction, so they slide to their new places. A removed
/// row stays drawn (one of the stack's disappearing children, out of hit testing and focus) until
/// its transitions end; inserted again meanwhile, it comes back from where it is shown. A lazy
/// grid compares its cells the same way (see `LazyGridNode+Cells.swift`).
extension LazyStackNode {
    /// The insertions and removals of the update that brought new rows, when it animates.
    func rowChanges(transaction: Transaction) -> LazyRowChanges? {
        guard let old = previousRows else { return nil }
        previousRows = nil
        guard transaction.isAnimated, !transaction.disablesAnimations, runtime.motionPreference != .none,
            !ids.isEmpty, rows.count > 0
        else { return nil }
        let range = changeNeighbourhood()
        // Rows inserted before or in the neighbourhood push the previous ones later (removed rows
        // pull them earlier): each side looks that much further, so a row that only moved is found
        // (up to a bound, beyond which a far-moved row counts as removed and inserted).
        let delta = min(abs(rows.count - old.count), Self.changeLookahead)
        func neighbourhood(_ rows: LazyRows, extra: Int) -> Set<RowID> {
            var result = Set<RowID>()
            let high = min(range.upperBound + extra, rows.count)
            guard range.lowerBound < high else { return result }
            result.reserveCapacity(high - range.lowerBound)
            for row in range.lowerBound..<high { result.insert(rows.id(at: row)) }
            return result
        }
        return LazyRowChanges(
            before: neighbourhood(old, extra: old.count > rows.count ? delta : 0),
            after: neighbourhood(rows, extra: rows.count > old.count ? delta : 0))
    }

    /// At most this many rows beyond the neighbourhood are compared for rows that only moved.
    static var changeLookahead: Int { 10_000 }

    /// Builds a row that is not an insertion (it came near the viewport, or the window moved over
    /// it): its transitions, if any, do not run.
    func makeUntransitionedRow(_ view: any View) -> ViewNode {
        let saved = runtime.suppressesTransitions
        runtime.suppressesTransitions = true
        defer { runtime.suppressesTransitions = saved }
        let node = runtime.makeNode(for: view, parent: self, environment: environment)
        // Its body (and its descendants') is built now, still without transitions, and only its
        // own: work queued elsewhere keeps its place in the update.
        runtime.reconcileQueued(in: node)
        return node
    }

    /// An inserted row's top views without transitions of their own fade in.
    func fadeIn(_ node: ViewNode, transaction: Transaction) {
        runtime.fadeInInsertedLazyContent(node, transaction: transaction)
    }

    /// A removed row runs its removal transitions, and its top views without one fade out; it is
    /// released when they end.
    func removeRow(_ node: ViewNode, id: RowID, transaction: Transaction) {
        runtime.remove(node, key: AnyHashable(id), from: self, animated: true)
    }

    /// A row removed and inserted again while it transitions out comes back (its node, its state),
    /// animating back from where it is shown.
    func reviveRow(id: RowID, view: any View, transaction: Transaction) -> ViewNode? {
        runtime.revive(in: self, key: AnyHashable(id), for: view)
    }

    /// Ends every removal at once (the window restarts): leaving rows go.
    func endRemovals() {
        guard !disappearing.isEmpty else { return }
        for removal in disappearing where !removal.isOver {
            removal.isOver = true
            removal.node.uninstall()
        }
        disappearing.removeAll()
        disappearingSubviewsDidChange()
    }
}
