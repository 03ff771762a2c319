import KinemaAnimation

/// A removed subtree that stays on screen while its removal transitions animate.
///
/// Its node keeps its parent pointer and its place in the graph; it is out of its parent's
/// `children` (so out of layout and reconciliation) and listed in the parent's `disappearing`.
/// `listening` carries the one completion listener (`.removed`) that the transitions' removal
/// animations retain: when it fires, the runtime releases the node.
@MainActor
final class Disappearance {
    let node: ViewNode
    /// What identifies the node in its parent (a `ForEach` id, a branch and slot), so inserting it
    /// again brings this node back.
    let key: AnyHashable
    /// The transitions that run the removal (the topmost ones of the subtree).
    let transitions: [TransitionNode]
    /// The topmost unary views of the subtree that have no transition: each fades out with
    /// SwiftUI's default `.opacity` transition (see `DefaultTransition.swift`).
    let fades: [UnaryNode]
    /// A transaction holding only the removal's listener, merged into the removal commit.
    var listening = Transaction()
    /// Ended: released, or brought back.
    var isOver = false

    init(node: ViewNode, key: AnyHashable, transitions: [TransitionNode], fades: [UnaryNode]) {
        self.node = node
        self.key = key
        self.transitions = transitions
        self.fades = fades
    }
}

/// Identifies a child by position in a structural list (a tuple slot or a conditional branch).
struct SlotKey: Hashable {
    let branch: Int
    let slot: Int
}

/// The removal lifecycle: a removed subtree stays (drawn, out of layout, hit testing and focus)
/// while the removal transitions of its top views animate — their own, or SwiftUI's default
/// `.opacity` for a view without one — until those animations end; then it is released,
/// `onDisappear` runs, then the removing transaction's `.removed` completions.
extension ViewRuntime {
    /// Takes `child` out of `parent`: releases it now, or keeps it disappearing while the removal
    /// transitions of its top views animate (a view without a transition fades out, as in SwiftUI).
    /// The caller has already removed it from `children` (or is about to).
    ///
    /// `animated`: the caller knows the removal animates (a lazy container removing a row or a grid
    /// cell in an animated update), so views without a transition fade out without asking
    /// `removalMayAnimate(below:)`.
    func remove(_ child: ViewNode, key: AnyHashable, from parent: ViewNode, animated: Bool = false) {
        guard parent is ListNode || parent is LazyStackNode || parent is GridLineNode, !parent.isRemoved,
            child.createdSeed != updateSeed, motionPreference != .none, !suppressesTransitions
        else {
            child.uninstall()
            return
        }
        var transitions: [TransitionNode] = []
        var fades: [UnaryNode] = []
        // Views without a transition fade out only when the removal may animate; otherwise they are
        // not even looked for, and the removal keeps nothing unless a transition runs it (its own
        // animation may).
        if animated || removalMayAnimate(below: parent) {
            Self.collectRemovalParts(of: child, transitions: &transitions, fades: &fades)
        } else {
            Self.collectTopTransitions(of: child, into: &transitions)
        }
        guard !transitions.isEmpty || !fades.isEmpty else {
            child.uninstall()
            return
        }
        let disappearance = Disappearance(node: child, key: key, transitions: transitions, fades: fades)
        disappearance.listening.addAnimationCompletion(criteria: .removed) {
            [weak self, weak disappearance] in
            guard let self, let disappearance else { return }
            self.finishedRemovals.append(disappearance)
        }
        child.isDisappearing = true
        parent.disappearing.append(disappearance)
        removalsToFinalize.append(disappearance)
        for transition in transitions { transition.beginRemoval(disappearance) }
        for fade in fades { fade.beginDefaultFadeOut(disappearance) }
    }

    /// Splits a removed subtree into what runs its removal: the top transitions of each topmost
    /// unary view (reached through lists), or that view itself when it has none (it fades out).
    static func collectRemovalParts(
        of node: ViewNode, transitions: inout [TransitionNode], fades: inout [UnaryNode]
    ) {
        if let unary = node as? UnaryNode {
            let found = transitions.count
            collectTopTransitions(of: unary, into: &transitions)
            if transitions.count == found { fades.append(unary) }
        } else {
            for child in node.children { collectRemovalParts(of: child, transitions: &transitions, fades: &fades) }
        }
    }

