/// A dependency graph of inputs, rules and observers: the store of all derived UI state.
///
/// Inputs hold values you set; rules compute values from other attributes with a closure and cache
/// them; observers are effects that run after writes. Reading an attribute inside a rule or an
/// observer records a dependency, re-recorded on every evaluation, so dependencies may change from
/// one evaluation to the next.
///
/// ```swift
/// let graph = AttributeGraph()
/// let count = graph.input(1, label: "count")
/// let doubled = graph.rule(label: "doubled") { graph in graph[count] * 2 }
/// graph.observer { graph in print(graph[doubled]) }   // prints 2
/// graph[count] = 5                                      // prints 10
/// ```
///
/// A rule re-runs only if something it read really changed, and a result equal to the previous
/// value stops propagation (cut-off). Rules an observer reads, directly or through other rules, are
/// *observed*: when the outermost ``batch(_:)`` ends (or after each unbatched write) the changed ones
/// are recomputed in dependency order, each once, and the change travels no further than the rules
/// whose results differ. Other rules are lazy: writes only mark them stale, and they re-run when
/// read. Observers then run, once each, in the order changes reached them, and always see a fully
/// consistent graph.
///
/// **Isolation.** A graph is confined to the thread (or actor) that uses it and is not `Sendable`.
/// Its handles — ``Attribute``, ``Subgraph``, ``ObserverHandle`` — are plain `Sendable` values.
///
/// **Errors.** Misuse that can be survived (cycles, writes from inside rules, writes to rules) is
/// reported as a ``GraphError`` to ``errorHandler`` and kept in ``reportedErrors``; the graph stays
/// consistent. Using a removed attribute, or reading through a cycle a rule that has neither a
/// value nor a seed, stops the program through the subscript, in every build configuration, with a
/// message naming the attribute and the remedy; ``value(of:)`` is the throwing alternative for both.
///
/// Invariants (checked by ``checkInvariants()``):
/// - Every link is in exactly its input's dependent list and its dependent's input list.
/// - A dependent lists each input at most once; inputs have no inputs, observers no dependents.
/// - No node is evaluating or being checked when the graph is idle; no observer is queued then, and
///   an observer that is stale or has never run is parked (stopped by an observer loop until the
///   next input change).
/// - Every evaluated rule's value equals what its closure would return now, unless it is marked
///   `dirty` or `pending`, or waits for recompute, and a stale node's dependents are stale too (or
///   wait for recompute). A rule that read through a cycle (and so computed with a stand-in) is
///   stale once the graph is idle.
/// - Every dependent is higher than the inputs it read; inputs have height 0.
/// - A rule is observed exactly when an observer or an observed rule reads it (its count of observed
///   dependents is not zero); observed rules read only observed rules and inputs.
/// - The recompute queue holds exactly the nodes flagged as waiting for it, each at or below its
///   height; it is empty, and the graph settled, whenever the graph is idle.
/// - Free slots have no links; live slot count matches the live nodes of the subgraphs and root.
public final class AttributeGraph {
    /// Nested first evaluations allowed before the graph evaluates never-evaluated rules in creation
    /// order instead (see ``AttributeGraph/subscript(_:)``); bounds the native stack.
    static let firstEvaluationDepthLimit = 200

    // Safe because the graph is confined to one thread and the pointer lives as long as `self`.
    @usableFromInline let state: UnsafeMutablePointer<GraphState>

    /// Called with every error the graph reports (after it is appended to ``reportedErrors``).
    public var errorHandler: ((GraphError) -> Void)?

    /// The most recent reported errors, oldest first (at most 100 are kept).
    public internal(set) var reportedErrors: [GraphError] = []

    /// Creates an empty graph.
    public init() {
        state = .allocate(capacity: 1)
        state.initialize(to: GraphState())
    }

    deinit {
        for index in 0..<state.pointee.slotCount {
            let record = node(index)
            guard !record.pointee.flags.contains(.free) else { continue }
            kind(of: record).takeUnretainedValue().destroy(record)
        }
        state.pointee.reservation.release()
        state.pointee.links.deallocate()
        state.pointee.stack.deallocate()
        state.pointee.frameReservation.release()
        state.pointee.stampedLinks.deallocate()
        state.pointee.queue.deallocate()
        state.pointee.changedInputs.deallocate()
        state.pointee.recomputeHeads.deallocate()
        state.pointee.recomputeTails.deallocate()
        for kind in 0..<state.pointee.kindCount { state.pointee.kinds[kind].release() }
        state.pointee.kinds.deallocate()
        state.deinitialize(count: 1)
        state.deallocate()
    }

