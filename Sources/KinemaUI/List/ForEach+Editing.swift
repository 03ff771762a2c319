import Foundation

/// A view made of a collection's elements: ``ForEach``, whose rows a ``List`` lets the user delete
/// and move.
public protocol DynamicViewContent: View {
    /// The collection of the underlying data.
    associatedtype Data: Collection
    /// The elements the rows are made from.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension ForEach {
    /// Lets the user delete rows of this `ForEach` in a ``List``: Delete or Backspace on the
    /// selected rows, the "Delete" swipe action revealed by dragging a row to the left, or a full
    /// swipe. `action` receives the offsets in `data` of the rows to delete, and must remove them
    /// (typically `items.remove(atOffsets: offsets)`). `nil` turns deletion off. Outside a list
    /// nothing deletes, as in SwiftUI.
    public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.deleteAction = action
        return copy
    }

    /// Lets the user move rows of this `ForEach` in a ``List``: Option (Alt) with ↑ or ↓ moves the
    /// selected rows up or down by one. `action` receives the offsets of the rows to move and the
    /// destination offset in the data *before* the move, as SwiftUI's does (moving row 2 down by
    /// one is `([2], 4)`), and must move them (typically
    /// `items.move(fromOffsets: source, toOffset: destination)`). A move that would not change the
    /// order is not reported. `nil` turns moving off. Outside a list nothing moves, as in SwiftUI.
    public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.moveAction = action
        return copy
    }
}

/// A `ForEach` seen by a ``List``: lazily readable (``LazyForEachAccess``) with its editing actions.
@MainActor
protocol ListForEachAccess: LazyForEachAccess {
    var listDeleteAction: (@MainActor (IndexSet) -> Void)? { get }
    var listMoveAction: (@MainActor (IndexSet, Int) -> Void)? { get }
}

extension ForEach: ListForEachAccess {
    var listDeleteAction: (@MainActor (IndexSet) -> Void)? { deleteAction }
    var listMoveAction: (@MainActor (IndexSet, Int) -> Void)? { moveAction }
}
