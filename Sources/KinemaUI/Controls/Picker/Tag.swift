/// Gives a view a value that identifies it among its siblings: a ``Picker`` selects the option
/// whose tag equals its selection.
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///     Text("Chocolate").tag(Flavor.chocolate)
///     Text("Vanilla").tag(Flavor.vanilla)
/// }
/// ```
///
/// Options made by a `ForEach` without tags are tagged with their ids, as in SwiftUI.
extension View {
    /// Tags this view with `tag`.
    public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, _TagModifier> {
        modifier(_TagModifier(tag: AnyHashable(tag)))
    }
}

/// The modifier of ``View/tag(_:)``.
public struct _TagModifier: ViewModifier, PrimitiveModifier {
    let tag: AnyHashable

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        TagNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

final class TagNode: ModifierNode {
    private(set) var tag = AnyHashable(0)

    override func update(modifier: any ViewModifier) {
        let new = (modifier as! _TagModifier).tag
        if new != tag {
            tag = new
            // The picker above draws its selection from the tags.
            parent?.nearestNode(of: PickerNode.self, includingSelf: true)?.invalidateCommit()
        }
    }
}

extension ViewNode {
    /// The tag of the subview this node is: a ``View/tag(_:)`` on it (looking through modifiers and
    /// single-child views), or else its id in the `ForEach` that made it.
    var subviewTag: AnyHashable? {
        var node: ViewNode? = self
        while let current = node {
            if let tagged = current as? TagNode { return tagged.tag }
            node = current.children.count == 1 ? current.children[0] : nil
        }
        if let keyed = parent as? KeyedNode, let index = keyed.children.firstIndex(where: { $0 === self }),
            index < keyed.ids.count
        {
            return keyed.ids[index]
        }
        return nil
    }
}
