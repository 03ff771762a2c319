/// One attribute's record in the graph's contiguous node storage (56 bytes).
///
/// Records never move once allocated (they live in an address range reserved whole when the graph
/// is made, see `NodeReservation`), so a pointer to a record stays valid while its node is alive,
/// even when user closures create new nodes — and a closure stored in a record can be called in
/// place while it runs.
///
/// Invariants:
/// - `firstInput` heads the doubly linked list of ``LinkRecord``s this node read, in read order;
///   `firstDependent` heads the list of links that read it (circular backwards, see `LinkRecord`).
/// - An input has no inputs and height 0; an observer has no dependents; every link's dependent is
///   higher than its input.
/// - `observers` counts, for a rule, the dependents that are observed (observers, and rules with
///   observers); a rule has `.observed` exactly when it is non-zero, an observer always has it.
///   For an input it counts the dependents a write tells at once (`toldDependents`): every
///   dependent but the observed rules of height 1, which the recompute finds through the input.
/// - `recomputeNext` chains the nodes queued for recompute at the same height (valid only while
///   `.queuedForRecompute` is set).
/// - `closure` holds, inline, the rule's compute closure, the observer's effect, or an input's
///   custom comparison (a rule with a custom comparison holds a pointer to both closures); `value`
///   holds the value inline when it fits in 8 bytes, otherwise a pointer to a heap cell. A rule's
///   value is initialised exactly when `.hasValue` or `.seeded` is set.
/// - A free record has no links and `.free` set; its `firstInput` chains the free list.
@usableFromInline
struct NodeRecord {
    @usableFromInline var flags: NodeFlags
    /// Index into the graph's kind table (value type, role and comparison).
    var kind: UInt16
    /// Bumped whenever the slot is freed, so stale handles are detected.
    @usableFromInline var generation: UInt32
    @usableFromInline var firstInput: Int32
    var firstDependent: Int32
    /// The stamp of the last evaluation that recorded a dependency on this node (read dedup).
    @usableFromInline var readStamp: UInt32
    /// 0 for inputs; above every input's height for rules and observers.
    @usableFromInline var height: Int32
    /// Rules: observed dependents (see the invariants). Inputs: `toldDependents`.
    var observers: UInt32
    /// The next node in the same recompute bucket, or -1.
    var recomputeNext: Int32
    var closure: (UInt64, UInt64)
    var value: UInt64

    // Literal offsets (checked against MemoryLayout when a graph is made) so that inlined access
    // costs no lazy-global check.
    @inlinable static var closureOffset: Int { 32 }
    @inlinable static var valueOffset: Int { 48 }

    /// Inputs: the dependents a write must tell at once — all but the observed rules of height 1
    /// (see `AttributeGraph.isDeferredDependent`). While it is 0 a write walks no dependent: the
    /// input is only listed for the recompute. Kept in `observers`, which inputs do not use.
    var toldDependents: UInt32 {
        get { observers }
        set { observers = newValue }
    }

    init(flags: NodeFlags, kind: UInt16, generation: UInt32) {
        self.flags = flags
        self.kind = kind
        self.generation = generation
        self.firstInput = -1
        self.firstDependent = -1
        self.readStamp = 0
        self.height = flags.contains(.input) ? 0 : 1
        self.observers = 0
        self.recomputeNext = -1
        self.closure = (0, 0)
        self.value = 0
    }
}

/// Typed access to a node's value slot: inline for values of at most 8 bytes, boxed otherwise.
@usableFromInline
enum ValueSlot<Value> {
    @inlinable static var isInline: Bool {
        MemoryLayout<Value>.size <= 8 && MemoryLayout<Value>.alignment <= 8
    }

    @inlinable static func pointer(_ node: UnsafeMutablePointer<NodeRecord>) -> UnsafeMutablePointer<Value> {
        let raw = UnsafeMutableRawPointer(node) + NodeRecord.valueOffset
        if isInline { return raw.assumingMemoryBound(to: Value.self) }
        return raw.load(as: UnsafeMutablePointer<Value>.self)
    }

    /// Prepares the slot of a new node: allocates the heap cell of a boxed value.
    @inlinable static func prepare(_ node: UnsafeMutablePointer<NodeRecord>) {
        guard !isInline else { return }
        let cell = UnsafeMutablePointer<Value>.allocate(capacity: 1)
        (UnsafeMutableRawPointer(node) + NodeRecord.valueOffset).storeBytes(
            of: cell, as: UnsafeMutablePointer<Value>.self)
    }

    @inlinable static func initialize(_ node: UnsafeMutablePointer<NodeRecord>, to value: Value) {
        if isInline {
            (UnsafeMutableRawPointer(node) + NodeRecord.valueOffset).initializeMemory(
                as: Value.self, to: value)
        } else {
            pointer(node).initialize(to: value)
        }
    }

    /// Releases the slot; `isInitialized` says whether a value lives in it.
    @inlinable static func destroy(_ node: UnsafeMutablePointer<NodeRecord>, isInitialized: Bool) {
        let cell = pointer(node)
        if isInitialized { cell.deinitialize(count: 1) }
        if !isInline { cell.deallocate() }
    }
}

/// Typed access to a node's 16-byte closure slot, which holds one of the noncopyable closure
/// bodies (``RuleBody``, ``ObserverBody``, ``InputComparison``) or a pointer to a
/// ``ComparingRuleBody``.
///
/// Noncopyable, so that calling the closure borrows it where it lies: a closure loaded from memory
/// into a copyable value costs a retain and a release of its context per call (measured at 20 ns),
/// while a `borrowing` access calls it in place.
@usableFromInline
enum ClosureSlot<Stored: ~Copyable> {
    @inlinable static func pointer(_ node: UnsafeMutablePointer<NodeRecord>) -> UnsafeMutablePointer<Stored> {
        (UnsafeMutableRawPointer(node) + NodeRecord.closureOffset).assumingMemoryBound(to: Stored.self)
    }

    @inlinable static func initialize(_ node: UnsafeMutablePointer<NodeRecord>, to stored: consuming Stored) {
        assert(MemoryLayout<Stored>.size <= 16, "the closure slot holds 16 bytes")
        pointer(node).initialize(to: stored)
    }

    @inlinable static func destroy(_ node: UnsafeMutablePointer<NodeRecord>) {
        pointer(node).deinitialize(count: 1)
    }
}
