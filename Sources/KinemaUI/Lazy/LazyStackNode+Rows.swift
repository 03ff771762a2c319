import Foundation
import KinemaAnimation
import KinemaGeometry

/// Building, measuring and releasing the rows of the window.
extension LazyStackNode {
    func proposal(crossExtent: Double) -> ProposedViewSize {
        let cross: CGFloat? = crossExtent.isFinite && crossExtent > 0 ? CGFloat(crossExtent) : nil
        return axis == .vertical
            ? ProposedViewSize(width: cross, height: nil) : ProposedViewSize(width: nil, height: cross)
    }

    func measure(_ node: ViewNode, crossExtent: Double) -> (along: Double, across: Double) {
        let size = node.sizeThatFits(proposal(crossExtent: crossExtent))
        func finite(_ value: CGFloat) -> Double { value.isFinite ? max(Double(value), 0) : 0 }
        return (
            finite(size.value(along: axis)),
            finite(size.value(along: axis == .vertical ? .horizontal : .vertical))
        )
    }

    /// Measures the built rows again (cached unless a row changed). `previous` are the rows'
    /// extents before (the same rows), when known.
    func remeasure(crossExtent: Double, previous: [Double]? = nil) {
        let previous = previous ?? extents
        var length = 0.0
        var allChanged = !children.isEmpty && previous.count == children.count
        for (index, child) in children.enumerated() {
            let (along, across) = measure(child, crossExtent: crossExtent)
            if allChanged && (previous[index] <= 0 || previous[index] == along) { allChanged = false }
            extents[index] = along
            crossExtents[index] = across
            widestCross = max(widestCross, across)
            length += along + (index > 0 ? spacing : 0)
        }
        windowLength = length
        if allChanged { restartEstimate() }
    }

    /// Every built row changed length (the stack was resized, or its rows follow a size that
    /// changed — pages as wide as the viewport): the lengths measured before describe rows that no
    /// longer look like that, and the window's origin, estimated from them, would leave the rows
    /// before it at the old length (a paging view's pages would no longer start at multiples of
    /// the viewport). The estimate restarts from the rows built now, and the window moves to where
    /// it puts its first row; the scroll view's offset moves with it, so nothing on screen moves.
    private func restartEstimate() {
        measuredSum = extents.reduce(0, +)
        measuredCount = Double(extents.count)
        let origin = Double(first) * pitch
        guard abs(origin - windowOrigin) > 1e-9 else { return }
        let shift = origin - windowOrigin
        windowOrigin = origin
        resolveScrollView()
        scrollView?.shiftContent(by: shift, along: axis)
    }

    /// Builds rows until the window covers `low…high` (restarting it where the estimate puts `low`
    /// when it lies apart from the window); returns whether the content coordinates shifted.
    func fillWindow(from low: Double, to high: Double, crossExtent: Double) -> Bool {
        let count = lineCount
        guard count > 0 else {
            releaseAll()
            return false
        }
        if ids.isEmpty || windowEnd < low || windowOrigin > high {
            let (index, position) = estimatedRow(at: max(low, 0))
            releaseAll()
            first = index
            windowOrigin = position
        }
        if ids.isEmpty { appendRow(crossExtent: crossExtent) }
        while windowEnd < high && last < count - 1 { appendRow(crossExtent: crossExtent) }
        while windowOrigin > low && first > 0 { prependRow(crossExtent: crossExtent) }
        // Corrections: row 0 starts at 0, and the rows before the window need room.
        var shift = 0.0
        if first == 0 && windowOrigin != 0 {
            shift = -windowOrigin
        } else if first > 0 && windowOrigin < Double(first) * spacing {
            shift = Double(first) * pitch - windowOrigin
        }
        guard shift != 0 else { return false }
        windowOrigin += shift
        scrollView?.shiftContent(by: shift, along: axis)
        return true
    }

    /// The row the estimate puts at `position`, and where that row starts.
    func estimatedRow(at position: Double) -> (Int, Double) {
        let count = lineCount
        let pitch = max(self.pitch, 1e-6)
        if !ids.isEmpty && position >= windowEnd {
            let steps = Int(
                min(max(((position - windowEnd - spacing) / pitch).rounded(.down), 0), Double(count)))
            let index = min(last + 1 + steps, count - 1)
            return (index, windowEnd + spacing + Double(index - last - 1) * pitch)
        }
        if !ids.isEmpty && position < windowOrigin {
            let steps = Int(min(((windowOrigin - position) / pitch).rounded(.up), Double(first)))
            let index = first - steps
            return (index, windowOrigin - Double(steps) * pitch)
        }
        let index = Int(min(max((position / pitch).rounded(.down), 0), Double(count - 1)))
        return (index, Double(index) * pitch)
    }

