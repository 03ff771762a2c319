/// A tree of data shown as rows that expand to show their children: SwiftUI's `OutlineGroup`.
///
/// ```swift
/// struct FileItem: Identifiable {
///     let id = UUID()
///     var name: String
///     var children: [FileItem]?   // nil: a file; an array (even empty): a folder
/// }
///
/// List {
///     OutlineGroup(files, children: \.children) { item in
///         Label(item.name, systemImage: item.children == nil ? "doc" : "folder")
///     }
/// }
/// ```
///
/// An element whose `children` is `nil` is a leaf; any other element (even with no children) can
/// expand. Elements are shown collapsed at first.
///
/// **In a ``List``** (or one of its ``Section``s) each element is a row of the list — selectable by
/// its id, reached by the list's keys — indented two cells per level, with a chevron: `▸` collapsed,
/// `▾` expanded, two blank cells for a leaf so siblings' labels line up. A click on the chevron, or
/// → and ← on the selected row, expands and collapses it (← on a collapsed row or a leaf selects
/// its parent, → on an expanded row its first child, as in macOS outline views; a click anywhere on
/// the row of a list without selection toggles it). The change is animated (a 0.2 s ease-out, as
/// ``DisclosureGroup``'s): the children's rows fade in or out and the rows below slide. Children
/// are read only when their parent expands, and their rows are built lazily like every list row,
/// so a 100,000-element tree mounts as fast as a ten-row list.
///
/// **Anywhere else** it is a ``DisclosureGroup`` for each element with children, holding an outline
/// group of its children, as in SwiftUI.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    /// The roots, seen without their types (the initializers know `Leaf` is a view).
    let storage: any ListOutlineLevel & OutlineRowsView
}

/// The children of an ``OutlineGroup``'s element, as an outline group of its own: the content of
/// the ``DisclosureGroup`` an outline group shows for an element with children outside a list.
public struct OutlineSubgroupChildren: View {
    let content: AnyView

    /// The children.
    public var body: some View { content }
}

extension OutlineGroup
where Parent: View, Leaf: View, Parent == Leaf, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren> {
    /// An outline of `data` and its elements' children, each element identified by the value at `id`.
    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        storage = OutlineLevelStorage(
            data: data, root: nil, id: id, children: children, content: content)
    }

    /// An outline of `root` (shown as the first row) and its descendants, each element identified by
    /// the value at `id`.
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        storage = OutlineLevelStorage(
            data: nil, root: root, id: id, children: children, content: content)
    }
}

extension OutlineGroup
where
    Parent: View, Leaf: View, Parent == Leaf, Subgroup == DisclosureGroup<Leaf, OutlineSubgroupChildren>,
    Data.Element: Identifiable, ID == Data.Element.ID
{
    /// An outline of `data` and its elements' children, identified by their ids.
    public init<DataElement>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(data, id: \.id, children: children, content: content)
    }

    /// An outline of `root` (shown as the first row) and its descendants, identified by their ids.
    public init<DataElement>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(root, id: \.id, children: children, content: content)
    }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    /// Outside a list: each element's row, and a disclosure group with its children for an element
    /// that has some.
    public var body: some View { storage.rowsView }
}

extension OutlineGroup: ListOutlineSource where Parent: View, Leaf: View, Subgroup: View {
    var outlineRoot: any ListOutlineLevel { storage }
}

/// One level of an outline group: the roots (a collection, or one root), or an element's
/// children, with what makes each row.
struct OutlineLevelStorage<Data: RandomAccessCollection, ID: Hashable, Leaf: View> {
    let data: Data?
    let root: Data.Element?
    let id: KeyPath<Data.Element, ID>
    let childrenPath: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    init(
        data: Data?, root: Data.Element?, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        content: @escaping (Data.Element) -> Leaf
    ) {
        self.data = data
        self.root = root
        self.id = id
        self.childrenPath = children
        self.content = content
    }
}

extension OutlineLevelStorage: ListOutlineLevel, OutlineRowsView {
    var count: Int {
        if let data { return data.count }
        return root == nil ? 0 : 1
    }

    func element(at offset: Int) -> Data.Element {
        if let data { return data[data.index(data.startIndex, offsetBy: offset)] }
        return root!
    }

    func id(at offset: Int) -> AnyHashable { AnyHashable(element(at: offset)[keyPath: id]) }

    func view(at offset: Int) -> any View { content(element(at: offset)) }

    func hasChildren(at offset: Int) -> Bool { element(at: offset)[keyPath: childrenPath] != nil }

    func children(at offset: Int) -> (any ListOutlineLevel)? {
        guard let children = element(at: offset)[keyPath: childrenPath] else { return nil }
        return OutlineLevelStorage(data: children, root: nil, id: id, children: childrenPath, content: content)
    }

    func offset(of target: AnyHashable) -> Int? {
        guard let target = target.base as? ID else { return nil }
        if let data {
            var offset = 0
            for element in data {
                if element[keyPath: id] == target { return offset }
                offset += 1
            }
            return nil
        }
        if let root, root[keyPath: id] == target { return 0 }
        return nil
    }

    /// The rows outside a list: each element's content, or a disclosure group holding an outline
    /// group of its children; identified by the elements' ids.
    var rowsView: AnyView {
        let row = disclosureRow
        if let data { return AnyView(ForEach(data, id: id, content: row)) }
        guard let root else { return AnyView(EmptyView()) }
        return row(root)
    }

    @MainActor func disclosureRow(_ element: Data.Element) -> AnyView {
        let label = content(element)
        guard let children = element[keyPath: childrenPath] else { return AnyView(label) }
        let subgroup = OutlineLevelStorage(data: children, root: nil, id: id, children: childrenPath, content: content)
        return AnyView(
            DisclosureGroup {
                OutlineSubgroupChildren(content: subgroup.rowsView)
            } label: {
                label
            })
    }
}

/// An outline level's rows outside a list (``OutlineGroup``'s body).
@MainActor
protocol OutlineRowsView {
    var rowsView: AnyView { get }
}
