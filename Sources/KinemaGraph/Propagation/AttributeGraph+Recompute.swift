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
        let tail = state.pointee.recomputeTails[height]
        if tail < 0 {
            state.pointee.recomputeHeads[height] = index
        } else {
            node(tail).pointee.recomputeNext = index
        }
        state.pointee.recomputeTails[height] = index
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
    /// - Complexity: O(rules recomputed + their dependents), plus the empty buckets skipped.
    func recompute() {
        let state = self.state
        let wasRecomputing = state.pointee.isRecomputing
        state.pointee.isRecomputing = true
        var successor: Int32 = -1
        while true {
            if successor >= 0 {
                // The only dependent of the rule just recomputed, and nothing else is queued: it is
                // what the queue would hand out next (a chain), without going through it.
                let record = node(successor)
                state.pointee.settledHeight = record.pointee.height
                let index = successor
                successor = evaluateInline(index, record) ? notifyDependentsOfRecomputed(index, record) : -1
                continue
            }
            guard state.pointee.recomputeCount > 0 else { break }
            var height = state.pointee.recomputeLowest
            var index = state.pointee.recomputeHeads[height]
            while index < 0 {
                height &+= 1
                index = state.pointee.recomputeHeads[height]
            }
            let record = node(index)
            let next = record.pointee.recomputeNext
            state.pointee.recomputeHeads[height] = next
            if next < 0 { state.pointee.recomputeTails[height] = -1 }
            state.pointee.recomputeCount &-= 1
            state.pointee.recomputeLowest = height
            if Int(record.pointee.height) != height {
                // Raised (it read a higher rule) while it waited: wait at the new height.
                queueForRecompute(index, record)
                continue
            }
            let flags = record.pointee.flags.subtracting(.queuedForRecompute)
            record.pointee.flags = flags
            if flags.contains(.free) {
                // Removed while it waited: the slot is free to reuse now.
                recycleSlot(index)
                continue
            }
            // Clean: already brought up to date by a read out of order.
            guard flags.contains(.dirty) else { continue }
            guard flags.contains(.observed) else {
                // Its last observed dependent stopped reading it while it waited: it is lazy again,
                // so its dependents must learn it may change.
                propagatePending(from: index)
                continue
            }
            state.pointee.settledHeight = record.pointee.height
            if evaluateInline(index, record) { successor = notifyDependentsOfRecomputed(index, record) }
        }
        state.pointee.recomputeLowest = Int.max
        state.pointee.settledHeight = Int32.max
        state.pointee.isRecomputing = wasRecomputing
    }

    /// Tells the dependents of a recomputed rule that changed (see `notifyDependents`); returns its
    /// only dependent when that is an idle observed rule and nothing is queued — the next rule to
    /// recompute, which the caller then recomputes at once — or -1.
    @inline(__always)
    private func notifyDependentsOfRecomputed(
        _ index: Int32, _ record: UnsafeMutablePointer<NodeRecord>
    ) -> Int32 {
        let first = record.pointee.firstDependent
        if first >= 0 && state.pointee.recomputeCount == 0 {
            let link = state.pointee.links + Int(first)
            if link.pointee.nextDependent < 0 {
                let dependent = link.pointee.dependent
                let flags = node(dependent).pointee.flags
                let mask: NodeFlags = [.rule, .observed, .stale, .evaluating, .queuedForRecompute, .free]
                if flags.intersection(mask) == [.rule, .observed] { return dependent }
            }
        }
        notifyDependents(of: index)
        return -1
    }

    /// Makes the observed rules a read of `index` could depend on settled, when `index` is above the
    /// settled height: outside a recompute, recomputes the queue (a read between a write and the
    /// flush, or in an observer after it wrote); during one, `index` is above the rule being
    /// recomputed (a new dependency on a higher rule), so the rules it may depend on are marked for
    /// the dirty check instead (see `markPossiblyStale`).
    func settle(toRead index: Int32) {
        if state.pointee.isRecomputing {
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
