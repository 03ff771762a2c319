/// The running animations of one property: at most one SwiftUI-style chain plus independent additive
/// entries, all as offsets from the model value.
///
/// The presentation is `model + offset`, where every live part contributes `covered − interval`: a
/// part starts at `−interval` (the old value) and reaches 0 (the model). A part that finishes drops out.
///
/// Invariants:
/// - `chain != nil || !additive.isEmpty` while the animator exists;
/// - every handler in `removalListeners` has been retained once for this animator.
@usableFromInline
struct ValueAnimator<V: VectorArithmetic> {
    /// Frame time at which the animator began; every entry's clock is relative to it.
    let beginTime: Double
    var chain: AnimationChain<V>?
    var additive: [AnimationEntry<V>] = []
    var removalListeners: [AnimationCompletionListener] = []

    init(beginTime: Double) {
        self.beginTime = beginTime
    }

    var isFinished: Bool { chain == nil && additive.isEmpty }

    /// The outstanding delta still being animated.
    var interval: V {
        var total = chain?.interval ?? .zero
        for entry in additive { total += entry.target }
        return total
    }

    /// Advances to frame time `now`; returns the presentation offset from the model. Finished parts
    /// release their `.logicallyComplete` handlers and drop out.
    mutating func advance(to now: Double, environment: AnimationEnvironment) -> V {
        let elapsed = now - beginTime
        var offset = V.zero
        if chain != nil {
            if let covered = chain!.evaluate(elapsed: elapsed, environment: environment) {
                offset += covered - chain!.interval
                if chain!.isLogicallyComplete { chain!.releaseNewestLogicalListeners() }
            } else {
                chain!.releaseNewestLogicalListeners()
                chain = nil
            }
        }
        if !additive.isEmpty { offset += advanceAdditive(elapsed: elapsed, environment: environment) }
        return offset
    }

    private mutating func advanceAdditive(elapsed: Double, environment: AnimationEnvironment) -> V {
        var offset = V.zero
        var index = 0
        while index < additive.count {
            let target = additive[index].target
            if let covered = additive[index].animate(value: target, elapsed: elapsed, environment: environment) {
                offset += covered - target
                if additive[index].isLogicallyComplete && !additive[index].logicalListeners.isEmpty {
                    additive[index].releaseLogicalListeners()
                }
                index += 1
            } else {
                additive[index].releaseLogicalListeners()
                additive.remove(at: index)
            }
        }
        return offset
    }

    /// The earliest frame time after `now` at which the offset may differ from the offset at `now`
    /// (`now` itself when it may change at once): the earliest change of any running entry.
    func nextChange(after now: Double) -> Double {
        let elapsed = now - beginTime
        var next = Double.infinity
        if let chain {
            for entry in chain.entries {
                next = min(next, entry.nextChange(after: elapsed))
                if next <= elapsed { return now }
            }
        }
        for entry in additive {
            next = min(next, entry.nextChange(after: elapsed))
            if next <= elapsed { return now }
        }
        return next.isFinite ? beginTime + next : now
    }

    /// The presentation velocity at the last evaluation.
    func velocity(at now: Double, environment: AnimationEnvironment) -> V {
        let elapsed = now - beginTime
        var velocity = chain?.velocity(elapsed: elapsed, environment: environment) ?? .zero
        for entry in additive { velocity += entry.velocity(elapsed: elapsed, environment: environment) }
        return velocity
    }

    /// Releases every handler the animator holds (it is being dropped).
    mutating func releaseAllListeners() {
        if chain != nil {
            for index in chain!.entries.indices { chain!.entries[index].releaseLogicalListeners() }
        }
        for index in additive.indices { additive[index].releaseLogicalListeners() }
        let removal = removalListeners
        removalListeners = []
        for listener in removal { listener.release() }
    }

    func checkInvariants() {
        precondition(!isFinished, "ValueAnimator exists without animations")
        chain?.checkInvariants()
    }
}
