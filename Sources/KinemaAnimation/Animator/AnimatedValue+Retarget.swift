extension AnimatedValue {
    /// Where a new animation's `.logicallyComplete` handlers go.
    enum EntrySlot {
        case chainNewest
        case additive(Int)
    }

    /// Starts, merges or combines `animation` for `delta` (spec §1.6, §6.1); returns the entry that now
    /// represents this change.
    mutating func retarget(
        animation: Animation, delta: Data, policy: AnimationCombiningPolicy, at time: Double
    ) -> EntrySlot {
        guard animator != nil else {
            var fresh = ValueAnimator<Data>(beginTime: time)
            let entry = AnimationEntry(animation: animation, start: 0, target: delta)
            if policy.kind == .additive {
                fresh.additive.append(entry)
                animator = fresh
                return .additive(0)
            }
            fresh.chain = AnimationChain(entry)
            animator = fresh
            return .chainNewest
        }
        let elapsed = time - animator!.beginTime
        switch policy.kind {
        case .additive:
            animator!.additive.append(AnimationEntry(animation: animation, start: elapsed, target: delta))
            return .additive(animator!.additive.count - 1)
        case .replaceFromPresentation:
            replaceFromPresentation(animation: animation, delta: delta, elapsed: elapsed)
            return .chainNewest
        case .swiftUI:
            mergeOrCombine(animation: animation, delta: delta, elapsed: elapsed)
            return .chainNewest
        }
    }

    private mutating func mergeOrCombine(animation: Animation, delta: Data, elapsed: Double) {
        guard var chain = animator!.chain else {
            animator!.chain = AnimationChain(AnimationEntry(animation: animation, start: elapsed, target: delta))
            return
        }
        forkLogicalListeners(of: &chain, at: animator!.beginTime + elapsed)
        if let spring = animation.fluidSpring {
            chain = mergedSpringChain(spring, animation: animation, replacing: chain, delta: delta, elapsed: elapsed)
        } else if let entry = mergedCustomEntry(animation, replacing: chain, delta: delta, elapsed: elapsed) {
            // The merged entry replaces the chain's entries in their own storage: a tracked drag
            // merges on every move, and a new array each time would allocate per event. The
            // animator lets go of the chain first, so the storage is not shared.
            animator!.chain = nil
            chain.entries.removeAll(keepingCapacity: true)
            chain.entries.append(entry)
            chain.interval = entry.target
        } else {
            chain.interval += delta
            chain.entries.append(AnimationEntry(animation: animation, start: elapsed, target: chain.interval))
        }
        animator!.chain = chain
    }

    /// A fluid spring always merges: it continues from the chain's live offset and velocity.
    private func mergedSpringChain(
        _ spring: FluidSpringAnimation, animation: Animation, replacing chain: AnimationChain<Data>, delta: Data,
        elapsed: Double
    ) -> AnimationChain<Data> {
        var probe = chain
        let covered = probe.evaluate(elapsed: elapsed, environment: environment) ?? chain.interval
        let velocity = probe.velocity(elapsed: elapsed, environment: environment)
        let start = chain.entries[0].start
        var previousResponse: Double?
        var previousState = FluidSpringState<Data>()
        if probe.entries.count == 1, case .fluidSpring(let previous) = probe.entries[0].kind {
            previousResponse = previous.response
            previousState = probe.entries[0].spring
        }
        var entry = AnimationEntry(animation: animation, start: start, target: chain.interval + delta)
        entry.spring = spring.merged(
            from: previousState, previousResponse: previousResponse, offset: covered, velocity: velocity,
            time: elapsed - start)
        return AnimationChain(entry)
    }

    /// Asks a non-spring animation whether it merges onto the chain's newest animation; the entry
    /// that then replaces the chain's entries (the chain's settled amount stays).
    private func mergedCustomEntry(
        _ animation: Animation, replacing chain: AnimationChain<Data>, delta: Data, elapsed: Double
    ) -> AnimationEntry<Data>? {
        guard animation.timingCurve == nil else { return nil }
        let newest = chain.newest
        var context = AnimationContext(
            state: newest.state, isLogicallyComplete: false, environment: environment)
        let value = chain.interval - chain.settled
        guard
            animation.shouldMerge(
                previous: newest.animation, value: value, time: elapsed - newest.start, context: &context)
        else { return nil }
        var entry = AnimationEntry(animation: animation, start: newest.start, target: chain.interval + delta)
        entry.state = context.state
        return entry
    }

    /// Drops everything and starts `animation` from the current presentation (zero velocity).
    private mutating func replaceFromPresentation(animation: Animation, delta: Data, elapsed: Double) {
        var probe = animator!
        let offset = probe.advance(to: animator!.beginTime + elapsed, environment: environment)
        animator!.releaseEntryListeners()
        animator!.additive = []
        let entry = AnimationEntry(animation: animation, start: elapsed, target: delta - offset)
        animator!.chain = AnimationChain(entry)
    }

    /// Moves the newest entry's `.logicallyComplete` handlers to a background fork of the chain as it
    /// is, so they run when the superseded animation would have been logically complete.
    private mutating func forkLogicalListeners(of chain: inout AnimationChain<Data>, at time: Double) {
        let listeners = chain.newest.logicalListeners
        guard !listeners.isEmpty else { return }
        chain.newest.logicalListeners = []
        if chain.isLogicallyComplete {
            for listener in listeners { listener.release() }
            return
        }
        forks.append(AnimationFork(beginTime: animator!.beginTime, forkedAt: time, chain: chain, listeners: listeners))
    }

    /// Retains the transaction's handlers for the entry that represents this change.
    mutating func attach(_ listeners: [AnimationCompletionListener], to slot: EntrySlot) {
        guard !listeners.isEmpty else { return }
        for listener in listeners {
            listener.retain()
            if listener.criteria == .removed {
                animator!.removalListeners.append(listener)
                continue
            }
            switch slot {
            case .chainNewest: animator!.chain!.newest.logicalListeners.append(listener)
            case .additive(let index): animator!.additive[index].logicalListeners.append(listener)
            }
        }
    }
}

extension ValueAnimator {
    /// Releases the `.logicallyComplete` handlers of every entry (they are being replaced).
    mutating func releaseEntryListeners() {
        if chain != nil {
            for index in chain!.entries.indices { chain!.entries[index].releaseLogicalListeners() }
        }
        for index in additive.indices { additive[index].releaseLogicalListeners() }
    }
}
