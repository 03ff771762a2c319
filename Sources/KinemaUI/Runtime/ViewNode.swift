import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaGraph

/// One installed view: the persistent identity behind a view value.
///
/// Subclasses implement each kind of view: composite views (a body rule), lists (tuples, groups,
/// `ForEach`, conditionals), leaves (text, fills) and modifiers. A node lives until its parent's
/// update no longer produces a view at its position (or with its id); then ``uninstall()`` releases
/// its subgraph and storage.
///
/// Invariants:
/// - `depth == parent.depth + 1`; the root has depth 0.
/// - a removed node (`isRemoved`) has no children and no parent, and is never reconciled again.
/// - `needsLayout` on a node implies `needsLayout` on every ancestor (so cached sizes above a change
///   are never reused).
/// - `hasPendingCommit` on a node implies `hasPendingCommit` on every ancestor.
@MainActor
class ViewNode {
    unowned let runtime: ViewRuntime
    /// The parent keeps this node alive (in `children`) for as long as this node is installed, and
    /// ``uninstall()`` clears the pointer, so it never dangles. Not `weak`: a weak reference gives
    /// every node a side table, which makes each retain and release of a node (every tree walk,
    /// every frame) take the slow path.
    unowned(unsafe) var parent: ViewNode?
    let depth: Int
    /// Unique within the runtime; display items derive their ids from it.
    let serial: UInt64
    /// The environment handed down by the parent.
    var environment: EnvironmentValues
    var children: [ViewNode] = []
    /// Removed children still on screen while their removal transitions run (see
    /// `RemovalLifecycle.swift`): out of layout and reconciliation, drawn without input.
    var disappearing: [Disappearance] = []
    /// The update that created this node (``ViewRuntime/updateSeed``).
    let createdSeed: Int
    private(set) var isRemoved = false
    /// The node is in the runtime's reconcile queue.
    var isQueued = false
    /// The type of view this node was made for; a view of another type replaces the node.
    var viewTypeIdentifier = ObjectIdentifier(Never.self)
    /// Set while the view is kept on screen only to animate its removal: it is still drawn, but a
    /// press never lands on it, it takes no keyboard focus, and its gestures and key handlers are
    /// not reached (drawing passes it a context with hit testing and focus off).
    var isDisappearing = false

    /// Cached sizes are stale.
    var needsLayout = true
    /// Model values changed (or the frame may have): the next commit pass must visit this node.
    var needsCommit = true
    /// This node or a descendant needs the commit pass.
    var hasPendingCommit = true
    /// The children that were marked `hasPendingCommit`, so the commit pass visits only them
    /// (possibly with stale entries: removed or already committed children are skipped).
    var pendingChildren: [ViewNode] = []
    var sizeCache = SizeCache()
    /// This node's own layout inputs (its parameters, or the subviews a container lays out)
    /// changed since it was last placed: its sizes must be measured again to be trusted.
    var layoutInputsChanged = true
    /// Since the last change, this node was found to answer every proposal as before
    /// (``keepsSizes()``), so its container's layout still holds.
    var sizesVerified = false
    /// The alignment-guide sources in this subtree, this node included: `.alignmentGuide` modifiers
    /// and custom layouts (which may answer guides). A subtree with none has no explicit guide but
    /// the text baselines, so alignment skips it without looking (see `ExplicitAlignment.swift`).
    var explicitGuideSources = 0
    /// Moves whenever this node's sizes are marked stale (it or a descendant changed), so what a
    /// container derives from its subviews — a custom layout's cache, a grid's rows — knows to
    /// update. Kept apart from `sizeCache`, which is being measured into when they are read.
    var sizesGeneration = 0
    /// The node's placement is in progress (``UnaryNode/place(in:transaction:)`` has not returned):
    /// a change marked below it is committed by that placement before it ends, so the marks stop
    /// there (see ``invalidate()``).
    var isBeingPlaced = false

    init(runtime: ViewRuntime, parent: ViewNode?, environment: EnvironmentValues) {
        self.runtime = runtime
        self.parent = parent
        self.depth = (parent?.depth ?? -1) + 1
        self.environment = environment
        createdSeed = runtime.updateSeed
        runtime.nodeCount += 1
        runtime.lastSerial += 1
        serial = runtime.lastSerial
        parent?.pendingChildren.append(self)
    }

