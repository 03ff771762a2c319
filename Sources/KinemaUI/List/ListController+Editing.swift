import Foundation

/// Editing rows one at a time (the editing controls of ``EditMode``).
extension ListController {
    /// Whether `row` can be deleted: its `ForEach` has an `onDelete` and the row is not
    /// ``View/deleteDisabled(_:)``.
    func canDelete(_ row: Int) -> Bool {
        guard row >= 0, row < model.count else { return false }
        let entry = model.entry(at: row)
        guard let (segment, _) = entry.forEach, model.access(ofSegment: segment)?.listDeleteAction != nil else {
            return false
        }
        return !ListRowTraits(of: entry.view).deleteDisabled
    }

    /// Whether `row` can be moved: its `ForEach` has an `onMove` and the row is not
    /// ``View/moveDisabled(_:)``.
    func canMove(_ row: Int) -> Bool {
        guard row >= 0, row < model.count else { return false }
        let entry = model.entry(at: row)
        guard let (segment, _) = entry.forEach, model.access(ofSegment: segment)?.listMoveAction != nil else {
            return false
        }
        return !ListRowTraits(of: entry.view).moveDisabled
    }

    /// Moves `row` by `delta` rows within its `ForEach` (clamped to its ends): `onMove` with
    /// SwiftUI's destination, an offset in the data before the move. Nothing is reported when the
    /// row would not move.
    func moveRow(_ row: Int, by delta: Int) {
        guard canMove(row), let (segment, offset) = model.entry(at: row).forEach,
            let access = model.access(ofSegment: segment), let action = access.listMoveAction
        else { return }
        let count = access.lazyCount
        let target = min(max(offset + delta, 0), count - 1)
        guard target != offset else { return }
        action(IndexSet(integer: offset), target > offset ? target + 1 : target)
    }
}
