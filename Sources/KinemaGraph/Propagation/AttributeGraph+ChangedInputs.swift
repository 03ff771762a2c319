// The written inputs' round of the recompute: a written input lists itself (`changedInputs`) instead
// of queueing its observed dependents of height 1 — rules that read only inputs, a fan-out of view
// bodies — and the recompute re-runs them through it. An input whose dependents are all such rules
// is not even walked at the write (`.unwalked`); see AttributeGraph+Recompute.swift for the queue.

extension AttributeGraph {
    /// Lists a written input whose observed dependents of height 1 were only marked `dirty`
    /// (`isWalked`) or not visited at all (the write had no dependent to tell at once).
    ///
    /// Unwalked, the settled height drops to 0: those rules are not flagged stale, so no read may
    /// take them for up to date until the recompute ran (a read of a rule recomputes first).
    func noteChangedInput(_ input: Int32, isWalked: Bool) {
        let record = node(input)
        if isWalked {
            if state.pointee.settledHeight > 1 { state.pointee.settledHeight = 1 }
        } else {
            if !record.pointee.flags.contains(.unwalked) {
                record.pointee.flags.insert(.unwalked)
                state.pointee.unwalkedInputCount += 1
            }
            state.pointee.settledHeight = 0
        }
        if record.pointee.flags.contains(.queuedForRecompute) { return }
        record.pointee.flags.insert(.queuedForRecompute)
        if state.pointee.changedInputCount == state.pointee.changedInputCapacity {
            let capacity = state.pointee.changedInputCapacity * 2
            state.pointee.changedInputs = reallocated(
                state.pointee.changedInputs, count: state.pointee.changedInputCount, capacity: capacity)
            state.pointee.changedInputCapacity = capacity
        }
        state.pointee.changedInputs[state.pointee.changedInputCount] = input
        state.pointee.changedInputCount += 1
    }

    /// Recomputes the deferred dependents of the written inputs, in the order the writes reached
    /// them: rules of height 1 read only inputs, all final once the batch is over, so they need no
    /// ordering among themselves and never wait in a bucket. What they change is queued as usual.
    ///
    /// An input written without a walk (`.unwalked`) had its dependents left unmarked: every
    /// observed one of height 1 is re-run, once however many of its inputs were written: when
    /// several inputs are listed, a read stamp taken for this round marks those re-run (a stamp no
    /// evaluation holds; see `recordDependency` for why a foreign stamp on an input is harmless).
    ///
    /// Until every unwalked input was walked the settled height stays 0, so that a rule re-run here
    /// that starts reading a rule goes through `settle(toRead:)`, which first marks the rules the
    /// round has yet to reach `dirty` (`catchUpUnwalkedInputs`), as a walk at the write would have.
    func recomputeChangedInputs() {
        let state = self.state
        state.pointee.settledHeight = state.pointee.unwalkedInputCount > 0 ? 0 : 1
        // Rules cannot write, so no input joins the list while it is worked through.
        let isShared = state.pointee.changedInputCount > 1
        let round = isShared ? takeStamp(outermost: state.pointee.frameCount == 0) : 0
        state.pointee.roundStamp = round
        // One evaluation frame serves every rule of the fan-out, as in `recomputeChain`: between
        // their evaluations only the graph's own bookkeeping runs.
        let frame = state.pointee.frameCount
        if frame == state.pointee.frameCapacity { growFrames() }
        state.pointee.frameCount = frame &+ 1
        let savedTracking = state.pointee.trackedFrame
        let framePointer = state.pointee.frames + frame
        state.pointee.trackedFrame = framePointer
        var position = 0
        while position < state.pointee.changedInputCount {
            let input = state.pointee.changedInputs[position]
            position += 1
            let inputRecord = node(input)
            // A slot freed (its dependents were queued then) and reused is no longer this input.
            guard inputRecord.pointee.flags.isSuperset(of: [.input, .queuedForRecompute]) else { continue }
            inputRecord.pointee.flags.remove(.queuedForRecompute)
            state.pointee.roundPosition = position &- 1
            var current = inputRecord.pointee.firstDependent
            if inputRecord.pointee.flags.contains(.unwalked) {
                // Every observed rule of height 1 is due, marked or not.
                while current >= 0 {
                    // Read before evaluating: the evaluation may unlink the dependent's own link.
                    let next = link(current).pointee.nextDependent
                    let dependent = link(current).pointee.dependent
                    let record = node(dependent)
                    let mask: NodeFlags = [.rule, .observed, .evaluating, .queuedForRecompute, .free]
                    if record.pointee.flags.intersection(mask) == [.rule, .observed] {
                        // (A rule re-run already this round, through another written input, is skipped.)
                        if !isShared || record.pointee.readStamp != round {
                            if isShared { record.pointee.readStamp = round }
                            if record.pointee.height == 1 {
                                state.pointee.roundNextLink = next
                                let isLast = next < 0 && position == state.pointee.changedInputCount
                                if evaluate(dependent, record, inFrame: framePointer),
                                    let successor = tellDependentsOfRecomputed(
                                        record, allowingSuccessor: isLast)
                                {
                                    recomputeChain(from: successor.index, successor.record, inFrame: framePointer)
                                }
                                // A catch-up (see above) walked the rest: go on as for a walked input.
                                if !inputRecord.pointee.flags.contains(.unwalked) {
                                    current = next
                                    break
                                }
                            } else {
                                // Raised since: it reads a rule now, so it waits for it in the queue.
                                record.pointee.flags.insert([.dirty, .queuedForRecompute])
                                queueForRecompute(dependent, record)
                            }
                        }
                    } else {
                        announceLate(dependent, record, isWalked: false)
                    }
                    current = next
                }
            }
            while current >= 0 {
                // Read before evaluating: the evaluation may unlink the dependent's own link.
                let next = link(current).pointee.nextDependent
                let dependent = link(current).pointee.dependent
                let record = node(dependent)
                let flags = record.pointee.flags
                let mask: NodeFlags = [.rule, .observed, .dirty, .evaluating, .queuedForRecompute, .free]
                if flags.intersection(mask) == [.rule, .observed, .dirty] {
                    if record.pointee.height == 1 {
                        if isShared { record.pointee.readStamp = round }
                        // The last one with nothing queued may hand out a chain.
                        let isLast = next < 0 && position == state.pointee.changedInputCount
                        if evaluate(dependent, record, inFrame: framePointer),
                            let successor = tellDependentsOfRecomputed(record, allowingSuccessor: isLast)
                        {
                            recomputeChain(from: successor.index, successor.record, inFrame: framePointer)
                        }
                    } else {
                        // Raised since: it reads a rule now, so it waits for it in the queue.
                        record.pointee.flags.insert(.queuedForRecompute)
                        queueForRecompute(dependent, record)
                    }
                } else {
                    announceLate(dependent, record, isWalked: true)
                }
                current = next
            }
            if inputRecord.pointee.flags.contains(.unwalked) { finishWalk(of: inputRecord) }
        }
        state.pointee.trackedFrame = savedTracking
        state.pointee.frameCount = frame
        state.pointee.changedInputCount = 0
    }

