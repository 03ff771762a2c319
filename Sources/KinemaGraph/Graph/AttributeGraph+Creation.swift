extension AttributeGraph {
    /// Creates an input holding `initial`; writing an equal value later is cut off.
    ///
    /// - Complexity: amortised O(1).
    public func input<Value: Equatable>(
        _ initial: Value, label: String = "", in subgraph: Subgraph? = nil
    ) -> Attribute<Value> {
        let kind = registerKind(Value.self, role: .input, custom: false) {
            Self.inputKind(Value.self, isEqual: { stored, new in stored.pointee == new.load(as: Value.self) })
        }
        return makeInput(initial, kind: kind, label: label, subgraph: subgraph)
    }

    /// Creates an input holding `initial`, cutting off writes for which `isEqual(old, new)` is true.
    public func input<Value>(
        _ initial: Value, label: String = "", in subgraph: Subgraph? = nil,
        isEqual: @escaping (Value, Value) -> Bool
    ) -> Attribute<Value> {
        let kind = registerKind(Value.self, role: .input, custom: true) {
            Self.inputKind(Value.self, isEqual: nil)
        }
        let attribute = makeInput(initial, kind: kind, label: label, subgraph: subgraph)
        ClosureSlot<InputComparison<Value>>.initialize(
            node(Int32(attribute.id.index)), to: InputComparison(isEqual))
        return attribute
    }

    /// Creates a rule: a cached value computed by `compute` from what it reads, re-run lazily when a
    /// read attribute changed. A result equal to the previous one stops propagation.
    ///
    /// ```swift
    /// let total = graph.rule(label: "total") { graph in graph[price] * graph[quantity] }
    /// ```
    @inlinable
    public func rule<Value: Equatable>(
        label: String = "", in subgraph: Subgraph? = nil,
        _ compute: @escaping (AttributeGraph) -> Value
    ) -> Attribute<Value> {
        equatableRule(seed: nil, label: label, subgraph: subgraph, compute)
    }

    /// Creates a rule with a seed: a read that closes a cycle before the rule produced its first
    /// value yields `seed` (and reports ``GraphError/cycle(_:)``) instead of stopping the program.
    ///
    /// The seed is never the rule's result: the first evaluation replaces it. Give a seed to rules
    /// that can be read through a cycle during their first evaluation.
    ///
    /// ```swift
    /// let width = graph.rule(initial: 0, label: "width") { graph in graph[height] * 2 }
    /// ```
    @inlinable
    public func rule<Value: Equatable>(
        initial seed: Value, label: String = "", in subgraph: Subgraph? = nil,
        _ compute: @escaping (AttributeGraph) -> Value
    ) -> Attribute<Value> {
        equatableRule(seed: seed, label: label, subgraph: subgraph, compute)
    }

    /// Creates a rule whose results are compared with `isEqual` (for values that are not
    /// `Equatable`, or to cut off on a coarser equality).
    @inlinable
    public func rule<Value>(
        label: String = "", in subgraph: Subgraph? = nil,
        isEqual: @escaping (Value, Value) -> Bool,
        _ compute: @escaping (AttributeGraph) -> Value
    ) -> Attribute<Value> {
        comparingRule(seed: nil, label: label, subgraph: subgraph, isEqual: isEqual, compute)
    }

    /// Creates a rule compared with `isEqual` whose cyclic reads before its first value yield `seed`
    /// (see ``rule(initial:label:in:_:)``).
    @inlinable
    public func rule<Value>(
        initial seed: Value, label: String = "", in subgraph: Subgraph? = nil,
        isEqual: @escaping (Value, Value) -> Bool,
        _ compute: @escaping (AttributeGraph) -> Value
    ) -> Attribute<Value> {
        comparingRule(seed: seed, label: label, subgraph: subgraph, isEqual: isEqual, compute)
    }

    @inlinable
    func equatableRule<Value: Equatable>(
        seed: Value?, label: String, subgraph: Subgraph?, _ compute: @escaping (AttributeGraph) -> Value
    ) -> Attribute<Value> {
        // Written inline so the evaluation entry point is specialised for `Value` in the caller.
        let id = makeRule(
            label: label, subgraph: subgraph, seed: seed, hasCustomComparison: false,
            evaluate: { graph, node in Self.evaluateEquatableRule(graph, node, as: Value.self) }
        ) { node in
            ClosureSlot<RuleBody<Value>>.initialize(node, to: RuleBody(compute))
        }
        return Attribute(id: id)
    }

    @inlinable
    func comparingRule<Value>(
        seed: Value?, label: String, subgraph: Subgraph?, isEqual: @escaping (Value, Value) -> Bool,
        _ compute: @escaping (AttributeGraph) -> Value
    ) -> Attribute<Value> {
        let id = makeRule(
            label: label, subgraph: subgraph, seed: seed, hasCustomComparison: true,
            evaluate: { graph, node in Self.evaluateCustomRule(graph, node, as: Value.self) }
        ) { node in
            let cell = UnsafeMutablePointer<ComparingRuleBody<Value>>.allocate(capacity: 1)
            cell.initialize(to: ComparingRuleBody(compute: compute, isEqual: isEqual))
            ClosureSlot<UnsafeMutablePointer<ComparingRuleBody<Value>>>.initialize(node, to: cell)
        }
        return Attribute(id: id)
    }

    /// Allocates a rule node of `Value`, registering its kind on first use, stores the seed if any,
    /// and lets the caller initialise its closure slot.
    @usableFromInline
    func makeRule<Value>(
        label: String, subgraph: Subgraph?, seed: Value?, hasCustomComparison: Bool,
        evaluate: @escaping (AttributeGraph, UnsafeMutablePointer<NodeRecord>) -> Bool,
        initializeClosure: (UnsafeMutablePointer<NodeRecord>) -> Void
    ) -> AttributeID {
        let kind = registerKind(Value.self, role: .rule, custom: hasCustomComparison) {
            Self.ruleKind(Value.self, hasCustomComparison: hasCustomComparison, evaluate: evaluate)
        }
        let storesWord = state.pointee.kinds[Int(kind)]._withUnsafeGuaranteedRef { $0.storesWord }
        let index = makeNode(
            flags: storesWord ? [.rule, .wordResult] : .rule, kind: kind, label: label, subgraph: subgraph)
        ValueSlot<Value>.prepare(node(index))
        if let seed {
            ValueSlot<Value>.initialize(node(index), to: seed)
            node(index).pointee.flags.insert(.seeded)
        }
        initializeClosure(node(index))
        noteNewRule(index)
        return AttributeID(index: index, generation: node(index).pointee.generation)
    }

    /// Creates an observer: an effect that runs now (or at the end of the current batch) and again
    /// after every batch of writes that changed something it read.
    ///
    /// Observers run once per flush, in the order writes reached them, after every write of the
    /// batch, so they never see a half-updated graph. They may write inputs; that schedules another
    /// round of the same flush.
    @discardableResult
    public func observer(
        label: String = "", in subgraph: Subgraph? = nil,
        _ effect: @escaping (AttributeGraph) -> Void
    ) -> ObserverHandle {
        let kind = registerKind(Void.self, role: .observer, custom: false) { Self.observerKind() }
        let index = makeNode(flags: [.observer, .observed], kind: kind, label: label, subgraph: subgraph)
        ClosureSlot<ObserverBody>.initialize(node(index), to: ObserverBody(effect))
        state.pointee.observerCount += 1
        enqueue(index)
        flushIfIdle()
        return ObserverHandle(id: AttributeID(index: index, generation: node(index).pointee.generation))
    }

    private func makeInput<Value>(
        _ initial: Value, kind: UInt16, label: String, subgraph: Subgraph?
    ) -> Attribute<Value> {
        let index = makeNode(flags: [.input, .hasValue], kind: kind, label: label, subgraph: subgraph)
        ValueSlot<Value>.prepare(node(index))
        ValueSlot<Value>.initialize(node(index), to: initial)
        return Attribute(id: AttributeID(index: index, generation: node(index).pointee.generation))
    }

    private func makeNode(flags: NodeFlags, kind: UInt16, label: String, subgraph: Subgraph?) -> Int32 {
        if let subgraph, !isLive(subgraph) {
            misuse("cannot add '\(label)' to \(subgraph), which was removed; check isLive(_:) first")
        }
        let index = allocateNode(flags: flags, kind: kind)
        if !label.isEmpty { state.pointee.labels[index] = label }
        if let subgraph {
            let id = AttributeID(index: index, generation: node(index).pointee.generation)
            state.pointee.subgraphs[Int(subgraph.index)].members.append(id)
        }
        return index
    }

    private func registerKind<Value>(
        _ type: Value.Type, role: NodeFlags, custom: Bool, _ make: () -> NodeKind
    ) -> UInt16 {
        let key = NodeKindKey(type: ObjectIdentifier(type), role: role.rawValue, hasCustomComparison: custom)
        // Graphs are usually built in runs of one kind; skip hashing for a repeat.
        if let last = state.pointee.lastKind, last.key == key { return last.kind }
        let kind: UInt16
        if let known = state.pointee.kindIndex[key] {
            kind = known
        } else {
            kind = appendKind(make())
            state.pointee.kindIndex[key] = kind
        }
        state.pointee.lastKind = (key, kind)
        return kind
    }
}
