// How a change travels. Observed rules — those an observer reads, directly or through other rules —
// are recomputed eagerly, in height order, from a queue (AttributeGraph+Recompute.swift): a change
// reaches exactly the observed rules below it that change in turn, so an equal result stops it in
// O(1) whatever lies beyond. Unobserved rules stay lazy, as in alien-signals: a change marks them
// `dirty` (direct dependents) or `pending` (further down) without evaluating anything, and a read
// pulls — a `pending` rule's inputs are dirty-checked depth-first with an explicit stack, re-running
// rules deepest-first. No recursion proportional to depth and no allocation in steady state. When
// to flush lives in AttributeGraph+Update.swift.

extension AttributeGraph {
    /// Tells the dependents of `source`, whose value just changed (or which was removed): observed
    /// rules are queued for recompute, observers for the flush; an unobserved rule becomes `dirty`
    /// and its (unobserved) dependents `pending`. A dependent already stale is only made `dirty`;
    /// `reader`, the evaluating rule that is reading `source` now, is skipped.
    ///
    /// - Complexity: O(direct dependents), plus the unobserved rules newly marked `pending`.
    ///
    /// When `source` is an input that was just written (`deferringFrom`), its observed dependents
    /// of height 1 are only marked: the recompute finds them again through `source` (see
    /// `recomputeChangedInputs`), which saves queueing each of a wide fan-out.
    @inline(__always)
    func notifyDependents(of source: Int32, except reader: Int32 = -1, deferringFrom: Bool = false) {
        let first = node(source).pointee.firstDependent
        if first >= 0 {
            notifyDependents(from: first, except: reader, deferringTo: deferringFrom ? source : -1)
        }
    }

    /// ``notifyDependents(of:except:deferringFrom:)`` from the dependent link `first` on; observed
    /// dependents of height 1 are deferred to the input `changedInput` unless it is -1.
    func notifyDependents(from first: Int32, except reader: Int32 = -1, deferringTo changedInput: Int32 = -1)
    {
        let storage = StorageView(state)
        var current = first
        var deferred = false
        if changedInput >= 0 {
            // The common run first — a written input's observed rules of height 1, a fan-out of
            // rules that read only inputs — in a loop of its own (~10 instructions fewer each than
            // the general loop below, which takes over at the first other dependent).
            let mask: NodeFlags = [.stale, .evaluating, .queuedForRecompute, .observer, .observed]
            while current >= 0 {
                let link = storage.link(current)
                let record = storage.node(link.pointee.dependent)
                let flags = record.pointee.flags
                guard flags.intersection(mask) == .observed && record.pointee.height == 1 else { break }
                record.pointee.flags = flags.union(.dirty)
                deferred = true
                current = link.pointee.nextDependent
            }
        }
        while current >= 0 {
            let link = storage.link(current)
            let dependent = link.pointee.dependent
            let record = storage.node(dependent)
            let flags = record.pointee.flags
            if flags.isDisjoint(with: [.stale, .evaluating, .queuedForRecompute]) {
                if flags.contains(.observer) {
                    enqueueDirty(dependent, record, flags)
                } else if flags.contains(.observed) {
                    if changedInput >= 0 && record.pointee.height == 1 {
                        record.pointee.flags = flags.union(.dirty)
                        deferred = true
                    } else {
                        record.pointee.flags = flags.union([.dirty, .queuedForRecompute])
                        queueForRecompute(dependent, record)
                    }
                } else {
                    record.pointee.flags = flags.union(.dirty)
                    if record.pointee.firstDependent >= 0 { propagatePending(from: dependent) }
                }
            } else if dependent != reader && !flags.contains(.dirty) {
                if !flags.contains(.evaluating) {
                    // Already stale (only `dirty` is news), or queued for recompute and cleaned out
                    // of order since (dirty again).
                    record.pointee.flags = flags.union(.dirty)
                } else if flags.contains(.observer) {
                    // A running observer wrote something it reads: it runs again.
                    enqueueDirty(dependent, record, flags)
                }
            }
            current = link.pointee.nextDependent
        }
        if deferred { noteChangedInput(changedInput, isWalked: true) }
    }

    /// Marks the transitive dependents of `source` `pending` without evaluating anything, stopping
    /// at nodes already stale; queues the observers reached. Reaches only unobserved rules when
    /// called for a change (their dependents are unobserved too); after a cycle it also parks
    /// observed rules this way (see `markCyclicReadersStale`).
    ///
    /// - Complexity: O(dependents not already stale).
    func propagatePending(from source: Int32) {
        let base = state.pointee.stackTop
        // No closure runs while propagating, so the pools cannot move.
        let storage = StorageView(state)
        var current = storage.node(source).pointee.firstDependent
        while true {
            if current >= 0 {
                let next = storage.link(current).pointee.nextDependent
                let dependent = storage.link(current).pointee.dependent
                let record = storage.node(dependent)
                let flags = record.pointee.flags
                if flags.isDisjoint(with: .stale) {
                    record.pointee.flags = flags.union(.pending)
                    let first = record.pointee.firstDependent
                    if flags.contains(.observer) {
                        enqueue(dependent)
                    } else if first >= 0
                        && (next < 0 || storage.link(first).pointee.nextDependent >= 0
                            || storage.node(storage.link(first).pointee.dependent).pointee.flags
                                .isDisjoint(with: .stale))
                    {
                        // (With a sibling to come back to, a single dependent already stale — only
                        // stale nodes below — is not descended into: no push and pop of `next`.)
                        if next >= 0 { push(next) }
                        current = first
                        continue
                    }
                }
                current = next
                continue
            }
            if state.pointee.stackTop == base { return }
            current = pop()
        }
    }

