// The eager half of propagation: observed rules whose inputs changed wait in a queue bucketed by
// height and are recomputed lowest first, so each runs once, after every input it reads, and a
// result equal to the previous one stops the change there (after Jane Street's Incremental).

extension AttributeGraph {
    /// Queues an observed rule (already flagged `.queuedForRecompute`) at its height, behind the
    /// rules queued there before it.
    @inline(__always)
    func queueForRecompute(_ index: Int32, _ record: UnsafeMutablePointer<NodeRecord>) {
        let state = self.state
        let height = Int(record.pointee.height)
        if height >= state.pointee.recomputeCapacity { growRecomputeBuckets(toHold: height) }
        record.pointee.recomputeNext = -1
        if let tail = state.pointee.recomputeTails[height] {
            tail.pointee.recomputeNext = index
        } else {
            state.pointee.recomputeHeads[height] = index
        }
        state.pointee.recomputeTails[height] = record
        state.pointee.recomputeCount &+= 1
        if height < state.pointee.recomputeLowest { state.pointee.recomputeLowest = height }
        // Rules at this height other than the queued ones read only lower rules: still settled.
        if record.pointee.height < state.pointee.settledHeight {
            state.pointee.settledHeight = record.pointee.height
        }
    }

    /// Recomputes every queued rule, lowest height first; a rule that changed queues its observed
    /// dependents (always higher) and its observers.
    ///
    /// The lowest bucket is taken off the queue whole and worked through in its FIFO order: what
    /// its rules queue lies higher, so the bucket cannot grow meanwhile.
    ///
    /// - Complexity: O(rules recomputed + their dependents), plus the empty buckets skipped.
    func recompute() {
        let state = self.state
        let wasRecomputing = state.pointee.isRecomputing
        state.pointee.isRecomputing = true
        if state.pointee.changedInputCount > 0 { recomputeChangedInputs() }
        // One evaluation frame serves every rule of the queue and the chains they hand out, as one
        // serves a chain: between their evaluations only the queue's own bookkeeping runs, which
        // reads nothing.
        let frame = state.pointee.frameCount
        if frame == state.pointee.frameCapacity { growFrames() }
        state.pointee.frameCount = frame &+ 1
        let savedTracking = state.pointee.trackedFrame
        let framePointer = state.pointee.frames + frame
        state.pointee.trackedFrame = framePointer
        while state.pointee.recomputeCount > 0 {
            var height = state.pointee.recomputeLowest
            var next = state.pointee.recomputeHeads[height]
            while next < 0 {
                height &+= 1
                next = state.pointee.recomputeHeads[height]
            }
            state.pointee.recomputeHeads[height] = -1
            state.pointee.recomputeTails[height] = nil
            state.pointee.recomputeLowest = height &+ 1
            let bucketHeight = Int32(truncatingIfNeeded: height)
            while next >= 0 {
                let index = next
                let record = node(index)
                next = record.pointee.recomputeNext
                state.pointee.recomputeCount &-= 1
                let flags = record.pointee.flags
                if record.pointee.height != bucketHeight {
                    // Raised (it read a higher rule) while it waited: wait at the new height.
                    queueForRecompute(index, record)
                    continue
                }
                record.pointee.flags = flags.subtracting(.queuedForRecompute)
                if flags.contains(.free) {
                    // Removed while it waited: the slot is free to reuse now.
                    recycleSlot(index)
                    continue
                }
                // Clean: already brought up to date by a read out of order.
                guard flags.contains(.dirty) else { continue }
                guard flags.contains(.observed) else {
                    // Its last observed dependent stopped reading it while it waited: it is lazy
                    // again, so its dependents must learn it may change.
                    propagatePending(from: index)
                    continue
                }
                state.pointee.settledHeight = bucketHeight
                // Recompute it, then any chain of sole dependents while nothing else is queued.
                if evaluate(index, record, inFrame: framePointer),
                    let successor = tellDependentsOfRecomputed(record)
                {
                    recomputeChain(from: successor.index, successor.record, inFrame: framePointer)
                }
            }
        }
        state.pointee.trackedFrame = savedTracking
        state.pointee.frameCount = frame
        state.pointee.recomputeLowest = Int.max
        state.pointee.settledHeight = Int32.max
        state.pointee.isRecomputing = wasRecomputing
    }

    /// Recomputes `first`, the sole dependent of a rule that changed, and so on down the chain while
    /// nothing else is queued, in the caller's evaluation frame (pushed and tracked; it serves the
    /// whole chain: nothing but the chain's own closures runs meanwhile).
    @inline(__always)
    func recomputeChain(
        from first: Int32, _ firstRecord: UnsafeMutablePointer<NodeRecord>,
        inFrame frame: UnsafeMutablePointer<EvaluationFrame>
    ) {
        let state = self.state
        var index = first
        var record = firstRecord
        while true {
            state.pointee.settledHeight = record.pointee.height
            guard evaluate(index, record, inFrame: frame), let successor = tellDependentsOfRecomputed(record)
            else { break }
            index = successor.index
            record = successor.record
        }
    }

