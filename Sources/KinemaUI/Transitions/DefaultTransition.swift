import KinemaAnimation

/// SwiftUI's default transition, `.opacity`, run for a view that has no `.transition` of its own
/// when an animated update inserts or removes it (see <doc:Transitions>).
///
/// The view keeps no extra node: the fade is one opacity slot held by the topmost unary node of
/// what was inserted or removed, committed like an explicit `.opacity` transition's (the appearing
/// value 0 set without animation, then 1 under the update's transaction; on removal 0 under the
/// update's transaction with the removal's listener), advanced with that node's other animatable
/// values in the runtime's animating list, and applied where the node is drawn. A node without a
/// fade in progress holds `nil`: an unanimated insertion or removal allocates nothing.
@MainActor
final class DefaultFade {
    var slot = AnimatableSlot<Double>()
    /// The opacity the next commit sets: 1 shown, 0 removed.
    var target = 1.0
    /// The next placement commits `target`.
    var needsCommit = false
    /// The removal this fade animates, while it lasts: its listener joins the removal commit.
    weak var removal: Disappearance?

    /// The opacity to draw with.
    var presented: Double { slot.presented ?? target }
}

extension UnaryNode {
    /// Starts the default fade-in of a view just inserted, in its first placement, when the update
    /// animates it and the view is at the top of what the update inserted without a transition.
    /// Returns whether the fade animates.
    func beginDefaultFadeIn(transaction: Transaction) -> Bool {
        guard runtime.defaultTransitionApplies(toInserted: self) else { return false }
        return startDefaultFadeIn(transaction: transaction)
    }

    /// Starts the default fade-in of this view unconditionally: its opacity goes from 0 to 1 under
    /// `transaction`. Lazy containers call it for the rows and grid cells they find inserted by id
    /// (see `LazyStackNode+Transitions.swift`). Returns whether the fade animates.
    func startDefaultFadeIn(transaction: Transaction) -> Bool {
        let fade = DefaultFade()
        // The appearing look is set up without animation, as for an explicit `.opacity`.
        _ = fade.slot.set(0, transaction: Transaction(), at: runtime.time)
        guard fade.slot.set(1, transaction: transaction, at: runtime.time) else { return false }
        defaultFade = fade
        return true
    }

    /// Fades this view out as part of `removal`: the next placement (the removal commit) sets its
    /// opacity to 0 under the update's transaction with the removal's listener. A fade-in in
    /// progress turns back from the opacity shown.
    func beginDefaultFadeOut(_ removal: Disappearance) {
        let fade: DefaultFade
        if let current = defaultFade {
            fade = current
        } else {
            fade = DefaultFade()
            // Shown at full opacity until the removal commit animates it away.
            _ = fade.slot.set(1, transaction: Transaction(), at: runtime.time)
        }
        fade.target = 0
        fade.removal = removal
        fade.needsCommit = true
        defaultFade = fade
        invalidateCommit()
    }

    /// Comes back to full opacity (the view was inserted again mid-removal), animating from the
    /// opacity shown under the reinserting update's transaction.
    func cancelDefaultFadeOut() {
        guard let fade = defaultFade else { return }
        fade.target = 1
        fade.removal = nil
        fade.needsCommit = true
        invalidateCommit()
    }

    /// Commits a pending fade target in this node's placement; returns whether it animates. A fade
    /// back at 1 that does not animate is dropped.
    func commitDefaultFade(_ fade: DefaultFade, transaction: Transaction) -> Bool {
        fade.needsCommit = false
        let transaction = fade.removal.map { $0.listening.merged(over: transaction) } ?? transaction
        if fade.slot.set(fade.target, transaction: transaction, at: runtime.time) { return true }
        if fade.target == 1 { defaultFade = nil }
        return false
    }
}

extension ViewRuntime {
    /// Whether a unary node placed for the first time runs the default fade-in: created in this
    /// update (not the first), at the top of what it inserted — only lists between it and the first
    /// node that was already there, itself a list, as for a removal (see `remove(_:key:from:)`) —
    /// and without a transition of its own. Rows of lazy containers (and cells of lazy grids) are not
    /// covered here: their container finds them inserted by id and calls
    /// `fadeInInsertedLazyContent(_:transaction:)`.
    ///
    /// - Complexity: O(depth of the lists above the node), then O(modifiers) on the node.
    func defaultTransitionApplies(toInserted node: UnaryNode) -> Bool {
        guard node.createdSeed == updateSeed, node.createdSeed > 1, motionPreference != .none else {
            return false
        }
        var ancestor = node.parent
        while let current = ancestor, current.createdSeed == updateSeed {
            guard current is ListNode else { return false }
            ancestor = current.parent
        }
        guard let list = ancestor, list is ListNode, !list.isRemoved else { return false }
        var transitions: [TransitionNode] = []
        Self.collectTopTransitions(of: node, into: &transitions)
        return transitions.isEmpty
    }

    /// Whether a removal below `parent` may animate: the update's transaction animates, or a node
    /// above may add an animation on the way down (`.animation(_:value:)` whose value changed,
    /// `.transaction`). Otherwise the removal is immediate without keeping anything.
    ///
    /// - Complexity: O(depth).
    func removalMayAnimate(below parent: ViewNode) -> Bool {
        if updateTransaction.animation != nil { return true }
        // A `ForEach` removing many rows asks once per update.
        if let last = lastRemovalParent, last.parent === parent, last.seed == updateSeed { return last.mayAnimate }
        var mayAnimate = false
        var node: ViewNode? = parent
        while let current = node {
            if current.mayAddAnimation {
                mayAnimate = true
                break
            }
            node = current.parent
        }
        lastRemovalParent = (parent, updateSeed, mayAnimate)
        return mayAnimate
    }

    /// Runs the insertion of a lazy row or grid cell that an animated update inserted into the data
    /// (the lazy containers tell insertions from rows that only came near the viewport by their ids):
    /// each topmost unary view without a transition of its own fades in, as in any container; the
    /// transitions at the top run their insertion by themselves.
    ///
    /// - Complexity: O(nodes between `node` and its topmost unary views).
    func fadeInInsertedLazyContent(_ node: ViewNode, transaction: Transaction) {
        var transitions: [TransitionNode] = []
        var fades: [UnaryNode] = []
        Self.collectRemovalParts(of: node, transitions: &transitions, fades: &fades)
        for fade in fades where fade.startDefaultFadeIn(transaction: transaction) { startAnimating(fade) }
    }
}
