extension AttributeGraph {
    /// Records an error and hands it to ``errorHandler``.
    func report(_ error: GraphError) {
        if reportedErrors.count == 100 { reportedErrors.removeFirst() }
        reportedErrors.append(error)
        errorHandler?(error)
    }

    /// Forgets the errors kept in ``reportedErrors``.
    public func clearReportedErrors() { reportedErrors.removeAll() }

    /// The name used in messages: the label, or the role and slot (`rule#12`).
    func name(of index: Int32) -> String {
        if let label = state.pointee.labels[index], !label.isEmpty { return label }
        let flags = node(index).pointee.flags
        let role = flags.contains(.input) ? "input" : flags.contains(.rule) ? "rule" : "observer"
        return "\(role)#\(index)"
    }

    func staleName(_ id: AttributeID) -> String {
        if let label = state.pointee.removedLabels[id] { return "'\(label)' \(id)" }
        return "\(id)"
    }

    /// Stops the program for a use of a removed attribute, naming it and the remedy.
    func staleHandleFailure(_ id: AttributeID, _ use: StaleHandleUse) -> Never {
        let error = GraphError.staleHandle(staleName(id))
        report(error)
        misuse("\(error) \(use.explanation)")
    }

    /// The value a cyclic read yields: the previous value or the seed, after reporting the cycle.
    /// Stops the program when the rule has neither (``value(of:)`` throws instead).
    @usableFromInline
    func cycleValue<Value>(_ id: AttributeID, as type: Value.Type) -> Value {
        let index = Int32(id.index)
        let labels = cycleLabels(closingAt: index)
        report(.cycle(labels))
        noteCyclicRead()
        let record = node(index)
        guard record.pointee.flags.hasInitializedValue else {
            misuse(
                "\(GraphError.cycle(labels)), and \(labels[0]) has neither a previous value nor a seed; "
                    + "create it with rule(initial:) or read it with value(of:), which throws instead")
        }
        return ValueSlot<Value>.pointer(record).pointee
    }

    /// Remembers the rule making a cyclic read: it computes with a stand-in value (or a fallback of
    /// its own), so it must re-run once the cycle's evaluations are over.
    func noteCyclicRead() {
        guard state.pointee.frameCount > 0 else { return }
        let reader = state.pointee.frames[state.pointee.frameCount - 1].node
        state.pointee.cyclicReaders.append(
            AttributeID(index: reader, generation: node(reader).pointee.generation))
    }

    /// Marks every rule that read through a cycle `dirty` and its dependents `pending`, so the next
    /// read re-runs the cycle once — giving correct values once it is broken, and reporting it again
    /// while it lasts — instead of keeping values computed from stand-ins. Called after an
    /// observer runs, and when the outermost read or a flush ends.
    func markCyclicReadersStale() {
        let readers = state.pointee.cyclicReaders
        state.pointee.cyclicReaders.removeAll(keepingCapacity: true)
        for id in readers where isLive(id) {
            let index = Int32(id.index)
            let record = node(index)
            let wasStale = !record.pointee.flags.isDisjoint(with: .stale)
            record.pointee.flags.insert(.dirty)
            // A stale node's dependents are already stale. Observed rules reached are parked
            // `pending` like the rest, not queued for recompute: that would run the cycle again at
            // once; a read (or a write that reaches their observers) runs it.
            if !wasStale { propagatePending(from: index) }
        }
    }

    /// The labels of the cycle a read of `index` closes, starting and ending with it.
    func cycleLabels(closingAt index: Int32) -> [String] {
        cyclePath(closingAt: index).map { name(of: $0) }
    }

    /// The nodes of the cycle a read of `index` closes, starting and ending with it: the evaluations
    /// since `index` began evaluating, or, when `index` is being dirty-checked (checks keep no
    /// frames, to stay cheap), the evaluations running below it.
    private func cyclePath(closingAt index: Int32) -> [Int32] {
        let frames = activeFrames
        if let start = frames.lastIndex(of: index) { return Array(frames[start...]) + [index] }
        var below = Set<Int32>()
        var pending = [index]
        while let next = pending.popLast() {
            var current = node(next).pointee.firstInput
            while current >= 0 {
                let input = link(current).pointee.input
                if below.insert(input).inserted { pending.append(input) }
                current = link(current).pointee.nextInput
            }
        }
        return [index] + frames.filter(below.contains) + [index]
    }
}

/// How a removed attribute was used, for the message that stops the program.
enum StaleHandleUse {
    case read, write, inputs

    /// What happened and the remedy.
    var explanation: String {
        switch self {
        case .read:
            "(read through the subscript after its subgraph was removed); check isValid(_:) before "
                + "reading, or read it with value(of:), which throws GraphError.staleHandle instead"
        case .write: "(written after its subgraph was removed); check isValid(_:) before writing"
        case .inputs: "(passed to inputs(of:) after its subgraph was removed); check isValid(_:) first"
        }
    }
}

/// Stops the program for a misuse of the graph with `message`, prefixed with `AttributeGraph: `.
///
/// `fatalError`, not `preconditionFailure`: an optimized build drops a precondition's message and
/// prints only "precondition failure", while these messages name the attribute and the remedy.
func misuse(_ message: String) -> Never {
    fatalError("AttributeGraph: " + message)
}
