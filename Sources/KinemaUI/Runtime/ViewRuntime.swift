import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaGraph

// Kept whole past 400 lines: what is left here is the stored state and the two paths that share
// it privately, writes (queued writes, the pending transaction, transactions awaiting finalization)
// and the update. Moving either into an extension file would widen that state from private to
// internal; reconciliation, frames, animation and units already live in ViewRuntime+*.swift.

/// The view graph of one mounted root view: the attribute graph, the node tree and the update cycle.
///
/// One update (a *commit*) runs when state changed: queued composite nodes are reconciled shallowest
/// first (each re-evaluated body is matched against the node's child by type, position and id), then
/// the root is laid out and placed, committing model values of animatable attributes under the
/// update's transaction; finally the commit finalizes the transactions with completion handlers that
/// wrote to this runtime, so completions without animations fire.
/// Frames advance only the nodes whose animations are running.
///
/// Invariants:
/// - the reconcile queue holds each node at most once (`CompositeNode.isQueued`).
/// - `animating` holds only installed nodes, each once.
/// - no graph input is written while a body is evaluated (such writes are deferred).
@MainActor
final class ViewRuntime {
    let graph = AttributeGraph()
    private(set) var root: ListNode!
    private(set) var queue = NodeQueue()
    private(set) var isEvaluatingBody = false
    private var deferredWrites: [(AttributeGraph) -> Void] = []
    private var queuedWrites: [QueuedWrite] = []
    private var pendingTransaction: Transaction?
    private var pendingTransactionSeed: Int?
    /// The nodes whose animations are running (see `ViewRuntime+Animating.swift`).
    var animating = AnimatingNodes()
    /// The transaction of the update in progress (``Transaction()`` between updates).
    private(set) var updateTransaction = Transaction()
    /// Increases with every update, so modifiers can tell whether a value changed "in this update".
    private(set) var updateSeed = 0
    var nodeCount = 0
    var lastSerial: UInt64 = 0
    /// Removals begun in the update in progress, finalized after it (see `RemovalLifecycle.swift`).
    var removalsToFinalize: [Disappearance] = []
    /// Set while a lazy stack builds rows (a lazy grid cells) that come near the viewport rather than
    /// into the data: insertion and removal transitions do not run.
    var suppressesTransitions = false
    /// Removals whose animations ended, released after the animation step or commit.
    var finishedRemovals: [Disappearance] = []
    /// The last parent asked whether a removal below it may animate, in which update, and the
    /// answer (see `removalMayAnimate(below:)`); cleared when the update ends.
    var lastRemovalParent: (parent: ViewNode, seed: Int, mayAnimate: Bool)?
    /// The host-wide motion preference: under ``MotionPreference/none`` every transaction loses its
    /// animation where it starts.
    var motionPreference = MotionPreference.full
    /// The frame time of the update or frame in progress, in seconds.
    var time: Double = 0
    /// The calendar date at ``time`` 0, as seconds since the reference date: `date(at:)` maps the
    /// host's clock to the dates a `TimelineView` shows (the host sets it when it mounts).
    var dateOffset: Double = 0
    /// Wake-ups views asked for at a time (a `TimelineView`'s next entry).
    let timedWakes = TimedWakes()
    /// The groups of `matchedGeometryEffect`.
    let matchedGeometry = MatchedGeometryRegistry()
    /// The screen, in layout units (cells, or points in points mode).
    var size: Size
    /// One terminal cell in layout units: 1 × 1 in cells, 8 × 16 by default in points. Set only by
    /// `setUnits(isPoints:cellSize:)` (see `ViewRuntime+Units`).
    var cellSize = Size(width: 1, height: 1)
    /// Whether layout is in points (SwiftUI's defaults: 16-point padding, 8-point spacing). Set only
    /// by `setUnits(isPoints:cellSize:)`.
    var usesPoints = false
    /// Problems the runtime noticed (writes during body evaluation, …), oldest first: each message
    /// once, at most ``maxDiagnostics`` (the oldest are dropped), so a problem repeated every update
    /// cannot grow memory forever.
    private(set) var diagnostics: [String] = []
    /// The messages in `diagnostics`, to skip repeats in O(1).
    private var recordedDiagnostics: Set<String> = []
    /// How many diagnostics are kept (as many as `AttributeGraph.reportedErrors`).
    static let maxDiagnostics = 100
    /// Composite bodies evaluated since the counter was last reset.
    var bodyEvaluations = 0
    /// Closures evaluated on a view's behalf (``TrackedContent``) since the counter was last reset.
    var contentEvaluations = 0
    /// Unary views placed (given a frame or committed) since the counter was last reset.
    var placements = 0
    /// Sizes computed (asked for and not found in a view's size cache) since the counter was last
    /// reset.
    var sizeMeasurements = 0
    /// Subviews of layout containers laid out in full (every subview measured and placed again)
    /// since the counter was last reset; incremental placement leaves it unchanged.
    var subviewsLaidOut = 0
    /// Set when the layout must be recomputed even though no node changed (resize).
    private var needsRootLayout = true
    /// Set when a change can move other subviews without changing any size (a layout priority):
    /// the update lays everything out again instead of keeping unchanged subviews in place.
    var forcesFullLayout = false
    private var isUpdateOpen = false
    /// This runtime's deferred actions (`onChange`, `onAppear`, completions).
    let postUpdateActions = PostUpdateActions()
    /// Transactions with completion handlers that wrote to this runtime, finalized after the next
    /// commit whether or not their writes caused an update.
    private var unfinalized: [(seed: Int, transaction: Transaction)] = []
    /// Called once when a write arrives while the host is idle (see `ViewHost.onNeedsFrame`).
    var wakeHandler: (@MainActor () -> Void)?
    /// The main queue and run loop on the host's clock, for hosts on a manual clock (``HeadlessHost``):
    /// main-queue blocks and timers scheduled during host work wait here for their time.
    var manualScheduler: ManualScheduler?
    /// How many host calls are running; writes made while none is are "external".
    var hostWorkDepth = 0
    /// Numbers the host's frames (each outermost host call, and each stretch between two) so that
    /// `onChange` can tell whether it already fired "in this frame".
    var frameNumber = 0
    /// Work held over to the start of the next frame (a second `onChange` of one node in a frame).
    var heldOverToNextFrame: [@MainActor () -> Void] = []
    /// Whether ``wakeHandler`` was called since the host last worked or was asked whether it needs a
    /// frame (``noteFrameQueried()``): a frame loop that checked and went back to sleep must be woken
    /// again by the next write.
    var hasRequestedWake = false
    /// The runtime doing work right now (a commit, an update, a frame); completion listeners fire
    /// only inside such work, so they are routed to its queue. A synchronous stack, like
    /// ``TransactionScope``.
    private static var active: ViewRuntime?

