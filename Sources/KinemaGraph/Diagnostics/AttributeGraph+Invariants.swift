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
        let parked = Set(state.pointee.parkedObservers.lazy.filter(isLive).map { Int32($0.index) })
        var live = 0
        var links = 0
        for index in 0..<state.pointee.slotCount {
            let record = node(index).pointee
            if record.flags.contains(.free) {
                precondition(
                    record.firstDependent < 0 && record.lastDependent < 0, "free slot \(index) has dependents"
                )
                continue
            }
            live += 1
            let role = record.flags.intersection([.input, .rule, .observer])
            precondition(
                [.input, .rule, .observer].contains(role), "\(name(of: index)) has role bits \(role.rawValue)"
            )
            if record.flags.contains(.input) {
                precondition(record.firstInput < 0, "input \(name(of: index)) has inputs")
            }
            if record.flags.contains(.observer) {
                precondition(record.firstDependent < 0, "observer \(name(of: index)) has dependents")
            }
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

    /// Checks one node of an idle graph: nothing evaluating or being checked; outside a batch,
    /// nothing queued, and an observer that is stale or has never run is parked.
    private func checkIdle(_ index: Int32, parked: Set<Int32>) {
        let flags = node(index).pointee.flags
        precondition(flags.isDisjoint(with: .active), "\(name(of: index)) is active while idle")
        guard state.pointee.batchDepth == 0 else { return }
        precondition(!flags.contains(.queued), "\(name(of: index)) is queued while idle")
        if flags.contains(.observer) && (!flags.isDisjoint(with: .stale) || !flags.contains(.hasValue)) {
            precondition(
                parked.contains(index), "observer \(name(of: index)) is stale while idle but not parked")
        }
    }

    /// Checks one node's input list; returns its length.
    private func checkInputList(of index: Int32) -> Int {
        var seen = Set<Int32>()
        var previous: Int32 = -1
        var current = node(index).pointee.firstInput
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
            if !input.flags.isDisjoint(with: .stale) && state.pointee.depth == 0 {
                precondition(
                    !node(index).pointee.flags.isDisjoint(with: .stale),
                    "\(name(of: record.input)) is stale but its dependent \(name(of: index)) is not")
            }
            previous = current
            current = record.nextInput
            count += 1
        }
        return count
    }

    private func checkDependentList(of index: Int32) {
        var previous: Int32 = -1
        var current = node(index).pointee.firstDependent
        while current >= 0 {
            let record = link(current).pointee
            precondition(
                record.input == index,
                "link \(current) in \(name(of: index))'s dependents names another input")
            precondition(
                record.previousDependent == previous, "link \(current) has a broken previousDependent")
            previous = current
            current = record.nextDependent
        }
        precondition(
            node(index).pointee.lastDependent == previous, "\(name(of: index)) has a wrong lastDependent")
    }
}
