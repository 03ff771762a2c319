import Foundation

extension ForEach {
    /// Creates views for the elements of a binding to a collection, each row given a binding to its
    /// element, identified by each element's `id` (SwiftUI's binding form of `ForEach`):
    ///
    /// ```swift
    /// ForEach($items) { $item in
    ///     Toggle(item.title, isOn: $item.isDone)
    /// }
    /// .onDelete { items.remove(atOffsets: $0) }
    /// ```
    ///
    /// A row's binding follows its element by id, not by position: after rows are deleted or moved,
    /// a row still showing reads and writes the element with its id. A row whose element is gone
    /// (read while its removal transition runs) reads the element as it last was and drops writes,
    /// instead of touching another element or trapping on a stale index.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
        C.Element: Identifiable, C.Index: Hashable
    {
        self.init(data, id: \.id, content: content)
    }

    /// Creates views for the elements of a binding to a collection, each row given a binding to its
    /// element, identified by the value at `id`:
    ///
    /// ```swift
    /// ForEach($names, id: \.self) { $name in TextField("Name", text: $name) }
    /// ```
    ///
    /// A row's binding follows its element by id, as with `ForEach($items)`; with `id: \.self` an
    /// edit changes the id, so the edited row is a new row, as in SwiftUI.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let elements = data.wrappedValue
        let rows = elements.indices.lazy.map { index in (index, elements[index][keyPath: id]) }
        self.init(rows, id: \.1) { row in
            content(ElementBinding.make(collection: data, index: row.0, id: id, elementID: row.1, last: elements[row.0]))
        }
    }
}

/// The binding a row of a binding `ForEach` gets to its element.
@MainActor
enum ElementBinding {
    /// A binding to the element of `collection` whose id is `elementID`, expected at `index`.
    ///
    /// Reads and writes look at `index` first (O(1), the common case) and search by id only when
    /// the element moved; `last` is what a row whose element is gone reads.
    static func make<C: MutableCollection & RandomAccessCollection, ID: Hashable>(
        collection: Binding<C>, index: C.Index, id: KeyPath<C.Element, ID>, elementID: ID, last: C.Element
    ) -> Binding<C.Element> {
        var binding = Binding<C.Element>(
            get: {
                let current = collection.wrappedValue
                guard let position = position(of: elementID, near: index, in: current, id: id) else { return last }
                return current[position]
            },
            set: { newValue in
                let current = collection.wrappedValue
                guard let position = position(of: elementID, near: index, in: current, id: id) else { return }
                collection.wrappedValue[position] = newValue
            })
        binding.transaction = collection.transaction
        return binding
    }

    /// Where the element with `elementID` is in `elements`: `index` if it is still there, else
    /// wherever it moved, else `nil`.
    static func position<C: RandomAccessCollection, ID: Hashable>(
        of elementID: ID, near index: C.Index, in elements: C, id: KeyPath<C.Element, ID>
    ) -> C.Index? {
        if index >= elements.startIndex, index < elements.endIndex, elements[index][keyPath: id] == elementID {
            return index
        }
        return elements.firstIndex { $0[keyPath: id] == elementID }
    }
}
