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

    func staleHandleFailure(_ id: AttributeID) -> Never {
        let message = GraphError.staleHandle(staleName(id))
        report(message)
        preconditionFailure("AttributeGraph: \(message)")
    }

    /// The value a cyclic read yields: the previous value, after reporting the cycle.
    @usableFromInline
    func cycleValue<Value>(_ id: AttributeID, as type: Value.Type) -> Value {
        let index = Int32(id.index)
        let labels = cyclePath(closingAt: index).map { name(of: $0) }
        report(.cycle(labels))
        let record = node(index)
        precondition(
            record.pointee.flags.contains(.hasValue),
            "AttributeGraph: \(GraphError.cycle(labels)), and \(labels[0]) has no previous value")
        return ValueSlot<Value>.pointer(record).pointee
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
