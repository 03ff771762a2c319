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
///   `crossExtents[k]` across; the rows are contiguous and `first + children.count ≤ lineCount`.
/// - `windowLength` is the sum of `extents` plus spacing between them.
class LazyStackNode: UnaryNode, ScrollViewportObserver {
    let axis: Axis
    var alignmentFraction = 0.5
    var spacing = 0.0
    var rows = LazyRows()
    var rowsChanged = true

    var first = 0
    var ids: [RowID] = []
    var extents: [Double] = []
    var crossExtents: [Double] = []
    var windowOrigin = 0.0
    var windowLength = 0.0

    var measuredCount = 0.0
    var measuredSum = 0.0
    var widestCross = 0.0
    /// The extent the last measurement reported, to notice when the estimate changed it.
    var reportedExtent: Double?

    var hasResolvedScrollView = false
    /// The scroll view whose viewport this stack follows. It is an ancestor, so it outlives this
    /// node (it removes its observers when uninstalled, and this node unregisters first).
    unowned(unsafe) var scrollView: ScrollViewNode?
    var isPlacing = false
    /// A row a scroll target asked for: the next layout builds the window from it.
    var targetRow: Int?
    var needsAnotherPass = false

    /// Which section views are pinned, the header and footer lines built outside the window to be
    /// pinned, and the first rows of the lines pinned at the last layout (−1: none).
    var pinnedViews = PinnedScrollableViews()
    var pinnedLines: [PinnedLine] = []
    var pinnedSection = -1
    var pinnedFooterSection = -1

    /// The tracked closure of each built line (`trackers[k]` built `children[k]`), and the one of a
    /// line being built.
    var trackers: [TrackedContent] = []
    var pendingTracker: TrackedContent?
    /// Tracked contents of released rows, parked for the next rows built (see ``park(_:)``).
    var parkedTrackers: [TrackedContent] = []

    /// The rows before the last new view value, for the next layout to find the rows an animated
    /// update inserted and removed (see `LazyStackNode+Transitions.swift`).
    var previousRows: LazyRows?

