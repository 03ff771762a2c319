// The typed halves of each node family, erased into NodeKind so that propagation stays untyped.

extension AttributeGraph {
    static func inputKind<Value>(
        _ type: Value.Type, isEqual: ((UnsafeMutablePointer<Value>, UnsafeRawPointer) -> Bool)?
    ) -> NodeKind {
        let hasCustomComparison = isEqual == nil
        let compare: (UnsafeMutablePointer<NodeRecord>, UnsafeRawPointer) -> Bool
        if let isEqual {
            compare = { node, new in isEqual(ValueSlot<Value>.pointer(node), new) }
        } else {
            compare = { node, new in
                ClosureSlot<InputComparison<Value>>.pointer(node).pointee(
                    ValueSlot<Value>.pointer(node).pointee, new.assumingMemoryBound(to: Value.self).pointee)
            }
        }
        return NodeKind(
            typeName: "\(Value.self)", role: .input,
            evaluate: { _, _ in false },
            isEqualToStored: compare,
            destroy: { node in
                if hasCustomComparison { ClosureSlot<InputComparison<Value>>.destroy(node) }
                ValueSlot<Value>.destroy(node, isInitialized: true)
            },
            describe: { node in describeValue(ValueSlot<Value>.pointer(node).pointee) })
    }

    @usableFromInline
    static func ruleKind<Value>(
        _ type: Value.Type, hasCustomComparison: Bool,
        evaluate: @escaping (AttributeGraph, UnsafeMutablePointer<NodeRecord>) -> Bool
    ) -> NodeKind {
        NodeKind(
            typeName: "\(Value.self)", role: .rule, evaluate: evaluate,
            isEqualToStored: { _, _ in false },
            destroy: { node in
                if hasCustomComparison {
                    let cell = ClosureSlot<UnsafeMutablePointer<ComparingRuleBody<Value>>>.pointer(node)
                        .pointee
                    cell.deinitialize(count: 1)
                    cell.deallocate()
                } else {
                    ClosureSlot<RuleBody<Value>>.destroy(node)
                }
                ValueSlot<Value>.destroy(node, isInitialized: node.pointee.flags.hasInitializedValue)
            },
            describe: { node in
                node.pointee.flags.hasInitializedValue
                    ? describeValue(ValueSlot<Value>.pointer(node).pointee) : "—"
            },
            storesWord: !hasCustomComparison && isWord(Value.self))
    }

    /// Whether `type` is a 64-bit integer type: its `==` is bitwise equality and its layout that
    /// of `UInt64` (see `evaluateWordRule`).
    static func isWord<Value>(_ type: Value.Type) -> Bool {
        type == Int.self || type == UInt.self || type == Int64.self || type == UInt64.self
    }

    static func observerKind() -> NodeKind {
        NodeKind(
            typeName: "Void", role: .observer,
            evaluate: { graph, node in
                ClosureSlot<ObserverBody>.pointer(node).pointee(graph)
                return true
            },
            isEqualToStored: { _, _ in false },
            destroy: { node in ClosureSlot<ObserverBody>.destroy(node) },
            describe: { _ in "" })
    }

    @inlinable @inline(__always)
    static func evaluateEquatableRule<Value: Equatable>(
        _ graph: AttributeGraph, _ node: UnsafeMutablePointer<NodeRecord>, as _: Value.Type
    ) -> Bool {
        let value = ClosureSlot<RuleBody<Value>>.pointer(node).pointee(graph)
        return store(value, in: node) { $0 == $1 }
    }

    @inlinable @inline(__always)
    static func evaluateCustomRule<Value>(
        _ graph: AttributeGraph, _ node: UnsafeMutablePointer<NodeRecord>, as _: Value.Type
    ) -> Bool {
        let cell = ClosureSlot<UnsafeMutablePointer<ComparingRuleBody<Value>>>.pointer(node).pointee
        return cell.pointee.evaluate(graph, into: node)
    }

    /// Stores a rule's new result; false (a cut-off) when it equals the previous one.
    @inlinable
    static func store<Value>(
        _ value: Value, in node: UnsafeMutablePointer<NodeRecord>, isEqual: (Value, Value) -> Bool
    ) -> Bool {
        let flags = node.pointee.flags
        if flags.contains(.hasValue) {
            let slot = ValueSlot<Value>.pointer(node)
            if isEqual(slot.pointee, value) { return false }
            slot.pointee = value
        } else if flags.contains(.seeded) {
            // The first result replaces the seed whatever it is: the seed was never a result.
            ValueSlot<Value>.pointer(node).pointee = value
            node.pointee.flags = flags.subtracting(.seeded).union(.hasValue)
        } else {
            ValueSlot<Value>.initialize(node, to: value)
            node.pointee.flags.insert(.hasValue)
        }
        return true
    }

    static func describeValue<Value>(_ value: Value) -> String {
        let text = String(describing: value)
        return text.count <= 40 ? text : String(text.prefix(39)) + "…"
    }
}
