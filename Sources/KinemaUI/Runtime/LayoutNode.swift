import Foundation
import KinemaAnimation
import KinemaGeometry

/// A view that lays out its content with a ``Layout`` (stacks, custom layouts).
@MainActor
protocol LayoutContainerView: PrimitiveView {
    associatedtype ContainerLayout: Layout
    associatedtype Content: View
    var layout: ContainerLayout { get }
    var content: Content { get }
}

extension LayoutContainerView {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        LayoutNode<ContainerLayout>(runtime: runtime, parent: parent, environment: environment)
    }
}

/// The node of a layout container. Its content's subviews are measured and placed by the layout;
/// an animatable layout is itself animated (its `animatableData` interpolates frame by frame, and the
/// subviews are re-placed along the way).
final class LayoutNode<L: Layout>: UnaryNode, TracksLayoutReads {
    private var layoutSlot = AnimatableSlot<L>()
    private var layout: L?
    private var childEnvironment = DerivedEnvironment()
    private var laidOutFrame: Rect?
    /// The content's subviews, collected once per change of the subview list (not per pass).
    private var subviewCache: [ViewNode]?
    /// The content's disappearing views (see `RemovalLifecycle.swift`), collected once per change.
    private var disappearingCache: [ViewNode]?
    private var drawIndex = SubviewDrawIndex(axis: LayoutNode.stackAxis)
    /// The layout's cache, made once and kept across passes (SwiftUI's semantics).
    private var layoutCache: L.Cache?
    /// The cache was brought up to date since the layout or a subview last changed.
    private var cacheIsCurrent = false
    /// Records what a custom layout reads (`nil` for the built-in layouts, which read no state).
    private var reads: LayoutReads?
    /// This node counts as an alignment-guide source (a custom layout may answer guides itself).
    private var isGuideSource = false
    /// Whether the layout type was checked for being built in.
    private var checkedBuiltIn = false

    /// The axis a stack lays its subviews along, in order (its drawing is indexed along it); `nil`
    /// for other layouts.
    private static var stackAxis: Axis? {
        L.self == HStackLayout.self ? .horizontal : L.self == VStackLayout.self ? .vertical : nil
    }

    override var environmentForChildren: EnvironmentValues {
        childEnvironment.value(from: environment) { environment in
            // Dividers and spacers follow the stack orientation the layout declares.
            environment.stackAxis = LayoutNode.stackAxis ?? layout.flatMap(Self.stackOrientation(of:))
        }
    }

    private static func stackOrientation(of layout: L) -> Axis? {
        if let any = layout as? AnyLayout { return any.stackOrientation }
        return L.layoutProperties.stackOrientation
    }

    override func update(with view: any View) {
        let container = view as! any LayoutContainerView
        updateContainer(container)
    }

    private func updateContainer<V: LayoutContainerView>(_ container: V) {
        let newLayout = container.layout as! L
        // An equal layout (stacks are `Equatable`) keeps the placement of unchanged subviews.
        let isSameLayout = layout.flatMap { dynamicallyEqual($0, newLayout) } ?? false
        if L.self == AnyLayout.self,
            layout.flatMap(Self.stackOrientation(of:)) != Self.stackOrientation(of: newLayout)
        {
            // An `AnyLayout` switched between stacks: dividers and spacers inside turn.
            childEnvironment.invalidate()
        }
        layout = newLayout
        // Whether a layout is built in depends on its type alone, except behind an `AnyLayout`.
        if !checkedBuiltIn || L.self == AnyLayout.self {
            checkedBuiltIn = true
            let isCustom = !Self.isBuiltIn(newLayout)
            if isCustom != isGuideSource {
                isGuideSource = isCustom
                noteGuideSources(isCustom ? 1 : -1)
            }
            if isCustom && reads == nil { reads = LayoutReads(owner: self) }
        }
        runtime.reconcileChild(of: self, at: 0, with: container.content)
        if !isSameLayout || needsCommit {
            cacheIsCurrent = false
            invalidate()
        }
    }

    private static func isBuiltIn(_ layout: L) -> Bool {
        if let any = layout as? AnyLayout { return any.isBuiltIn }
        return layout is any BuiltInLayout
    }

    /// The layout measuring and placing use: the interpolated one while the layout animates,
    /// else the newest (the slot presents a new layout only once the node commits, after its
    /// container measured it: an `AnyLayout` switched between stacks is measured as the new stack).
    private var presentedLayout: L { layoutSlot.isAnimating ? (layoutSlot.presented ?? layout!) : layout! }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let layout = presentedLayout
        let subviews = LayoutSubviews(nodes: self.subviews)
        var cache = preparedCache(layout, subviews)
        defer { layoutCache = cache }
        guard let reads else {
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
        return reads.measuring(cache: &cache) { cache in
            layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
        }
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, in size: Size) -> CGFloat? {
        let layout = presentedLayout
        let subviews = LayoutSubviews(nodes: self.subviews)
        var cache = preparedCache(layout, subviews)
        defer { layoutCache = cache }
        guard let reads else {
            return layout.explicitAlignment(key, size: size, subviews: subviews, cache: &cache)
        }
        return reads.aligning(cache: &cache) { cache in
            layout.explicitAlignment(key, size: size, subviews: subviews, cache: &cache)
        }
    }

