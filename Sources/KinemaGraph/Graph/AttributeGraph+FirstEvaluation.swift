// The order of first evaluations once they nest deeply. A rule that reads a never-evaluated rule
// evaluates it there, nested on the native stack: a closure cannot be suspended while the rule it
// reads runs. Past `firstEvaluationDepthLimit` nested first evaluations, the graph evaluates other
// never-evaluated rules first, in the order that makes each one's reads find evaluated inputs, so a
// chain built either way round never grows the stack.
//
// Creation order is read off the slots: they are handed out in creation order until removals free
// some, so this is a heuristic — a wrong guess nests deeper, it computes nothing wrong. No order
// works for every graph without suspending closures: a chain whose creation order zigzags between
// its two ends defeats both directions.

extension AttributeGraph {
    /// Widens the ranges the fallbacks scan to a new rule's slot (a reused slot may lie below).
    func noteNewRule(_ index: Int32) {
        if index < state.pointee.firstEvaluationFloor { state.pointee.firstEvaluationFloor = index }
        if index > state.pointee.firstEvaluationCeiling { state.pointee.firstEvaluationCeiling = index }
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
        let reader = state.pointee.frames[state.pointee.frameCount - 1].node
        if target > reader {
            evaluateNewerRules(downTo: target)
        } else {
            evaluateOlderRules(upTo: target)
        }
    }

    /// Evaluates never-evaluated rules in the slots below `target`, lowest first.
    private func evaluateOlderRules(upTo target: Int32) {
        while state.pointee.firstEvaluationFloor < target {
            let slot = state.pointee.firstEvaluationFloor
            state.pointee.firstEvaluationFloor = slot + 1
            evaluateIfNeverEvaluated(slot)
        }
    }

    /// Evaluates never-evaluated rules in the slots above `target`, highest first.
    private func evaluateNewerRules(downTo target: Int32) {
        while state.pointee.firstEvaluationCeiling > target {
            let slot = state.pointee.firstEvaluationCeiling
            state.pointee.firstEvaluationCeiling = slot - 1
            evaluateIfNeverEvaluated(slot)
        }
    }

    private func evaluateIfNeverEvaluated(_ slot: Int32) {
        guard slot < state.pointee.slotCount else { return }
        let flags = node(slot).pointee.flags
        guard flags.contains(.rule), !flags.contains(.free), !flags.contains(.hasValue),
            flags.isDisjoint(with: .active)
        else { return }
        _ = evaluate(slot)
    }
}
