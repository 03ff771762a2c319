/// All mutable state of an ``AttributeGraph``, kept in one struct behind an unsafe pointer.
///
/// Why a pointer: stored `var`s of a class pay a dynamic exclusivity check on every access, and the
/// hot path touches this state per node. The graph is confined to one thread and user closures
/// re-enter it, so no code holds an `inout` borrow of this struct across a closure call; every access
/// goes through `state.pointee.field`.
@usableFromInline
struct GraphState {
    /// The node records, contiguous: slot `i`'s record is `nodes + i` (see `NodeReservation`).
    @usableFromInline var nodes: UnsafeMutablePointer<NodeRecord>
    let reservation: NodeReservation
    /// Slots whose records are committed (usable); at least `slotCount`.
    var committedSlots = 0
    /// Slots handed out so far (the high-water mark).
    @usableFromInline var slotCount: Int32 = 0
    var freeNode: Int32 = -1
    var liveNodes = 0

    @usableFromInline var links: UnsafeMutablePointer<LinkRecord>
    var linkCapacity: Int32 = 1024
    var linkCount: Int32 = 0
    var freeLink: Int32 = -1
    var liveLinks = 0

    /// Explicit stack shared by propagation, dirty checks and the height and observation walks;
    /// nested uses push above their callers.
    var stack: UnsafeMutablePointer<Int32>
    var stackCapacity = 1024
    var stackTop = 0

    /// Evaluations in progress, outermost first (dependency recording, cycle reports, the
    /// write-during-evaluation check). They never move (see `FrameReservation`).
    @usableFromInline let frames: UnsafeMutablePointer<EvaluationFrame>
    let frameReservation: FrameReservation
    /// Per frame, once it took a read stamp: the link up to which the inputs it read carry the
    /// stamp, or -1. Beside the frames rather than in them, so that a push stays a 16-byte store.
    var stampedLinks: UnsafeMutablePointer<Int32>
    @usableFromInline var frameCount = 0
    /// Frames `stampedLinks` has room for; more are a `growFrames()` away (up to the reservation).
    var frameCapacity = 256
    /// The frame whose reads are recorded as dependencies: `frames + tracking`, the untracked frame
    /// `frames - 1` when none is (or inside `untracked`). A pointer, so that the inlined read loads
    /// it in one go; frames never move, so it stays valid while nested evaluations push frames.
    @usableFromInline var trackedFrame: UnsafeMutablePointer<EvaluationFrame>
    /// The index of the frame whose reads are recorded, or -1.
    var tracking: Int {
        get { trackedFrame - frames }
        set { trackedFrame = frames + newValue }
    }
    @usableFromInline var nextStamp: UInt32 = 1
    /// Nested evaluations (rules and observers) in progress: one frame each.
    var depth: Int { frameCount }

    /// The recompute queue of observed rules whose input changed, bucketed by height: a FIFO list per
    /// height through `NodeRecord.recomputeNext`, `recomputeHeads[h]`/`recomputeTails[h]` its ends.
    var recomputeHeads: UnsafeMutablePointer<Int32>
    /// The record at each bucket's tail (a pointer, so that appending needs no record lookup).
    var recomputeTails: UnsafeMutablePointer<UnsafeMutablePointer<NodeRecord>?>
    var recomputeCapacity = 64
    var recomputeCount = 0
    /// Written inputs whose observed dependents of height 1 — rules that read only inputs — wait
    /// for the recompute: they are not queued one by one but found again through these inputs'
    /// dependents (an input listed here is flagged `.queuedForRecompute`).
    var changedInputs: UnsafeMutablePointer<Int32>
    var changedInputCount = 0
    var changedInputCapacity = 64
    /// Listed inputs flagged `.unwalked` whose dependents the recompute has not walked yet: while
    /// any is, the settled height is 0 (their observed rules of height 1 are not flagged stale).
    var unwalkedInputCount = 0
    /// While `recomputeChangedInputs` runs: the position in `changedInputs` of the input whose
    /// dependents it walks, the next of them (a link), and the round's read stamp (0 unless
    /// several inputs are listed) — where `catchUpUnwalkedInputs` takes over.
    var roundPosition = 0
    var roundNextLink: Int32 = -1
    var roundStamp: UInt32 = 0
    /// Whether a recompute has anything to do.
    var hasRecomputeWork: Bool { recomputeCount > 0 || changedInputCount > 0 }
    /// No bucket below this height holds a node.
    var recomputeLowest = Int.max
    /// Every observed node at or below this height that is not flagged stale is up to date: the
    /// lowest queued height, or the height being recomputed; `Int32.max` when nothing is queued.
    @usableFromInline var settledHeight = Int32.max
    /// The recompute queue is being worked off.
    var isRecomputing = false

    var batchDepth = 0
    var isFlushing = false
    /// Observers to run at the next flush, in the order changes reached them.
    var queue: UnsafeMutablePointer<Int32>
    var queueCount = 0
    var queueCapacity = 256
    var observerCount = 0
    /// Observers an observer loop left stale without running them: queued again by the next input
    /// change, so that a write that breaks the loop reaches them (propagation stops at stale nodes).
    var parkedObservers: [AttributeID] = []

    /// Slots below this hold no never-evaluated rule the oldest-first fallback still has to run;
    /// slots above `firstEvaluationCeiling` none the newest-first one has (see
    /// AttributeGraph+FirstEvaluation.swift).
    var firstEvaluationFloor: Int32 = 0
    var firstEvaluationCeiling: Int32 = -1
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
        reservation = NodeReservation()
        nodes = reservation.base
        links = .allocate(capacity: 1024)
        stack = .allocate(capacity: 1024)
        frameReservation = FrameReservation()
        frames = frameReservation.frames
        trackedFrame = frames - 1
        stampedLinks = .allocate(capacity: 256)
        queue = .allocate(capacity: 256)
        kinds = .allocate(capacity: 16)
        changedInputs = .allocate(capacity: 64)
        recomputeHeads = .allocate(capacity: 64)
        recomputeHeads.initialize(repeating: -1, count: 64)
        recomputeTails = .allocate(capacity: 64)
        recomputeTails.initialize(repeating: nil, count: 64)
        if MemoryLayout<NodeRecord>.offset(of: \.closure) != NodeRecord.closureOffset
            || MemoryLayout<NodeRecord>.offset(of: \.value) != NodeRecord.valueOffset
        {
            fatalError("AttributeGraph: NodeRecord layout changed; update its literal offsets")
        }
    }
}

/// A removal requested while closures were running, applied when the graph is idle again.
enum Removal {
    case subgraph(Subgraph)
    case observer(ObserverHandle)
}
