// Past 400 lines for now: the build/release window, the estimated extent and its correction share
// one node's state. Next split when List lands: the extent estimator into its own type.

import Foundation
import KinemaAnimation
import KinemaGeometry

/// The node of ``LazyVStack`` and ``LazyHStack``: a window of built rows, contiguous, around the
/// viewport; every other row exists only as an estimate.
///
/// Positions are along the stack's axis, relative to the stack's frame origin. The built rows'
/// extents are measured; the rows before the window are taken to fill `windowOrigin`, and the rows
/// after it to be `estimate` long each (the mean of every row measured so far). When the viewport
/// jumps away from the window, the window restarts at the row the estimate puts there; when that
/// estimate proves wrong at the start (row 0 not at 0, or rows that would need negative positions),
/// the content coordinates shift and the scroll view's offset shifts with them, so nothing on
/// screen moves.
///
/// Invariants:
/// - `children[k]` is row `first + k`, identified by `ids[k]`, measured `extents[k]` long and
///   `crossExtents[k]` across; the rows are contiguous and `first + children.count ≤ rows.count`.
/// - `windowLength` is the sum of `extents` plus spacing between them.
final class LazyStackNode: UnaryNode, ScrollViewportObserver {
    let axis: Axis
    private var alignmentFraction = 0.5
    private var spacing = 0.0
    private var rows = LazyRows()
    private var rowsChanged = true

    private var first = 0
    private var ids: [RowID] = []
    private var extents: [Double] = []
    private var crossExtents: [Double] = []
    private var windowOrigin = 0.0
    private var windowLength = 0.0

    private var measuredCount = 0.0
    private var measuredSum = 0.0
    private var widestCross = 0.0
    /// The extent the last measurement reported, to notice when the estimate changed it.
    private var reportedExtent: Double?

    private var hasResolvedScrollView = false
    /// The scroll view whose viewport this stack follows. It is an ancestor, so it outlives this
    /// node (it removes its observers when uninstalled, and this node unregisters first).
    private unowned(unsafe) var scrollView: ScrollViewNode?
    private var isPlacing = false
    /// A row a scroll target asked for: the next layout builds the window from it.
    private var targetRow: Int?
    private var needsAnotherPass = false

    /// Total rows built since the node was created (tests and the bench read it).
    private(set) var rowsBuilt = 0

    init(axis: Axis, runtime: ViewRuntime, parent: ViewNode?, environment: EnvironmentValues) {
        self.axis = axis
        super.init(runtime: runtime, parent: parent, environment: environment)
    }

    static func validSpacing(_ spacing: CGFloat?, default value: Double) -> CGFloat {
        guard let spacing, spacing.isFinite else { return CGFloat(value) }
        return max(0, min(spacing, 1_000))
    }

    override var environmentForChildren: EnvironmentValues { environment }

    override func update(with view: any View) {
        let parts = view as! any LazyStackParts
        alignmentFraction = parts.alignmentFraction.isFinite ? min(max(parts.alignmentFraction, 0), 1) : 0.5
        spacing = Double(parts.spacing)
        rows = LazyRows(parts.erasedContent)
        rowsChanged = true
        invalidate()
    }

    override func reconcile() {
        invalidate()
    }

    override func didUninstall() {
        scrollView?.removeViewportObserver(self)
        scrollView = nil
        super.didUninstall()
    }

    // MARK: Estimates

    /// The mean extent of the rows measured so far (one cell before any).
    var estimate: Double { measuredCount > 0 ? measuredSum / measuredCount : 1 }

    private var pitch: Double { estimate + spacing }
    private var last: Int { first + ids.count - 1 }
    private var windowEnd: Double { windowOrigin + windowLength }

    /// The stack's estimated extent along its axis: the window's end plus the rows after it.
    var totalExtent: Double {
        let count = rows.count
        guard count > 0 else { return 0 }
        guard !ids.isEmpty else { return Double(count) * estimate + Double(count - 1) * spacing }
        return windowEnd + Double(count - 1 - last) * pitch
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let along = totalExtent
        reportedExtent = along
        let offered = axis == .vertical ? proposal.width : proposal.height
        let cross = offered.map { Double($0) }.flatMap { $0.isFinite ? $0 : nil } ?? widestCross
        return Size(axis: axis, along: along, across: max(cross, 0))
    }

    // MARK: The viewport

    /// The part of the stack the viewport shows, along the axis (relative to the frame's origin).
    private func visibleRange(in frame: Rect) -> (low: Double, high: Double) {
        resolveScrollView()
        let region = scrollView?.visibleContentRect ?? Rect(origin: .zero, size: runtime.size)
        let start = Double((axis == .vertical ? frame.origin.y : frame.origin.x))
        let low = Double(axis == .vertical ? region.minY : region.minX) - start
        let high = Double(axis == .vertical ? region.maxY : region.maxX) - start
        return (low, max(high, low))
    }

    private func resolveScrollView() {
        guard !hasResolvedScrollView else { return }
        hasResolvedScrollView = true
        scrollView = nearestNode(of: ScrollViewNode.self)
        scrollView?.addViewportObserver(self)
    }

