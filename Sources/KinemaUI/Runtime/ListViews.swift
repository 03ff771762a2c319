/// Node behaviour of the views without layout of their own: each reconciles its children by
/// position (tuples), branch (conditionals) or presence (optionals).
extension TupleView: StructuralView {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        StructuralNode(runtime: runtime, parent: parent, environment: environment)
    }

    func reconcileChildren(of node: StructuralNode) {
        var slot = 0
        for element in repeat each value {
            node.runtime.reconcileChild(of: node, at: slot, with: element)
            slot += 1
        }
        node.runtime.truncateChildren(of: node, to: slot)
    }
}

extension _ConditionalContent: StructuralView {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        StructuralNode(runtime: runtime, parent: parent, environment: environment)
    }

    func reconcileChildren(of node: StructuralNode) {
        // The branch is part of the identity: slot 0 holds a true-branch view, slot 1 a false-branch
        // one; the other slot is emptied so its state is released.
        switch storage {
        case .trueContent(let content):
            node.runtime.reconcileBranch(of: node, branch: 0, with: content)
        case .falseContent(let content):
            node.runtime.reconcileBranch(of: node, branch: 1, with: content)
        }
    }
}

extension Optional: PrimitiveView where Wrapped: View {}

extension Optional: StructuralView where Wrapped: View {
    @MainActor
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        StructuralNode(runtime: runtime, parent: parent, environment: environment)
    }

    @MainActor
    func reconcileChildren(of node: StructuralNode) {
        if let wrapped = self {
            node.runtime.reconcileChild(of: node, at: 0, with: wrapped)
        } else {
            node.runtime.truncateChildren(of: node, to: 0)
        }
    }
}

extension EmptyView: StructuralView {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        StructuralNode(runtime: runtime, parent: parent, environment: environment)
    }

    func reconcileChildren(of node: StructuralNode) {}
}

extension Group: StructuralView {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        StructuralNode(runtime: runtime, parent: parent, environment: environment)
    }

    func reconcileChildren(of node: StructuralNode) {
        node.runtime.reconcileChild(of: node, at: 0, with: content)
    }
}

extension AnyView: StructuralView {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        StructuralNode(runtime: runtime, parent: parent, environment: environment)
    }

    func reconcileChildren(of node: StructuralNode) {
        node.runtime.reconcileChild(of: node, at: 0, with: storage)
    }
}

/// A primitive view without layout of its own that reconciles its children itself.
@MainActor
protocol StructuralView: PrimitiveView {
    func reconcileChildren(of node: StructuralNode)
}

/// A list node whose children come from a ``StructuralView``.
class StructuralNode: ListNode {
    /// The conditional branch the child belongs to (−1 before the first update).
    var branch = -1

    override func update(with view: any View) {
        (view as! any StructuralView).reconcileChildren(of: self)
    }
}
