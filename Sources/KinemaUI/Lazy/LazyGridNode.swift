import Foundation
import KinemaAnimation
import KinemaGeometry

/// The node of ``LazyVGrid`` and ``LazyHGrid``: a lazy stack whose rows are the grid's lines.
///
/// The content's rows (``LazyRows``) are grouped into *blocks*: a section's header, a run of cells,
/// a section's footer. A run of `n` cells makes `⌈n / tracks⌉` lines; a header or footer makes one
/// line of its own. Lines are found from blocks by binary search, so the grouping costs
/// O(sections), not O(cells). Each line node groups its cells for layout; the cells are handed to
/// lines by id, so a cell keeps its node when insertions and removals move it to another line (see
/// `LazyGridNode+Cells.swift`).
///
/// Invariants:
/// - `blocks` ascend by `firstLine` and by `firstRow`, cover every row once, and the lines of the
///   last block end at `lineTotal`.
/// - `tracks` were resolved for `trackExtent`.
final class LazyGridNode: LazyStackNode {
    struct Block {
        var firstLine: Int
        var firstRow: Int
        /// The rows of the block: 1 for a header or footer.
        var rowCount: Int
        var isCells: Bool
    }

    private var items: [GridItem] = []
    private var cellAlignment = Alignment.center
    private(set) var tracks: [GridTrack] = []
    private var trackExtent = -1.0
    private var blocks: [Block] = []
    private var lineTotal = 0
    private var blocksValid = false

    /// The cells of the lines while they take new views (see `LazyGridNode+Cells.swift`).
    var cellPool: CellPool?
    /// Total cells built since the node was created (tests and the bench read it).
    var cellsBuilt = 0

    /// A grid's lines are regrouped when cells are inserted or removed: its cells transition instead.
    override var transitionsLines: Bool { false }

    override func update(with view: any View) {
        let parts = view as! any LazyGridParts
        items = parts.items
        cellAlignment = parts.alignment
        trackExtent = -1
        blocksValid = false
        super.update(with: view)
    }

    /// Columns (of a vertical grid) across, with the spacing between them.
    private var defaultTrackSpacing: Double { axis == .vertical ? 1 : 0 }

    private func resolveTracks(crossExtent: Double) {
        let extent = crossExtent.isFinite ? max(crossExtent, 0) : 0
        guard extent != trackExtent else { return }
        let resolved = GridTracks.resolve(items, available: extent, defaultSpacing: defaultTrackSpacing)
        trackExtent = extent
        guard resolved != tracks else { return }
        let countChanged = resolved.count != tracks.count
        tracks = resolved
        // The lines hold their cells' tracks: they take new views; a new count regroups the cells.
        invalidateLines(regrouped: countChanged)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let offered = axis == .vertical ? proposal.width : proposal.height
        resolveTracks(crossExtent: offered.map { Double($0) } ?? Double(trackExtent >= 0 ? trackExtent : 0))
        return super.computeSize(proposal)
    }

    override func placeContent(in frame: Rect, transaction: Transaction) {
        resolveTracks(crossExtent: Double(frame.size.value(along: axis == .vertical ? .horizontal : .vertical)))
        super.placeContent(in: frame, transaction: transaction)
    }

    // MARK: Lines

    private var trackCount: Int { max(tracks.count, 1) }

    private func rebuildBlocks() {
        guard !blocksValid else { return }
        blocksValid = true
        blocks.removeAll(keepingCapacity: true)
        var line = 0
        func add(_ row: Int, _ count: Int, cells: Bool) {
            guard count > 0 else { return }
            blocks.append(Block(firstLine: line, firstRow: row, rowCount: count, isCells: cells))
            line += cells ? (count + trackCount - 1) / trackCount : 1
        }
        var cursor = 0
        for section in rows.sections {
            add(cursor, section.start - cursor, cells: true)
            var contentStart = section.start
            var contentEnd = section.end
            if section.hasHeader {
                add(section.start, 1, cells: false)
                contentStart += 1
            }
            if section.hasFooter { contentEnd -= 1 }
            add(contentStart, contentEnd - contentStart, cells: true)
            if section.hasFooter { add(contentEnd, 1, cells: false) }
            cursor = section.end
        }
        add(cursor, rows.count - cursor, cells: true)
        lineTotal = line
    }

