import Foundation
import KinemaGeometry

/// One cell of a ``Grid``: a view, the column it starts in and how many it spans.
struct GridCell {
    let node: ViewNode
    let column: Int
    let span: Int
    /// Axes along which the cell does not size its column or row (`gridCellUnsizedAxes`).
    let unsized: Axis.Set
}

/// One row of a ``Grid``: the cells of a ``GridRow``, or one view outside any row spanning every
/// column.
struct GridRowCells {
    var cells: [GridCell]
    /// How the row's cells line up vertically: the row's alignment, else the grid's.
    var alignment: VerticalAlignment
    var spansAllColumns: Bool
}

/// SwiftUI's grid algorithm, for a grid's rows and spacing: each column is as wide as its widest
/// cell; when the grid is offered a width, the columns share it as a stack's subviews do (least
/// flexible first, each offered an equal share of what is left, taking what its widest cell takes);
/// a spanning cell wider than its columns widens them equally. Rows are sized the same way along
/// the height, each cell offered its columns' width.
@MainActor
struct GridArrangement {
    let rows: [GridRowCells]
    let columnCount: Int
    let horizontalSpacing: CGFloat
    let verticalSpacing: CGFloat

    /// The tracks' lengths and the grid's size for `proposal`.
    struct Tracks {
        var widths: [CGFloat]
        var heights: [CGFloat]
        /// Per row, the vertical offsets of its cells when guides align them (else `nil`).
        var rowOffsets: [[CGFloat]?]
        var size: Size
    }

    func tracks(for proposal: ProposedViewSize) -> Tracks {
        let widths = columnWidths(for: proposal.width)
        var heights = rowHeights(widths: widths, for: proposal.height)
        var rowOffsets: [[CGFloat]?] = Array(repeating: nil, count: rows.count)
        for (index, row) in rows.enumerated() where !row.cells.isEmpty {
            guard let aligned = alignedRow(index, widths: widths, height: heights[index]) else { continue }
            rowOffsets[index] = aligned.offsets
            heights[index] = max(heights[index], aligned.extent)
        }
        let width = widths.reduce(0, +) + horizontalSpacing * CGFloat(max(columnCount - 1, 0))
        let height = heights.reduce(0, +) + verticalSpacing * CGFloat(max(rows.count - 1, 0))
        return Tracks(
            widths: widths, heights: heights, rowOffsets: rowOffsets, size: Size(width: width, height: height)
        )
    }

    /// The width of `cell` when its columns are `widths`.
    func width(of cell: GridCell, widths: [CGFloat]) -> CGFloat {
        let end = min(cell.column + cell.span, widths.count)
        guard cell.column < end else { return 0 }
        return widths[cell.column..<end].reduce(0, +) + horizontalSpacing * CGFloat(end - cell.column - 1)
    }

    /// The row alignment that applies to row `index` when it is not a plain fraction (or guides
    /// are declared among its cells): the cells' offsets and the aligned height.
    private func alignedRow(
        _ index: Int, widths: [CGFloat], height: CGFloat
    ) -> (offsets: [CGFloat], extent: CGFloat)? {
        let row = rows[index]
        let alignment = row.alignment
        let subviews = LayoutSubviews(nodes: row.cells.map(\.node))
        let sizes = row.cells.map { cell in
            cell.node.sizeThatFits(ProposedViewSize(width: width(of: cell, widths: widths), height: height))
        }
        return subviews.alignedOffsets(alignment.key, sizes: sizes)
    }

    // MARK: Columns

    private func columnWidths(for width: CGFloat?) -> [CGFloat] {
        guard columnCount > 0 else { return [] }
        var singles = Array(repeating: [ViewNode](), count: columnCount)
        var spanning: [GridCell] = []
        for row in rows {
            for cell in row.cells where !cell.unsized.contains(.horizontal) {
                if cell.span == 1 { singles[cell.column].append(cell.node) } else { spanning.append(cell) }
            }
        }
        let available = width.map { max($0 - horizontalSpacing * CGFloat(columnCount - 1), 0) }
        var widths = Self.distribute(count: columnCount, available: available) { column, offer in
            singles[column].reduce(0) { widest, node in
                max(widest, node.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width)
            }
        }
        // A spanning cell whose ideal width is wider than its columns widens them equally, within
        // the width offered (beyond it, the cell gets its columns).
        for cell in spanning {
            let spanned = self.width(of: cell, widths: widths)
            let ideal = cell.node.sizeThatFits(ProposedViewSize(width: nil, height: nil)).width
            var extra = ideal - spanned
            if let width {
                let used = widths.reduce(0, +) + horizontalSpacing * CGFloat(columnCount - 1)
                extra = min(extra, width - used)
            }
            guard extra.isFinite, extra > 0 else { continue }
            let end = min(cell.column + cell.span, columnCount)
            for column in cell.column..<end { widths[column] += extra / CGFloat(end - cell.column) }
        }
        return widths
    }

    // MARK: Rows

    private func rowHeights(widths: [CGFloat], for height: CGFloat?) -> [CGFloat] {
        let available = height.map { max($0 - verticalSpacing * CGFloat(max(rows.count - 1, 0)), 0) }
        return Self.distribute(count: rows.count, available: available) { index, offer in
            rows[index].cells.reduce(0) { tallest, cell in
                guard !cell.unsized.contains(.vertical) else { return tallest }
                let proposal = ProposedViewSize(width: width(of: cell, widths: widths), height: offer)
                return max(tallest, cell.node.sizeThatFits(proposal).height)
            }
        }
    }

    /// Shares `available` among `count` tracks as a stack shares its length among its subviews:
    /// least flexible first (flexibility = length offered ∞ − length offered 0), each offered an
    /// equal share of what is left. Without `available`, each track takes its ideal length.
    static func distribute(count: Int, available: CGFloat?, length: (Int, CGFloat?) -> CGFloat) -> [CGFloat] {
        guard let available else { return (0..<count).map { finite(length($0, nil)) } }
        let minimums = (0..<count).map { finite(length($0, 0)) }
        let flexibility = (0..<count).map { index -> CGFloat in
            let maximum = length(index, .infinity)
            return maximum.isFinite ? maximum - minimums[index] : .greatestFiniteMagnitude
        }
        let order = (0..<count).sorted { lhs, rhs in
            flexibility[lhs] != flexibility[rhs] ? flexibility[lhs] < flexibility[rhs] : lhs < rhs
        }
        var remaining = max(available, 0)
        var lengths = Array(repeating: CGFloat(0), count: count)
        for (offset, index) in order.enumerated() {
            let share = remaining / CGFloat(count - offset)
            let taken = finite(length(index, share))
            lengths[index] = taken
            remaining = max(remaining - taken, 0)
        }
        return lengths
    }

    /// A length a track can take: NaN and infinities (a probe's answer) count as zero.
    private static func finite(_ length: CGFloat) -> CGFloat { length.isFinite ? max(length, 0) : 0 }
}
