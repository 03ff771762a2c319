extension ViewRuntime {
    /// Moves keyboard focus to `node` (`nil`: nowhere): the views that lose and gain it learn it
    /// (their subtrees see `@Environment(\.isFocused)` change) and every ``FocusState`` follows.
    func setFocus(_ node: ViewNode?) {
        let old = focusedNode
        guard old !== node else { return }
        focusedNode = node
        (old as? any FocusableNode)?.focusDidChange()
        (node as? any FocusableNode)?.focusDidChange()
        syncFocusBindings()
    }

    /// Sets every ``FocusState`` bound in the tree from where focus is.
    func syncFocusBindings() {
        guard !focusBindings.isEmpty else { return }
        var focusPath = Set<ObjectIdentifier>()
        var node = focusedNode?.isRemoved == false ? focusedNode : nil
        while let current = node {
            focusPath.insert(ObjectIdentifier(current))
            node = current.parent
        }
        for bindingNode in focusBindings where !bindingNode.isRemoved {
            bindingNode.binding?.follow(focusPath.contains(ObjectIdentifier(bindingNode)))
        }
    }

    /// Moves focus where the app asked by writing a ``FocusState``; a request that cannot be met
    /// (no focusable view under the binding) leaves focus where it is, and the state follows it back.
    func processFocusRequests() {
        guard hasFocusRequest else { return }
        hasFocusRequest = false
        var target: ViewNode??
        for bindingNode in focusBindings where !bindingNode.isRemoved {
            guard let binding = bindingNode.binding, binding.hasRequest() else { continue }
            switch binding.wantsFocus() {
            case true?:
                if let focusable = bindingNode.firstFocusable() { target = .some(focusable) }
            case false?:
                if target == nil, let focused = focusedNode, focused.isInside(bindingNode) {
                    target = .some(nil)
                }
            case nil:
                break
            }
        }
        for bindingNode in focusBindings { bindingNode.binding?.clearRequest() }
        if let target { setFocus(target) }
        syncFocusBindings()
    }

    /// Drops focus from a view that was removed.
    func dropFocusOfRemovedView() {
        if let focused = focusedNode, focused.isRemoved { setFocus(nil) }
    }
}

extension ViewNode {
    /// Whether this node is `ancestor` or below it.
    func isInside(_ ancestor: ViewNode) -> Bool {
        var node: ViewNode? = self
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }
}
