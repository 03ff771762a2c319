/// All mutable state of an ``AttributeGraph``, kept in one struct behind an unsafe pointer.
///
/// Why a pointer: stored `var`s of a class pay a dynamic exclusivity check on every access, and the
/// hot path touches this state per node. The graph is confined to one thread and user closures
/// re-enter it, so no code holds an `inout` borrow of this struct across a closure call; every access
/// goes through `state.pointee.field`.
@usableFromInline
struct GraphState {
    // Computed, not stored: inlined reads then cost no lazy-global check.
    @inlinable static var pageShift: Int { 12 }
    @inlinable static var pageSize: Int { 1 << pageShift }

    @usableFromInline var pages: UnsafeMutablePointer<UnsafeMutablePointer<NodeRecord>>
    var pageCount = 0
    var pageCapacity = 16
    /// Slots handed out so far (the high-water mark).
    @usableFromInline var slotCount: Int32 = 0
    var freeNode: Int32 = -1
    var liveNodes = 0

    @usableFromInline var links: UnsafeMutablePointer<LinkRecord>
    var linkCapacity: Int32 = 1024
    var linkCount: Int32 = 0
    var freeLink: Int32 = -1
    var liveLinks = 0

    /// Explicit stack shared by propagation and dirty checks; nested uses push above their callers.
    var stack: UnsafeMutablePointer<Int32>
    var stackCapacity = 1024
    var stackTop = 0

    /// The node whose evaluation records dependencies, or -1.
    @usableFromInline var tracking: Int32 = -1
    @usableFromInline var trackingStamp: UInt32 = 0
    @usableFromInline var nextStamp: UInt32 = 1
    /// Nodes evaluating, outermost first (for cycle reports and the write-during-evaluation check).
    var frames: UnsafeMutablePointer<Int32>
    @usableFromInline var frameCount = 0
    var frameCapacity = 256
    /// Nested evaluations (rules and observers) in progress: one frame each.
    var depth: Int { frameCount }

    var batchDepth = 0
    var isFlushing = false
    /// Observers to run at the next flush, in the order writes reached them.
    var queue: UnsafeMutablePointer<Int32>
    var queueCount = 0
    var queueCapacity = 256
    var observerCount = 0
    /// Observers an observer loop left stale without running them: queued again by the next input
    /// change, so that a write that breaks the loop reaches them (propagation stops at stale nodes).
    var parkedObservers: [AttributeID] = []

    /// Rules not yet evaluated, in creation order (for the stack-bounding fallback).
    var firstEvaluations: [AttributeID] = []
    var firstEvaluationCursor = 0
    var unevaluatedRules = 0
    /// Ordered first evaluations in progress: the list keeps its positions (no compaction) then.
    var orderedEvaluations = 0
    /// Rules that made a cyclic read (and so computed with a stand-in value) since the outermost
    /// evaluation began; marked stale when it ends (at the latest when the outermost read or the
    /// flush ends, so the list is empty whenever the graph is idle).
    var cyclicReaders: [AttributeID] = []

    /// Retained once when registered, released when the graph is deinitialised.
    var kinds: UnsafeMutablePointer<Unmanaged<NodeKind>>
    var kindCount = 0
    var kindCapacity = 16
    var kindIndex: [NodeKindKey: UInt16] = [:]
    var lastKind: (key: NodeKindKey, kind: UInt16)?
    var labels: [Int32: String] = [:]
    /// Labels of the most recently removed nodes (at most `removedLabelLimit`), for stale-handle
    /// messages; `removedOrder` is a ring of their removal order, `removedOrderNext` the oldest
    /// entry once the ring is full (the next to be overwritten).
    var removedLabels: [AttributeID: String] = [:]
    var removedOrder: [AttributeID] = []
    var removedOrderNext = 0
    static let removedLabelLimit = 4096

    var subgraphs: [SubgraphRecord] = []
    var freeSubgraphs: [UInt32] = []
    /// Removals deferred while closures run, applied from `pendingRemovalsStart` on; the array is
    /// emptied (keeping its capacity) once every entry has been applied.
    var pendingRemovals: [Removal] = []
    var pendingRemovalsStart = 0

    var statistics = GraphStatistics()

    init() {
        pages = .allocate(capacity: 16)
        links = .allocate(capacity: 1024)
        stack = .allocate(capacity: 1024)
        frames = .allocate(capacity: 256)
        queue = .allocate(capacity: 256)
        kinds = .allocate(capacity: 16)
        precondition(
            MemoryLayout<NodeRecord>.offset(of: \.closure) == NodeRecord.closureOffset
                && MemoryLayout<NodeRecord>.offset(of: \.value) == NodeRecord.valueOffset,
            "NodeRecord layout changed; update its literal offsets")
    }
}

/// A removal requested while closures were running, applied when the graph is idle again.
enum Removal {
    case subgraph(Subgraph)
    case observer(ObserverHandle)
}