    /// Updates this node from a new value of its view type.
    func update(with view: any View) {
        preconditionFailure("\(type(of: self)) must override update(with:)")
    }

    /// Marks this node changed: its sizes are stale and the commit pass must visit it.
    ///
    /// Ancestors keep the answers they were laid out with as a baseline, so if this node turns out
    /// to measure as before, their containers keep their placement (see ``keepsSizes()``).
    ///
    /// Marked while a node is being placed (content built during layout: a `GeometryReader`'s, a
    /// lazy stack's rows), the marks stop at that node: it commits what was marked below it before
    /// its placement ends (``UnaryNode/place(in:transaction:)``). Marks above it would outlive the
    /// update unreached — a list between it and its container, already committed, would stay
    /// marked with no marked parent, and every later change below would stop there, never laid out.
    func invalidate() {
        needsCommit = true
        layoutInputsChanged = true
        var node: ViewNode? = self
        while let current = node {
            current.sizeCache.markStale()
            current.sizesGeneration &+= 1
            current.sizesVerified = false
            // The invariant makes every ancestor of an already-marked node marked too.
            if current !== self && current.needsLayout && current.hasPendingCommit { break }
            current.needsLayout = true
            current.markPending()
            if current.isBeingPlaced { break }
            node = current.parent
        }
    }

    /// Re-measures after a content change: when every size the container asked for is unchanged,
    /// only the commit pass needs to visit the node and the container keeps its layout (a counter
    /// whose digits change in place re-lays out nothing).
    func invalidateContent() {
        if sizeCache.isUnchanged(measuring: computeSize) {
            invalidateCommit()
        } else {
            invalidate()
        }
    }

    private func markPending() {
        guard !hasPendingCommit else { return }
        hasPendingCommit = true
        parent?.pendingChildren.append(self)
    }

    /// Rebuilds what changed since the node was queued with ``ViewRuntime/enqueue(_:)``: a
    /// composite node reconciles its new body, a node owning ``TrackedContent`` its re-evaluated
    /// content. Called by the update, shallowest queued node first.
    func reconcile() {}

    /// Whether this view answers every proposal its container laid it out with as before, so the
    /// container's layout still holds: true when nothing below changed size, or when every changed
    /// descendant keeps its sizes (checked along the pending paths only, O(changed)). A list (whose
    /// subviews its container places directly) keeps its sizes only when its subviews are the same
    /// and each keeps its sizes.
    func keepsSizes() -> Bool {
        // A disappearing view is out of layout: its sizes concern no container.
        guard needsLayout && !sizesVerified && !isDisappearing else { return true }
        guard !runtime.forcesFullLayout && !layoutInputsChanged && pendingChildrenKeepSizes() else {
            return false
        }
        sizesVerified = true
        return true
    }

    /// Whether every pending child keeps its sizes (see ``keepsSizes()``).
    final func pendingChildrenKeepSizes() -> Bool {
        pendingChildren.allSatisfy { child in
            !child.hasPendingCommit || child.isRemoved || child.parent !== self || child.keepsSizes()
        }
    }

    /// Clears the layout flags once the node was placed with its current sizes.
    final func didLayOut() {
        needsLayout = false
        layoutInputsChanged = false
        sizesVerified = false
        sizeCache.commitBaseline()
    }

    /// Calls `body` with each pending child still attached and pending, emptying the list.
    ///
    /// The list is moved out while `body` runs (a child marked pending meanwhile starts a new one)
    /// and its storage is given back afterwards, so a commit allocates nothing for it.
    func forEachPendingChild(_ body: (ViewNode) -> Void) {
        var pending: [ViewNode] = []
        swap(&pending, &pendingChildren)
        for child in pending where child.hasPendingCommit && !child.isRemoved && child.parent === self {
            body(child)
        }
        pending.removeAll(keepingCapacity: true)
        if pendingChildren.isEmpty { swap(&pending, &pendingChildren) }
    }

