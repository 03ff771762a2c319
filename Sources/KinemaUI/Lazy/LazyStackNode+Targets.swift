import KinemaGeometry

/// Scroll targets and what tests and the bench read.
extension LazyStackNode {
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

    /// The sections of the content.
    var sectionSpans: [LazyRows.SectionSpan] { rows.sections }

    /// Rows built now.
    var builtRowCount: Int { children.count }
    /// The first built row.
    var firstBuiltRow: Int { first }
}