    /// Total rows built since the node was created (tests and the bench read it).
    var rowsBuilt = 0

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
        if parts.pinnedViews != pinnedViews {
            pinnedViews = parts.pinnedViews
            releasePinnedLines()
        }
        if previousRows == nil && !ids.isEmpty { previousRows = rows }
        rows = LazyRows(parts.erasedContent)
        rowsChanged = true
        invalidate()
    }

    override func reconcile() {
        updateChangedRows()
        invalidate()
    }

    override func didUninstall() {
        releasePinnedLines()
        for tracker in trackers { tracker.remove() }
        for tracker in parkedTrackers { tracker.remove() }
        trackers.removeAll()
        parkedTrackers.removeAll()
        scrollView?.removeViewportObserver(self)
        scrollView = nil
        super.didUninstall()
    }

    /// Whether lines inserted and removed in an animated update transition: a stack's lines are its
    /// rows; a grid's lines are regrouped when cells come and go, and its cells transition instead.
    var transitionsLines: Bool { true }

    // MARK: Lines

    // A stack's lines are its rows; a grid (``LazyGridNode``) groups rows into lines. The window,
    // the estimate and the scroll targets work in lines.

    /// The number of lines.
    var lineCount: Int { rows.count }
    /// The identity of `line`.
    func lineID(at line: Int) -> RowID { rows.id(at: line) }
    /// The view of `line`.
    func lineView(at line: Int) -> any View { rows.view(at: line) }
    /// The line holding `row`.
    func line(ofRow row: Int) -> Int { row }
    /// The first row of `line`.
    func firstRow(ofLine line: Int) -> Int { line }
    /// The frame of `row`'s own view when it is built.
    func frameOfRowItem(_ row: Int) -> Rect? { frameOfRow(line(ofRow: row)) }

    /// The rows an animated update compares by id to find insertions and removals: from a window's
    /// length of lines before the window to two after its start (see `LazyStackNode+Transitions.swift`).
    func changeNeighbourhood() -> Range<Int> {
        let span = ids.count
        return max(first - span, 0)..<(first + 2 * span)
    }

    /// The window's lines are about to take their new views in an animated update's `changes` (or
    /// an update without animation, `nil`); a grid gathers its cells.
    func willRefreshLines(changes: LazyRowChanges?, transaction: Transaction) {}

    /// The window's lines took their new views: `lines` is the new window, the previous lines are
    /// still `children` (those not in `lines` are released next).
    func didRefreshLines(_ lines: [ViewNode]) {}

    /// The lines must take new views at the next layout; `regrouped`: rows moved to other lines.
    func invalidateLines(regrouped: Bool) {
        rowsChanged = true
        invalidate()
    }

    /// Forgets the measured extents (the lines changed shape).
    func resetEstimate() {
        measuredCount = 0
        measuredSum = 0
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        drawPinning(into: &recorder, context: context)
    }

    // MARK: Estimates

    /// The mean extent of the rows measured so far (one cell before any).
    var estimate: Double { measuredCount > 0 ? measuredSum / measuredCount : 1 }

    var pitch: Double { estimate + spacing }
    var last: Int { first + ids.count - 1 }
    var windowEnd: Double { windowOrigin + windowLength }

    /// The stack's estimated extent along its axis: the window's end plus the rows after it.
    var totalExtent: Double {
        let count = lineCount
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
    func visibleRange(in frame: Rect) -> (low: Double, high: Double) {
        resolveScrollView()
        let region = scrollView?.visibleContentRect ?? Rect(origin: .zero, size: runtime.size)
        let start = Double((axis == .vertical ? frame.origin.y : frame.origin.x))
        let low = Double(axis == .vertical ? region.minY : region.minX) - start
        let high = Double(axis == .vertical ? region.maxY : region.maxX) - start
        return (low, max(high, low))
    }

    func resolveScrollView() {
        guard !hasResolvedScrollView else { return }
        hasResolvedScrollView = true
        scrollView = nearestNode(of: ScrollViewNode.self)
        scrollView?.addViewportObserver(self)
    }

    /// Rows are built half a viewport beyond each edge and kept until a viewport away.
    static func margins(_ low: Double, _ high: Double) -> (build: Double, keep: Double) {
        let extent = max(high - low, 4)
        return (extent / 2, extent)
    }

    func scrollViewportDidChange() {
        guard let frame = modelFrame, lineCount > 0 else { return }
        if isPlacing {
            needsAnotherPass = true
            return
        }
        let (low, high) = visibleRange(in: frame)
        let (build, keep) = Self.margins(low, high)
        let total = totalExtent
        let uncoveredStart = first > 0 && windowOrigin > max(low - build / 2, 0)
        let uncoveredEnd = last < lineCount - 1 && windowEnd < min(high + build / 2, total)
        let farStart = ids.count > 1 && windowOrigin + extents[0] < low - keep
        let farEnd = ids.count > 1 && windowEnd - extents[extents.count - 1] > high + keep
        if ids.isEmpty || uncoveredStart || uncoveredEnd || farStart || farEnd
            || pinnedSectionsChanged(low: low, high: high)
        {
            runtime.enqueue(self)
        }
    }

    // MARK: Layout

    override func placeContent(in frame: Rect, transaction: Transaction) {
        isPlacing = true
        needsAnotherPass = false
        let crossExtent = Double(frame.size.value(along: axis == .vertical ? .horizontal : .vertical))
        if rowsChanged {
            rowsChanged = false
            refreshWindowRows(crossExtent: crossExtent, transaction: transaction)
        } else {
            remeasure(crossExtent: crossExtent)
        }
        var (low, high) = visibleRange(in: frame)
        let visible = (low, high)
        let target = targetRow
        targetRow = nil
        if target != nil && ids.isEmpty && first < lineCount { appendRow(crossExtent: crossExtent) }
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
        updatePinnedLines(
            low: visible.0, high: visible.1, crossExtent: crossExtent, frame: frame, transaction: rowTransaction)
        isPlacing = false
        // The estimate or a shift changed the stack's extent, or the viewport moved while placing:
        // another pass measures and places it again (the update runs it in its next round).
        if needsAnotherPass || reportedExtent.map({ abs($0 - totalExtent) > 1e-9 }) ?? true {
            runtime.enqueue(self)
        }
    }

}
