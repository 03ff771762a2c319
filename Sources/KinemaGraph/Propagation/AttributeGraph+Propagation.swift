// The push-dirty / pull-value algorithm, after alien-signals: writes push `dirty` to direct
// dependents and `pending` further down without evaluating anything; reads pull, checking a pending
// node's inputs depth-first with an explicit stack and re-running rules deepest-first, so a rule's
// reads always hit already-clean inputs. No recursion proportional to depth and no allocation in
// steady state. When to flush observers lives in AttributeGraph+Update.swift.

extension AttributeGraph {
    /// Marks the transitive dependents of `source` stale: direct dependents `marking` (`dirty` when
    /// `source` changed, `pending` when it only may change), the rest `pending`; queues observers
    /// reached.
    ///
    /// - Complexity: O(dependents not already stale).
    func propagate(from source: Int32, marking direct: NodeFlags = .dirty) {
        let base = state.pointee.stackTop
        // No closure runs while propagating, so the pools cannot move.
        let storage = StorageView(state)
        var current = storage.node(source).pointee.firstDependent
        // Direct dependents of `source` become dirty, deeper ones pending. Only siblings still to
        // visit are stacked; a sibling in `source`'s own list is stacked complemented (negative).
        var isDirect = true
        while true {
            if current >= 0 {
                let next = storage.link(current).pointee.nextDependent
                let record = storage.node(storage.link(current).pointee.dependent)
                let flags = record.pointee.flags
                if flags.isDisjoint(with: .stale) {
                    record.pointee.flags.insert(isDirect ? direct : .pending)
                    let first = record.pointee.firstDependent
                    if flags.contains(.observer) {
                        enqueue(storage.link(current).pointee.dependent)
                    } else if first >= 0
                        && (next < 0 || first != record.pointee.lastDependent
                            || storage.node(storage.link(first).pointee.dependent).pointee.flags
                                .isDisjoint(with: .stale))
                    {
                        // (With a sibling to come back to, a single dependent already stale — only
                        // stale nodes below — is not descended into: no push and pop of `next`.)
                        if next >= 0 { push(isDirect ? ~next : next) }
                        isDirect = false
                        current = first
                        continue
                    }
                } else if isDirect {
                    record.pointee.flags.insert(direct)
                }
                current = next
                continue
            }
            if state.pointee.stackTop == base { return }
            let resumed = pop()
            isDirect = resumed < 0
            current = isDirect ? ~resumed : resumed
        }
    }

    /// After `source` re-evaluated to a new value: its pending dependents become dirty.
    @inline(__always)
    func shallowPropagate(from source: Int32) {
        var current = node(source).pointee.firstDependent
        while current >= 0 {
            let record = node(link(current).pointee.dependent)
            if record.pointee.flags.contains(.pending) { record.pointee.flags.insert(.dirty) }
            current = link(current).pointee.nextDependent
        }
    }

    func enqueue(_ observer: Int32) {
        let record = node(observer)
        guard !record.pointee.flags.contains(.queued) else { return }
        record.pointee.flags.insert(.queued)
        if state.pointee.queueCount == state.pointee.queueCapacity { growQueue() }
        state.pointee.queue[state.pointee.queueCount] = observer
        state.pointee.queueCount += 1
    }

    /// Brings a node up to date: evaluates it if it never ran or is dirty; dirty-checks it if pending.
    func update(_ index: Int32) {
        let flags = node(index).pointee.flags
        if flags.contains(.input) { return }
        if !flags.contains(.hasValue) {
            if state.pointee.depth >= Self.firstEvaluationDepthLimit {
                evaluateBeforeNesting(target: index)
                if node(index).pointee.flags.contains(.hasValue) { return }
            }
            _ = evaluate(index)
            noteFirstEvaluationDone()
        } else if flags.contains(.dirty) {
            if evaluate(index) { shallowPropagate(from: index) }
        } else if flags.contains(.pending) {
            if checkDirty(index) {
                if evaluate(index) { shallowPropagate(from: index) }
            } else {
                node(index).pointee.flags.remove(.pending)
            }
        }
    }

