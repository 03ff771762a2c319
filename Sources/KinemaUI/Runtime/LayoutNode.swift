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
final class LayoutNode<L: Layout>: UnaryNode {
    private var layoutSlot = AnimatableSlot<L>()
    private var layout: L?
    private var childEnvironment = DerivedEnvironment()
    private var laidOutFrame: Rect?
    /// The content's subviews, collected once per change of the subview list (not per pass).
    private var subviewCache: [ViewNode]?
    /// The content's disappearing views (see `RemovalLifecycle.swift`), collected once per change.
    private var disappearingCache: [ViewNode]?
    private var drawIndex = SubviewDrawIndex(axis: LayoutNode.stackAxis)

    /// The axis a stack lays its subviews along; `nil` for other layouts.
    private static var stackAxis: Axis? {
        L.self == HStackLayout.self ? .horizontal : L.self == VStackLayout.self ? .vertical : nil
    }

    override var environmentForChildren: EnvironmentValues {
        childEnvironment.value(from: environment) { environment in
            environment.stackAxis = LayoutNode.stackAxis
        }
    }

    override func update(with view: any View) {
        let container = view as! any LayoutContainerView
        updateContainer(container)
    }

    private func updateContainer<V: LayoutContainerView>(_ container: V) {
        let newLayout = container.layout as! L
        // An equal layout (stacks are `Equatable`) keeps the placement of unchanged subviews.
        let isSameLayout = layout.flatMap { dynamicallyEqual($0, newLayout) } ?? false
        layout = newLayout
        runtime.reconcileChild(of: self, at: 0, with: container.content)
        if !isSameLayout || needsCommit { invalidate() }
    }

    private var presentedLayout: L { layoutSlot.presented ?? layout! }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        presentedLayout.sizeThatFits(subviews: subviews, proposal: proposal)
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
        let subviews = self.subviews
        runtime.subviewsLaidOut += subviews.count
        presentedLayout.place(subviews: subviews, in: frame, transaction: transaction)
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
        if let stack = presentedLayout as? VStackLayout { return stack.alignment.fraction }
        if let stack = presentedLayout as? HStackLayout { return stack.alignment.fraction }
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
        under node: ViewNode, axis: Axis, in frame: Rect, fraction: Double, into moves: inout [(UnaryNode, Rect)]
    ) -> Bool {
        for child in node.pendingChildren
        where child.hasPendingCommit && !child.isRemoved && child.parent === node && !child.keepsSizes() {
            if let unary = child as? UnaryNode {
                guard let moved = unary.frameKeepingExtent(along: axis, in: frame, alignment: fraction) else {
                    return false
                }
                moves.append((unary, moved))
            } else if child is ListNode && !child.layoutInputsChanged {
                guard collectMoves(under: child, axis: axis, in: frame, fraction: fraction, into: &moves) else {
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
        if let frame = modelFrame {
            presentedLayout.place(subviews: subviews, in: frame, transaction: Transaction())
        }
        return moves
    }

    override func nextOwnAnimationChange(after time: Double) -> Double {
        layoutSlot.nextChange(after: time)
    }

    override func removeOwnAnimations() {
        layoutSlot.removeAnimation()
    }
}
