import KinemaAnimation
import KinemaGeometry

/// The node of `.transition(_:)`: its child is the transition applied to the view in the current
/// ``TransitionPhase``.
///
/// Insertion (a node created after the first update, at the top of what the update inserted): the
/// content is built in ``TransitionPhase/willAppear`` and committed once without animation, then
/// rebuilt in ``TransitionPhase/identity`` and committed under the update's transaction, so its
/// modifiers animate from their appearing look. Removal: the runtime keeps the removed subtree
/// (see `RemovalLifecycle.swift`) and calls ``beginRemoval(_:)``, which rebuilds the content in
/// ``TransitionPhase/didDisappear``; the next commit hands the content the update's transaction
/// with the removal's completion listener added, so the removal ends when those animations do.
final class TransitionNode: ModifierNode, PlaceholderScopeNode {
    private var transition: AnyTransition?
    private var transitioningView: (any View)?
    /// Bumped whenever the parent hands down a new view, so the placeholder reconciles the content
    /// only then, not on a phase change.
    private var contentVersion = 0
    private(set) var phase = TransitionPhase.identity
    /// Set on insertion: the next placement commits the appearing look first.
    private var insertsOnCommit = false
    /// The removal this node animates, while it lasts.
    private(set) var removal: Disappearance?
    /// The removal waits for the animations of the next commit.
    private var removalCommitPending = false
    private(set) var incomingTransaction = Transaction()

    override func update(with view: any View) {
        let modified = view as! any ModifiedView
        transition = (modified.erasedModifier as! _TransitionModifier).transition
        transitioningView = modified.erasedContent
        contentVersion += 1
        if children.isEmpty && runtime.insertionTransitionApplies(to: self) {
            phase = .willAppear
            insertsOnCommit = true
        }
        reconcileContent()
    }

    /// The transition to run: a moving one becomes a fade under reduced motion.
    private var effectiveTransition: AnyTransition {
        guard let transition else { return .identity }
        if transition.properties.hasMotion && environment.accessibilityReduceMotion { return .opacity }
        return transition
    }

    /// The animation the transition brings itself, if any.
    var ownAnimation: Animation? { effectiveTransition.base.ownAnimation }

    /// Rebuilds the content in the current phase. Inside this node's own placement (`marksSelf`
    /// false) only the content is marked: the placement in progress commits it, and marking this
    /// node would mark ancestors that were already committed.
    private func reconcileContent(marksSelf: Bool = true) {
        guard let transitioningView else { return }
        let applied = effectiveTransition.base.erasedApply(
            content: transitioningView, phase: phase, scope: ObjectIdentifier(self), version: contentVersion)
        runtime.reconcileChild(of: self, at: 0, with: applied)
        if marksSelf { invalidateCommit() }
    }

    /// Moves to ``TransitionPhase/didDisappear``; the next commit's animations belong to `removal`.
    func beginRemoval(_ removal: Disappearance) {
        self.removal = removal
        removalCommitPending = true
        insertsOnCommit = false
        phase = .didDisappear
        reconcileContent()
    }

    /// Comes back to ``TransitionPhase/identity`` (the view was inserted again mid-removal); the
    /// content animates back from where it is shown.
    func cancelRemoval() {
        removal = nil
        removalCommitPending = false
        phase = .identity
        reconcileContent()
    }

    override func contentTransaction(_ transaction: Transaction) -> Transaction {
        incomingTransaction = transaction
        guard removalCommitPending, let removal else { return transaction }
        return removal.listening.merged(over: transaction)
    }

    override func placeContent(in frame: Rect, transaction: Transaction) {
        if insertsOnCommit {
            insertsOnCommit = false
            // The appearing look is set up without animation (SwiftUI's first sub-update), then the
            // identity look is committed under the real transaction.
            let incoming = incomingTransaction
            var setUp = Transaction()
            setUp.disablesAnimations = true
            super.placeContent(in: frame, transaction: contentTransaction(setUp))
            incomingTransaction = incoming
            phase = .identity
            reconcileContent(marksSelf: false)
        }
        super.placeContent(in: frame, transaction: transaction)
        removalCommitPending = false
    }

    override func didUninstall() {
        super.didUninstall()
        removal = nil
    }
}