    /// Whether a pending node must re-evaluate: walks its inputs depth-first, re-evaluating dirty
    /// rules deepest-first. Clears `pending` on every node found unchanged.
    ///
    /// Every level pushes the link it came through, even from a node's only dependent (whose link
    /// could be found again as the node's `firstDependent`): popping it keeps the way back up off
    /// the chain of dependent loads, which measured faster on the cut-off shape despite the extra
    /// instructions.
    ///
    /// - Complexity: O(pending nodes below `start`); bounded stack (explicit).
    func checkDirty(_ start: Int32) -> Bool {
        // Local base pointers: stores through node pointers would otherwise force reloads of the
        // state's fields. Only closures (inside `evaluate`) can grow storage; refresh after them.
        var storage = StorageView(state)
        var levels = 0
        var dependent = start
        var current = storage.node(start).pointee.firstInput
        var isDirty = false
        storage.node(start).pointee.flags.insert(.checking)
        while true {
            while current >= 0 && !isDirty {
                if storage.node(dependent).pointee.flags.contains(.dirty) {
                    isDirty = true
                    break
                }
                let input = storage.link(current).pointee.input
                let record = storage.node(input)
                let flags = record.pointee.flags
                if flags.contains(.rule) {
                    if !flags.isDisjoint(with: .active) {
                        // The input is being computed below us: a cycle. Re-run the dependent,
                        // whose read then reports it.
                        isDirty = true
                        break
                    }
                    if flags.contains(.dirty) {
                        let changed = evaluateInline(input)
                        storage = StorageView(state)
                        if changed {
                            // A single dependent is `dependent`, re-run because `isDirty` says so.
                            if record.pointee.firstDependent != record.pointee.lastDependent {
                                shallowPropagate(from: input)
                            }
                            isDirty = true
                            break
                        }
                    } else if flags.contains(.pending) {
                        push(current)
                        levels &+= 1
                        dependent = input
                        current = record.pointee.firstInput
                        record.pointee.flags.insert(.checking)
                        continue
                    }
                }
                current = storage.link(current).pointee.nextInput
            }
            if levels == 0 { break }
            levels &-= 1
            let evaluates = isDirty
            current = ascend(from: dependent, isDirty: &isDirty)
            if evaluates { storage = StorageView(state) }
            dependent = storage.link(current).pointee.dependent
            if !isDirty { current = storage.link(current).pointee.nextInput }
        }
        storage.node(start).pointee.flags.remove(.checking)
        return isDirty
    }

    /// Finishes a checked node on the way up: re-runs it if an input changed, else clears
    /// `pending`; returns the link to its dependent on the checked path.
    @inline(__always)
    private func ascend(from index: Int32, isDirty: inout Bool) -> Int32 {
        let record = node(index)
        if isDirty {
            record.pointee.flags.remove(.checking)
            isDirty = evaluateInline(index)
            // With one dependent, that is the node we return to, re-run because `isDirty` says so.
            if isDirty && record.pointee.firstDependent != record.pointee.lastDependent {
                shallowPropagate(from: index)
            }
        } else {
            record.pointee.flags.subtract([.checking, .pending])
        }
        return pop()
    }

    /// Runs a rule's or observer's closure with dependency tracking; returns whether its value
    /// changed (observers: always true). Inputs read this time are re-recorded; inputs no longer read
    /// are unlinked.
    func evaluate(_ index: Int32) -> Bool { evaluateInline(index) }

    /// ``evaluate(_:)``, inlined into the dirty check's two call sites (the hottest).
    @inline(__always)
    func evaluateInline(_ index: Int32) -> Bool {
        let record = node(index)
        let flags = record.pointee.flags
        record.pointee.flags = flags.subtracting(.stale).union(.evaluating)
        record.pointee.lastInput = -1
        // Wrap between outermost evaluations, while no tracking stamp is live; a nesting that still
        // exhausts the headroom resets mid-flight, and `recordDependency` then falls back to scanning.
        let nextStamp = state.pointee.nextStamp
        if nextStamp >= Self.readStampResetThreshold
            && (state.pointee.depth == 0 || nextStamp == UInt32.max)
        {
            resetReadStamps()
        }
        let savedTracking = state.pointee.tracking
        let savedStamp = state.pointee.trackingStamp
        state.pointee.tracking = index
        state.pointee.trackingStamp = state.pointee.nextStamp
        state.pointee.nextStamp &+= 1
        pushFrame(index)

        // The kind outlives the call (kinds are released only with the graph): borrow it.
        let changed = kind(of: record)._withUnsafeGuaranteedRef { $0.evaluate(self, record) }

        popFrame()
        state.pointee.tracking = savedTracking
        state.pointee.trackingStamp = savedStamp
        let last = record.pointee.lastInput
        if last < 0 || link(last).pointee.nextInput >= 0 { purgeStaleInputs(of: index) }
        record.pointee.flags.remove(.evaluating)
        if flags.contains(.rule) {
            state.pointee.statistics.rulesEvaluated &+= 1
            if !changed { state.pointee.statistics.cutoffs &+= 1 }
            if !flags.contains(.hasValue) { state.pointee.unevaluatedRules -= 1 }
        } else {
            record.pointee.flags.insert(.hasValue)
            state.pointee.statistics.observersRun &+= 1
        }
        return changed
    }

}