    init(size: Size) {
        self.size = size
        observedSize = ObservedScreenSize(size)
    }

    /// ``size`` for bodies that depend on the screen's size (a sheet's layer): they re-run on a
    /// resize.
    let observedSize: ObservedScreenSize

    /// The property animators commanded in this runtime's work, advanced with its frames.
    private(set) lazy var animatorDriver = HostAnimatorDriver(runtime: self)
    /// The sheets presented in this host, by level (see `PresentationRegistry`).
    var presentationClaims: [Int] = []
    /// Whether an animation moved in the last frame, or one started since: `false` when every
    /// running animation follows a paused ``PropertyAnimator`` (its frames would change nothing).
    var hasLiveAnimations = false

    /// The view with keyboard focus; change it with ``setFocus(_:)``.
    weak var focusedNode: ViewNode?
    /// The installed `.focused` modifiers, in installation order.
    var focusBindings: [FocusBindingNode] = []
    /// A ``FocusState`` was written: focus moves at the end of the update.
    var hasFocusRequest = false

    func noteFocusRequest() { hasFocusRequest = true }
    /// The scroll view the pointer last scrolled: unfocused keys scroll it first.
    weak var keyScrollView: ViewNode?

    /// Changes the root's environment with `change` and hands `view` (the mounted view) the new
    /// environment in an update of its own: a host-wide value such as the colour scheme changed.
    func updateRootEnvironment(_ change: (inout EnvironmentValues) -> Void, view: any View) {
        change(&root.environment)
        asActive {
            openUpdate()
            reconcileChild(of: root, at: 0, with: view)
        }
        commit()
    }

    func mount(_ view: some View, environment: EnvironmentValues) {
        let root = RootNode(runtime: self, parent: nil, environment: environment)
        self.root = root
        asActive {
            openUpdate()
            reconcileChild(of: root, at: 0, with: view)
        }
        commit()
    }

    /// Runs the deferred actions, bounded (see ``PostUpdateActions/run(maxRounds:)``).
    func runPostUpdateActions() {
        if !postUpdateActions.run() {
            diagnose(
                "actions queued after an update kept queuing more actions for \(PostUpdateActions.maxRounds) "
                    + "rounds; the rest run in the next frame")
        }
    }

