import KinemaAnimation

/// The node of a ``PhaseAnimator``: it shows one phase's content and steps to the next phase in a
/// transaction of its own, when the previous step's animation logically completes.
///
/// A step is a write like a `@State` change made in `withAnimation(_:completionCriteria:_:completion:)`
/// after the update that decided it (an appearance, a trigger change, the previous completion): the
/// update that applies it rebuilds the content with the new phase under the step's animation.
///
/// Invariants:
/// - `index < animator.phaseCount` whenever there are phases;
/// - only the completion of the latest step (`generation`) moves the animator on, so a step
///   superseded by the node's removal never fires into a released node;
/// - `stepsLeft > 0` exactly while a triggered run is in progress.
final class PhaseAnimatorNode: ListNode {
    private var animator: (any PhaseAnimatorParts)?
    private var content: TrackedContent!
    /// The phase shown.
    private var index = 0
    /// Bumped with every new view value (the placeholder of the modifier form is reconciled then).
    private var version = 0
    private var stepsLeft = 0
    private var queuedRuns = 0
    private var generation = 0
    private var stepStart = 0.0
    /// Steps in a row that completed at the time they started.
    private var immediateSteps = 0
    private var phaseChanged = false

    override init(runtime: ViewRuntime, parent: ViewNode?, environment: EnvironmentValues) {
        super.init(runtime: runtime, parent: parent, environment: environment)
        content = TrackedContent(owner: self, label: "PhaseAnimator")
    }

    override func update(with view: any View) {
        let parts = view as! any PhaseAnimatorParts
        let previous = animator
        animator = parts
        version += 1
        if let previous {
            // New phases keep the phase shown when it is still among them.
            index = parts.index(ofPhase: index, in: previous) ?? 0
            if let trigger = parts.trigger, !trigger.equals(previous.trigger) { triggerDidChange() }
        } else if parts.trigger == nil {
            runtime.postUpdateActions.enqueue { [weak self] in self?.step() }
        }
        build()
    }

    override func reconcile() {
        if phaseChanged {
            build()
        } else if let changed = content.takeChange(as: (any View).self) {
            runtime.reconcileChild(of: self, at: 0, with: changed)
        }
    }

    override func didUninstall() {
        content.remove()
        generation += 1
        stepsLeft = 0
    }

    private func triggerDidChange() {
        guard let animator, animator.phaseCount > 1 else { return }
        if stepsLeft > 0 {
            queuedRuns = 1
            return
        }
        stepsLeft = animator.phaseCount
        immediateSteps = 0
        runtime.postUpdateActions.enqueue { [weak self] in self?.step() }
    }

    /// Moves to the next phase in a transaction with that phase's animation.
    private func step() {
        guard !isRemoved, let animator, animator.phaseCount > 1 else {
            stepsLeft = 0
            return
        }
        let next = (index + 1) % animator.phaseCount
        generation += 1
        let step = generation
        stepStart = runtime.time
        withAnimation(animator.animation(phase: next), completionCriteria: .logicallyComplete) {
            runtime.applyWrite(label: "PhaseAnimator phase") { [weak self] _ in
                guard let self, !self.isRemoved, self.generation == step else { return }
                self.index = next
                self.phaseChanged = true
                self.runtime.enqueue(self)
            }
        } completion: { [weak self] in
            self?.stepDidComplete(step)
        }
    }

    private func stepDidComplete(_ step: Int) {
        guard step == generation, !isRemoved, let animator else { return }
        if animator.trigger != nil {
            stepsLeft -= 1
            if stepsLeft <= 0 {
                guard queuedRuns > 0 else {
                    stepsLeft = 0
                    return
                }
                queuedRuns -= 1
                stepsLeft = animator.phaseCount
            }
        }
        immediateSteps = runtime.time == stepStart ? immediateSteps + 1 : 0
        if immediateSteps >= animator.phaseCount {
            // A whole cycle animated nothing (the content ignores the phase): go on next frame,
            // never in an endless loop within one.
            immediateSteps = 0
            runtime.holdOverToNextFrame { [weak self] in self?.step() }
        } else {
            self.step()
        }
    }

    private func build() {
        phaseChanged = false
        guard let animator, animator.phaseCount > 0 else {
            runtime.diagnose("PhaseAnimator has no phases; it shows nothing")
            runtime.truncateChildren(of: self, to: 0)
            return
        }
        if index >= animator.phaseCount { index = 0 }
        let (phase, version) = (index, self.version)
        let view = content.evaluate { animator.content(phase: phase, version: version) }
        runtime.reconcileChild(of: self, at: 0, with: view)
    }
}
