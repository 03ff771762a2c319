import Foundation

extension List where SelectionValue == Never {
    /// Creates a list of one row per element of a binding to a collection, each row given a
    /// binding to its element, identified by each element's id:
    ///
    /// ```swift
    /// List($contacts) { $contact in TextField("Name", text: $contact.name) }
    /// ```
    ///
    /// The rows are a binding ``ForEach``: a row's binding follows its element by id.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>,
        C.Element: Identifiable, C.Index: Hashable
    {
        self.init(selection: nil, content: ForEach(data, content: rowContent))
    }

    /// Creates a list of one row per element of a binding to a collection, each row given a
    /// binding to its element, identified by the value at `id`.
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    )
    where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, RowContent>, C.Index: Hashable {
        self.init(selection: nil, content: ForEach(data, id: id, content: rowContent))
    }
}

extension List {
    /// Creates a list of one row per element of a binding to a collection, whose rows can be
    /// selected together; each row gets a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>,
        C.Element: Identifiable, C.Index: Hashable
    {
        self.init(selection: selection.map { ListSelection(multiple: $0) }, content: ForEach(data, content: rowContent))
    }

    /// Creates a list of one row per element of a binding to a collection, with at most one
    /// selected row; each row gets a binding to its element.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>,
        C.Element: Identifiable, C.Index: Hashable
    {
        self.init(selection: selection.map { ListSelection(single: $0) }, content: ForEach(data, content: rowContent))
    }
}
