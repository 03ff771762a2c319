import KinemaAnimation
import KinemaGeometry

/// A row fading in or out of a lazy stack: the default transition (`.opacity`) of a row inserted or
/// removed in an animated update whose view carries no `.transition` of its own.
struct LazyRowFade {
    let node: ViewNode
    let id: RowID
    var opacity = AnimatableSlot<Double>()
    /// Removed from the data: drawn (out of hit testing and focus) until the fade ends, then released.
    var isLeaving: Bool
}

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
/// After a new view value, the rows near the window (a window's length before it and two after
/// its start) are compared with the same neighbourhood of the previous rows: a row of the new
/// window whose id was nowhere near before is *inserted*; a built row whose id is nowhere near now
/// is *removed*. Every other row entering or leaving the window only moved (the window follows the
/// rows) and does not transition — as a row scrolled into view does not. An inserted or removed row
/// runs the transitions at its top (as in a `VStack`), or else fades (`.opacity`, SwiftUI's
/// default); the rows after it are placed under the same transaction, so they slide to their new
/// places. A removed row stays drawn, out of hit testing, until its transition ends; inserted
/// again meanwhile, it comes back from where it is shown.
extension LazyStackNode {
    /// The insertions and removals of the update that brought new rows, when it animates.
    func rowChanges(transaction: Transaction) -> LazyRowChanges? {
        guard let old = previousRows else { return nil }
        previousRows = nil
        guard transitionsRows, transaction.isAnimated, !transaction.disablesAnimations,
            runtime.motionPreference != .none, !ids.isEmpty
        else { return nil }
        let span = ids.count
        let low = max(first - span, 0)
        func neighbourhood(_ rows: LazyRows) -> Set<RowID> {
            var result = Set<RowID>()
            let high = min(first + 2 * span, rows.count)
            guard low < high else { return result }
            result.reserveCapacity(high - low)
            for row in low..<high { result.insert(rows.id(at: row)) }
            return result
        }
        return LazyRowChanges(before: neighbourhood(old), after: neighbourhood(rows))
    }

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

    /// An inserted row without transitions of its own fades in.
    func fadeIn(_ node: ViewNode, id: RowID, transaction: Transaction) {
        var transitions: [TransitionNode] = []
        ViewRuntime.collectTopTransitions(of: node, into: &transitions)
        guard transitions.isEmpty else { return }
        var fade = LazyRowFade(node: node, id: id, isLeaving: false)
        _ = fade.opacity.set(0, transaction: Transaction(), at: runtime.time)
        guard fade.opacity.set(1, transaction: transaction, at: runtime.time) else { return }
        rowFades.append(fade)
        startOwnAnimations()
    }

    /// A removed row runs its removal transitions, or fades out; it is released when they end.
    func removeRow(_ node: ViewNode, id: RowID, transaction: Transaction) {
        var transitions: [TransitionNode] = []
        ViewRuntime.collectTopTransitions(of: node, into: &transitions)
        guard transitions.isEmpty else {
            runtime.remove(node, key: AnyHashable(id), from: self)
            return
        }
        var fade = LazyRowFade(node: node, id: id, isLeaving: true)
        _ = fade.opacity.set(1, transaction: Transaction(), at: runtime.time)
        guard fade.opacity.set(0, transaction: transaction, at: runtime.time) else {
            node.uninstall()
            return
        }
        node.isDisappearing = true
        rowFades.append(fade)
        startOwnAnimations()
    }

    /// A row removed and inserted again while it fades or transitions out comes back (its node,
    /// its state), animating back from where it is shown.
    func reviveRow(id: RowID, view: any View, transaction: Transaction) -> ViewNode? {
        if let index = rowFades.firstIndex(where: {
            $0.isLeaving && $0.id == id && runtime.reusableNode($0.node, for: view) != nil
        }) {
            var fade = rowFades[index]
            fade.isLeaving = false
            fade.node.isDisappearing = false
            if fade.opacity.set(1, transaction: transaction, at: runtime.time) {
                rowFades[index] = fade
                startOwnAnimations()
            } else {
                rowFades.remove(at: index)
            }
            return fade.node
        }
        return runtime.revive(in: self, key: AnyHashable(id), for: view)
    }

    /// The opacity a row is drawn with while it fades (1 otherwise).
    func fadeOpacity(of node: ViewNode) -> Double {
        for fade in rowFades where fade.node === node { return fade.opacity.presented ?? 1 }
        return 1
    }

    /// Draws the rows fading out (after the rows, out of hit testing and focus).
    func drawLeavingRows(into recorder: inout DisplayListRecorder, context: DrawContext) {
        for fade in rowFades where fade.isLeaving && !fade.node.isRemoved {
            fade.node.drawIfVisible(into: &recorder, context: context.fading(by: fade.opacity.presented ?? 0))
        }
    }

    /// Advances the fades; rows whose fade-out ended are released after the frame.
    func advanceFades(to time: Double) -> Bool {
        guard !rowFades.isEmpty else { return false }
        var moving = false
        var finished: [ViewNode] = []
        for index in rowFades.indices {
            if rowFades[index].opacity.advance(to: time) {
                moving = true
            } else if rowFades[index].isLeaving {
                finished.append(rowFades[index].node)
            }
        }
        rowFades.removeAll { !$0.opacity.isAnimating || $0.node.isRemoved }
        if !finished.isEmpty {
            runtime.postUpdateActions.prepending {
                for node in finished where !node.isRemoved { node.uninstall() }
            }
        }
        return moving
    }

    /// Ends every fade at once (the stack is released or its window restarts): leaving rows go.
    func endFades() {
        for fade in rowFades where fade.isLeaving && !fade.node.isRemoved { fade.node.uninstall() }
        rowFades.removeAll()
    }
}
