// When work happens: writes, batches, the observer flush, and the stack-bounding order of first
// evaluations. The propagation itself is in Propagation/.

extension AttributeGraph {
    /// Runs `body` as one batch: observers flush once, when the outermost batch ends.
    ///
    /// ```swift
    /// graph.batch {
    ///     graph[width] = 10
    ///     graph[height] = 20
    /// }   // observers of the area run once, seeing both writes
    /// ```
    public func batch<R>(_ body: () throws -> R) rethrows -> R {
        state.pointee.batchDepth += 1
        defer {
            state.pointee.batchDepth -= 1
            flushIfIdle()
        }
        return try body()
    }

    @usableFromInline
    func write<Value>(_ value: Value, to id: AttributeID) {
        let index = checkedIndex(id, for: .write)
        let record = node(index)
        guard record.pointee.flags.contains(.input) else {
            report(.notAnInput(name(of: index)))
            return
        }
        if state.pointee.depth > 0, let rule = innermostEvaluatingRule() {
            report(.writeDuringEvaluation(input: name(of: index), rule: name(of: rule)))
            return
        }
        let isEqual = withUnsafePointer(to: value) { new in
            kind(of: record).takeUnretainedValue().isEqualToStored(record, UnsafeRawPointer(new))
        }
        if isEqual {
            state.pointee.statistics.inputsUnchanged += 1
            return
        }
        ValueSlot<Value>.pointer(record).pointee = value
        state.pointee.statistics.inputsChanged += 1
        if record.pointee.firstDependent >= 0 {
            if record.pointee.toldDependents == 0 {
                // Only observed rules of height 1 read it (a fan-out of view bodies, broad,
                // diamond): the recompute finds them through the input, so none is visited now.
                noteChangedInput(index, isWalked: false)
            } else {
                notifyDependents(of: index, deferringFrom: true)
            }
        }
        if !state.pointee.parkedObservers.isEmpty { requeueParkedObservers() }
        flushIfIdle()
    }

    /// The rule evaluating closest to the top of the frame stack, if any.
    private func innermostEvaluatingRule() -> Int32? {
        var position = state.pointee.frameCount
        while position > 0 {
            position -= 1
            let index = state.pointee.frames[position].node
            if node(index).pointee.flags.contains([.rule, .evaluating]) { return index }
        }
        return nil
    }

    /// Flushes the observer queue unless a batch, an evaluation or a flush is in progress.
    func flushIfIdle() {
        guard state.pointee.batchDepth == 0, state.pointee.depth == 0, !state.pointee.isFlushing else {
            return
        }
        // Removals can queue observers, and observers can request removals: alternate until both
        // are done.
        while true {
            if state.pointee.queueCount > 0 || state.pointee.hasRecomputeWork { flush() }
            if state.pointee.pendingRemovals.isEmpty { return }
            applyPendingRemovals()
        }
    }

    /// Recomputes the observed rules whose inputs changed, then runs every queued observer that
    /// turns out stale, in queue order, recomputing again after each one that wrote, until both the
    /// recompute queue and the observer queue are empty.
    ///
    /// Observers run in a frame slot the flush sets up once (`runObserver`): the frame is pushed
    /// only while an observer runs, so whatever runs between two observers — a recompute, a dirty
    /// check — sees the frame stack as it was, but no observer pays for the capacity check, the
    /// frame index or the saved tracking.
    private func flush() {
        let state = self.state
        state.pointee.isFlushing = true
        state.pointee.statistics.flushes += 1
        let limit = 100 * (state.pointee.observerCount + 1)
        var runs = 0
        var position = 0
        let frame = state.pointee.frameCount
        if frame == state.pointee.frameCapacity { growFrames() }
        let framePointer = state.pointee.frames + frame
        while true {
            if state.pointee.hasRecomputeWork {
                recompute()
                if !state.pointee.cyclicReaders.isEmpty { markCyclicReadersStale() }
            }
            guard position < state.pointee.queueCount else { break }
            let index = state.pointee.queue[position]
            position &+= 1
            let record = node(index)
            let flags = record.pointee.flags
            guard flags.contains([.observer, .queued]) else { continue }
            // Only the dirty check of a pending observer (or a rule re-run to decide) can have
            // queued rules to recompute since the top of the loop.
            let wasChecked = !flags.contains(.dirty) && flags.contains(.hasValue)
            if wasChecked {
                record.pointee.flags = flags.subtracting(.queued)
                guard flags.contains(.pending) && pendingObserverMustRun(index) else {
                    record.pointee.flags.remove(.pending)
                    continue
                }
            }
            runs &+= 1
            if runs > limit {
                record.pointee.flags.remove(.queued)
                // Settle the rules first: the observers this reaches are parked with the rest.
                if state.pointee.hasRecomputeWork { recompute() }
                reportObserverLoop(current: index, from: position)
                break
            }
            if wasChecked && state.pointee.hasRecomputeWork { recompute() }
            runObserver(index, record, in: frame, at: framePointer)
            if !state.pointee.cyclicReaders.isEmpty { markCyclicReadersStale() }
        }
        if !state.pointee.cyclicReaders.isEmpty { markCyclicReadersStaleParkingObservers() }
        state.pointee.queueCount = 0
        state.pointee.isFlushing = false
    }

