import KinemaAnimation
import KinemaGeometry

/// A node that is one subview of its container: leaves, modifiers and layout containers.
///
/// Its frame is an animatable attribute: when layout assigns a different frame under a transaction
/// (its ``Transaction/geometryTransaction``: scoped transaction bodies do not change it)
/// with an animation, the presented frame moves there over time (avatars slide to their new order).
/// Children are placed in the *model* frame; each animates its own presented frame, so a moving
/// container and its content move together.
///
/// The node also caches a conservative bound of everything its subtree may draw (see
/// `UnaryNode+DrawBounds.swift`), so drawing skips subtrees that cannot show on screen.
///
/// Invariants:
/// - `modelFrame` is the last frame layout assigned; `presentedFrame` is the frame drawn, equal to
///   `modelFrame` when no frame animation runs.
/// - `cachedDrawBounds == nil` implies `cachedDrawBounds == nil` on every unary ancestor, and a node
///   whose cache was dropped since its container last read it has been reported to that container
///   (`subviewDrawBoundsChanged`).
class UnaryNode: ViewNode {
    private(set) var modelFrame: Rect?
    private var frameSlot = AnimatableSlot<Rect>()
    /// Whether an own animatable value (a modifier's, a leaf's) was still moving at the last commit
    /// or frame; when it was, ``nextOwnAnimationChange(after:)`` is asked.
    private var ownAnimationsRunning = false
    /// SwiftUI's default `.opacity` transition while it runs on this view (see `DefaultTransition.swift`);
    /// `nil` otherwise.
    var defaultFade: DefaultFade?
    var presentedFrame: Rect { frameSlot.presented ?? modelFrame ?? .zero }
    /// The drawn bound of this subtree in layout coordinates (before ancestors' effects); `nil`
    /// when stale. Read it through `drawBounds`.
    var cachedDrawBounds: Rect?
    /// This node's position in its container's subview list (see ``SubviewDrawIndex``); −1 before
    /// the container indexed it.
    var containerIndex = -1

    override final func place(in frame: Rect, transaction: Transaction) {
        // Under `MotionPreference.none` animations added inside the tree (`.animation(_:value:)`)
        // are dropped too.
        let transaction = runtime.motionPreference == .none ? transaction.withoutMotion : transaction
        // Points mode lays out on the cell grid, as SwiftUI lays out on the pixel grid.
        let frame = runtime.usesPoints ? runtime.snappedToCells(frame) : frame
        let isFirstPlacement = modelFrame == nil
        // Stored components, not CGRect's `==` (which standardises): see `isComponentwiseEqual(to:)`.
        let frameChanged = modelFrame?.isComponentwiseEqual(to: frame) != true
        guard hasPendingCommit || frameChanged else { return }
        runtime.placements += 1
        if frameChanged {
            modelFrame = frame
            if frameSlot.set(frame, transaction: transaction.geometryTransaction, at: runtime.time) {
                runtime.startAnimating(self)
            }
            invalidateDrawBounds()
        }
        if needsCommit, commit(transaction: transaction) {
            ownAnimationsRunning = true
            runtime.startAnimating(self)
        }
        if let fade = defaultFade, fade.needsCommit {
            if commitDefaultFade(fade, transaction: transaction) { runtime.startAnimating(self) }
        } else if isFirstPlacement && transaction.animation != nil && createdSeed == runtime.updateSeed
            && beginDefaultFadeIn(transaction: transaction)
        {
            // Checked in this order so an insertion without animation pays two comparisons.
            runtime.startAnimating(self)
        }
        let contentTransaction = contentTransaction(transaction)
        let wasBeingPlaced = isBeingPlaced
        isBeingPlaced = true
        placeContent(in: frame, transaction: contentTransaction)
        commitLateChanges(transaction: contentTransaction)
        isBeingPlaced = wasBeingPlaced
        pendingChildren.removeAll(keepingCapacity: true)
        needsCommit = false
        didLayOut()
        hasPendingCommit = false
    }

    /// Commits, in the frames they have, the children marked while this node's content was placed
    /// after their own placement (a child that built content, a list above a view that did): the
    /// marks stopped at this node (see ``ViewNode/invalidate()``), so nothing else would reach them.
    private func commitLateChanges(transaction: Transaction) {
        // A few rounds: committing one may mark another (each round handles what the last marked).
        for _ in 0..<4 {
            guard pendingChildren.contains(where: { $0.hasPendingCommit && !$0.isRemoved && $0.parent === self })
            else { return }
            forEachPendingChild { child in child.placeWhereItIs(transaction: transaction) }
        }
    }

