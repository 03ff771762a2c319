import Foundation

/// Views computed from a collection, one per element, each identified by the element's id.
///
/// A view keeps its state while its element's id stays in the collection, wherever the element
/// moves; when an id disappears its view is removed and its subgraph released.
///
/// ```swift
/// ForEach(pets) { pet in PetRow(pet: pet) }          // Identifiable elements
/// ForEach(names, id: \.self) { name in Text(name) }   // an id key path
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The elements.
    public var data: Data
    /// The view for one element.
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>
    /// What a ``List`` does when the user deletes rows of this `ForEach` (``onDelete(perform:)``).
    var deleteAction: (@MainActor (IndexSet) -> Void)?
    /// What a ``List`` does when the user moves rows of this `ForEach` (``onMove(perform:)``).
    var moveAction: (@MainActor (IndexSet, Int) -> Void)?

    /// Creates views for `data`, identified by the value at `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.id = id
        self.content = content
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    /// Creates views for `data`, identified by each element's `id`.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates views for a constant range, identified by offset.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach: StructuralView {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        KeyedNode(runtime: runtime, parent: parent, environment: environment)
    }

    func reconcileChildren(of node: StructuralNode) {
        let keyed = node as! KeyedNode
        // The rows are built as tracked content: what the data, ids and row closures read (state,
        // models) rebuilds the rows alone when it changes, not the body that declared the ForEach.
        // The rows' own nodes are reconciled outside it (their bodies track themselves).
        let rows = keyed.trackedRows.evaluate { [data, id, content] in
            ForEachRows(ids: data.map { AnyHashable($0[keyPath: id]) }, views: data.map(content))
        }
        keyed.reconcile(ids: rows.ids, views: rows.views)
        keyed.rebuildRows = { [unowned keyed] in
            guard let rows = keyed.trackedRows.takeChange(as: ForEachRows<Content>.self) else { return }
            keyed.reconcile(ids: rows.ids, views: rows.views)
        }
    }
}

/// The rows of a `ForEach`, built together as one tracked content.
struct ForEachRows<Content: View> {
    var ids: [AnyHashable]
    var views: [Content]
}

/// A list node whose children are identified by ids (`ForEach`, `.id(_:)`).
///
/// Invariants:
/// - `ids[i]` identifies `children[i]`; ids are unique (a duplicate id keeps the first element and
///   is reported as a diagnostic).
final class KeyedNode: StructuralNode {
    private(set) var ids: [AnyHashable] = []
    private var rowContent: TrackedContent?
    /// A `ForEach`'s rows, built on the body's behalf (unused by `.id(_:)`).
    var trackedRows: TrackedContent {
        if let rowContent { return rowContent }
        let content = TrackedContent(owner: self, label: "ForEach")
        rowContent = content
        return content
    }
    /// Reconciles the rows a change rebuilt (set by the `ForEach`, which knows their type).
    var rebuildRows: (() -> Void)?

    override func reconcile() {
        rebuildRows?()
    }

    override func didUninstall() {
        rebuildRows = nil
        rowContent?.remove()
    }

    func reconcile<Views: Sequence>(ids newIDs: [AnyHashable], views: Views) where Views.Element: View {
        var existing: [AnyHashable: ViewNode] = [:]
        existing.reserveCapacity(ids.count)
        for (id, child) in zip(ids, children) { existing[id] = child }
        var newChildren: [ViewNode] = []
        var keptIDs: [AnyHashable] = []
        newChildren.reserveCapacity(newIDs.count)
        var seen = Set<AnyHashable>()
        let environment = environmentForChildren
        for (id, view) in zip(newIDs, views) {
            guard seen.insert(id).inserted else {
                runtime.diagnose(
                    "ForEach: the id \(id) appears more than once; later elements are ignored")
                continue
            }
            let child = existing.removeValue(forKey: id)
            if let child, runtime.reusableNode(child, for: view) != nil {
                runtime.update(child, with: view, environment: environment)
                newChildren.append(child)
            } else if child == nil, let revived = runtime.revive(in: self, key: id, for: view) {
                // Inserted again while its removal transition ran: it comes back.
                runtime.update(revived, with: view, environment: environment)
                newChildren.append(revived)
            } else {
                // Already out of `existing`, so the sweep below would not release it.
                if let child { runtime.remove(child, key: id, from: self) }
                newChildren.append(runtime.makeNode(for: view, parent: self, environment: environment))
            }
            keptIDs.append(id)
        }
        // In the old order, so disappearing views are drawn in the same order on every run.
        if !existing.isEmpty {
            for (id, child) in zip(ids, children) where existing[id] === child {
                runtime.remove(child, key: id, from: self)
            }
        }
        let changed = keptIDs != ids || newChildren.count != children.count
        // A child replaced under the same id (its view type changed) changes the subviews too.
        let replaced = !changed && zip(newChildren, children).contains { $0 !== $1 }
        children = newChildren
        ids = keptIDs
        if changed || replaced {
            subviewsDidChange()
            invalidate()
        }
    }
}

/// A view whose identity is an explicit id: when the id changes, the view is replaced (its state
/// released and any animation reset), as with SwiftUI's `.id(_:)`.
public struct IDView<Content: View, ID: Hashable>: View, StructuralView {
    let content: Content
    let id: ID

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        KeyedNode(runtime: runtime, parent: parent, environment: environment)
    }

    func reconcileChildren(of node: StructuralNode) {
        (node as! KeyedNode).reconcile(ids: [AnyHashable(id)], views: CollectionOfOne(content))
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension View {
    /// Gives the view an explicit identity; a different id replaces the view and resets its state.
    public func id<ID: Hashable>(_ id: ID) -> IDView<Self, ID> {
        IDView(content: self, id: id)
    }
}
