// Dependency recording while a closure runs: links are reused in read order, so an evaluation that
// reads the same inputs as last time allocates nothing; repeated reads of one input are recorded once.
// A new link keeps heights ordered (the dependent above the input) and observation counted.

extension AttributeGraph {
    /// Records that the node being evaluated read `input` (the reads ``trackedRead(_:)`` did not take).
    func recordDependency(on input: Int32) {
        let tracking = state.pointee.tracking
        guard tracking >= 0 else { return }
        let frame = state.pointee.frames + tracking
        let stamped = state.pointee.stampedLinks + tracking
        if frame.pointee.stamp == 0 {
            frame.pointee.stamp = takeStamp(outermost: tracking == 0)
            stamped.pointee = -1
        }
        let stamp = frame.pointee.stamp
        // The inlined reads stamped nothing: stamp them now, before the stamps decide.
        if stamped.pointee != frame.pointee.last { stampReads(of: frame, through: stamped) }
        let inputRecord = node(input)
        let seen = inputRecord.pointee.readStamp
        if seen == stamp { return }
        let expected = frame.pointee.expected
        if expected >= 0 && link(expected).pointee.input == input {
            inputRecord.pointee.readStamp = stamp
            frame.pointee.last = expected
            stamped.pointee = expected
            frame.pointee.expected = link(expected).pointee.nextInput
            return
        }
        // A nested evaluation re-stamped this input after ours took its stamp, or the stamps were
        // reset since (our stamp is then ahead of the counter, unless one outermost evaluation
        // nested ~2³² evaluations, more than a graph can hold nodes): look for it among ours.
        let dependent = frame.pointee.node
        if seen > stamp || stamp >= state.pointee.nextStamp,
            isRecorded(input, through: frame.pointee.last, of: dependent)
        {
            inputRecord.pointee.readStamp = stamp
            return
        }
        inputRecord.pointee.readStamp = stamp
        let new = insertLink(from: input, to: dependent, after: frame.pointee.last, before: expected)
        // (Frames never move: `frame` is still this evaluation's.)
        frame.pointee.last = new
        frame.pointee.expected = expected
        state.pointee.stampedLinks[tracking] = new
    }

    /// A new read stamp, higher than every stamp taken before (so a stamp higher than an
    /// evaluation's own was put there by an evaluation that took its stamp later: one nested in it).
    /// Stamps wrap between outermost evaluations, while no other stamp is live; a nesting that still
    /// exhausts the headroom resets mid-flight, and `recordDependency` then falls back to scanning.
    func takeStamp(outermost: Bool) -> UInt32 {
        var stamp = state.pointee.nextStamp
        // (0 means "none": reached only if `markPossiblyStale` took the last stamp before a wrap.)
        if stamp >= Self.readStampResetThreshold && (outermost || stamp == UInt32.max) || stamp == 0 {
            resetReadStamps()
            stamp = state.pointee.nextStamp
        }
        state.pointee.nextStamp = stamp &+ 1
        return stamp
    }

    /// Stamps the inputs of the links `frame` read after the link in `stamped` (from its first
    /// input when that is -1) up to its `last`, and moves `stamped` to `last` (the reads the
    /// inlined path took without stamping).
    private func stampReads(
        of frame: UnsafeMutablePointer<EvaluationFrame>, through stamped: UnsafeMutablePointer<Int32>
    ) {
        let last = frame.pointee.last
        let stamp = frame.pointee.stamp
        var current =
            stamped.pointee >= 0
            ? link(stamped.pointee).pointee.nextInput : node(frame.pointee.node).pointee.firstInput
        while current >= 0 {
            node(link(current).pointee.input).pointee.readStamp = stamp
            if current == last { break }
            current = link(current).pointee.nextInput
        }
        stamped.pointee = last
    }

    private func isRecorded(_ input: Int32, through last: Int32, of dependent: Int32) -> Bool {
        guard last >= 0 else { return false }
        var current = node(dependent).pointee.firstInput
        while current >= 0 {
            if link(current).pointee.input == input { return true }
            if current == last { return false }
            current = link(current).pointee.nextInput
        }
        return false
    }