    /// Asks an idle frame loop for a frame (a timed wake came due).
    func requestFrame() {
        requestWakeIfIdle()
    }

    /// Tells the host's frame loop about a write made while the host was idle, once.
    private func requestWakeIfIdle() {
        guard hostWorkDepth == 0, !hasRequestedWake, let wakeHandler else { return }
        hasRequestedWake = true
        wakeHandler()
    }

    /// Runs `body` with this runtime as the one completions are routed to.
    func asActive<R>(_ body: () -> R) -> R {
        let saved = Self.active
        Self.active = self
        defer { Self.active = saved }
        return body()
    }

    /// Queues a completion handler on the runtime whose update or frame is completing it. Outside
    /// any runtime's work (a transaction finalized by hand) it runs as a main-actor task.
    static func enqueueCompletion(_ completion: @escaping @MainActor () -> Void) {
        if let active {
            active.postUpdateActions.enqueue(completion)
        } else {
            Task { @MainActor in completion() }
        }
    }

    var hasPendingUpdate: Bool {
        !queue.isEmpty || needsRootLayout || !deferredWrites.isEmpty || !queuedWrites.isEmpty
    }

    func resize(to size: Size) {
        guard size != self.size else { return }
        self.size = size
        observedSize.update(size)
        root.invalidate()
        needsRootLayout = true
    }

    // MARK: Writes

    /// Applies a state write now, or defers it to the next update when a body is being evaluated.
    /// Writes under a different transaction than the pending update's commit that update first.
    ///
    /// `untilCommit` defers the write to the start of the next commit, still under the transaction
    /// current now: `@Observable` reports changes *before* the property changes, so the body must
    /// not re-run until the mutation is over.
    func applyWrite(label: String, untilCommit: Bool = false, _ write: @escaping (AttributeGraph) -> Void) {
        if isEvaluatingBody {
            diagnose(
                "\(label) was written while a body was being evaluated; the write is deferred to the next update"
            )
            deferredWrites.append(write)
            return
        }
        TransactionScope.noteWrite()
        let write = QueuedWrite(seed: currentTransactionSeed, transaction: currentTransaction, apply: write)
        if write.transaction.hasAnimationCompletions && unfinalized.last?.seed != write.seed {
            // Registered when the write arrives (queued or not), so another host's commit cannot
            // finalize the transaction first; each registration is one finalization, after this
            // runtime's next commit.
            write.transaction.holdFinalization()
            unfinalized.append((write.seed, write.transaction))
        }
        if untilCommit {
            queuedWrites.append(write)
        } else {
            flushQueuedWrites()
            perform(write)
        }
        requestWakeIfIdle()
    }

    /// Applies a write now, as ``applyWrite(label:untilCommit:_:)`` does when no body is being
    /// evaluated (check ``isEvaluatingBody`` first), without an escaping closure: a `@State` write
    /// of a value made every drag step allocates nothing.
    func applyWriteNow(_ write: (AttributeGraph) -> Void) {
        precondition(!isEvaluatingBody, "applyWriteNow while a body is being evaluated")
        TransactionScope.noteWrite()
        let seed = currentTransactionSeed
        let transaction = currentTransaction
        if transaction.hasAnimationCompletions && unfinalized.last?.seed != seed {
            transaction.holdFinalization()
            unfinalized.append((seed, transaction))
        }
        flushQueuedWrites()
        beginWrite(seed: seed, transaction: transaction)
        write(graph)
        requestWakeIfIdle()
    }

    private func perform(_ write: QueuedWrite) {
        beginWrite(seed: write.seed, transaction: write.transaction)
        write.apply(graph)
    }

    /// Commits the pending update first when the write comes under another transaction.
    private func beginWrite(seed: Int, transaction: Transaction) {
        if let pending = pendingTransactionSeed, pending != seed, !queue.isEmpty {
            runUpdate()
        }
        pendingTransaction = transaction
        pendingTransactionSeed = seed
    }

    private func flushQueuedWrites() {
        while !queuedWrites.isEmpty {
            let writes = queuedWrites
            queuedWrites = []
            for write in writes { perform(write) }
        }
    }

    func evaluatingBody<R>(of node: CompositeNode, _ body: () -> R) -> R {
        bodyEvaluations += 1
        return evaluatingViewCode(body)
    }

    /// Runs a ``TrackedContent`` closure: like a body, its writes are deferred and diagnosed.
    func evaluatingContent<R>(_ content: () -> R) -> R {
        contentEvaluations += 1
        return evaluatingViewCode(content)
    }

