/// Lists of hierarchical data: one ``OutlineGroup`` of the data (see it for the rows' chevrons,
/// keys and animation).
///
/// ```swift
/// List(files, children: \.children, selection: $selected) { item in
///     Text(item.name)
/// }
/// ```
extension List where SelectionValue == Never {
    /// A list of `data` and its elements' children, identified by their ids; an element whose
    /// `children` is `nil` is a leaf.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >,
        Data.Element: Identifiable
    {
        self.init(selection: nil, content: OutlineGroup(data, children: children, content: rowContent))
    }

    /// A list of `data` and its elements' children, identified by the value at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(selection: nil, content: OutlineGroup(data, id: id, children: children, content: rowContent))
    }
}

extension List {
    /// A list of `data` and its elements' children whose rows can be selected together.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >,
        Data.Element: Identifiable
    {
        self.init(
            selection: selection.map { ListSelection(multiple: $0) },
            content: OutlineGroup(data, children: children, content: rowContent))
    }

    /// A list of `data` and its elements' children with at most one selected row.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >,
        Data.Element: Identifiable
    {
        self.init(
            selection: selection.map { ListSelection(single: $0) },
            content: OutlineGroup(data, children: children, content: rowContent))
    }

    /// A list of `data` and its elements' children, identified by the value at `id`, whose rows can
    /// be selected together.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(
            selection: selection.map { ListSelection(multiple: $0) },
            content: OutlineGroup(data, id: id, children: children, content: rowContent))
    }

    /// A list of `data` and its elements' children, identified by the value at `id`, with at most
    /// one selected row.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(
            selection: selection.map { ListSelection(single: $0) },
            content: OutlineGroup(data, id: id, children: children, content: rowContent))
    }
}
