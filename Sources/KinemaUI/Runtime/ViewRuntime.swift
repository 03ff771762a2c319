// Past 400 lines for now: the update cycle (commit, reconcile queue, animating set, removals) is one
// state machine. Next split: the animating set and quiet-time queries into ViewRuntime+Animating.swift,
// removals into the existing RemovalLifecycle.swift.

import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaGraph

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
/// - `animating` holds only installed nodes, each once, exactly those in `animatingIDs`.
/// - no graph input is written while a body is evaluated (such writes are deferred).
@MainActor
final class ViewRuntime {
    let graph = AttributeGraph()
    private(set) var root: ListNode!
    private var queue = NodeQueue()
    private(set) var isEvaluatingBody = false
    private var deferredWrites: [(AttributeGraph) -> Void] = []
    private var queuedWrites: [QueuedWrite] = []
    private var pendingTransaction: Transaction?
    private var pendingTransactionSeed: Int?
    /// Running nodes in the order they started, so frames advance them (and their completions fire)
    /// in the same order on every run; a `Dictionary` would iterate in per-process hash order.
    private var animating: [ViewNode] = []
    /// The nodes in `animating`, for O(1) membership.
    private var animatingIDs: Set<ObjectIdentifier> = []
    /// The transaction of the update in progress (``Transaction()`` between updates).
    private(set) var updateTransaction = Transaction()
    /// Increases with every update, so modifiers can tell whether a value changed "in this update".
    private(set) var updateSeed = 0
    var nodeCount = 0
    var lastSerial: UInt64 = 0
    /// Removals begun in the update in progress, finalized after it (see `RemovalLifecycle.swift`).
    var removalsToFinalize: [Disappearance] = []
    /// Removals whose animations ended, released after the animation step or commit.
    var finishedRemovals: [Disappearance] = []
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
    private var hostWorkDepth = 0
    /// Numbers the host's frames (each outermost host call, and each stretch between two) so that
    /// `onChange` can tell whether it already fired "in this frame".
    private(set) var frameNumber = 0
    /// Work held over to the start of the next frame (a second `onChange` of one node in a frame).
    private var heldOverToNextFrame: [@MainActor () -> Void] = []
    /// Whether ``wakeHandler`` was called since the host last worked or was asked whether it needs a
    /// frame (``noteFrameQueried()``): a frame loop that checked and went back to sleep must be woken
    /// again by the next write.
    private var hasRequestedWake = false
    /// The runtime doing work right now (a commit, an update, a frame); completion listeners fire
    /// only inside such work, so they are routed to its queue. A synchronous stack, like
    /// ``TransactionScope``.
    private static var active: ViewRuntime?

    init(size: Size) {
        self.size = size
    }

    /// The property animators commanded in this runtime's work, advanced with its frames.
    private(set) lazy var animatorDriver = HostAnimatorDriver(runtime: self)
    /// The sheets presented in this host, by level (see `PresentationRegistry`).
    var presentationClaims: [Int] = []
    /// Whether an animation moved in the last frame, or one started since: `false` when every
    /// running animation follows a paused ``PropertyAnimator`` (its frames would change nothing).
    private(set) var hasLiveAnimations = false


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

    /// Runs `body` as a call of the host: writes it makes are applied by the host's own updates and
    /// need no wake-up.
    func hostWork<R>(_ body: () -> R) -> R {
        if hostWorkDepth == 0 { beginFrame() }
        hostWorkDepth += 1
        hasRequestedWake = false
        defer {
            hostWorkDepth -= 1
            if hostWorkDepth == 0 { frameNumber += 1 }
        }
        return routingMainQueueWork(body)
    }

    /// Runs `body` with main-queue work routed to ``manualScheduler`` (when the host has one).
    /// Property animators commanded in this runtime's work join ``animatorDriver`` (see
    /// ``HostAnimatorDriver``).
    func routingMainQueueWork<R>(_ body: () -> R) -> R {
        // A thread-local slot, not a task-local push: a push allocates, and an event or a frame
        // must not (`kinema-bench ui/drag`).
        PropertyAnimator.withHostDriver(animatorDriver) {
            guard let manualScheduler else { return body() }
            let saved = ManualScheduler.current
            ManualScheduler.current = manualScheduler
            defer { ManualScheduler.current = saved }
            return body()
        }
    }