    override var viewSpacing: ViewSpacing {
        let layout = presentedLayout
        let subviews = LayoutSubviews(nodes: self.subviews)
        var cache = preparedCache(layout, subviews)
        defer { layoutCache = cache }
        guard let reads else { return layout.spacing(subviews: subviews, cache: &cache) }
        return reads.spacing(cache: &cache) { cache in layout.spacing(subviews: subviews, cache: &cache) }
    }

    /// Places every subview where the presented layout puts it in `frame`.
    private func placeSubviews(in frame: Rect, transaction: Transaction) {
        let layout = presentedLayout
        let nodes = self.subviews
        runtime.subviewsLaidOut += nodes.count
        let subviews = LayoutSubviews(nodes: nodes)
        var cache = preparedCache(layout, subviews)
        defer { layoutCache = cache }
        guard let reads else {
            return layout.place(subviews, in: frame, cache: &cache, transaction: transaction)
        }
        let frames = reads.placing(cache: &cache) { cache in
            layout.frames(of: subviews, in: frame, cache: &cache)
        }
        for (node, subviewFrame) in zip(nodes, frames) {
            node.place(in: subviewFrame, transaction: transaction)
        }
    }

    /// The kept cache, made on first use and updated once after the layout or a subview changed
    /// (a change marks this node's sizes stale, which moves `sizesGeneration`).
    private func preparedCache(_ layout: L, _ subviews: LayoutSubviews) -> L.Cache {
        defer {
            cacheIsCurrent = true
            cacheGeneration = sizesGeneration
        }
        guard var cache = layoutCache else { return layout.makeCache(subviews: subviews) }
        if !cacheIsCurrent || cacheGeneration != sizesGeneration {
            layout.updateCache(&cache, subviews: subviews)
        }
        return cache
    }

    /// `sizesGeneration` when the cache was last brought up to date.
    private var cacheGeneration = -1

    /// Something a custom layout read changed: it lays out again (so do custom layouts nested in it,
    /// whose reads it recorded when it measured them).
    override func reconcile() {
        guard let reads, reads.takeChange() else { return }
        layoutReadsChanged()
    }

    private func layoutReadsChanged() {
        cacheIsCurrent = false
        invalidate()
        var stack = children
        while let node = stack.popLast() {
            if let nested = node as? any TracksLayoutReads { nested.nestedReadsChanged() }
            stack.append(contentsOf: node.children)
        }
    }

    override func didUninstall() {
        super.didUninstall()
        reads?.remove()
        if isGuideSource { noteGuideSources(-1) }
    }

    private var subviews: [ViewNode] {
        if let subviewCache { return subviewCache }
        var subviews: [ViewNode] = []
        for child in children { child.collectSubviews(into: &subviews) }
        subviewCache = subviews
        return subviews
    }

    override func commit(transaction: Transaction) -> Bool {
        layoutSlot.set(layout!, transaction: transaction, at: runtime.time)
    }

    override func placeContent(in frame: Rect, transaction: Transaction) {
        let keepsDistribution =
            laidOutFrame?.isComponentwiseEqual(to: frame) == true && !layoutSlot.isAnimating
            && !layoutInputsChanged
        if keepsDistribution && (!needsLayout || pendingChildrenKeepSizes()) {
            // Every changed subview answers as before: re-place only what changed, where it is.
            placePendingInPlace(transaction: transaction)
            return
        }
        if keepsDistribution, let moves = movesAcrossStackAxis(in: frame) {
            // Changed subviews kept their extent along the stack: only their alignment moves.
            for (subview, subviewFrame) in moves { subview.place(in: subviewFrame, transaction: transaction) }
            placePendingInPlace(transaction: transaction)
            return
        }
        forEachPendingChild { child in child.commitLists(transaction: transaction) }
        laidOutFrame = frame
        placeSubviews(in: frame, transaction: transaction)
        // Every subview may have moved: re-index them in their new order on the next frame.
        drawIndex.invalidate()
    }

    /// Re-places the pending children each in the frame it already has.
    private func placePendingInPlace(transaction: Transaction) {
        forEachPendingChild { child in
            if let unary = child as? UnaryNode, let childFrame = unary.modelFrame {
                unary.place(in: childFrame, transaction: transaction)
            } else if let list = child as? ListNode {
                list.commitPendingInPlace(transaction: transaction)
            }
        }
    }

    // MARK: Cross-axis changes

