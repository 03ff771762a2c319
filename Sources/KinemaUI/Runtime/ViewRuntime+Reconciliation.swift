import KinemaAnimation

/// Reconciliation: matching a re-evaluated body's views against the existing child nodes by type,
/// position and id, updating the ones that match and creating (or reviving) the others.
extension ViewRuntime {
    /// Updates the child of `parent` at `slot` with `view`, replacing it when its type changed.
    @inline(__always)
    func reconcileChild(of parent: ViewNode, at slot: Int, with view: any View) {
        reconcileChild(of: parent, at: slot, boxed: ViewBox(view))
    }

    // The view comes wrapped in a struct: the optimizer specializes a function taking `any View`
    // from a caller that made the existential to take the concrete value instead, and then boxes it
    // into a new `any View` inside — a heap allocation per reconciled child the caller had not made.
    @inline(never)
    private func reconcileChild(of parent: ViewNode, at slot: Int, boxed: ViewBox) {
        let view = boxed.view
        let environment = parent.environmentForChildren
        if slot < parent.children.count, let existing = reusableNode(parent.children[slot], for: view) {
            update(existing, with: view, environment: environment)
            return
        }
        let key = AnyHashable(SlotKey(branch: (parent as? StructuralNode)?.branch ?? 0, slot: slot))
        if slot < parent.children.count {
            remove(parent.children[slot], key: key, from: parent)
        } else {
            precondition(slot == parent.children.count, "child slot \(slot) skips positions")
        }
        let node: ViewNode
        if let revived = revive(in: parent, key: key, for: view) {
            update(revived, with: view, environment: environment)
            node = revived
        } else {
            node = makeNode(for: view, parent: parent, environment: environment)
        }
        if slot < parent.children.count {
            parent.children[slot] = node
        } else {
            parent.children.append(node)
        }
        parent.subviewsDidChange()
        parent.invalidate()
    }

    /// Removes the children of `parent` from `count` on (each released, or disappearing while its
    /// removal transitions run).
    func truncateChildren(of parent: ViewNode, to count: Int) {
        guard parent.children.count > count else { return }
        let removed = parent.children[count...]
        parent.children.removeSubrange(count...)
        let branch = (parent as? StructuralNode)?.branch ?? 0
        for (offset, child) in removed.enumerated() {
            remove(child, key: AnyHashable(SlotKey(branch: branch, slot: count + offset)), from: parent)
        }
        parent.subviewsDidChange()
        parent.invalidate()
    }

    /// Updates the child of a conditional: a view of the other branch replaces the child.
    func reconcileBranch(of node: StructuralNode, branch: Int, with view: any View) {
        if node.branch != branch {
            truncateChildren(of: node, to: 0)
            node.branch = branch
        }
        reconcileChild(of: node, at: 0, with: view)
    }

    // Always inlined: a separately specialized copy takes the view's concrete type and boxes it
    // into a new `any View` for each call it makes (two heap allocations per reconciled child).
    @inline(__always)
    func reusableNode(_ node: ViewNode, for view: any View) -> ViewNode? {
        node.viewTypeIdentifier == ObjectIdentifier(type(of: view)) ? node : nil
    }

    @inline(__always)
    func update(_ node: ViewNode, with view: any View, environment: EnvironmentValues) {
        if let composite = node as? CompositeNode {
            if !composite.environment.isIdentical(to: environment) {
                composite.updateEnvironment(environment)
            }
            composite.update(with: view)
        } else {
            node.environment = environment
            node.update(with: view)
        }
    }

    func makeNode(for view: any View, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        if let primitive = view as? any PrimitiveView {
            let node = primitive.makeNode(runtime: self, parent: parent, environment: environment)
            node.viewTypeIdentifier = ObjectIdentifier(type(of: view))
            node.update(with: view)
            return node
        }
        if let effect = view as? any GeometryEffectContent {
            let node = effect.makeGeometryEffectNode(runtime: self, parent: parent, environment: environment)
            node.viewTypeIdentifier = ObjectIdentifier(type(of: view))
            node.update(with: view)
            return node
        }
        if view is any Shape {
            // A bare shape is drawn filled with the foreground style, by the shape node itself
            // (its body, a `_ShapeView`, is never evaluated).
            let node = ShapeNode(runtime: self, parent: parent, environment: environment)
            node.viewTypeIdentifier = ObjectIdentifier(type(of: view))
            node.update(with: view)
            return node
        }
        let node = CompositeNode(view: view, runtime: self, parent: parent, environment: environment)
        node.viewTypeIdentifier = ObjectIdentifier(type(of: view))
        enqueue(node)
        return node
    }
}

/// A view the runtime implements directly rather than through a body.
@MainActor
protocol PrimitiveView: View {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode
}