    /// Inserts a link between `last` and `next` in `dependent`'s inputs and appends it to `input`'s
    /// dependents; raises `dependent` above `input`; counts `input` observed when `dependent` is.
    private func insertLink(
        from input: Int32, to dependent: Int32, after last: Int32, before next: Int32
    ) -> Int32 {
        let new = allocateLink()
        let inputRecord = node(input)
        let dependentRecord = node(dependent)
        link(new).pointee = LinkRecord(
            input: input, dependent: dependent, previousInput: last, nextInput: next,
            previousDependent: new, nextDependent: -1)
        if last >= 0 { link(last).pointee.nextInput = new } else { dependentRecord.pointee.firstInput = new }
        if next >= 0 { link(next).pointee.previousInput = new }
        let first = inputRecord.pointee.firstDependent
        if first < 0 {
            inputRecord.pointee.firstDependent = new
        } else {
            let tail = link(first).pointee.previousDependent
            link(tail).pointee.nextDependent = new
            link(new).pointee.previousDependent = tail
            link(first).pointee.previousDependent = new
        }
        if dependentRecord.pointee.height <= inputRecord.pointee.height {
            raiseHeight(of: dependent, above: inputRecord.pointee.height)
        }
        if inputRecord.pointee.flags.contains(.input) {
            if !isDeferredDependent(dependentRecord) { inputRecord.pointee.toldDependents &+= 1 }
        } else if dependentRecord.pointee.flags.contains(.observed) {
            addObserver(to: input)
        }
        return new
    }

    /// Unlinks the inputs recorded last time but not read in the evaluation that just ended: those
    /// after `last` (all of them when `last` is -1).
    // Out of line: only evaluations whose reads changed get here, and inlined into the hot loops
    // that evaluate it made them spill registers.
    @inline(never)
    func purgeInputs(of index: Int32, after last: Int32) {
        let record = node(index)
        let isObserved = record.pointee.flags.contains(.observed)
        let isTold = !isDeferredDependent(record)
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
            let input = link(current).pointee.input
            detachFromInput(current)
            releaseLink(current)
            forgetRead(of: input, isObserved: isObserved, isTold: isTold)
            current = next
        }
    }

    /// Uncounts a dependency of an observed (`isObserved`) or told (`isTold`) dependent on
    /// `input` that was just unlinked.
    @inline(__always)
    private func forgetRead(of input: Int32, isObserved: Bool, isTold: Bool) {
        let inputRecord = node(input)
        if inputRecord.pointee.flags.contains(.input) {
            if isTold { inputRecord.pointee.toldDependents &-= 1 }
        } else if isObserved {
            removeObserver(from: input)
        }
    }

    /// Whether a write to an input leaves this dependent to the recompute instead of telling it:
    /// an observed rule of height 1 (it reads only inputs), found again through the written input.
    @inline(__always)
    func isDeferredDependent(_ record: UnsafeMutablePointer<NodeRecord>) -> Bool {
        record.pointee.flags.intersection([.rule, .observed]) == [.rule, .observed]
            && record.pointee.height == 1
    }

    /// Removes a link from its input's list of dependents.
    func detachFromInput(_ index: Int32) {
        let record = link(index).pointee
        let input = node(record.input)
        let first = input.pointee.firstDependent
        if first == index {
            input.pointee.firstDependent = record.nextDependent
            // The new first inherits the pointer to the last (unless the list is now empty).
            if record.nextDependent >= 0 {
                link(record.nextDependent).pointee.previousDependent = record.previousDependent
            }
        } else {
            link(record.previousDependent).pointee.nextDependent = record.nextDependent
            if record.nextDependent >= 0 {
                link(record.nextDependent).pointee.previousDependent = record.previousDependent
            } else {
                link(first).pointee.previousDependent = record.previousDependent
            }
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
    }

    /// Unlinks every edge of a node being removed (its dependents were told first).
    func unlinkAll(_ index: Int32) {
        let record = node(index)
        let isObserved = record.pointee.flags.contains(.observed)
        let isTold = !isDeferredDependent(record)
        var current = record.pointee.firstInput
        while current >= 0 {
            let next = link(current).pointee.nextInput
            let input = link(current).pointee.input
            detachFromInput(current)
            releaseLink(current)
            forgetRead(of: input, isObserved: isObserved, isTold: isTold)
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
        record.pointee.firstDependent = -1
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