    /// An unwalked input's dependents were all walked: `settledHeight` may rise to 1 when it was the
    /// last.
    private func finishWalk(of input: UnsafeMutablePointer<NodeRecord>) {
        input.pointee.flags.remove(.unwalked)
        state.pointee.unwalkedInputCount -= 1
        if state.pointee.unwalkedInputCount == 0 && state.pointee.settledHeight < 1 {
            state.pointee.settledHeight = 1
        }
    }

    /// During `recomputeChangedInputs`, when a rule it re-runs reads a rule: walks what the round
    /// has yet to walk of the unwalked inputs — the rest of the current input's dependents, and the
    /// inputs listed after it — marking their observed rules of height 1 not yet re-run `dirty`,
    /// as the writes would have. The read then sees those rules stale, exactly as if the writes had
    /// walked them, and the round goes on as for walked inputs.
    func catchUpUnwalkedInputs() {
        let state = self.state
        let round = state.pointee.roundStamp
        var position = state.pointee.roundPosition
        while position < state.pointee.changedInputCount && state.pointee.unwalkedInputCount > 0 {
            let inputRecord = node(state.pointee.changedInputs[position])
            let isCurrent = position == state.pointee.roundPosition
            position += 1
            guard inputRecord.pointee.flags.isSuperset(of: [.input, .unwalked]) else { continue }
            var current = isCurrent ? state.pointee.roundNextLink : inputRecord.pointee.firstDependent
            while current >= 0 {
                let dependent = link(current).pointee.dependent
                let record = node(dependent)
                let mask: NodeFlags = [.rule, .observed, .dirty, .evaluating, .queuedForRecompute, .free]
                if record.pointee.flags.intersection(mask) == [.rule, .observed] {
                    let isDone = round != 0 && record.pointee.readStamp == round
                    if !isDone { record.pointee.flags.insert(.dirty) }
                } else {
                    announceLate(dependent, record, isWalked: false)
                }
                current = link(current).pointee.nextDependent
            }
            finishWalk(of: inputRecord)
        }
    }

    /// The rarer dependents of a written input, met by the recompute: what the write told them, or
    /// would have told them had it walked them (`isWalked` false).
    ///
    /// A rule that stopped being observed since the write (its observer was removed in the batch)
    /// is lazy now: it is marked stale, and so are the rules over it, which the write did not reach.
    /// Unwalked, a clean observed rule waiting in the queue (cleaned out of order) is made dirty
    /// again, and a lazy rule that first read the input after the write, having read its new value,
    /// is marked anyway: it re-runs once more when read, to the same result.
    private func announceLate(_ dependent: Int32, _ record: UnsafeMutablePointer<NodeRecord>, isWalked: Bool)
    {
        let flags = record.pointee.flags
        guard flags.contains(.rule) && flags.isDisjoint(with: [.evaluating, .free]) else { return }
        // Walked, a dirty dependent was told (or deferred); a clean one read the input since.
        guard !isWalked || flags.contains(.dirty) else { return }
        if flags.contains(.observed) {
            if !isWalked { record.pointee.flags = flags.union(.dirty) }
        } else {
            record.pointee.flags = flags.union(.dirty)
            // (Pending, its dependents were marked with it. Walked, a rule told at the write was
            // marked with its dependents too: the walk stops at once, at stale nodes.)
            if !flags.contains(.pending) && record.pointee.firstDependent >= 0 {
                propagatePending(from: dependent)
            }
        }
    }

    /// Queues the deferred dependents of a written input that is being removed, so that they do
    /// not wait for it. (Those of an input written without a walk are clean: the removal's
    /// notification queues them.)
    func queueDeferredDependents(of input: Int32) {
        let inputRecord = node(input)
        if inputRecord.pointee.flags.contains(.unwalked) { finishWalk(of: inputRecord) }
        inputRecord.pointee.flags.remove(.queuedForRecompute)
        var current = inputRecord.pointee.firstDependent
        while current >= 0 {
            let dependent = link(current).pointee.dependent
            let record = node(dependent)
            let mask: NodeFlags = [.rule, .observed, .dirty, .evaluating, .queuedForRecompute, .free]
            if record.pointee.flags.intersection(mask) == [.rule, .observed, .dirty] {
                record.pointee.flags.insert(.queuedForRecompute)
                queueForRecompute(dependent, record)
            }
            current = link(current).pointee.nextDependent
        }
    }
}
