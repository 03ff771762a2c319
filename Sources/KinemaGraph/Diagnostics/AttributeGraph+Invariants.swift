extension AttributeGraph {
    /// Verifies the invariants listed on ``AttributeGraph``; stops the program naming the first one
    /// broken. Call it in tests after mutations.
    ///
    /// - Complexity: O(nodes + edges).
    public func checkInvariants() {
        let isIdle = state.pointee.depth == 0 && !state.pointee.isFlushing
        // Rules that read through a cycle are marked stale when the outermost read or flush ends.
        precondition(
            !isIdle || state.pointee.cyclicReaders.isEmpty,
            "\(state.pointee.cyclicReaders.count) rules read through a cycle but were not marked stale")
        precondition(state.pointee.depth > 0 || state.pointee.tracking == -1, "a read is tracked while idle")
        // The tracked frame is the untracked one below the stack, or a pushed frame.
        precondition(
            (-1..<state.pointee.frameCount).contains(state.pointee.tracking),
            "the tracked frame \(state.pointee.tracking) is not on the frame stack of \(state.pointee.frameCount)")
        let untracked = state.pointee.frames[-1]
        precondition(
            untracked.node == -1 && untracked.expected == -1,
            "the untracked frame was written: a read outside tracking would take the inlined path")
        precondition(
            state.pointee.frameCapacity <= state.pointee.frameReservation.capacity,
            "room for \(state.pointee.frameCapacity) frames' stamped links, but \(state.pointee.frameReservation.capacity) reserved")
        precondition(
            Int(state.pointee.slotCount) <= state.pointee.committedSlots
                && state.pointee.committedSlots <= state.pointee.reservation.capacity,
            "\(state.pointee.slotCount) slots handed out but \(state.pointee.committedSlots) committed")
        checkFrames()
        let queued = checkRecomputeQueue()
        let parked = Set(state.pointee.parkedObservers.lazy.filter(isLive).map { Int32($0.index) })
        var live = 0
        var links = 0
        for index in 0..<state.pointee.slotCount {
            let record = node(index).pointee
            if record.flags.contains(.free) {
                precondition(record.firstDependent < 0, "free slot \(index) has dependents")
                precondition(
                    queued.map { record.flags.contains(.queuedForRecompute) == $0.contains(index) } ?? true,
                    "free slot \(index) is queued for recompute but not in the queue, or the reverse")
                continue
            }
            live += 1
            let role = record.flags.intersection([.input, .rule, .observer])
            precondition(
                [.input, .rule, .observer].contains(role), "\(name(of: index)) has role bits \(role.rawValue)"
            )
            let storesWord = kind(of: node(index)).takeUnretainedValue().storesWord
            precondition(
                record.flags.contains(.wordResult) == (storesWord && record.flags.contains(.rule)),
                "\(name(of: index)) is flagged as a 64-bit integer rule, or is one and is not flagged")
            if record.flags.contains(.input) {
                precondition(record.firstInput < 0, "input \(name(of: index)) has inputs")
                precondition(record.height == 0, "input \(name(of: index)) has height \(record.height)")
            }
            if record.flags.contains(.observer) {
                precondition(record.firstDependent < 0, "observer \(name(of: index)) has dependents")
                precondition(record.flags.contains(.observed), "observer \(name(of: index)) is not observed")
            }
            precondition(
                queued.map { record.flags.contains(.queuedForRecompute) == $0.contains(index) } ?? true,
                "\(name(of: index)) is flagged queued for recompute but not in the queue, or the reverse")
            if isIdle { checkIdle(index, parked: parked) }
            links += checkInputList(of: index)
            checkDependentList(of: index)
        }
        precondition(
            live == state.pointee.liveNodes, "live node count \(state.pointee.liveNodes) but \(live) found")
        precondition(
            links == state.pointee.liveLinks, "live link count \(state.pointee.liveLinks) but \(links) found")
        for (position, subgraph) in state.pointee.subgraphs.enumerated() where subgraph.isLive {
            for child in subgraph.children {
                precondition(
                    state.pointee.subgraphs[Int(child)].isLive, "subgraph \(position) lists a removed child")
                precondition(
                    state.pointee.subgraphs[Int(child)].parent == UInt32(position),
                    "subgraph \(child) parent mismatch")
            }
        }
    }

    /// Checks the evaluations in progress (when called from inside a closure): each frame's cursor
    /// stands in its node's input list (`expected` follows `last`), and a frame that took a read
    /// stamp has stamped the inputs it read up to `stamped`, which is at or before `last` (a nested
    /// evaluation may have stamped them higher since; after a stamp reset, nothing is checked).
    private func checkFrames() {
        for position in 0..<state.pointee.frameCount {
            let frame = state.pointee.frames[position]
            let label = "frame \(position) (\(name(of: frame.node)))"
            let first = node(frame.node).pointee.firstInput
            let afterLast = frame.last >= 0 ? link(frame.last).pointee.nextInput : first
            precondition(frame.expected == afterLast, "\(label): the expected read does not follow the last")
            let checksStamps = frame.stamp != 0 && frame.stamp < state.pointee.nextStamp
            // (Set when the frame took its stamp; not before.)
            let stamped = checksStamps ? state.pointee.stampedLinks[position] : -1
            var isStamped = stamped >= 0
            var current = first
            var reachedLast = frame.last < 0
            while !reachedLast && current >= 0 {
                if isStamped {
                    precondition(
                        node(link(current).pointee.input).pointee.readStamp >= frame.stamp,
                        "\(label): a read up to the stamped link is not stamped")
                }
                if current == stamped { isStamped = false }
                reachedLast = current == frame.last
                current = link(current).pointee.nextInput
            }
            precondition(reachedLast, "\(label): the last read is not among its inputs")
            precondition(
                !checksStamps || !isStamped, "\(label): the stamped link is not among its reads")
        }
    }

    /// Checks the recompute queue's lists against its counters and the heights; returns its nodes
    /// (nil while a recompute works through a bucket it took off the queue).
    private func checkRecomputeQueue() -> Set<Int32>? {
        guard !state.pointee.isRecomputing else { return nil }
        var queued = Set<Int32>()
        for position in 0..<state.pointee.changedInputCount {
            let input = state.pointee.changedInputs[position]
            let flags = node(input).pointee.flags
            // A removed input's entry stays (unflagged) until the recompute skips it.
            // (A slot reused by another written input may be listed twice; the recompute expands
            // it once, since the first clears its flag.)
            if flags.isSuperset(of: [.input, .queuedForRecompute]) { queued.insert(input) }
        }
        let changedInputs = queued.count
        for height in 0..<state.pointee.recomputeCapacity {
            var current = state.pointee.recomputeHeads[height]
            var last: Int32 = -1
            precondition(
                current < 0 || height >= state.pointee.recomputeLowest,
                "height \(height) is queued below the lowest queued height \(state.pointee.recomputeLowest)")
            while current >= 0 {
                precondition(queued.insert(current).inserted, "slot \(current) is queued for recompute twice")
                let record = node(current).pointee
                precondition(
                    record.flags.contains(.free) || Int(record.height) >= height,
                    "\(name(of: current)) waits at height \(height), above its own \(record.height)")
                last = current
                current = record.recomputeNext
            }
            precondition(
                state.pointee.recomputeTails[height] == (last < 0 ? nil : node(last)),
                "height \(height) has a wrong tail")
        }
        precondition(
            queued.count - changedInputs == state.pointee.recomputeCount,
            "recompute count \(state.pointee.recomputeCount) but \(queued.count - changedInputs) queued")
        if queued.isEmpty && state.pointee.changedInputCount == 0 {
            precondition(
                state.pointee.settledHeight == Int32.max, "nothing is queued but the graph is unsettled")
        }
        return queued
    }

    /// Checks one node of an idle graph: nothing evaluating, checking or queued for recompute; a
    /// stale observed rule waits for a read (parked after a cycle), never silently; outside a batch,
    /// no observer is queued, and an observer that is stale or has never run is parked.
    private func checkIdle(_ index: Int32, parked: Set<Int32>) {
        let flags = node(index).pointee.flags
        precondition(flags.isDisjoint(with: .active), "\(name(of: index)) is active while idle")
        guard state.pointee.batchDepth == 0 else { return }
        precondition(
            !flags.contains(.queuedForRecompute), "\(name(of: index)) is queued for recompute while idle")
        precondition(!flags.contains(.queued), "\(name(of: index)) is queued while idle")
        precondition(state.pointee.changedInputCount == 0, "written inputs wait for a recompute while idle")
        if flags.contains(.observer) && (!flags.isDisjoint(with: .stale) || !flags.contains(.hasValue)) {
            precondition(
                parked.contains(index), "observer \(name(of: index)) is stale while idle but not parked")
        }
    }

    /// Checks one node's input list, heights and observation; returns its length.
    private func checkInputList(of index: Int32) -> Int {
        var seen = Set<Int32>()
        var previous: Int32 = -1
        let dependent = node(index).pointee
        var current = dependent.firstInput
        var count = 0
        while current >= 0 {
            let record = link(current).pointee
            precondition(
                record.dependent == index,
                "link \(current) in \(name(of: index))'s inputs names another dependent")
            precondition(record.previousInput == previous, "link \(current) has a broken previousInput")
            precondition(
                seen.insert(record.input).inserted,
                "\(name(of: index)) lists input \(name(of: record.input)) twice")
            let input = node(record.input).pointee
            precondition(!input.flags.contains(.free), "\(name(of: index)) reads a removed node")
            precondition(
                input.flags.contains(.hasValue),
                "\(name(of: index)) reads never-evaluated \(name(of: record.input))")
            precondition(
                dependent.height > input.height,
                "\(name(of: index)) (height \(dependent.height)) is not above its input "
                    + "\(name(of: record.input)) (height \(input.height))")
            if dependent.flags.contains(.observed) && input.flags.contains(.rule) {
                precondition(
                    input.flags.contains(.observed),
                    "observed \(name(of: index)) reads unobserved \(name(of: record.input))")
            }
            if !input.flags.isDisjoint(with: .stale) && state.pointee.depth == 0
                && state.pointee.changedInputCount == 0
            {
                precondition(
                    !dependent.flags.isDisjoint(with: .stale) || dependent.flags.contains(.queuedForRecompute)
                        || input.flags.contains(.queuedForRecompute),
                    "\(name(of: record.input)) is stale but its dependent \(name(of: index)) is not")
            }
            previous = current
            current = record.nextInput
            count += 1
        }
        return count
    }

    /// Checks one node's dependent list and its count of observed dependents (rules) or of
    /// dependents a write tells at once (inputs).
    private func checkDependentList(of index: Int32) {
        let record = node(index).pointee
        var previous: Int32 = -1
        var current = record.firstDependent
        var observed: UInt32 = 0
        var told: UInt32 = 0
        while current >= 0 {
            let entry = link(current).pointee
            precondition(
                entry.input == index,
                "link \(current) in \(name(of: index))'s dependents names another input")
            if previous >= 0 {
                precondition(
                    entry.previousDependent == previous, "link \(current) has a broken previousDependent")
            }
            if node(entry.dependent).pointee.flags.contains(.observed) { observed += 1 }
            if !isDeferredDependent(node(entry.dependent)) { told += 1 }
            previous = current
            current = entry.nextDependent
        }
        if record.firstDependent >= 0 {
            precondition(
                link(record.firstDependent).pointee.previousDependent == previous,
                "\(name(of: index))'s first dependent does not point to its last")
        }
        if record.flags.contains(.input) {
            precondition(
                record.toldDependents == told,
                "input \(name(of: index)) counts \(record.toldDependents) dependents a write tells but has \(told)"
            )
        } else {
            precondition(
                !record.flags.contains(.unwalked), "\(name(of: index)) is flagged unwalked but is no input")
        }
        precondition(
            !record.flags.contains(.unwalked) || record.flags.contains(.queuedForRecompute),
            "input \(name(of: index)) is flagged unwalked but is not listed for the recompute")
        guard record.flags.contains(.rule) else { return }
        precondition(
            record.observers == observed,
            "\(name(of: index)) counts \(record.observers) observed dependents but has \(observed)")
        precondition(
            record.flags.contains(.observed) == (observed > 0),
            "\(name(of: index)) is flagged \(observed > 0 ? "un" : "")observed but has \(observed) observed dependents"
        )
    }
}