    /// Rows are built half a viewport beyond each edge and kept until a viewport away.
    private static func margins(_ low: Double, _ high: Double) -> (build: Double, keep: Double) {
        let extent = max(high - low, 4)
        return (extent / 2, extent)
    }

    func scrollViewportDidChange() {
        guard let frame = modelFrame, rows.count > 0 else { return }
        if isPlacing {
            needsAnotherPass = true
            return
        }
        let (low, high) = visibleRange(in: frame)
        let (build, keep) = Self.margins(low, high)
        let total = totalExtent
        let uncoveredStart = first > 0 && windowOrigin > max(low - build / 2, 0)
        let uncoveredEnd = last < rows.count - 1 && windowEnd < min(high + build / 2, total)
        let farStart = ids.count > 1 && windowOrigin + extents[0] < low - keep
        let farEnd = ids.count > 1 && windowEnd - extents[extents.count - 1] > high + keep
        if ids.isEmpty || uncoveredStart || uncoveredEnd || farStart || farEnd { runtime.enqueue(self) }
    }

    // MARK: Layout

    override func placeContent(in frame: Rect, transaction: Transaction) {
        isPlacing = true
        needsAnotherPass = false
        let crossExtent = Double(frame.size.value(along: axis == .vertical ? .horizontal : .vertical))
        if rowsChanged {
            rowsChanged = false
            refreshWindowRows(crossExtent: crossExtent)
        } else {
            remeasure(crossExtent: crossExtent)
        }
        var (low, high) = visibleRange(in: frame)
        let target = targetRow
        targetRow = nil
        if target != nil && ids.isEmpty && first < rows.count { appendRow(crossExtent: crossExtent) }
        if let target, target >= first, target <= last {
            // A scroll target: the window is built from the target row on, as far as the viewport
            // reaches; the scroll view moves there once it is placed.
            let start = windowOrigin + extents[..<(target - first)].reduce(0) { $0 + $1 + spacing }
            let extent = high - low
            if start > low - 2 * extent && start < high + 2 * extent {
                // Near the viewport (an animated scroll will pass the rows between): keep both.
                (low, high) = (min(low, start), max(high, start + extent))
            } else {
                (low, high) = (start, start + extent)
            }
        }
        let (build, keep) = Self.margins(low, high)
        let shifted = fillWindow(from: low - build, to: high + build, crossExtent: crossExtent)
        releaseRows(outside: low - keep, high + keep)
        // Rows that only moved because the coordinates shifted must not animate there.
        let rowTransaction = shifted ? Transaction() : transaction
        var position = windowOrigin
        let start = (axis == .vertical ? frame.origin.y : frame.origin.x)
        let crossStart = (axis == .vertical ? frame.origin.x : frame.origin.y)
        for (index, child) in children.enumerated() {
            let along = extents[index]
            let across = crossExtents[index]
            let crossOffset = max(crossExtent - across, 0) * alignmentFraction
            let rect: Rect =
                axis == .vertical
                ? Rect(x: crossStart + crossOffset, y: start + position, width: across, height: along)
                : Rect(x: start + position, y: crossStart + crossOffset, width: along, height: across)
            child.place(in: rect, transaction: rowTransaction)
            position += along + spacing
        }
        isPlacing = false
        // The estimate or a shift changed the stack's extent, or the viewport moved while placing:
        // another pass measures and places it again (the update runs it in its next round).
        if needsAnotherPass || reportedExtent.map({ abs($0 - totalExtent) > 1e-9 }) ?? true {
            runtime.enqueue(self)
        }
    }

    private func proposal(crossExtent: Double) -> ProposedViewSize {
        let cross: CGFloat? = crossExtent.isFinite && crossExtent > 0 ? CGFloat(crossExtent) : nil
        return axis == .vertical
            ? ProposedViewSize(width: cross, height: nil) : ProposedViewSize(width: nil, height: cross)
    }

    private func measure(_ node: ViewNode, crossExtent: Double) -> (along: Double, across: Double) {
        let size = node.sizeThatFits(proposal(crossExtent: crossExtent))
        func finite(_ value: CGFloat) -> Double { value.isFinite ? max(Double(value), 0) : 0 }
        return (
            finite(size.value(along: axis)),
            finite(size.value(along: axis == .vertical ? .horizontal : .vertical))
        )
    }

    /// Measures the built rows again (cached unless a row changed).
    private func remeasure(crossExtent: Double) {
        var length = 0.0
        for (index, child) in children.enumerated() {
            let (along, across) = measure(child, crossExtent: crossExtent)
            extents[index] = along
            crossExtents[index] = across
            widestCross = max(widestCross, across)
            length += along + (index > 0 ? spacing : 0)
        }
        windowLength = length
    }