    /// Starts a new frame inside host work (each outermost host call, and an event after the
    /// update that applied the changes made before it): runs what was held over to it.
    func beginFrame() {
        frameNumber += 1
        let heldOver = heldOverToNextFrame
        heldOverToNextFrame = []
        for work in heldOver { work() }
    }

    /// Runs `work` at the start of the next frame; until then the host needs a frame.
    func holdOverToNextFrame(_ work: @escaping @MainActor () -> Void) {
        heldOverToNextFrame.append(work)
    }

    /// Whether work waits for the next frame.
    var hasHeldOverWork: Bool { !heldOverToNextFrame.isEmpty }

    /// Called when the host is asked whether it needs a frame: a wake already sent has been answered
    /// (the loop looked), so the next external write must wake the loop again even if this one
    /// changed nothing (an equal value, state no body reads).
    func noteFrameQueried() {
        hasRequestedWake = false
    }

    /// Runs the deferred actions, bounded (see ``PostUpdateActions/run(maxRounds:)``).
    func runPostUpdateActions() {
        if !postUpdateActions.run() {
            diagnose(
                "actions queued after an update kept queuing more actions for \(PostUpdateActions.maxRounds) "
                    + "rounds; the rest run in the next frame")
        }
    }

    /// The calendar date at `time` on the host's clock.
    func date(at time: Double) -> Date {
        Date(timeIntervalSinceReferenceDate: dateOffset + time)
    }