    private func evaluatingViewCode<R>(_ code: () -> R) -> R {
        let wasEvaluating = isEvaluatingBody
        isEvaluatingBody = true
        defer { isEvaluatingBody = wasEvaluating }
        return code()
    }

    // MARK: Update

    /// Queues `node` for ``ViewNode/reconcile()`` in the update in progress (if it has not
    /// reconciled that depth yet) or the next one.
    func enqueue(_ node: ViewNode) {
        guard !node.isQueued, !node.isRemoved else { return }
        node.isQueued = true
        queue.insert(node)
    }

    /// Reconciles the queued nodes in `subtree` now, shallowest first, and leaves the others
    /// queued: layout that builds content it must measure at once (a lazy stack's new rows) settles
    /// their bodies before measuring them. Only there: a node elsewhere (a screen a push just added
    /// beside the stack) reconciled in the middle of its ancestors' placement would mark them
    /// pending while they are placed, the placement would clear the marks, and it would never be
    /// placed nor drawn; left queued, the update's next round reconciles and places it.
    ///
    /// - Complexity: O(queued × depth).
    func reconcileQueued(in subtree: ViewNode) {
        var elsewhere: [ViewNode] = []
        while let node = queue.popShallowest() {
            if node.isRemoved || node.isInSubtree(of: subtree) {
                node.isQueued = false
                if !node.isRemoved { node.reconcile() }
            } else {
                elsewhere.append(node)
            }
        }
        for node in elsewhere { queue.insert(node) }
    }

    /// Applies queued and deferred writes, then runs the update they cause.
    func commit() {
        asActive {
            flushQueuedWrites()
            if !deferredWrites.isEmpty {
                let writes = deferredWrites
                deferredWrites = []
                for write in writes { write(graph) }
            }
            runUpdate()
            let finalizing = unfinalized.map(\.transaction) + TransactionScope.takeOrphans()
            unfinalized = []
            for transaction in finalizing { transaction.finalizeAnimationCompletions() }
            releaseFinishedRemovals()
        }
    }

    /// Runs one update: reconcile, layout and placement under the pending transaction.
    private func runUpdate() {
        guard !queue.isEmpty || needsRootLayout || root.hasPendingCommit else { return }
        asActive { runOpenUpdate() }
    }

    private func runOpenUpdate() {
        openUpdate()
        // Layout can build content (GeometryReader), which queues new bodies: settle them too.
        var rounds = 0
        repeat {
            while let node = queue.popShallowest() {
                node.isQueued = false
                if !node.isRemoved { node.reconcile() }
            }
            root.place(in: Rect(origin: .zero, size: size), transaction: updateTransaction)
            rounds += 1
            // A `matchedGeometryEffect(isSource: false)` placed before its source (or whose source
            // moved) is placed again at the source's new frame.
        } while (!queue.isEmpty || matchedGeometry.invalidateStaleFollowers()) && rounds < 8
        if !queue.isEmpty {
            diagnose("layout kept producing new views after 8 rounds; the rest waits for the next update")
        }
        finalizeRemovals()
        needsRootLayout = false
        forcesFullLayout = false
        isUpdateOpen = false
        // Its completions (if any) are finalized by `commit` with the other registered transactions.
        updateTransaction = Transaction()
    }

    /// Starts an update: a new seed and the pending transaction. Reconciling before the commit (the
    /// first mount) opens it early so modifiers stamp the right seed.
    func openUpdate() {
        guard !isUpdateOpen else { return }
        isUpdateOpen = true
        updateSeed += 1
        updateTransaction = pendingTransaction ?? Transaction()
        if motionPreference != .full {
            if motionPreference == .none { updateTransaction = updateTransaction.withoutMotion }
            var animationEnvironment = AnimationEnvironment()
            animationEnvironment.accessibilityReduceMotion = true
            updateTransaction[AnimationEnvironmentTransactionKey.self] = animationEnvironment
        }
        pendingTransaction = nil
        pendingTransactionSeed = nil
    }

    /// Records `message` in ``diagnostics`` unless it is already there, dropping the oldest beyond
    /// ``maxDiagnostics``.
    func diagnose(_ message: String) {
        guard recordedDiagnostics.insert(message).inserted else { return }
        diagnostics.append(message)
        if diagnostics.count > Self.maxDiagnostics {
            recordedDiagnostics.remove(diagnostics.removeFirst())
        }
    }

}

/// A state write waiting for the next commit, with the transaction it was made under.
struct QueuedWrite {
    let seed: Int
    let transaction: Transaction
    let apply: (AttributeGraph) -> Void
}
