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
        if frame == laidOutFrame && !layoutSlot.isAnimating && !layoutInputsChanged
            && (!needsLayout || pendingChildrenKeepSizes())
        {
            // Every changed subview answers as before: re-place only what changed, where it is.
            for child in takePendingChildren() {
                if let unary = child as? UnaryNode, let childFrame = unary.modelFrame {
                    unary.place(in: childFrame, transaction: transaction)
                } else if let list = child as? ListNode {
                    list.commitPendingInPlace(transaction: transaction)
                }
            }
            return
        }
        for child in takePendingChildren() { child.commitLists(transaction: transaction) }
        laidOutFrame = frame
        presentedLayout.place(subviews: subviews, in: frame, transaction: transaction)
        // Every subview may have moved: re-index them in their new order on the next frame.
        drawIndex.invalidate()
    }

    override func checkInvariants() {
        super.checkInvariants()
        drawIndex.checkInvariants()
    }

    // MARK: Drawing

    override func subviewListDidChange() {
        subviewCache = nil
        drawIndex.invalidate()
        super.subviewListDidChange()
    }

    override func subviewDrawBoundsChanged(_ subview: UnaryNode) {
        drawIndex.noteChanged(subview)
    }

    override func computeDrawBounds() -> Rect {
        drawIndex.refresh(subviews: subviews)
        return drawIndex.contentBounds.map { presentedFrame.covering($0) } ?? presentedFrame
    }

    /// Draws the subviews that may show: a stack finds them by binary search along its axis.
    override func draw(into canvas: inout Canvas, context: DrawContext) {
        let subviews = self.subviews
        drawIndex.refresh(subviews: subviews)
        for index in drawIndex.candidates(visible: context.localVisibleBounds) {
            subviews[index].drawIfVisible(into: &canvas, context: context)
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

    override func removeOwnAnimations() {
        layoutSlot.removeAnimation()
    }
}