    func makeRow(at index: Int, crossExtent: Double) -> (ViewNode, RowID, Double, Double) {
        let id = lineID(at: index)
        let view = trackedView(at: index)
        // Built because it came near the viewport: not an insertion. Its body (and its
        // descendants') must exist to be measured.
        let node = makeUntransitionedRow(wrapped(view.0))
        pendingTracker = view.1
        rowsBuilt += 1
        let (along, across) = measure(node, crossExtent: crossExtent)
        measuredSum += along
        measuredCount += 1
        widestCross = max(widestCross, across)
        return (node, id, along, across)
    }

    /// The view of `line`, built under a ``TrackedContent`` so that what its `ForEach` closure reads
    /// (`@State`, an `@Observable` property) updates this row alone when it changes.
    func trackedView(at line: Int) -> (any View, TrackedContent) {
        let tracker = parkedTrackers.popLast() ?? TrackedContent(owner: self, label: "LazyRow")
        let view = tracker.evaluate { [unowned self] in self.lineView(at: line) }
        return (view, tracker)
    }

    /// Keeps the tracked content of a released row for the next row built: building one costs a
    /// subgraph, three attributes and an `@Observable` subscription (a scroll frame builds rows).
    func park(_ tracker: TrackedContent) {
        guard parkedTrackers.count < Self.parkedTrackerLimit else {
            tracker.remove()
            return
        }
        tracker.park()
        parkedTrackers.append(tracker)
    }

    /// At most this many parked contents (a viewport's worth of rows and more).
    static var parkedTrackerLimit: Int { 128 }

    func takePendingTracker() -> TrackedContent {
        let tracker = pendingTracker!
        pendingTracker = nil
        return tracker
    }

    /// Rows whose closure read something that changed take their new view.
    func updateChangedRows() {
        for index in 0..<min(trackers.count, children.count) {
            guard let view = trackers[index].takeChange(as: (any View).self) else { continue }
            let wrappedView = wrapped(view)
            let child = children[index]
            if runtime.reusableNode(child, for: wrappedView) != nil {
                runtime.update(child, with: wrappedView, environment: environment)
            } else {
                child.uninstall()
                children[index] = runtime.makeNode(for: wrappedView, parent: self, environment: environment)
                rowsBuilt += 1
                subviewsDidChange()
            }
        }
    }

    /// A row of several views (a tuple, a conditional) is stacked into one subview.
    func wrapped(_ view: any View) -> any View {
        guard view is any StructuralView else { return view }
        return stacked(view)
    }

    func stacked<V: View>(_ view: V) -> any View {
        if axis == .vertical {
            return VStack(alignment: HorizontalAlignment(fraction: alignmentFraction), spacing: 0) { view }
        }
        return HStack(alignment: VerticalAlignment(fraction: alignmentFraction), spacing: 0) { view }
    }

    func appendRow(crossExtent: Double) {
        let (node, id, along, across) = makeRow(at: first + ids.count, crossExtent: crossExtent)
        windowLength += along + (ids.isEmpty ? 0 : spacing)
        children.append(node)
        trackers.append(takePendingTracker())
        ids.append(id)
        extents.append(along)
        crossExtents.append(across)
        subviewsDidChange()
    }

    func prependRow(crossExtent: Double) {
        let (node, id, along, across) = makeRow(at: first - 1, crossExtent: crossExtent)
        first -= 1
        windowOrigin -= along + spacing
        windowLength += along + spacing
        children.insert(node, at: 0)
        trackers.insert(takePendingTracker(), at: 0)
        ids.insert(id, at: 0)
        extents.insert(along, at: 0)
        crossExtents.insert(across, at: 0)
        subviewsDidChange()
    }