    /// The value of an attribute, brought up to date; inside a rule or observer the read is recorded
    /// as a dependency. Setting is allowed on inputs only, and not from inside a rule.
    ///
    /// A read inside a rule that reaches a rule currently evaluating is a cycle: it is reported
    /// (``GraphError/cycle(_:)``) and yields that rule's previous value — or, before its first
    /// value, the seed it was created with (``rule(initial:label:in:_:)``) — without recording a
    /// dependency. A cyclic read of a rule that has neither stops the program with a message naming
    /// the cycle: read such attributes with ``value(of:)``, which throws instead, or give them a seed.
    ///
    /// First evaluations nest (a rule reading a never-evaluated rule evaluates it there); past 200
    /// nested first evaluations, the graph first evaluates other never-evaluated rules: those created
    /// before the one read, oldest first, when it is older than its reader (a chain built from its
    /// input up), or those created after it, newest first, when it is newer (a chain built from its
    /// reader down). A chain of millions of rules built either way never grows the stack. Rules are
    /// pure functions of what they read, so this changes no result.
    ///
    /// - Complexity: O(1) when up to date; otherwise O(stale nodes below the attribute).
    @inlinable
    public subscript<Value>(_ attribute: Attribute<Value>) -> Value {
        @inline(__always) get {
            if let record = trackedRead(attribute.id) { return ValueSlot<Value>.pointer(record).pointee }
            return read(attribute.id, as: Value.self)
        }
        set {
            write(newValue, to: attribute.id)
        }
    }

    /// The value of an attribute like the subscript, but throwing where the subscript would stop
    /// the program: ``GraphError/staleHandle(_:)`` when the attribute was removed, and
    /// ``GraphError/cycle(_:)`` when the read closes a cycle through a rule that has produced no
    /// value yet and has no seed.
    ///
    /// Use it at reads that can close a cycle during a first evaluation; the rule making the read
    /// decides what to compute instead. The cycle is also reported like every other (to
    /// ``errorHandler`` and ``reportedErrors``), and no dependency is recorded.
    ///
    /// ```swift
    /// let next = graph.rule(label: "next") { graph in
    ///     ((try? graph.value(of: previous)) ?? 0) + 1
    /// }
    /// ```
    public func value<Value>(of attribute: Attribute<Value>) throws(GraphError) -> Value {
        guard isValid(attribute) else { throw GraphError.staleHandle(staleName(attribute.id)) }
        let index = Int32(attribute.id.index)
        let flags = node(index).pointee.flags
        if !flags.isDisjoint(with: .active) && !flags.hasInitializedValue {
            let error = GraphError.cycle(cycleLabels(closingAt: index))
            report(error)
            noteCyclicRead()
            throw error
        }
        return self[attribute]
    }

    /// Whether the attribute still exists (its subgraph was not removed).
    public func isValid<Value>(_ attribute: Attribute<Value>) -> Bool { isLive(attribute.id) }

    /// Runs `body` without recording dependencies for the reads it makes.
    public func untracked<R>(_ body: () throws -> R) rethrows -> R {
        let saved = state.pointee.tracking
        state.pointee.tracking = -1
        defer { state.pointee.tracking = saved }
        return try body()
    }

    /// The debug label of an attribute (empty when none was given).
    public func label<Value>(of attribute: Attribute<Value>) -> String {
        guard isLive(attribute.id) else { return "" }
        return state.pointee.labels[Int32(attribute.id.index)] ?? ""
    }

    func isLive(_ id: AttributeID) -> Bool {
        guard id.index < UInt32(state.pointee.slotCount) else { return false }
        let record = node(Int32(id.index))
        return record.pointee.generation == id.generation && !record.pointee.flags.contains(.free)
    }

    /// Every read ``trackedRead(_:)`` does not take: top-level and untracked reads, reads of stale
    /// attributes, new dependencies, cycles. Out of line, so that the inlined fast path stays small.
    @inlinable @inline(never)
    func read<Value>(_ id: AttributeID, as _: Value.Type) -> Value {
        guard let record = beginRead(id) else { return cycleValue(id, as: Value.self) }
        let value = ValueSlot<Value>.pointer(record).pointee
        // Reads inside closures (depth > 0) have nothing to finish: skip the call.
        if state.pointee.frameCount == 0 { endRead() }
        return value
    }