    /// The transitions that apply when `node` is inserted or removed: those reached from it through
    /// lists and modifiers, not inside a layout container.
    static func collectTopTransitions(of node: ViewNode, into transitions: inout [TransitionNode]) {
        if let transition = node as? TransitionNode {
            transitions.append(transition)
        } else if node is ListNode {
            for child in node.children { collectTopTransitions(of: child, into: &transitions) }
        } else if let modifier = node as? ModifierNode, let content = modifier.content {
            collectTopTransitions(of: content, into: &transitions)
        }
    }

    /// Whether a transition node just created runs its insertion: not in the first update, and
    /// only at the top of what this update inserted (through lists and modifiers, not inside a
    /// new layout container).
    func insertionTransitionApplies(to node: TransitionNode) -> Bool {
        guard node.createdSeed > 1, motionPreference != .none, !suppressesTransitions else {
            return false
        }
        var ancestor = node.parent
        while let current = ancestor, current.createdSeed == updateSeed {
            // A lazy grid's line only groups cells for layout: a cell inserted into a line built in
            // this update is inserted into the grid (the grid decides, by id, whether it was).
            if current is UnaryNode && !(current is ModifierNode) && !(current is GridLineNode) {
                return false
            }
            ancestor = current.parent
        }
        return ancestor != nil
    }

    /// The disappearing child of `parent` identified by `key` that can show `view`, taken back: its
    /// transitions return to identity and it is the caller's to re-insert.
    func revive(in parent: ViewNode, key: AnyHashable, for view: any View) -> ViewNode? {
        guard !parent.disappearing.isEmpty,
            let index = parent.disappearing.firstIndex(where: {
                !$0.isOver && $0.key == key && reusableNode($0.node, for: view) != nil
            })
        else { return nil }
        let disappearance = parent.disappearing.remove(at: index)
        disappearance.isOver = true
        disappearance.node.isDisappearing = false
        for transition in disappearance.transitions where !transition.isRemoved {
            transition.cancelRemoval()
        }
        for fade in disappearance.fades where !fade.isRemoved { fade.cancelDefaultFadeOut() }
        parent.disappearingSubviewsDidChange()
        return disappearance.node
    }

    /// Declares the removals begun in the update that just ran complete once their animations are:
    /// a removal that animated nothing ends now.
    func finalizeRemovals() {
        lastRemovalParent = nil
        guard !removalsToFinalize.isEmpty else { return }
        let removals = removalsToFinalize
        removalsToFinalize = []
        for removal in removals { removal.listening.finalizeAnimationCompletions() }
    }

    /// Releases the subtrees whose removal animations ended. Their `onDisappear` actions run before
    /// the completion handlers already queued (the transaction's `.removed` completion fired in the
    /// same animation step, just before).
    func releaseFinishedRemovals() {
        guard !finishedRemovals.isEmpty else { return }
        let finished = finishedRemovals
        finishedRemovals = []
        postUpdateActions.prepending {
            var parents: [ViewNode] = []
            for removal in finished where !removal.isOver {
                removal.isOver = true
                let node = removal.node
                guard !node.isRemoved, let parent = node.parent else { continue }
                if !parents.contains(where: { $0 === parent }) { parents.append(parent) }
                node.uninstall()
            }
            for parent in parents {
                parent.disappearing.removeAll { $0.isOver }
                parent.disappearingSubviewsDidChange()
            }
        }
    }
}

extension ViewNode {
    /// Whether the view is gone or going: released, or inside a disappearing subtree. Input that
    /// started on it (a drag in progress) ends.
    ///
    /// - Complexity: O(depth).
    var isLeaving: Bool {
        if isRemoved { return true }
        var node: ViewNode? = self
        while let current = node {
            if current.isDisappearing { return true }
            node = current.parent
        }
        return false
    }
}
