import Kinema
import Observation

/// The model of one list row: its own `@Observable` object, so a change re-runs only the body of
/// the row that reads it.
@MainActor
@Observable
final class RowModel {
    let id: Int
    var value = 0

    init(id: Int) { self.id = id }

    /// What the row shows; the benchmarks look for it in the display list.
    var label: String { "row \(id) v\(value)" }
}

/// One row: a text reading its model.
struct ListRow: View {
    let model: RowModel

    var body: some View { Text(model.label) }
}

/// A list of rows stacked top to bottom.
struct RowList: View {
    let models: [RowModel]

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(models, id: \.id) { ListRow(model: $0) }
        }
    }
}

extension DisplayList {
    /// The frame of the first item drawing exactly `text`.
    func frame(ofText text: String) -> Rect? {
        items.first {
            if case .text(let drawn, _) = $0.kind { return drawn == text }
            return false
        }?.frame
    }
}