    func enqueue(_ observer: Int32) { enqueue(observer, node(observer)) }

    /// Appends an observer to the flush queue unless it is queued already.
    @inline(__always)
    func enqueue(_ observer: Int32, _ record: UnsafeMutablePointer<NodeRecord>) {
        guard !record.pointee.flags.contains(.queued) else { return }
        record.pointee.flags.insert(.queued)
        append(toQueue: observer)
    }

    /// Marks an observer `dirty` and appends it to the flush queue unless it is queued already, in
    /// one store of its flags (`flags`, as just loaded).
    @inline(__always)
    func enqueueDirty(_ observer: Int32, _ record: UnsafeMutablePointer<NodeRecord>, _ flags: NodeFlags) {
        if flags.contains(.queued) {
            record.pointee.flags = flags.union(.dirty)
        } else {
            record.pointee.flags = flags.union([.dirty, .queued])
            append(toQueue: observer)
        }
    }

    @inline(__always)
    private func append(toQueue observer: Int32) {
        let count = state.pointee.queueCount
        if count == state.pointee.queueCapacity { growQueue() }
        state.pointee.queue[count] = observer
        state.pointee.queueCount = count &+ 1
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
        } else if flags.contains(.dirty) {
            if evaluate(index) { notifyDependents(of: index, except: trackingNode) }
        } else if flags.contains(.pending) {
            if checkDirty(index) {
                if evaluate(index) { notifyDependents(of: index, except: trackingNode) }
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
        // The record of the node being checked travels with its index (records never move), so
        // each level is looked up once on the way down and once on the way up. (Keeping the
        // explicit stack's top in a local too measured worse: more registers live across calls.)
        // One evaluation frame serves every rule the walk re-runs, as in `recomputeChain`: between
        // those evaluations only the walk itself runs, and it reads no attribute.
        let state = self.state
        let frame = state.pointee.frameCount
        if frame == state.pointee.frameCapacity { growFrames() }
        state.pointee.frameCount = frame &+ 1
        let savedTracking = state.pointee.trackedFrame
        let framePointer = state.pointee.frames + frame
        state.pointee.trackedFrame = framePointer
        defer {
            state.pointee.trackedFrame = savedTracking
            state.pointee.frameCount = frame
        }
        var storage = StorageView(state)
        var levels = 0
        var dependent = start
        var dependentRecord = storage.node(start)
        var current = dependentRecord.pointee.firstInput
        var isDirty = false
        dependentRecord.pointee.flags.insert(.checking)
        while true {
            while current >= 0 && !isDirty {
                if dependentRecord.pointee.flags.contains(.dirty) {
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
                        let changed = evaluate(input, record, inFrame: framePointer)
                        storage = StorageView(state)
                        if changed {
                            // A single dependent is `dependent`, re-run because `isDirty` says so.
                            if storage.link(record.pointee.firstDependent).pointee.nextDependent >= 0 {
                                notifyDependents(of: input)
                            }
                            isDirty = true
                            break
                        }
                    } else if flags.contains(.pending) {
                        push(current)
                        levels &+= 1
                        dependent = input
                        dependentRecord = record
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
            current = ascend(from: dependent, dependentRecord, isDirty: &isDirty, inFrame: framePointer)
            if evaluates { storage = StorageView(state) }
            dependent = storage.link(current).pointee.dependent
            dependentRecord = storage.node(dependent)
            if !isDirty { current = storage.link(current).pointee.nextInput }
        }
        dependentRecord.pointee.flags.remove(.checking)
        return isDirty
    }

    /// Finishes a checked node on the way up: re-runs it if an input changed, else clears
    /// `pending`; returns the link to its dependent on the checked path.
    @inline(__always)
    private func ascend(
        from index: Int32, _ record: UnsafeMutablePointer<NodeRecord>, isDirty: inout Bool,
        inFrame frame: UnsafeMutablePointer<EvaluationFrame>
    ) -> Int32 {
        if isDirty {
            record.pointee.flags.remove(.checking)
            isDirty = evaluate(index, record, inFrame: frame)
            // With one dependent, that is the node we return to, re-run because `isDirty` says so.
            if isDirty && link(record.pointee.firstDependent).pointee.nextDependent >= 0 {
                notifyDependents(of: index)
            }
        } else {
            record.pointee.flags.subtract([.checking, .pending])
        }
        return pop()
    }

    /// Runs a rule's closure with dependency tracking; returns whether its value changed. Inputs
    /// read this time are re-recorded; inputs no longer read are unlinked. (Observers run only in
    /// the flush, in its frame: see `runObserver`.)
    func evaluate(_ index: Int32) -> Bool { evaluateInline(index, node(index)) }

    /// ``evaluate(_:)`` with the record at hand, pushing a frame of its own (the recompute, the
    /// written inputs' round, a dirty check and the flush evaluate in a frame they share:
    /// `evaluate(_:_:inFrame:)`).
    @inline(__always)
    func evaluateInline(_ index: Int32, _ record: UnsafeMutablePointer<NodeRecord>) -> Bool {
        let state = self.state
        let flags = record.pointee.flags
        assert(flags.contains(.rule), "observers run in the flush (runObserver)")
        record.pointee.flags = flags.subtracting(.stale).union(.evaluating)
        let frame = state.pointee.frameCount
        if frame == state.pointee.frameCapacity { growFrames() }
        let framePointer = state.pointee.frames + frame
        framePointer.pointee = EvaluationFrame(node: index, expected: record.pointee.firstInput)
        state.pointee.frameCount = frame &+ 1
        let savedTracking = state.pointee.trackedFrame
        state.pointee.trackedFrame = framePointer

        // Each branch clears `evaluating` as soon as the closure returned (with the store of the
        // result when it makes one), so that no branch stores the flags twice.
        let changed: Bool
        if flags.contains(.wordResult) {
            changed = evaluateWordRule(record)
        } else {
            // The kind outlives the call (kinds are released only with the graph): borrow it.
            changed = kind(of: record)._withUnsafeGuaranteedRef { $0.evaluate(self, record) }
            record.pointee.flags = record.pointee.flags.subtracting(.evaluating)
        }

        state.pointee.trackedFrame = savedTracking
        state.pointee.frameCount = frame
        let finished = framePointer.pointee
        if finished.expected >= 0 { purgeInputs(of: index, after: finished.last) }
        state.pointee.statistics.rulesEvaluated &+= 1
        if !changed { state.pointee.statistics.cutoffs &+= 1 }
        return changed
    }

    /// ``evaluateInline(_:_:)`` in a frame the caller pushed, tracks and pops (`frame`, the top of
    /// the frame stack): the recompute pushes one frame for all the rules it re-runs, the written
    /// inputs' round and a dirty check one each, since nothing but the graph's own bookkeeping runs
    /// between those evaluations.
    ///
    /// A copy of `evaluateInline`'s body rather than a part of it: sharing one body changed how the
    /// compiler allocated registers in the dirty check and the fan-out loops, costing their
    /// evaluations 3–6 instructions each (callgrind).
    @inline(__always)
    func evaluate(
        _ index: Int32, _ record: UnsafeMutablePointer<NodeRecord>, inFrame frame: UnsafeMutablePointer<EvaluationFrame>
    ) -> Bool {
        let state = self.state
        let flags = record.pointee.flags
        record.pointee.flags = flags.subtracting(.stale).union(.evaluating)
        frame.pointee = EvaluationFrame(node: index, expected: record.pointee.firstInput)

        // Rules only (chains and fan-outs of observed rules): no observer branch.
        let changed: Bool
        if flags.contains(.wordResult) {
            changed = evaluateWordRule(record)
        } else {
            changed = kind(of: record)._withUnsafeGuaranteedRef { $0.evaluate(self, record) }
            record.pointee.flags = record.pointee.flags.subtracting(.evaluating)
        }

        // Frames never move: the pointer is still this evaluation's frame.
        let finished = frame.pointee
        if finished.expected >= 0 { purgeInputs(of: index, after: finished.last) }
        state.pointee.statistics.rulesEvaluated &+= 1
        if !changed { state.pointee.statistics.cutoffs &+= 1 }
        return changed
    }

    /// Runs a rule flagged `wordResult`, clears its `evaluating` flag and stores its result: the
    /// closure is called in place through the closure slot and its result compared bitwise with
    /// the stored word, which for the 64-bit integer types is their `==`. This skips the kind's
    /// type-erased entry point (a call, its frame and the kind-table lookup: ~15 of a chain's ~165
    /// instructions per node).
    ///
    /// The slot holds a `RuleBody<Value>` for one of those types; it is read as
    /// `RuleBody<UInt64>`: a closure stored in a generic field is kept at the generic abstraction
    /// level (its result returned indirectly), the same for every `Value`, and the four types have
    /// the layout of `UInt64`.
    @inline(__always)
    func evaluateWordRule(_ record: UnsafeMutablePointer<NodeRecord>) -> Bool {
        let result = ClosureSlot<RuleBody<UInt64>>.pointer(record).pointee(self)
        // Reloaded: the closure's reads may have changed other bits (a cycle, a stale mark).
        let flags = record.pointee.flags
        if flags.contains(.hasValue) {
            record.pointee.flags = flags.subtracting(.evaluating)
            if record.pointee.value == result { return false }
        } else {
            // The first result replaces the seed whatever it is: the seed was never a result.
            record.pointee.flags = flags.subtracting([.seeded, .evaluating]).union(.hasValue)
        }
        record.pointee.value = result
        return true
    }
}