    /// Runs a queued observer in the flush's frame (index `frame`, the top of the idle frame stack,
    /// at `framePointer`; the graph tracks no reads between observers): clears `queued` and the
    /// staleness bits in the store that marks it evaluating, and calls its effect in place
    /// (observers share one closure type, so no kind entry point is needed).
    @inline(__always)
    private func runObserver(
        _ index: Int32, _ record: UnsafeMutablePointer<NodeRecord>, in frame: Int,
        at framePointer: UnsafeMutablePointer<EvaluationFrame>
    ) {
        let state = self.state
        record.pointee.flags = record.pointee.flags.subtracting([.stale, .queued]).union(.evaluating)
        framePointer.pointee = EvaluationFrame(node: index, expected: record.pointee.firstInput)
        state.pointee.frameCount = frame &+ 1
        state.pointee.trackedFrame = framePointer
        ClosureSlot<ObserverBody>.pointer(record).pointee(self)
        state.pointee.trackedFrame = framePointer - 1 - frame
        state.pointee.frameCount = frame
        record.pointee.flags = record.pointee.flags.subtracting(.evaluating).union(.hasValue)
        let finished = framePointer.pointee
        if finished.expected >= 0 { purgeInputs(of: index, after: finished.last) }
        state.pointee.statistics.observersRun &+= 1
    }

    /// Whether a pending observer must run. The common shape — an observer of one dirty rule, like
    /// a view's body observer — is settled here by re-running that rule; anything else is a dirty
    /// check. (An observer cannot be read, so no cycle can pass through it while it is not marked
    /// as being checked.)
    @inline(__always)
    private func pendingObserverMustRun(_ index: Int32) -> Bool {
        let first = node(index).pointee.firstInput
        guard first >= 0 && link(first).pointee.nextInput < 0 else { return checkDirty(index) }
        let input = link(first).pointee.input
        let record = node(input)
        let flags = record.pointee.flags
        guard flags.contains([.rule, .dirty, .hasValue]) && flags.isDisjoint(with: .active) else {
            return checkDirty(index)
        }
        guard evaluate(input) else { return false }
        // With one dependent, that is this observer, about to run.
        if link(record.pointee.firstDependent).pointee.nextDependent >= 0 { notifyDependents(of: input) }
        return true
    }

    /// Stops the loop and reports it: `current` (due to run) and the rest of the queue are parked,
    /// still stale. Marking them clean would leave them clean above stale rules, where no later
    /// change could reach them.
    private func reportObserverLoop(current: Int32, from position: Int) {
        let queue = UnsafeBufferPointer(start: state.pointee.queue, count: state.pointee.queueCount)[
            position...]
        // Its dirty check may have cleaned the input that changed: keep the verdict.
        if node(current).pointee.flags.contains(.hasValue) { node(current).pointee.flags.insert(.dirty) }
        park(current)
        var labels = [name(of: current)]
        for index in queue where node(index).pointee.flags.contains([.observer, .queued]) {
            node(index).pointee.flags.remove(.queued)
            park(index)
            if labels.count < 10 && !labels.contains(name(of: index)) { labels.append(name(of: index)) }
        }
        report(.observerLoop(labels))
    }

    /// Ends a flush whose last dirty checks (or the check that hit the run limit) read through a
    /// cycle: marks those rules stale and parks the observers this queues, rather than leave them
    /// clean for the next top-level read to mark — and re-run the cycle at every read.
    private func markCyclicReadersStaleParkingObservers() {
        let start = state.pointee.queueCount
        markCyclicReadersStale()
        for position in start..<state.pointee.queueCount {
            let index = state.pointee.queue[position]
            node(index).pointee.flags.remove(.queued)
            park(index)
        }
    }

    private func park(_ observer: Int32) {
        let id = AttributeID(index: observer, generation: node(observer).pointee.generation)
        state.pointee.parkedObservers.append(id)
    }

    /// Queues the parked observers again (after an input changed); a loop that still lasts is
    /// run up to the limit and reported again.
    private func requeueParkedObservers() {
        let parked = state.pointee.parkedObservers
        state.pointee.parkedObservers.removeAll(keepingCapacity: true)
        for id in parked where isLive(id) { enqueue(Int32(id.index)) }
    }
}
