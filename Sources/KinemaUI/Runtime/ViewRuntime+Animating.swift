import KinemaAnimation

/// The nodes whose animations are running, in the order they started, so frames advance them (and
/// their completions fire) in the same order on every run; a `Dictionary` would iterate in
/// per-process hash order.
///
/// Invariants:
/// - `ids` holds exactly the nodes of `nodes` not marked finished, each node at most once in `nodes`.
@MainActor
struct AnimatingNodes {
    /// The running nodes in start order.
    private(set) var nodes: [ViewNode] = []
    /// The nodes in `nodes`, for O(1) membership.
    private var ids: Set<ObjectIdentifier> = []

    var isEmpty: Bool { nodes.isEmpty }

    /// Adds `node` at the end unless it is already running.
    mutating func insert(_ node: ViewNode) {
        if ids.insert(ObjectIdentifier(node)).inserted { nodes.append(node) }
    }

    /// Removes `node` if it is running.
    ///
    /// - Complexity: O(running nodes); called when a node is removed, not per frame.
    mutating func remove(_ node: ViewNode) {
        guard ids.remove(ObjectIdentifier(node)) != nil else { return }
        nodes.removeAll { $0 === node }
    }

    /// Marks `node` finished during a frame's pass over ``nodes``; ``dropFinished()`` removes it.
    mutating func markFinished(_ node: ViewNode) {
        ids.remove(ObjectIdentifier(node))
    }

    /// Removes the nodes marked finished.
    mutating func dropFinished() {
        nodes.removeAll { !ids.contains(ObjectIdentifier($0)) }
    }
}

/// The animating set: which nodes frames visit, how a frame advances them, and when the next frame
/// can show something new (so an idle host sleeps).
extension ViewRuntime {
    var isAnimating: Bool { !animating.isEmpty }
    /// Whether frames change what is shown as time passes: an animation that moves with time, or a
    /// running property animator.
    var isAnimatingWithTime: Bool {
        (!animating.isEmpty && hasLiveAnimations) || animatorDriver.hasRunningAnimator
    }

    /// The earliest frame time after the clock at which an animating node may show something new: the
    /// clock's time when one may change at once, later only while every running animation waits out
    /// a delay, `.infinity` when nothing animates.
    ///
    /// - Complexity: O(animating nodes), stopping at the first that may change at once.
    var nextAnimationChange: Double {
        var next = Double.infinity
        for node in animating.nodes {
            next = min(next, node.nextAnimationChange(after: time))
            if next <= time { return time }
        }
        return next
    }

    /// Advances every running animation to `time`; nodes whose animation ended stop being visited.
    func advanceFrame(to time: Double) {
        asActive { advanceAnimations(to: time) }
    }

    /// Ends every running animation at once, keeping the clock (a frame at a non-finite time): each
    /// animated value jumps to its model value and its completions run.
    func endAnimations() {
        asActive { advanceAnimations(to: .infinity) }
    }

    private func advanceAnimations(to time: Double) {
        // Animations sampled at infinity end; the clock itself only takes finite times.
        if time.isFinite { self.time = time }
        timedWakes.fireDue(at: time)
        var finished = 0
        hasLiveAnimations = false
        // Iterates a copy: advancing never starts or stops other nodes, but stays safe if it does.
        for node in animating.nodes {
            SlotActivity.counts = (0, 0)
            if node.advanceAnimations(to: time) {
                // A node animating without slots, or with one that moved, keeps frames coming.
                if SlotActivity.counts.live > 0 || SlotActivity.counts.waiting == 0 {
                    hasLiveAnimations = true
                }
            } else {
                animating.markFinished(node)
                finished += 1
            }
        }
        if finished > 0 { animating.dropFinished() }
        releaseFinishedRemovals()
        // Animatable views fed a new presentation value re-run their bodies now; a view a wake
        // changed in place (a live date's text) is laid out now.
        if !queue.isEmpty || root.hasPendingCommit { commit() }
    }

    func startAnimating(_ node: ViewNode) {
        hasLiveAnimations = true
        animating.insert(node)
    }

    /// - Complexity: O(animating nodes); called when a node is removed, not per frame.
    func stopAnimating(_ node: ViewNode) {
        animating.remove(node)
    }
}
