// Dependency recording while a closure runs: links are reused in read order, so an evaluation that
// reads the same inputs as last time allocates nothing; repeated reads of one input are recorded once.

extension AttributeGraph {
    /// Records that the node being evaluated read `input`.
    @inline(__always)
    func recordDependency(on input: Int32) {
        let dependent = state.pointee.tracking
        guard dependent >= 0 else { return }
        let stamp = state.pointee.trackingStamp
        let inputRecord = node(input)
        let seen = inputRecord.pointee.readStamp
        if seen == stamp { return }
        // The usual case, inlined into every read: the stamps can be trusted (the input was not
        // read yet in this evaluation) and the read repeats the previous evaluation's read here.
        if seen < stamp && stamp < state.pointee.nextStamp {
            let dependentRecord = node(dependent)
            let last = dependentRecord.pointee.lastInput
            let next = last >= 0 ? link(last).pointee.nextInput : dependentRecord.pointee.firstInput
            if next >= 0 && link(next).pointee.input == input {
                inputRecord.pointee.readStamp = stamp
                dependentRecord.pointee.lastInput = next
                return
            }
        }
        recordChangedDependency(on: input, by: dependent, stamp: stamp)
    }

    /// The rest of ``recordDependency(on:)``: a read whose stamp cannot be trusted, or that differs
    /// from the previous evaluation's read at this position.
    @inline(never)
    private func recordChangedDependency(on input: Int32, by dependent: Int32, stamp: UInt32) {
        let inputRecord = node(input)
        let seen = inputRecord.pointee.readStamp
        let dependentRecord = node(dependent)
        let last = dependentRecord.pointee.lastInput
        // A nested evaluation re-stamped this input after ours began, or the stamps were reset
        // since ours began (our stamp is then ahead of the counter, unless one outermost evaluation
        // nested ~2³² evaluations, more than a graph can hold nodes): look for it among ours.
        if seen > stamp || stamp >= state.pointee.nextStamp,
            isRecorded(input, through: last, of: dependentRecord)
        {
            inputRecord.pointee.readStamp = stamp
            return
        }
        inputRecord.pointee.readStamp = stamp
        let next = last >= 0 ? link(last).pointee.nextInput : dependentRecord.pointee.firstInput
        if next >= 0 && link(next).pointee.input == input {
            dependentRecord.pointee.lastInput = next
            return
        }
        insertLink(from: input, to: dependent, after: last, before: next)
    }

    private func isRecorded(
        _ input: Int32, through last: Int32, of dependent: UnsafeMutablePointer<NodeRecord>
    ) -> Bool {
        guard last >= 0 else { return false }
        var current = dependent.pointee.firstInput
        while current >= 0 {
            if link(current).pointee.input == input { return true }
            if current == last { return false }
            current = link(current).pointee.nextInput
        }
        return false
    }

    private func insertLink(from input: Int32, to dependent: Int32, after last: Int32, before next: Int32) {
        let new = allocateLink()
        let inputRecord = node(input)
        let dependentRecord = node(dependent)
        let previousDependent = inputRecord.pointee.lastDependent
        link(new).pointee = LinkRecord(
            input: input, dependent: dependent, previousInput: last, nextInput: next,
            previousDependent: previousDependent, nextDependent: -1)
        if last >= 0 { link(last).pointee.nextInput = new } else { dependentRecord.pointee.firstInput = new }
        if next >= 0 { link(next).pointee.previousInput = new }
        dependentRecord.pointee.lastInput = new
        if previousDependent >= 0 {
            link(previousDependent).pointee.nextDependent = new
        } else {
            inputRecord.pointee.firstDependent = new
        }
        inputRecord.pointee.lastDependent = new
    }

    /// Unlinks the inputs recorded last time but not read in the evaluation that just ended.
    func purgeStaleInputs(of index: Int32) {
        let record = node(index)
        let last = record.pointee.lastInput
        var current: Int32
        if last >= 0 {
            current = link(last).pointee.nextInput
            link(last).pointee.nextInput = -1
        } else {
            current = record.pointee.firstInput
            record.pointee.firstInput = -1
        }
        while current >= 0 {
            let next = link(current).pointee.nextInput
            detachFromInput(current)
            releaseLink(current)
            current = next
        }
    }

    /// Removes a link from its input's list of dependents.
    func detachFromInput(_ index: Int32) {
        let record = link(index).pointee
        let input = node(record.input)
        if record.previousDependent >= 0 {
            link(record.previousDependent).pointee.nextDependent = record.nextDependent
        } else {
            input.pointee.firstDependent = record.nextDependent
        }
        if record.nextDependent >= 0 {
            link(record.nextDependent).pointee.previousDependent = record.previousDependent
        } else {
            input.pointee.lastDependent = record.previousDependent
        }
    }

    /// Removes a link from its dependent's list of inputs.
    func detachFromDependent(_ index: Int32) {
        let record = link(index).pointee
        let dependent = node(record.dependent)
        if record.previousInput >= 0 {
            link(record.previousInput).pointee.nextInput = record.nextInput
        } else {
            dependent.pointee.firstInput = record.nextInput
        }
        if record.nextInput >= 0 {
            link(record.nextInput).pointee.previousInput = record.previousInput
        }
        if dependent.pointee.lastInput == index { dependent.pointee.lastInput = record.previousInput }
    }

    /// Unlinks every edge of a node being removed.
    func unlinkAll(_ index: Int32) {
        let record = node(index)
        var current = record.pointee.firstInput
        while current >= 0 {
            let next = link(current).pointee.nextInput
            detachFromInput(current)
            releaseLink(current)
            current = next
        }
        current = record.pointee.firstDependent
        while current >= 0 {
            let next = link(current).pointee.nextDependent
            detachFromDependent(current)
            releaseLink(current)
            current = next
        }
        record.pointee.firstInput = -1
        record.pointee.lastInput = -1
        record.pointee.firstDependent = -1
        record.pointee.lastDependent = -1
    }

    /// The stamp from which an outermost evaluation resets the read stamps: 2²⁴ stamps of headroom
    /// for the evaluations nested inside one outermost evaluation.
    static var readStampResetThreshold: UInt32 { UInt32.max - (1 << 24) }

    /// Forgets every read stamp when the stamp counter is about to wrap (once per ~2³² evaluations).
    func resetReadStamps() {
        for index in 0..<state.pointee.slotCount { node(index).pointee.readStamp = 0 }
        state.pointee.nextStamp = 1
    }

    /// Test hook: moves the read-stamp counter, so that tests can force the wrap.
    func setNextReadStamp(_ stamp: UInt32) {
        state.pointee.nextStamp = stamp
    }
}