    /// Marks that this node's own model values changed without affecting layout (effects such as
    /// offset, scale and opacity): the commit pass visits it, cached sizes stay valid.
    func invalidateCommit() {
        needsCommit = true
        var node: ViewNode? = self
        while let current = node {
            if current !== self && current.hasPendingCommit { break }
            current.markPending()
            // As in `invalidate()`: a node being placed commits what was marked below it.
            if current.isBeingPlaced { break }
            node = current.parent
        }
    }

    /// Releases this node and its descendants: subgraphs, storage, handlers.
    func uninstall() {
        for child in children { child.uninstall() }
        children = []
        for removal in disappearing where !removal.isOver {
            removal.isOver = true
            removal.node.uninstall()
        }
        disappearing = []
        isRemoved = true
        runtime.nodeCount -= 1
        didUninstall()
        parent = nil
    }

    /// Whether this node may hand its subtree an animation that its own incoming transaction lacks
    /// (a transaction modifier), so a removal below it may animate in an update without animation.
    var mayAddAnimation: Bool { false }

    /// Subclass hook called once when the node is removed.
    func didUninstall() {}

    /// The subgraph new composite descendants nest in: the nearest composite ancestor's.
    var enclosingSubgraph: Subgraph? { parent?.enclosingSubgraph }

    /// Commits a disappearing node (or a node whose container keeps its placement) in the frames it
    /// already has: its content may still change and animate, but it is never laid out again.
    final func placeWhereItIs(transaction: Transaction) {
        if let unary = self as? UnaryNode {
            if let frame = unary.modelFrame { unary.place(in: frame, transaction: transaction) }
        } else if let list = self as? ListNode {
            list.commitPendingInPlace(transaction: transaction)
        }
    }

    /// Commits the model values of list nodes, which containers never place (see ``ListNode``).
    /// Unary nodes commit in ``place(in:transaction:)`` instead.
    func commitLists(transaction: Transaction) {}

    // MARK: Layout

    /// Appends the views a container lays out for this node: itself when it is a single view, its
    /// children's views when it is a list.
    func collectSubviews(into subviews: inout [ViewNode]) {
        subviews.append(self)
    }

    /// The size this view chooses for `proposal`; cached until the node or a descendant changes.
    final func sizeThatFits(_ proposal: ProposedViewSize) -> Size {
        if let size = sizeCache.size(for: proposal) { return size }
        runtime.sizeMeasurements += 1
        let size = computeSize(proposal)
        sizeCache.insert(size, for: proposal)
        return size
    }

    /// Computes the size for `proposal` (uncached).
    func computeSize(_ proposal: ProposedViewSize) -> Size { .zero }

    /// This view's explicit value for `key` at `size`, in its own coordinates (uncached, ungated:
    /// call ``explicitAlignment(_:in:)``). Leaves have none; containers merge their subviews'.
    func computeExplicitAlignment(_ key: AlignmentKey, in size: Size) -> CGFloat? { nil }

    /// The space this view prefers around it (``LayoutSubview/spacing``): the host's default stack
    /// spacing; a custom layout answers its own.
    var viewSpacing: ViewSpacing { ViewSpacing(defaultIn: runtime) }

    /// The layout priority its container gives this view.
    var layoutPriority: Double { 0 }

    /// Places the view in `frame` (absolute cells) and commits model values under `transaction`.
    func place(in frame: Rect, transaction: Transaction) {
        for child in children { child.place(in: frame, transaction: transaction) }
    }

    // MARK: Drawing and input