    /// A unary view keeps its sizes when its changed descendants all do (the baseline answers are
    /// then still right), or else when measuring it again gives every baseline answer.
    override func keepsSizes() -> Bool {
        // A disappearing view is out of layout: its sizes concern no container.
        guard needsLayout && !sizesVerified && !isDisappearing else { return true }
        guard !runtime.forcesFullLayout && sizeCache.hasBaseline else { return false }
        if !layoutInputsChanged && pendingChildrenKeepSizes() {
            sizeCache.restoreBaseline()
        } else if !sizeCache.remeasures(with: computeSize) {
            return false
        }
        sizesVerified = true
        return true
    }

    /// Commits this node's own animatable model values under `transaction`; returns whether one of
    /// them is animating.
    func commit(transaction: Transaction) -> Bool { false }

    /// Starts the frames of an own animatable value set outside ``commit(transaction:)`` (a value
    /// computed from the frame while placing the content).
    func startOwnAnimations() {
        ownAnimationsRunning = true
        runtime.startAnimating(self)
    }

    /// The transaction handed to the content (transaction modifiers override).
    func contentTransaction(_ transaction: Transaction) -> Transaction { transaction }

    /// Places the children; the default gives every child the whole frame.
    func placeContent(in frame: Rect, transaction: Transaction) {
        for child in children { child.place(in: frame, transaction: transaction) }
    }

    override func advanceAnimations(to time: Double) -> Bool {
        // Most animating nodes animate an own value (a transition's opacity), not their frame: a
        // frame at rest costs one flag read per frame, not two copies of an optional rect.
        var frameMoves = false
        if frameSlot.isAnimating {
            let shownFrame = frameSlot.presented
            frameMoves = frameSlot.advance(to: time)
            if !Self.isSameFrame(frameSlot.presented, shownFrame) { invalidateDrawBounds() }
        }
        var fadeMoves = false
        if let fade = defaultFade, fade.slot.isAnimating {
            fadeMoves = fade.slot.advance(to: time)
            // Fully shown again: the view is as if it had no fade.
            if !fadeMoves && fade.target == 1 { defaultFade = nil }
        }
        let ownMove = advanceOwnAnimations(to: time)
        ownAnimationsRunning = ownMove
        return frameMoves || fadeMoves || ownMove
    }

    override func nextAnimationChange(after time: Double) -> Double {
        var next = frameSlot.nextChange(after: time)
        if let fade = defaultFade { next = min(next, fade.slot.nextChange(after: time)) }
        if next > time && ownAnimationsRunning { next = min(next, nextOwnAnimationChange(after: time)) }
        return next
    }

    /// The earliest frame time after `time` at which one of this node's own animatable values may
    /// change (see ``ViewNode/nextAnimationChange(after:)``). The default, `time`, says "at once";
    /// a subclass that owns ``AnimatableSlot``s answers with their earliest ``AnimatableSlot/nextChange(after:)``.
    func nextOwnAnimationChange(after time: Double) -> Double { time }

