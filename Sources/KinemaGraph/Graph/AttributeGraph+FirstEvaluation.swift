// The order of first evaluations once they nest deeply. A rule that reads a never-evaluated rule
// evaluates it there, nested on the native stack: a closure cannot be suspended while the rule it
// reads runs. Past `firstEvaluationDepthLimit` nested first evaluations, the graph evaluates other
// never-evaluated rules first, in the order that makes each one's reads find evaluated inputs, so a
// chain built either way round never grows the stack.

extension AttributeGraph {
    /// Remembers a new rule for the ordered first evaluations.
    func noteUnevaluatedRule(_ index: Int32) {
        state.pointee.unevaluatedRules += 1
        let id = AttributeID(index: index, generation: node(index).pointee.generation)
        state.pointee.firstEvaluations.append(id)
        let count = state.pointee.firstEvaluations.count
        let isMostlyEvaluated = count >= 1024 && count > 2 * state.pointee.unevaluatedRules
        if isMostlyEvaluated && state.pointee.orderedEvaluations == 0 { compactFirstEvaluations() }
    }

    /// Forgets the list once every rule in it has a value.
    func noteFirstEvaluationDone() {
        if state.pointee.unevaluatedRules == 0 && !state.pointee.firstEvaluations.isEmpty
            && state.pointee.orderedEvaluations == 0
        {
            state.pointee.firstEvaluations = []
            state.pointee.firstEvaluationCursor = 0
        }
    }

    private func compactFirstEvaluations() {
        let cursor = state.pointee.firstEvaluationCursor
        let remaining = state.pointee.firstEvaluations[cursor...].filter { id in
            isLive(id) && !node(Int32(id.index)).pointee.flags.contains(.hasValue)
        }
        state.pointee.firstEvaluations = remaining
        state.pointee.firstEvaluationCursor = 0
    }

    /// Evaluates never-evaluated rules before `target`, which is read `firstEvaluationDepthLimit`
    /// first evaluations deep, so that `target`'s own evaluation finds its inputs evaluated.
    ///
    /// The direction follows the read: a rule reading an older rule (a chain built from its input
    /// up) gets the older rules evaluated oldest first; a rule reading a newer rule (built from its
    /// reader down) gets the newer rules evaluated newest first. Either way each evaluation reads
    /// rules evaluated just before it, so the stack stays at the limit whatever the chain's length.
    /// Rules are pure functions of what they read, so evaluating them early changes no result.
    func evaluateBeforeNesting(target: Int32) {
        state.pointee.orderedEvaluations += 1
        defer { state.pointee.orderedEvaluations -= 1 }
        let reader = state.pointee.frames[state.pointee.frameCount - 1]
        // Slots are handed out in creation order until removals free some: a heuristic only (a
        // wrong guess nests deeper, it does not compute anything wrong).
        if target > reader {
            evaluateNewerRules(downTo: target)
        } else {
            evaluateOlderRules(upTo: target)
        }
    }

    /// Evaluates never-evaluated rules in creation order until `target` is reached.
    private func evaluateOlderRules(upTo target: Int32) {
        while state.pointee.firstEvaluationCursor < state.pointee.firstEvaluations.count {
            let id = state.pointee.firstEvaluations[state.pointee.firstEvaluationCursor]
            if Int32(id.index) == target && isLive(id) { return }
            state.pointee.firstEvaluationCursor += 1
            evaluateIfNeverEvaluated(id)
        }
    }

    /// Evaluates never-evaluated rules created after `target`, newest first.
    private func evaluateNewerRules(downTo target: Int32) {
        let count = state.pointee.firstEvaluations.count
        var position = count
        while position > state.pointee.firstEvaluationCursor {
            position -= 1
            let id = state.pointee.firstEvaluations[position]
            if Int32(id.index) == target && isLive(id) { break }
            evaluateIfNeverEvaluated(id)
        }
        // Everything after the target is evaluated (or evaluating, below us): drop it, unless the
        // evaluations created rules, which were appended after the entries we walked.
        if state.pointee.firstEvaluations.count == count && position < count {
            state.pointee.firstEvaluations.removeSubrange((position + 1)...)
        }
    }

    private func evaluateIfNeverEvaluated(_ id: AttributeID) {
        guard isLive(id) else { return }
        let flags = node(Int32(id.index)).pointee.flags
        if flags.contains(.hasValue) || !flags.isDisjoint(with: .active) { return }
        _ = evaluate(Int32(id.index))
    }
}