    private func block(ofLine line: Int) -> Block {
        rebuildBlocks()
        var low = 0
        var high = blocks.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if blocks[mid].firstLine <= line { low = mid } else { high = mid - 1 }
        }
        return blocks[low]
    }

    /// The rows of `line`.
    private func rowRange(ofLine line: Int) -> Range<Int> {
        let block = block(ofLine: line)
        guard block.isCells else { return block.firstRow..<(block.firstRow + 1) }
        let start = block.firstRow + (line - block.firstLine) * trackCount
        return start..<min(start + trackCount, block.firstRow + block.rowCount)
    }

    override var lineCount: Int {
        rebuildBlocks()
        return lineTotal
    }

    override func lineID(at line: Int) -> RowID { rows.id(at: rowRange(ofLine: line).lowerBound) }

    override func lineView(at line: Int) -> any View {
        let block = block(ofLine: line)
        guard block.isCells else { return rows.view(at: block.firstRow) }
        let cells = rowRange(ofLine: line).map { row in
            GridLineView.Cell(id: rows.id(at: row), view: rows.view(at: row))
        }
        return GridLineView(cells: cells, tracks: tracks, axis: axis, alignment: cellAlignment)
    }

    override func line(ofRow row: Int) -> Int {
        rebuildBlocks()
        var low = 0
        var high = blocks.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if blocks[mid].firstRow <= row { low = mid } else { high = mid - 1 }
        }
        guard low < blocks.count else { return 0 }
        let block = blocks[low]
        return block.firstLine + (block.isCells ? (row - block.firstRow) / trackCount : 0)
    }

    override func firstRow(ofLine line: Int) -> Int { rowRange(ofLine: line).lowerBound }

    /// The frame of the cell of `row` when it is built (a scroll target lands the cell, not its line).
    override func frameOfRowItem(_ row: Int) -> Rect? {
        let line = line(ofRow: row)
        guard line >= first, line <= last, line - first < children.count else { return nil }
        let lineNode = children[line - first]
        guard lineNode is GridLineNode else { return (lineNode as? UnaryNode)?.modelFrame }
        let index = row - firstRow(ofLine: line)
        guard index < lineNode.children.count else { return nil }
        // A cell made by a custom view has a composite node: its frame is its subviews'.
        return PendingScrollTarget(kind: .node(lineNode.children[index]), anchor: nil, transaction: nil).frame
    }

    /// The cells compared by id in an animated update: those of the lines from a window's length
    /// before the window to two after its start.
    override func changeNeighbourhood() -> Range<Int> {
        guard rows.count > 0 else { return 0..<0 }
        let span = ids.count
        let low = firstRow(ofLine: min(max(first - span, 0), max(lineCount - 1, 0)))
        return low..<(low + 3 * span * trackCount)
    }

    override func willRefreshLines(changes: LazyRowChanges?, transaction: Transaction) {
        beginCellPool(lines: children, changes: changes, transaction: transaction)
    }

    override func didRefreshLines(_ lines: [ViewNode]) {
        finishCellPool(hosts: lines)
    }

    override func invalidateLines(regrouped: Bool) {
        if regrouped {
            blocksValid = false
            // The cells regroup into other lines: the first built row's line is kept in view.
            let anchorRow = ids.isEmpty ? 0 : firstRow(ofLine: first)
            releaseAll()
            resetEstimate()
            rebuildBlocks()
            first = min(line(ofRow: anchorRow), max(lineCount - 1, 0))
            windowOrigin = Double(first) * pitch
        }
        super.invalidateLines(regrouped: regrouped)
    }
}