    /// How a stack aligns its subviews across its axis; `nil` for other layouts.
    private var crossAlignmentFraction: Double? {
        // Alignment guides can move every subview when one changes: lay out fully.
        guard explicitGuideSources == 0 else { return nil }
        if let stack = presentedLayout as? VStackLayout, stack.alignment.id == nil {
            return stack.alignment.fraction
        }
        if let stack = presentedLayout as? HStackLayout, stack.alignment.id == nil {
            return stack.alignment.fraction
        }
        return nil
    }

    /// The new frames of the changed subviews of a stack whose frame did not change, when every
    /// changed subview either keeps its sizes or keeps its extent along the axis (see
    /// ``UnaryNode/frameKeepingExtent(along:in:alignment:)``): the other subviews keep their frames.
    /// `nil` when the stack must lay out fully (a subview list or priority changed, an extent
    /// changed, an answer from before the change is not known).
    private func movesAcrossStackAxis(in frame: Rect) -> [(UnaryNode, Rect)]? {
        guard let axis = Self.stackAxis, let fraction = crossAlignmentFraction, !runtime.forcesFullLayout
        else { return nil }
        var moves: [(UnaryNode, Rect)] = []
        let holds = collectMoves(under: self, axis: axis, in: frame, fraction: fraction, into: &moves)
        return holds ? moves : nil
    }

    /// Adds the moves of `node`'s changed subviews (looking through lists) to `moves`; false when
    /// one of them needs a full layout.
    private func collectMoves(
        under node: ViewNode, axis: Axis, in frame: Rect, fraction: Double,
        into moves: inout [(UnaryNode, Rect)]
    ) -> Bool {
        for child in node.pendingChildren
        where child.hasPendingCommit && !child.isRemoved && child.parent === node && !child.keepsSizes() {
            if let unary = child as? UnaryNode {
                guard let moved = unary.frameKeepingExtent(along: axis, in: frame, alignment: fraction) else {
                    return false
                }
                moves.append((unary, moved))
            } else if child is ListNode && !child.layoutInputsChanged {
                guard collectMoves(under: child, axis: axis, in: frame, fraction: fraction, into: &moves)
                else {
                    return false
                }
            } else {
                return false
            }
        }
        return true
    }

    override func checkInvariants() {
        super.checkInvariants()
        drawIndex.checkInvariants()
    }

    // MARK: Drawing

    private var disappearingSubviews: [ViewNode] {
        if let disappearingCache { return disappearingCache }
        var nodes: [ViewNode] = []
        for child in children { child.collectDisappearing(into: &nodes) }
        disappearingCache = nodes
        return nodes
    }

    override func disappearingSubviewsDidChange() {
        disappearingCache = nil
        super.disappearingSubviewsDidChange()
    }

    override func subviewListDidChange() {
        subviewCache = nil
        disappearingCache = nil
        drawIndex.invalidate()
        super.subviewListDidChange()
    }

    override func subviewDrawBoundsChanged(_ subview: UnaryNode) {
        drawIndex.noteChanged(subview)
    }

    override func computeDrawBounds() -> Rect {
        drawIndex.refresh(subviews: subviews)
        var bounds = drawIndex.contentBounds.map { presentedFrame.covering($0) } ?? presentedFrame
        for node in disappearingSubviews {
            var nodeBounds: Rect?
            node.formSubviewDrawBounds(&nodeBounds)
            if let nodeBounds { bounds = bounds.covering(nodeBounds) }
        }
        return bounds
    }

    /// Draws the subviews that may show: a stack finds them by binary search along its axis.
    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        let subviews = self.subviews
        drawIndex.refresh(subviews: subviews)
        for index in drawIndex.candidates(visible: context.localVisibleBounds) {
            subviews[index].drawIfVisible(into: &recorder, context: context)
        }
        let disappearing = disappearingSubviews
        if !disappearing.isEmpty {
            let context = context.disappearing
            for node in disappearing { node.drawIfVisible(into: &recorder, context: context) }
        }
    }

    override func advanceOwnAnimations(to time: Double) -> Bool {
        guard layoutSlot.isAnimating else { return false }
        let moves = layoutSlot.advance(to: time)
        // Re-place the subviews along the interpolated layout; frame changes now are not animated.
        sizeCache.removeAll()
        // The layout's parameters changed: its cache is brought up to date for the frame.
        cacheIsCurrent = false
        if let frame = modelFrame { placeSubviews(in: frame, transaction: Transaction()) }
        return moves
    }

    override func nextOwnAnimationChange(after time: Double) -> Double {
        layoutSlot.nextChange(after: time)
    }

    override func removeOwnAnimations() {
        layoutSlot.removeAnimation()
    }
}

extension LayoutNode {
    func nestedReadsChanged() {
        guard reads != nil else { return }
        cacheIsCurrent = false
        invalidate()
    }
}

/// A layout node whose reads an enclosing custom layout may have recorded on its behalf.
@MainActor
protocol TracksLayoutReads: AnyObject {
    func nestedReadsChanged()
}