    /// The read of an up-to-date attribute by a closure that read it at this position last time —
    /// the steady state of an update — inlined into the reading closure; nil, having changed
    /// nothing, for every other read (``read(_:as:)`` then does it all).
    ///
    /// Up to date: evaluated, not flagged stale, not evaluating, and no higher than the settled
    /// height (below it no queued recompute can change it).
    @inlinable @inline(__always)
    func trackedRead(_ id: AttributeID) -> UnsafeMutablePointer<NodeRecord>? {
        let state = self.state
        let index = Int32(bitPattern: id.index)
        // Untracked, this is the untracked frame, whose `expected` is always -1.
        let frame = state.pointee.trackedFrame
        let expected = frame.pointee.expected
        guard expected >= 0 else { return nil }
        let link = state.pointee.links + Int(expected)
        // A link reads a slot handed out, so the slot needs no bounds check; the generation still
        // tells a stale handle from the slot's new node.
        guard link.pointee.input == index else { return nil }
        let record = state.pointee.nodes + Int(index)
        guard record.pointee.generation == id.generation,
            record.pointee.flags.intersection([.stale, .active, .hasValue, .free]) == .hasValue,
            record.pointee.height <= state.pointee.settledHeight
        else { return nil }
        frame.pointee.last = expected
        frame.pointee.expected = link.pointee.nextInput
        return record
    }

    /// Validates the handle, brings the node up to date and records the read; nil when the read
    /// closes a cycle.
    @usableFromInline
    func beginRead(_ id: AttributeID) -> UnsafeMutablePointer<NodeRecord>? {
        guard id.index < UInt32(state.pointee.slotCount) else { staleHandleFailure(id, .read) }
        let index = Int32(truncatingIfNeeded: id.index)
        let record = node(index)
        let flags = record.pointee.flags
        guard record.pointee.generation == id.generation, !flags.contains(.free) else {
            staleHandleFailure(id, .read)
        }
        // An input, or an evaluated rule that is up to date: only the dependency to record.
        if flags.contains(.input)
            || (flags.intersection([.stale, .active, .hasValue]) == .hasValue
                && record.pointee.height <= state.pointee.settledHeight)
        {
            recordDependency(on: index)
            return record
        }
        return prepareRead(index) ? record : nil
    }

    /// Once a top-level read (depth 0) is done, marks stale the rules that read through a cycle,
    /// applies removals requested and runs observers created or reached while rules evaluated.
    @usableFromInline
    func endRead() {
        if state.pointee.depth == 0
            && !(state.pointee.pendingRemovals.isEmpty && state.pointee.queueCount == 0
                && state.pointee.cyclicReaders.isEmpty && !state.pointee.hasRecomputeWork)
        {
            if !state.pointee.cyclicReaders.isEmpty { markCyclicReadersStale() }
            flushIfIdle()
        }
    }

    @inline(__always)
    func checkedIndex(_ id: AttributeID, for use: StaleHandleUse) -> Int32 {
        guard isLive(id) else { staleHandleFailure(id, use) }
        return Int32(id.index)
    }

    /// Brings a rule up to date and records the read; false when the read closes a cycle.
    // Kept out of line so that `beginRead`'s fast path needs few registers and a small frame.
    @inline(never)
    func prepareRead(_ index: Int32) -> Bool {
        let record = node(index)
        if !record.pointee.flags.isDisjoint(with: .active) { return false }
        if record.pointee.height > state.pointee.settledHeight { settle(toRead: index) }
        let flags = record.pointee.flags
        if !flags.isDisjoint(with: .active) { return false }
        if flags.isSuperset(of: [.dirty, .hasValue]) {
            // The usual stale read inside a closure, without `update`'s dispatch. The reader is
            // evaluating: it reads the new value, so it need not be told of the change.
            if evaluate(index) { notifyDependents(of: index, except: trackingNode) }
        } else if !flags.isDisjoint(with: .stale) || !flags.contains(.hasValue) {
            update(index)
        }
        recordDependency(on: index)
        return true
    }

    /// The node whose reads are being recorded, or -1.
    var trackingNode: Int32 {
        let tracking = state.pointee.tracking
        return tracking >= 0 ? state.pointee.frames[tracking].node : -1
    }
}
