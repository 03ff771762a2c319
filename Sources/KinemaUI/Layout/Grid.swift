import Foundation
import KinemaAnimation
import KinemaGeometry

/// A table of views: each ``GridRow`` is a row of cells, and each column is as wide as its widest
/// cell.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow {
///         Text("Name"); Text("Score")
///     }
///     Divider()
///     GridRow {
///         Text("Ana"); Text("12").gridColumnAlignment(.trailing)
///     }
/// }
/// ```
///
/// A view in the grid outside any row spans every column (a ``Divider`` draws across the grid).
/// The number of columns is the largest number of cells in a row (counting spans); shorter rows
/// leave their last columns empty. Cells are aligned in their cells by `alignment`, overridden per
/// row (``GridRow/init(alignment:content:)``), per column (``View/gridColumnAlignment(_:)``) and per
/// cell (``View/gridCellAnchor(_:)``). Unlike `LazyVGrid`, every cell is built and measured.
public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// Creates a grid. `nil` spacings are the stacks' defaults: one column and no row in cells,
    /// 8 points snapped to cells in points mode.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = CellCount.dimension(horizontalSpacing)
        self.verticalSpacing = CellCount.dimension(verticalSpacing)
        self.content = content()
    }

    /// The most columns a cell may span: a larger ``View/gridCellColumns(_:)`` is diagnosed and
    /// taken as this.
    public static var maximumColumns: Int { 1024 }

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        GridNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// A row of cells in a ``Grid``. Outside a grid it lays its views out like a `Group`.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a row whose cells line up vertically by `alignment` (the grid's when `nil`).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        GridRowNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

@MainActor
protocol GridParts {
    var alignment: Alignment { get }
    var horizontalSpacing: CGFloat? { get }
    var verticalSpacing: CGFloat? { get }
    var erasedContent: any View { get }
}

extension Grid: GridParts {
    var erasedContent: any View { content }
}

@MainActor
protocol GridRowParts {
    var alignment: VerticalAlignment? { get }
    var erasedContent: any View { get }
}

extension GridRow: GridRowParts {
    var erasedContent: any View { content }
}

/// A ``GridRow``: a list whose subviews are the row's cells; dividers and spacers in it are those of
/// a horizontal stack.
final class GridRowNode: ListNode {
    private(set) var alignment: VerticalAlignment?
    private var childEnvironment = DerivedEnvironment()

    override func update(with view: any View) {
        let parts = view as! any GridRowParts
        if parts.alignment != alignment {
            alignment = parts.alignment
            invalidate()
        }
        runtime.reconcileChild(of: self, at: 0, with: parts.erasedContent)
    }

    override var environmentForChildren: EnvironmentValues {
        childEnvironment.value(from: environment) { $0.stackAxis = .horizontal }
    }
}

/// A ``Grid``: finds its rows among its content (looking through groups, `ForEach` and custom
/// views), then sizes and places every cell (see ``GridArrangement``).
final class GridNode: UnaryNode {
    private var alignment = Alignment.center
    private var horizontalSpacing: CGFloat?
    private var verticalSpacing: CGFloat?
    private var childEnvironment = DerivedEnvironment()
    private var rowsCache: (rows: [GridRowCells], columns: Int)?
    /// `sizesGeneration` when the rows were collected.
    private var rowsGeneration = -1

    override func update(with view: any View) {
        let parts = view as! any GridParts
        if parts.alignment != alignment || parts.horizontalSpacing != horizontalSpacing
            || parts.verticalSpacing != verticalSpacing || needsCommit
        {
            alignment = parts.alignment
            horizontalSpacing = parts.horizontalSpacing
            verticalSpacing = parts.verticalSpacing
            rowsCache = nil
            invalidate()
        }
        runtime.reconcileChild(of: self, at: 0, with: parts.erasedContent)
    }

    override var environmentForChildren: EnvironmentValues {
        // Views outside rows (dividers) run across the grid, as in a vertical stack.
        childEnvironment.value(from: environment) { $0.stackAxis = .vertical }
    }

    override func subviewListDidChange() {
        rowsCache = nil
        super.subviewListDidChange()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        arrangement.tracks(for: proposal).size
    }

    private var arrangement: GridArrangement {
        // A cell's modifiers (spans, alignments) and a row's alignment change without changing the
        // subview list, but mark the grid's sizes stale: the rows are read again after any change.
        if rowsGeneration != sizesGeneration {
            rowsCache = nil
            rowsGeneration = sizesGeneration
        }
        let (rows, columns) = rowsCache ?? collectRows()
        rowsCache = (rows, columns)
        return GridArrangement(
            rows: rows, columnCount: columns,
            horizontalSpacing: runtime.stackSpacing(horizontalSpacing, along: .horizontal),
            verticalSpacing: runtime.stackSpacing(verticalSpacing, along: .vertical))
    }