    /// Appends this view's display items, transformed by `context`.
    func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        for child in children { child.drawIfVisible(into: &recorder, context: context) }
        drawDisappearing(into: &recorder, context: context)
    }

    /// Draws this node's disappearing children (on top of the others), out of hit testing and focus.
    final func drawDisappearing(into recorder: inout DisplayListRecorder, context: DrawContext) {
        guard !disappearing.isEmpty else { return }
        let context = context.disappearing
        for removal in disappearing { removal.node.drawIfVisible(into: &recorder, context: context) }
    }

    /// Appends the disappearing views a container draws for this node: a list's own and those of
    /// the lists below it (a unary view draws its own).
    func collectDisappearing(into nodes: inout [ViewNode]) {}

    /// The set of disappearing children changed: the container drops what it cached about them.
    func disappearingSubviewsDidChange() {
        nearestNode(of: UnaryNode.self, includingSelf: true)?.disappearingSubviewsDidChange()
    }

    /// Draws this view unless its drawn bound certainly misses `context.visibleBounds`; a list has
    /// no bound of its own and lets each of its subviews decide.
    func drawIfVisible(into recorder: inout DisplayListRecorder, context: DrawContext) {
        draw(into: &recorder, context: isDisappearing ? context.disappearing : context)
    }

    /// Adds the drawn bounds of the subviews this node contributes (itself when unary, its
    /// children's subviews when a list) to `bounds`.
    func formSubviewDrawBounds(_ bounds: inout Rect?) {
        for child in children { child.formSubviewDrawBounds(&bounds) }
        for removal in disappearing { removal.node.formSubviewDrawBounds(&bounds) }
    }

    /// Records that this node's children were added, removed, replaced or reordered: the container
    /// that lays out the subviews (the nearest unary ancestor, or the node itself) drops its cached
    /// subview list and drawn bound.
    func subviewsDidChange() {
        nearestNode(of: UnaryNode.self, includingSelf: true)?.subviewListDidChange()
    }

    /// The nearest node of type `T` above this one (or this one, with `includingSelf`) — the one
    /// walk up the tree behind the container that lays a view out (the nearest `UnaryNode`) and the
    /// custom view that declared it (the nearest `CompositeNode`).
    ///
    /// - Complexity: O(depth).
    final func nearestNode<T: ViewNode>(of type: T.Type, includingSelf: Bool = false) -> T? {
        var node = includingSelf ? self : parent
        while let current = node {
            if let match = current as? T { return match }
            node = current.parent
        }
        return nil
    }

    /// Whether this node is `ancestor` or lies below it.
    ///
    /// - Complexity: O(depth).
    final func isInSubtree(of ancestor: ViewNode) -> Bool {
        var node: ViewNode? = self
        while let current = node, current.depth >= ancestor.depth {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }

    /// Whether the node's animatable values still move at `time`.
    func advanceAnimations(to time: Double) -> Bool { false }

    /// For a node that is animating: the earliest frame time after `time` (its last advance) at which
    /// what it shows may change. The default, `time`, says "at once" and keeps frames coming; nodes
    /// whose animations are all ``AnimatableSlot``s answer later while every one of them waits out a
    /// delay, so the host can sleep through it (``ViewHost/quietUntil``).
    func nextAnimationChange(after time: Double) -> Double { time }

    /// Offers a key press to this node's own handlers; `true` when one handled it.
    func handleKeyPress(_ press: KeyPress) -> Bool { false }

    /// Offers pasted text to this node (a focused text field takes it); `true` when taken.
    func handlePaste(_ text: String) -> Bool { false }

    /// The environment handed to children (modifiers such as `.environment` override it).
    var environmentForChildren: EnvironmentValues { environment }

    /// Reads the environment (overridden by composite nodes to record a dependency).
    func readEnvironment() -> EnvironmentValues { environment }

    /// The nearest custom view above this node: the one whose body declared it.
    var owningComposite: CompositeNode? { nearestNode(of: CompositeNode.self) }

    /// Checks the invariants of this subtree (tests call it after updates).
    func checkInvariants() {
        sizeCache.checkInvariants()
        for child in children {
            precondition(child.parent === self, "child \(child.serial) of \(serial) has another parent")
            precondition(child.depth == depth + 1, "child \(child.serial) at depth \(child.depth) under \(depth)")
            precondition(!child.isRemoved, "removed node \(child.serial) is still a child of \(serial)")
            child.checkInvariants()
        }
        for removal in disappearing {
            let node = removal.node
            precondition(!removal.isOver && !node.isRemoved, "disappearing node \(node.serial) is over")
            precondition(node.parent === self && node.isDisappearing, "node \(node.serial) detached")
            node.checkInvariants()
        }
        if needsLayout { precondition(parent?.needsLayout ?? true, "needsLayout not set above \(serial)") }
        if hasPendingCommit {
            precondition(parent?.hasPendingCommit ?? true, "hasPendingCommit not set above \(serial)")
        }
    }
}