    /// The host's clock time of `date` (±infinity for dates far outside the clock's range).
    func time(of date: Date) -> Double {
        date.timeIntervalSinceReferenceDate - dateOffset
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
    private func asActive<R>(_ body: () -> R) -> R {
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
    var isAnimating: Bool { !animating.isEmpty }
    /// Whether frames change what is shown as time passes: an animation that moves with time, or a
    /// running property animator.
    var isAnimatingWithTime: Bool {
        (!animating.isEmpty && hasLiveAnimations) || animatorDriver.hasRunningAnimator
    }

    /// The earliest frame time after the clock at which an animating node may show something new: the
    /// clock's time when one may change at once, later only while every running animation waits out
    /// a delay, `.infinity` when nothing animates.
    ///
    /// - Complexity: O(animating nodes), stopping at the first that may change at once.
    var nextAnimationChange: Double {
        var next = Double.infinity
        for node in animating {
            next = min(next, node.nextAnimationChange(after: time))
            if next <= time { return time }
        }
        return next
    }

    func resize(to size: Size) {
        guard size != self.size else { return }
        self.size = size
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

    private func perform(_ write: QueuedWrite) {
        if let pending = pendingTransactionSeed, pending != write.seed, !queue.isEmpty {
            runUpdate()
        }
        pendingTransaction = write.transaction
        pendingTransactionSeed = write.seed
        write.apply(graph)
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

    /// Reconciles every queued node now, shallowest first: layout that builds content it must
    /// measure at once (a lazy stack's new rows) settles their bodies before measuring them.
    func reconcileQueued() {
        while let node = queue.popShallowest() {
            node.isQueued = false
            if !node.isRemoved { node.reconcile() }
        }
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
        } while !queue.isEmpty && rounds < 8
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

    /// Advances every running animation to `time`; nodes whose animation ended stop being visited.
    func advanceFrame(to time: Double) {
        asActive { advanceAnimations(to: time) }
    }

    /// Ends every running animation at once, keeping the clock (a frame at a non-finite time): each
    /// animated value jumps to its model value and its completions run.
    func endAnimations() {
        asActive { advanceAnimations(to: .infinity) }
    }

    private func advanceAnimations(to time: Double) {
        // Animations sampled at infinity end; the clock itself only takes finite times.
        if time.isFinite { self.time = time }
        timedWakes.fireDue(at: time)
        var finished = 0
        hasLiveAnimations = false
        // Iterates a copy: advancing never starts or stops other nodes, but stays safe if it does.
        for node in animating {
            SlotActivity.counts = (0, 0)
            if node.advanceAnimations(to: time) {
                // A node animating without slots, or with one that moved, keeps frames coming.
                if SlotActivity.counts.live > 0 || SlotActivity.counts.waiting == 0 { hasLiveAnimations = true }
            } else {
                animatingIDs.remove(ObjectIdentifier(node))
                finished += 1
            }
        }
        if finished > 0 { animating.removeAll { !animatingIDs.contains(ObjectIdentifier($0)) } }
        releaseFinishedRemovals()
        // Animatable views fed a new presentation value re-run their bodies now.
        if !queue.isEmpty { commit() }
    }

    func startAnimating(_ node: ViewNode) {
        hasLiveAnimations = true
        if animatingIDs.insert(ObjectIdentifier(node)).inserted { animating.append(node) }
    }

    /// - Complexity: O(animating nodes); called when a node is removed, not per frame.
    func stopAnimating(_ node: ViewNode) {
        guard animatingIDs.remove(ObjectIdentifier(node)) != nil else { return }
        animating.removeAll { $0 === node }
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

    // MARK: Reconciliation

    /// Updates the child of `parent` at `slot` with `view`, replacing it when its type changed.
    func reconcileChild(of parent: ViewNode, at slot: Int, with view: any View) {
        let environment = parent.environmentForChildren
        if slot < parent.children.count, let existing = reusableNode(parent.children[slot], for: view) {
            update(existing, with: view, environment: environment)
            return
        }
        let key = AnyHashable(SlotKey(branch: (parent as? StructuralNode)?.branch ?? 0, slot: slot))
        if slot < parent.children.count {
            remove(parent.children[slot], key: key, from: parent)
        } else {
            precondition(slot == parent.children.count, "child slot \(slot) skips positions")
        }
        let node: ViewNode
        if let revived = revive(in: parent, key: key, for: view) {
            update(revived, with: view, environment: environment)
            node = revived
        } else {
            node = makeNode(for: view, parent: parent, environment: environment)
        }
        if slot < parent.children.count {
            parent.children[slot] = node
        } else {
            parent.children.append(node)
        }
        parent.subviewsDidChange()
        parent.invalidate()
    }

    /// Removes the children of `parent` from `count` on (each released, or disappearing while its
    /// removal transitions run).
    func truncateChildren(of parent: ViewNode, to count: Int) {
        guard parent.children.count > count else { return }
        let removed = parent.children[count...]
        parent.children.removeSubrange(count...)
        let branch = (parent as? StructuralNode)?.branch ?? 0
        for (offset, child) in removed.enumerated() {
            remove(child, key: AnyHashable(SlotKey(branch: branch, slot: count + offset)), from: parent)
        }
        parent.subviewsDidChange()
        parent.invalidate()
    }

    /// Updates the child of a conditional: a view of the other branch replaces the child.
    func reconcileBranch(of node: StructuralNode, branch: Int, with view: any View) {
        if node.branch != branch {
            truncateChildren(of: node, to: 0)
            node.branch = branch
        }
        reconcileChild(of: node, at: 0, with: view)
    }

    func reusableNode(_ node: ViewNode, for view: any View) -> ViewNode? {
        node.viewTypeIdentifier == ObjectIdentifier(type(of: view)) ? node : nil
    }

    func update(_ node: ViewNode, with view: any View, environment: EnvironmentValues) {
        if let composite = node as? CompositeNode {
            if !composite.environment.isIdentical(to: environment) {
                composite.updateEnvironment(environment)
            }
            composite.update(with: view)
        } else {
            node.environment = environment
            node.update(with: view)
        }
    }

    func makeNode(for view: any View, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        if let primitive = view as? any PrimitiveView {
            let node = primitive.makeNode(runtime: self, parent: parent, environment: environment)
            node.viewTypeIdentifier = ObjectIdentifier(type(of: view))
            node.update(with: view)
            return node
        }
        if view is any Shape {
            // A bare shape is drawn filled with the foreground style, by the shape node itself
            // (its body, a `_ShapeView`, is never evaluated).
            let node = ShapeNode(runtime: self, parent: parent, environment: environment)
            node.viewTypeIdentifier = ObjectIdentifier(type(of: view))
            node.update(with: view)
            return node
        }
        let node = CompositeNode(view: view, runtime: self, parent: parent, environment: environment)
        node.viewTypeIdentifier = ObjectIdentifier(type(of: view))
        enqueue(node)
        return node
    }
}

/// A view the runtime implements directly rather than through a body.
@MainActor
protocol PrimitiveView: View {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode
}

/// A state write waiting for the next commit, with the transaction it was made under.
struct QueuedWrite {
    let seed: Int
    let transaction: Transaction
    let apply: (AttributeGraph) -> Void
}