    /// The rows: each ``GridRow``'s cells, and every other view as a row spanning all columns.
    private func collectRows() -> ([GridRowCells], Int) {
        var rows: [GridRowCells] = []
        func visit(_ node: ViewNode) {
            if let row = node as? GridRowNode {
                var nodes: [ViewNode] = []
                row.collectSubviews(into: &nodes)
                var column = 0
                let cells = nodes.map { node -> GridCell in
                    let span = clampedSpan(node.gridValue(GridCellColumnsKey.self))
                    defer { column += span }
                    return GridCell(
                        node: node, column: column, span: span,
                        unsized: node.gridValue(GridCellUnsizedAxesKey.self))
                }
                rows.append(
                    GridRowCells(
                        cells: cells, alignment: row.alignment ?? alignment.vertical, spansAllColumns: false))
            } else if node is ListNode {
                for child in node.children { visit(child) }
            } else {
                let cell = GridCell(
                    node: node, column: 0, span: 0, unsized: node.gridValue(GridCellUnsizedAxesKey.self))
                rows.append(GridRowCells(cells: [cell], alignment: alignment.vertical, spansAllColumns: true))
            }
        }
        for child in children { visit(child) }
        let columns = max(rows.map { row in row.cells.last.map { $0.column + $0.span } ?? 0 }.max() ?? 0, 1)
        // Views outside rows span every column.
        for index in rows.indices where rows[index].spansAllColumns {
            let cell = rows[index].cells[0]
            rows[index].cells = [GridCell(node: cell.node, column: 0, span: columns, unsized: cell.unsized)]
        }
        return (rows, columns)
    }

    private func clampedSpan(_ span: Int) -> Int {
        if span < 1 {
            runtime.diagnose("gridCellColumns(\(span)): a cell spans at least one column; it spans one")
            return 1
        }
        let maximum = Grid<EmptyView>.maximumColumns
        if span > maximum {
            runtime.diagnose(
                "gridCellColumns(\(span)): a cell spans at most \(maximum) columns; it spans \(maximum)")
            return maximum
        }
        return span
    }

    override func placeContent(in frame: Rect, transaction: Transaction) {
        forEachPendingChild { child in child.commitLists(transaction: transaction) }
        for (node, cellFrame) in cellFrames(in: frame) { node.place(in: cellFrame, transaction: transaction) }
    }

    /// Where every cell goes in `frame`.
    private func cellFrames(in frame: Rect) -> [(ViewNode, Rect)] {
        let arrangement = self.arrangement
        let tracks = arrangement.tracks(for: ProposedViewSize(frame.size))
        var columnX: [CGFloat] = []
        var x = frame.origin.x
        for width in tracks.widths {
            columnX.append(x)
            x += width + arrangement.horizontalSpacing
        }
        let columnAlignments = self.columnAlignments(arrangement)
        var frames: [(ViewNode, Rect)] = []
        var y = frame.origin.y
        for (index, row) in arrangement.rows.enumerated() {
            let height = tracks.heights[index]
            for (position, cell) in row.cells.enumerated() where cell.column < columnX.count {
                let rect = Rect(
                    x: columnX[cell.column], y: y, width: arrangement.width(of: cell, widths: tracks.widths),
                    height: height)
                let size = cell.node.sizeThatFits(ProposedViewSize(rect.size))
                var origin: Point
                if let anchor = cell.node.gridValue(GridCellAnchorKey.self) {
                    origin = Point(
                        x: rect.origin.x + AlignmentKey.whole(anchor.x * (rect.size.width - size.width)),
                        y: rect.origin.y + AlignmentKey.whole(anchor.y * (rect.size.height - size.height)))
                } else {
                    let horizontal =
                        row.spansAllColumns ? alignment.horizontal : columnAlignments[cell.column]
                    origin = Alignment(horizontal: horizontal, vertical: row.alignment).origin(
                        of: cell.node, size: size, in: rect)
                    if let offsets = tracks.rowOffsets[index] { origin.y = y + offsets[position] }
                }
                frames.append((cell.node, Rect(origin: origin, size: size)))
            }
            y += height + arrangement.verticalSpacing
        }
        return frames
    }

    /// Each column's alignment: the first `gridColumnAlignment` among its cells, else the grid's.
    private func columnAlignments(_ arrangement: GridArrangement) -> [HorizontalAlignment] {
        var alignments = Array(repeating: Optional<HorizontalAlignment>.none, count: arrangement.columnCount)
        for row in arrangement.rows where !row.spansAllColumns {
            for cell in row.cells where cell.column < alignments.count && alignments[cell.column] == nil {
                alignments[cell.column] = cell.node.gridValue(GridColumnAlignmentKey.self)
            }
        }
        return alignments.map { $0 ?? alignment.horizontal }
    }

    /// Custom guides and baselines merged from the cells, as a stack merges its subviews'.
    override func computeExplicitAlignment(_ key: AlignmentKey, in size: Size) -> CGFloat? {
        guard key.isCustom else { return nil }
        var values: [CGFloat] = []
        for (node, frame) in cellFrames(in: Rect(origin: .zero, size: size)) {
            guard let value = node.explicitAlignment(key, in: frame.size) else { continue }
            values.append(value + (key.axis == .horizontal ? frame.origin.x : frame.origin.y))
        }
        return key.combine(values)
    }
}