    /// Whether two optional frames have the same stored components (CGRect's `==` would treat a
    /// frame overshooting to a negative size as equal to its mirror image).
    static func isSameFrame(_ a: Rect?, _ b: Rect?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): a.isComponentwiseEqual(to: b)
        default: false
        }
    }

    /// Advances this node's own animatable values; returns whether one still moves.
    func advanceOwnAnimations(to time: Double) -> Bool { false }

    /// Drops the running animations of this node's own animatable values (the node is being
    /// removed), so their completion handlers count them as removed (spec §3.4). Every subclass
    /// that owns an ``AnimatableSlot`` overrides it.
    func removeOwnAnimations() {}

    // MARK: Drawn bounds

    override final func drawIfVisible(into recorder: inout DisplayListRecorder, context: DrawContext) {
        guard context.mayShow(drawBounds) else { return }
        var context = isDisappearing ? context.disappearing : context
        if let fade = defaultFade { context = context.fading(by: fade.presented) }
        draw(into: &recorder, context: context)
    }

    override final func formSubviewDrawBounds(_ bounds: inout Rect?) {
        bounds = bounds.map { $0.covering(drawBounds) } ?? drawBounds
    }

    /// Computes the bound of what this subtree may draw, in layout coordinates: the presented frame
    /// and the content's bounds by default. Views that draw outside their frame (shadows, offsets,
    /// scaling, text running past a narrow frame) widen it.
    func computeDrawBounds() -> Rect {
        presentedFrame.covering(contentDrawBounds)
    }

    /// A subview laid out by this node dropped its drawn bound (containers that index their
    /// subviews record it).
    func subviewDrawBoundsChanged(_ subview: UnaryNode) {}

    override func checkInvariants() {
        super.checkInvariants()
        if cachedDrawBounds == nil, let container = nearestNode(of: UnaryNode.self) {
            precondition(container.cachedDrawBounds == nil, "node \(serial) is stale but its container is not")
        }
    }

    /// The disappearing views drawn by this node changed: its drawn bound covers them.
    override func disappearingSubviewsDidChange() {
        invalidateDrawBounds()
    }

    /// The subviews this node lays out changed (see ``ViewNode/subviewsDidChange()``).
    func subviewListDidChange() {
        layoutInputsChanged = true
        invalidateDrawBounds()
    }

    override func didUninstall() {
        frameSlot.removeAnimation()
        defaultFade?.slot.removeAnimation()
        defaultFade = nil
        removeOwnAnimations()
        runtime.stopAnimating(self)
    }
}

/// One animatable attribute of a node: the model value, its animator and the value presented at the
/// last time it was advanced to.
///
/// Invariants:
/// - `presented` is `nil` only before the first value is set.
struct AnimatableSlot<Value: Animatable> {
    private var animator: AnimatedValue<Value>?
    private(set) var presented: Value?
    /// The animator's `isAnimating` after the last call, kept so a frame can skip a slot at rest
    /// without reading (and copying) the animator.
    private(set) var isAnimating = false

    var model: Value? { animator?.model }

    /// Sets the model value; the first value is shown at once. Returns whether it animates.
    mutating func set(_ value: Value, transaction: Transaction, at time: Double) -> Bool {
        if animator == nil {
            animator = AnimatedValue(value)
        } else {
            if let environment = transaction[AnimationEnvironmentTransactionKey.self] {
                animator!.environment = environment
            }
            animator!.setModel(value, transaction: transaction, at: time)
        }
        presented = animator!.presentation(at: time)
        isAnimating = animator!.isAnimating
        return isAnimating
    }

    /// Moves the presentation to `time`; returns whether it still animates. A slot at rest already
    /// presents its model (animations start only in ``set(_:transaction:at:)``).
    mutating func advance(to time: Double) -> Bool {
        guard isAnimating else { return false }
        presented = animator!.presentation(at: time)
        isAnimating = animator!.isAnimating
        if isAnimating {
            // Counted so that a frame loop can sleep while only paused animators hold animations.
            // The atomic check first: no generic call per slot and frame while no animator waits.
            if AnimatorProgressClock.hasWaitingClocks && animator!.isWaitingOnPausedAnimators {
                SlotActivity.counts.waiting += 1
            } else {
                SlotActivity.counts.live += 1
            }
        }
        return isAnimating
    }

    /// The earliest frame time after `time` at which the presented value may change: `time` when it
    /// may change at once, `.infinity` at rest (see `AnimatedValue.nextChangeTime(after:)`).
    func nextChange(after time: Double) -> Double {
        isAnimating ? animator!.nextChangeTime(after: time) : .infinity
    }

    /// Drops any running animation (the view went away or its identity changed), releasing its
    /// completion handlers as removed; the model value stays.
    mutating func removeAnimation() {
        if let model = animator?.model {
            animator!.reset(to: model)
            isAnimating = animator!.isAnimating
        }
    }
}

/// Animatable slots advanced during one node's `advanceAnimations(to:)`: those that moved with time,
/// and those waiting only on a paused property animator (see `ViewRuntime.isAnimatingWithTime`).
enum SlotActivity {
    /// `nonisolated(unsafe)`: every `AnimatableSlot` is stored in a view node, nodes are main-actor
    /// objects, and slots advance only inside `ViewRuntime.advanceAnimations`, on the main actor,
    /// which resets and reads this around each node; no other thread touches it.
    nonisolated(unsafe) static var counts = (live: 0, waiting: 0)
}