    /// Tells the dependents of a recomputed rule that changed (see `notifyDependents`). Returns its
    /// only dependent when that is an idle observed rule and nothing at all is queued — the rule
    /// the queue would hand out next, which the caller recomputes at once — instead of queueing it
    /// (with its record, so the caller need not look it up again).
    @inline(__always)
    func tellDependentsOfRecomputed(
        _ record: UnsafeMutablePointer<NodeRecord>, allowingSuccessor: Bool = true
    ) -> (index: Int32, record: UnsafeMutablePointer<NodeRecord>)? {
        let first = record.pointee.firstDependent
        guard first >= 0 else { return nil }
        let link = state.pointee.links + Int(first)
        if link.pointee.nextDependent < 0 {
            // One dependent (a chain, a diamond's branch): handled here, without the loop.
            let dependent = link.pointee.dependent
            let dependentRecord = node(dependent)
            let flags = dependentRecord.pointee.flags
            let mask: NodeFlags = [.rule, .observer, .stale, .evaluating, .queuedForRecompute, .free]
            let role = flags.intersection(mask)
            if role == .rule && flags.contains(.observed) {
                if allowingSuccessor && state.pointee.recomputeCount == 0 {
                    return (dependent, dependentRecord)
                }
                dependentRecord.pointee.flags = flags.union([.dirty, .queuedForRecompute])
                queueForRecompute(dependent, dependentRecord)
                return nil
            }
            if role == .observer {
                // An observer (a view's body observer, broad's effects): queue it for the flush.
                enqueueDirty(dependent, dependentRecord, flags)
                return nil
            }
            // Already dirty (a diamond's join after its first input): nothing to tell.
            if flags.contains(.dirty) { return nil }
        }
        notifyDependents(from: first)
        return nil
    }

    /// Makes the observed rules a read of `index` could depend on settled, when `index` is above the
    /// settled height: outside a recompute, recomputes the queue (a read between a write and the
    /// flush, or in an observer after it wrote); during one, `index` is above the rule being
    /// recomputed (a new dependency on a higher rule), so the rules it may depend on are marked for
    /// the dirty check instead (see `markPossiblyStale`).
    func settle(toRead index: Int32) {
        if state.pointee.isRecomputing {
            if state.pointee.unwalkedInputCount > 0 { catchUpUnwalkedInputs() }
            markPossiblyStale(below: index)
        } else {
            recompute()
        }
    }

    /// During a recompute at the settled height, marks `pending` every rule above that height in
    /// `target`'s cone (`target` included) that may be stale: one that is stale, or reads one that
    /// is stale, queued or evaluating — the rule being recomputed, when `target` depends on it, which
    /// makes the read a cycle. The dirty check of the read then brings `target` up to date.
    ///
    /// - Complexity: O(rules above the settled height in `target`'s cone); explicit stack. Runs only
    ///   for reads of higher rules during a recompute, which recorded dependencies never make.
    func markPossiblyStale(below target: Int32) {
        let settled = state.pointee.settledHeight
        // A fresh read stamp marks the rules visited; an evaluation that read one of them before
        // finds it again by scanning (see `recordChangedDependency`).
        let stamp = state.pointee.nextStamp
        state.pointee.nextStamp &+= 1
        let base = state.pointee.stackTop
        node(target).pointee.readStamp = stamp
        push(target)
        push(node(target).pointee.firstInput)
        while state.pointee.stackTop > base {
            let top = state.pointee.stackTop
            let cursor = state.pointee.stack[top - 1]
            if cursor >= 0 {
                state.pointee.stack[top - 1] = link(cursor).pointee.nextInput
                let input = link(cursor).pointee.input
                let record = node(input)
                let flags = record.pointee.flags
                if flags.contains(.rule) && flags.isDisjoint(with: .active)
                    && record.pointee.readStamp != stamp
                    && record.pointee.height > settled
                {
                    record.pointee.readStamp = stamp
                    push(input)
                    push(record.pointee.firstInput)
                }
                continue
            }
            _ = pop()
            let index = pop()
            let record = node(index)
            if record.pointee.flags.isDisjoint(with: .stale) && readsStaleInput(index) {
                record.pointee.flags.insert(.pending)
            }
        }
    }

    private func readsStaleInput(_ index: Int32) -> Bool {
        var current = node(index).pointee.firstInput
        while current >= 0 {
            let flags = node(link(current).pointee.input).pointee.flags
            if !flags.isDisjoint(with: [.stale, .active]) { return true }
            current = link(current).pointee.nextInput
        }
        return false
    }
}
