/// One attribute's record in the graph's paged node storage.
///
/// Records never move once allocated (pages are fixed-size and never reallocated), so a pointer to a
/// record stays valid while its node is alive, even when user closures create new nodes.
///
/// Invariants:
/// - `firstInput`/`lastInput` and `firstDependent`/`lastDependent` delimit doubly linked lists of
///   ``LinkRecord``s; `lastInput` is the tracking cursor while the node evaluates.
/// - An input has no inputs; an observer has no dependents.
/// - `closure` holds the rule's compute closure, the observer's effect, or an input's custom
///   comparison, boxed and held unmanaged (typed by the node's kind); `value` holds the value inline when it fits in 8 bytes,
///   otherwise a pointer to a heap cell. A rule's value is initialised exactly when `.hasValue` or `.seeded` is set.
/// - A free record has no links and `.free` set; its `firstInput` chains the free list.
@usableFromInline
struct NodeRecord {
    @usableFromInline var flags: NodeFlags
    /// Index into the graph's kind table (value type, role and comparison).
    var kind: UInt16
    /// Bumped whenever the slot is freed, so stale handles are detected.
    @usableFromInline var generation: UInt32
    @usableFromInline var firstInput: Int32
    @usableFromInline var lastInput: Int32
    var firstDependent: Int32
    var lastDependent: Int32
    /// The stamp of the last evaluation that recorded a dependency on this node (read dedup).
    @usableFromInline var readStamp: UInt32
    /// Index of the owning subgraph plus one; 0 is the root.
    var subgraph: UInt32
    var closure: UInt64
    var value: UInt64

    // Literal offsets (checked against MemoryLayout when a graph is made) so that inlined value
    // access costs no lazy-global check.
    @inlinable static var closureOffset: Int { 32 }
    @inlinable static var valueOffset: Int { 40 }

    init(flags: NodeFlags, kind: UInt16, generation: UInt32, subgraph: UInt32) {
        self.flags = flags
        self.kind = kind
        self.generation = generation
        self.firstInput = -1
        self.lastInput = -1
        self.firstDependent = -1
        self.lastDependent = -1
        self.readStamp = 0
        self.subgraph = subgraph
        self.closure = 0
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

/// Typed access to a node's 8-byte closure slot, which holds an unmanaged reference to a box.
@usableFromInline
enum ClosureSlot<Stored> {
    @inlinable static func pointer(_ node: UnsafeMutablePointer<NodeRecord>) -> UnsafeMutablePointer<Stored> {
        (UnsafeMutableRawPointer(node) + NodeRecord.closureOffset).assumingMemoryBound(to: Stored.self)
    }

    @inlinable static func initialize(_ node: UnsafeMutablePointer<NodeRecord>, to stored: Stored) {
        assert(MemoryLayout<Stored>.size <= 8, "the closure slot holds one unmanaged reference")
        (UnsafeMutableRawPointer(node) + NodeRecord.closureOffset).initializeMemory(
            as: Stored.self, to: stored)
    }

    @inlinable static func destroy(_ node: UnsafeMutablePointer<NodeRecord>) {
        pointer(node).deinitialize(count: 1)
    }

}
