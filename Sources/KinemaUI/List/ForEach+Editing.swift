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

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (offsets from the start, as ``ForEach/onDelete(perform:)``
    /// reports them). Offsets past the end are ignored.
    public mutating func remove(atOffsets offsets: IndexSet) {
        guard !offsets.isEmpty else { return }
        var kept: [Element] = []
        kept.reserveCapacity(count)
        for (offset, element) in enumerated() where !offsets.contains(offset) { kept.append(element) }
        self = Self(kept)
    }
}

extension MutableCollection {
    /// Moves the elements at `source` to before the element at offset `destination` of the
    /// collection as it was before the move (``ForEach/onMove(perform:)``'s meaning): moving
    /// offset 2 to 4 puts it after the element at offset 3. The moved elements keep their order.
    /// Offsets past the end are ignored; `destination` is clamped to `0…count`.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let total = elements.count
        let moving = source.filter { $0 >= 0 && $0 < total }
        guard !moving.isEmpty else { return }
        let destination = Swift.min(Swift.max(destination, 0), total)
        var before: [Element] = []
        var after: [Element] = []
        var moved: [Element] = []
        for (offset, element) in elements.enumerated() {
            if moving.contains(offset) {
                moved.append(element)
            } else if offset < destination {
                before.append(element)
            } else {
                after.append(element)
            }
        }
        var index = startIndex
        for element in before + moved + after {
            self[index] = element
            formIndex(after: &index)
        }
    }
}