    /// Builds rows until the window covers `low…high` (restarting it where the estimate puts `low`
    /// when it lies apart from the window); returns whether the content coordinates shifted.
    private func fillWindow(from low: Double, to high: Double, crossExtent: Double) -> Bool {
        let count = rows.count
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
    private func estimatedRow(at position: Double) -> (Int, Double) {
        let count = rows.count
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

    private func makeRow(at index: Int, crossExtent: Double) -> (ViewNode, RowID, Double, Double) {
        let id = rows.id(at: index)
        let node = runtime.makeNode(
            for: wrapped(rows.view(at: index)), parent: self, environment: environment)
        // The row's body (and its descendants') must exist to be measured.
        runtime.reconcileQueued()
        rowsBuilt += 1
        let (along, across) = measure(node, crossExtent: crossExtent)
        measuredSum += along
        measuredCount += 1
        widestCross = max(widestCross, across)
        return (node, id, along, across)
    }

    /// A row of several views (a tuple, a conditional) is stacked into one subview.
    private func wrapped(_ view: any View) -> any View {
        guard view is any StructuralView else { return view }
        return stacked(view)
    }

    private func stacked<V: View>(_ view: V) -> any View {
        if axis == .vertical {
            return VStack(alignment: HorizontalAlignment(fraction: alignmentFraction), spacing: 0) { view }
        }
        return HStack(alignment: VerticalAlignment(fraction: alignmentFraction), spacing: 0) { view }
    }

    private func appendRow(crossExtent: Double) {
        let (node, id, along, across) = makeRow(at: first + ids.count, crossExtent: crossExtent)
        windowLength += along + (ids.isEmpty ? 0 : spacing)
        children.append(node)
        ids.append(id)
        extents.append(along)
        crossExtents.append(across)
        subviewsDidChange()
    }

    private func prependRow(crossExtent: Double) {
        let (node, id, along, across) = makeRow(at: first - 1, crossExtent: crossExtent)
        first -= 1
        windowOrigin -= along + spacing
        windowLength += along + spacing
        children.insert(node, at: 0)
        ids.insert(id, at: 0)
        extents.insert(along, at: 0)
        crossExtents.insert(across, at: 0)
        subviewsDidChange()
    }

    /// Releases the rows wholly outside `low…high` (keeping at least one).
    private func releaseRows(outside low: Double, _ high: Double) {
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

    private func releaseAll() {
        guard !children.isEmpty else { return }
        for child in children { child.uninstall() }
        children.removeAll()
        ids.removeAll()
        extents.removeAll()
        crossExtents.removeAll()
        windowLength = 0
        subviewsDidChange()
    }

    /// After a new view value: the window's rows are identified again (the data may have changed);
    /// rows whose id is still there keep their node and state and take their new view.
    private func refreshWindowRows(crossExtent: Double) {
        guard !ids.isEmpty else { return }
        let count = rows.count
        guard first < count else {
            releaseAll()
            first = max(0, count - 1)
            windowOrigin = Double(first) * pitch
            return
        }
        var existing: [RowID: ViewNode] = [:]
        for (id, child) in zip(ids, children) { existing[id] = child }
        let end = min(first + ids.count, count)
        var newChildren: [ViewNode] = []
        var newIDs: [RowID] = []
        for index in first..<end {
            let id = rows.id(at: index)
            let view = wrapped(rows.view(at: index))
            if let node = existing.removeValue(forKey: id), runtime.reusableNode(node, for: view) != nil {
                runtime.update(node, with: view, environment: environment)
                newChildren.append(node)
            } else {
                newChildren.append(runtime.makeNode(for: view, parent: self, environment: environment))
                rowsBuilt += 1
            }
            newIDs.append(id)
        }
        for node in existing.values { node.uninstall() }
        children = newChildren
        ids = newIDs
        extents = Array(repeating: 0, count: newIDs.count)
        crossExtents = Array(repeating: 0, count: newIDs.count)
        runtime.reconcileQueued()
        remeasure(crossExtent: crossExtent)
        subviewsDidChange()
    }

    // MARK: Scroll targets

    /// The row with `id` (a `ForEach` element's id, or a view's `.id(_:)`), if any.
    func row(withID id: AnyHashable) -> Int? { rows.row(withID: id) }

    /// Moves the window so `row` is built at the next layout (a scroll target).
    func prepareRow(_ row: Int) {
        guard row >= 0, row < rows.count else { return }
        if row < first || row > last || ids.isEmpty {
            let position: Double
            if ids.isEmpty {
                position = Double(row) * pitch
            } else if row > last {
                position = windowEnd + spacing + Double(row - last - 1) * pitch
            } else {
                position = windowOrigin - Double(first - row) * pitch
            }
            releaseAll()
            first = row
            windowOrigin = max(position, 0)
        }
        targetRow = row
        invalidate()
    }

    /// The frame of `row` in layout coordinates, when it is built and placed.
    func frameOfRow(_ row: Int) -> Rect? {
        guard row >= first, row <= last else { return nil }
        // A row made by a custom view has a composite node: its frame is its subviews' (as for
        // any scroll target).
        return PendingScrollTarget(kind: .node(children[row - first]), anchor: nil, transaction: nil).frame
    }

    /// Rows built now.
    var builtRowCount: Int { children.count }
    /// The first built row.
    var firstBuiltRow: Int { first }
}
