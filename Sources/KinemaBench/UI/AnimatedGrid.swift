import Kinema
import Observation

/// The model of one grid cell: whether it is shifted to the right.
@MainActor
@Observable
final class GridCellModel {
    let id: Int
    var isShifted = false
    /// Whether the cell draws "A" instead of "c", so the benchmark can find it in the display list.
    var isMarked = false

    init(id: Int) { self.id = id }
}

/// One cell: a one-character text whose offset follows its model, so a change under an animation
/// animates the offset attribute without re-running any body per frame.
struct GridCell: View {
    /// How far a shifted cell moves, in columns.
    static let shift = 4.0

    let model: GridCellModel

    var body: some View {
        Text(model.isMarked ? "A" : "c").offset(x: model.isShifted ? Self.shift : 0)
    }
}

/// A tree of `rows × columns` cells: a vertical stack of horizontal stacks.
struct AnimatedGrid: View {
    let rows: [[GridCellModel]]

    /// The first row on an 80×40 screen: a stack taller than the screen overflows equally at the
    /// top and the bottom, as in SwiftUI.
    static func firstVisibleRow(rows: Int, screenHeight: Int) -> Int {
        max((rows - screenHeight) / 2, 0)
    }

    /// `count` cells in rows of `columns`.
    @MainActor
    static func models(count: Int, columns: Int) -> [[GridCellModel]] {
        stride(from: 0, to: count, by: columns).map { start in
            (start..<min(start + columns, count)).map(GridCellModel.init(id:))
        }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<rows.count) { row in
                HStack(spacing: 0) {
                    ForEach(rows[row], id: \.id) { GridCell(model: $0) }
                }
            }
        }
    }
}