    /// Releases the rows wholly outside `low…high` (keeping at least one).
    func releaseRows(outside low: Double, _ high: Double) {
        var dropFront = 0
        var position = windowOrigin
        while dropFront < ids.count - 1 && position + extents[dropFront] < low {
            position += extents[dropFront] + spacing
            dropFront += 1
        }
        var dropBack = 0
        var end = windowEnd
        while dropBack < ids.count - 1 - dropFront && end - extents[ids.count - 1 - dropBack] > high {
            end -= extents[ids.count - 1 - dropBack] + spacing
            dropBack += 1
        }
        guard dropFront > 0 || dropBack > 0 else { return }
        for child in children[(children.count - dropBack)...] { child.uninstall() }
        for child in children[..<dropFront] { child.uninstall() }
        for tracker in trackers[(trackers.count - dropBack)...] { park(tracker) }
        for tracker in trackers[..<dropFront] { park(tracker) }
        trackers.removeLast(dropBack)
        trackers.removeFirst(dropFront)
        children.removeLast(dropBack)
        ids.removeLast(dropBack)
        extents.removeLast(dropBack)
        crossExtents.removeLast(dropBack)
        children.removeFirst(dropFront)
        ids.removeFirst(dropFront)
        extents.removeFirst(dropFront)
        crossExtents.removeFirst(dropFront)
        first += dropFront
        windowOrigin = position
        windowLength = end - position
        subviewsDidChange()
    }

    func releaseAll() {
        releasePinnedLines()
        endRemovals()
        guard !children.isEmpty else { return }
        for child in children { child.uninstall() }
        for tracker in trackers { park(tracker) }
        trackers.removeAll()
        children.removeAll()
        ids.removeAll()
        extents.removeAll()
        crossExtents.removeAll()
        windowLength = 0
        subviewsDidChange()
    }

    /// After a new view value: the window's rows are identified again (the data may have changed);
    /// rows whose id is still there keep their node and state and take their new view.
    func refreshWindowRows(crossExtent: Double, transaction: Transaction) {
        // Pinned lines outside the window are built again from the new views in this layout.
        releasePinnedLines()
        let rowChanges = rowChanges(transaction: transaction)
        guard !ids.isEmpty else { return }
        // A grid's lines are regrouped when cells come and go: its cells transition, not its lines.
        let changes = transitionsLines ? rowChanges : nil
        let count = lineCount
        guard first < count else {
            releaseAll()
            first = max(0, count - 1)
            windowOrigin = Double(first) * pitch
            return
        }
        willRefreshLines(changes: rowChanges, transaction: transaction)
        var inserted: [ViewNode] = []
        var existing: [RowID: ViewNode] = [:]
        for (id, child) in zip(ids, children) { existing[id] = child }
        let end = min(first + ids.count, count)
        var newChildren: [ViewNode] = []
        var newIDs: [RowID] = []
        for tracker in trackers { park(tracker) }
        trackers.removeAll()
        for index in first..<end {
            let id = lineID(at: index)
            let (rowView, tracker) = trackedView(at: index)
            trackers.append(tracker)
            let view = wrapped(rowView)
            if let node = existing.removeValue(forKey: id), runtime.reusableNode(node, for: view) != nil {
                runtime.update(node, with: view, environment: environment)
                newChildren.append(node)
            } else if changes != nil, let node = reviveRow(id: id, view: view, transaction: transaction) {
                runtime.update(node, with: view, environment: environment)
                newChildren.append(node)
            } else if let changes, changes.isInserted(id) {
                let node = runtime.makeNode(for: view, parent: self, environment: environment)
                inserted.append(node)
                newChildren.append(node)
                rowsBuilt += 1
            } else {
                newChildren.append(makeUntransitionedRow(view))
                rowsBuilt += 1
            }
            newIDs.append(id)
        }
        didRefreshLines(newChildren)
        // In the order they were built, so removals draw the same way on every run.
        for (id, node) in zip(ids, children) where existing[id] === node {
            if let changes, changes.isRemoved(id) {
                removeRow(node, id: id, transaction: transaction)
            } else {
                node.uninstall()
            }
        }
        let previous = newIDs == ids ? extents : nil
        children = newChildren
        ids = newIDs
        extents = Array(repeating: 0, count: newIDs.count)
        crossExtents = Array(repeating: 0, count: newIDs.count)
        runtime.reconcileQueued(in: self)
        for node in inserted { fadeIn(node, transaction: transaction) }
        remeasure(crossExtent: crossExtent, previous: previous)
        subviewsDidChange()
    }
}
