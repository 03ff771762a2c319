import KinemaAnimation
import KinemaGeometry

/// A view whose content can scroll the scroll views inside it to a view, by id.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView {
///         LazyVStack { ForEach(messages) { MessageRow(message: $0) } }
///     }
///     .onChange(of: messages.count) { withAnimation { proxy.scrollTo(messages.last?.id, anchor: .bottom) } }
/// }
/// ```
///
/// The content is laid out like the reader's only subview. Its closure is evaluated with what it
/// reads tracked, like a `GeometryReader`'s.
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    let content: (ScrollViewProxy) -> Content

    /// Creates a reader; `content` receives the proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        ScrollViewReaderNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

@MainActor
protocol ScrollViewReaderParts {
    func erasedContent(_ proxy: ScrollViewProxy) -> any View
}

extension ScrollViewReader: ScrollViewReaderParts {
    func erasedContent(_ proxy: ScrollViewProxy) -> any View { content(proxy) }
}

/// Scrolls the scroll views inside a ``ScrollViewReader``.
@MainActor
public struct ScrollViewProxy {
    let finder: ScrollTargetFinder

    /// Scrolls the nearest scroll view around the view with `id` so that the view's `anchor` point
    /// lines up with the same point of the viewport (`.top`: the view at the top; `nil`: the least
    /// scrolling that shows the view whole, or its start when it is bigger than the viewport).
    ///
    /// The ids are those of `ForEach` elements and `.id(_:)` views — in a lazy stack also rows that
    /// are not built yet (found by a linear scan of the data, then built where the estimate puts them).
    /// Inside `withAnimation` the scroll animates; otherwise it jumps. An id no scroll view inside
    /// the reader shows scrolls nothing and is reported in the host's diagnostics.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        finder.scrollTo(AnyHashable(id), anchor: anchor)
    }
}

/// Finds scroll targets under a reader node.
@MainActor
final class ScrollTargetFinder {
    weak var node: ViewNode?

    func scrollTo(_ id: AnyHashable, anchor: UnitPoint?) {
        guard let node, !node.isRemoved else { return }
        let transaction = currentTransaction
        guard let (scrollView, kind) = Self.find(id, under: node, in: nil) else {
            node.runtime.diagnose(
                "ScrollViewProxy.scrollTo(\(id)): no view with this id in a scroll view inside the reader; nothing scrolled"
            )
            return
        }
        scrollView.requestScroll(
            to: PendingScrollTarget(kind: kind, anchor: anchor, transaction: transaction))
    }

    /// The first view with `id` (depth first) inside a scroll view under `node`, with that scroll view.
    static func find(
        _ id: AnyHashable, under node: ViewNode, in scrollView: ScrollViewNode?
    ) -> (ScrollViewNode, PendingScrollTarget.Kind)? {
        let scrollView = (node as? ScrollViewNode) ?? scrollView
        if let scrollView {
            if let keyed = node as? KeyedNode, let index = keyed.ids.firstIndex(of: id),
                index < keyed.children.count
            {
                return (scrollView, .node(keyed.children[index]))
            }
            if let lazy = node as? LazyStackNode, let row = lazy.row(withID: id) {
                return (scrollView, .row(lazy, row))
            }
        }
        for child in node.children {
            if let found = find(id, under: child, in: scrollView) { return found }
        }
        return nil
    }
}

/// The node of a ``ScrollViewReader``: one content child built from the proxy.
final class ScrollViewReaderNode: UnaryNode {
    private var reader: (any ScrollViewReaderParts)?
    private var content: TrackedContent!
    private let finder = ScrollTargetFinder()

    override init(runtime: ViewRuntime, parent: ViewNode?, environment: EnvironmentValues) {
        super.init(runtime: runtime, parent: parent, environment: environment)
        content = TrackedContent(owner: self, label: "ScrollViewReader")
        finder.node = self
    }

    override func update(with view: any View) {
        let reader = view as! any ScrollViewReaderParts
        self.reader = reader
        let proxy = ScrollViewProxy(finder: finder)
        runtime.reconcileChild(of: self, at: 0, with: content.evaluate { reader.erasedContent(proxy) })
    }

    override func reconcile() {
        guard let changed = content.takeChange(as: (any View).self) else { return }
        runtime.reconcileChild(of: self, at: 0, with: changed)
    }

    override func didUninstall() {
        super.didUninstall()
        content.remove()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        children.first?.sizeThatFits(proposal) ?? .zero
    }

    override var layoutPriority: Double { children.first?.layoutPriority ?? 0 }

    override func placeContent(in frame: Rect, transaction: Transaction) {
        children.first?.place(in: frame, transaction: transaction)
    }
}

extension ScrollViewNode {
    /// Scrolls to `target` at the next layout (when a lazy row it names has been built).
    func requestScroll(to target: PendingScrollTarget) {
        pendingTarget = target
        userMovedOffset = false
        if case .row(let lazy, let row) = target.kind { lazy.prepareRow(row) }
        invalidateCommit()
    }

    /// Moves the offset onto the pending target once its frame is known: under the scrollTo's
    /// transaction the first time, and once more without animation when an animated scroll ends
    /// (a lazy stack's estimate may have moved the target while it ran).
    func landPendingTarget() {
        guard let target = pendingTarget, let viewport = modelFrame else { return }
        guard let frame = target.frame else {
            // A lazy row the window released while the scroll animated towards it: once the
            // animation ends it is built again (where the stack's estimate puts it, once) and the
            // offset lands on it exactly.
            if case .row(let lazy, let row) = target.kind, !lazy.isRemoved, target.transaction == nil,
                !target.isRebuilding, row < lazy.rows.count
            {
                if !offsetAnimator.isAnimating {
                    pendingTarget?.isRebuilding = true
                    lazy.prepareRow(row)
                }
                return
            }
            pendingTarget = nil
            return
        }
        let desired = clamped(offset(showing: frame, anchor: target.anchor, viewport: viewport))
        if let transaction = target.transaction {
            pendingTarget?.transaction = nil
            setOffset(desired, transaction: transaction, phase: .animating, isScroll: target.isScroll)
            if !offsetAnimator.isAnimating { pendingTarget = nil }
        } else if !offsetAnimator.isAnimating {
            pendingTarget = nil
            if desired != offset {
                setOffset(desired, transaction: Transaction(), phase: .idle, isScroll: target.isScroll)
            }
        }
    }

    /// The offset that shows `frame` (layout coordinates) at `anchor` of `viewport`.
    func offset(showing frame: Rect, anchor: UnitPoint?, viewport: Rect) -> Point {
        let current = targetOffset
        func along(
            _ start: Double, _ length: Double, _ viewportStart: Double, _ viewportLength: Double,
            _ anchor: Double?, _ current: Double
        ) -> Double {
            let relative = start - viewportStart
            if let anchor { return relative - anchor * (viewportLength - length) }
            if relative < current || length > viewportLength { return relative }
            if relative + length > current + viewportLength { return relative + length - viewportLength }
            return current
        }
        return Point(
            x: along(
                frame.minX, frame.width, viewport.minX, viewport.width, anchor.map { Double($0.x) }, current.x
            ),
            y: along(
                frame.minY, frame.height, viewport.minY, viewport.height, anchor.map { Double($0.y) },
                current.y))
    }

    /// Shifts the content coordinates by `delta` along `axis` (a lazy stack corrected its estimate):
    /// the offset, its animation and a drag in progress move with them, so nothing on screen moves.
    func shiftContent(by delta: Double, along axis: Axis) {
        let shift = axis == .vertical ? Point(x: 0, y: delta) : Point(x: delta, y: 0)
        let model = offsetAnimator.model
        offsetAnimator.setModel(
            Point(x: model.x + shift.x, y: model.y + shift.y), transaction: Transaction(), at: runtime.time)
        movePresentedOffset(to: offsetAnimator.presentation(at: runtime.time))
        if var drag {
            drag.startOffset = Point(x: drag.startOffset.x + shift.x, y: drag.startOffset.y + shift.y)
            self.drag = drag
        }
    }
}

/// A scroll target waiting for its view to be laid out.
struct PendingScrollTarget {
    enum Kind {
        case node(ViewNode)
        case row(LazyStackNode, Int)
    }

    let kind: Kind
    let anchor: UnitPoint?
    /// The transaction of the `scrollTo` call; `nil` once the scroll started.
    var transaction: Transaction?
    /// Whether reaching it is a scroll (that shows the indicators) rather than where the scroll
    /// view starts (a position binding's first value).
    var isScroll = true
    /// Whether the lazy row it names is being built again after the animation towards it ended.
    var isRebuilding = false

    /// The target's frame in layout coordinates, when it is laid out.
    @MainActor
    var frame: Rect? {
        switch kind {
        case .node(let node):
            guard !node.isRemoved else { return nil }
            if let unary = node as? UnaryNode { return unary.modelFrame }
            var subviews: [ViewNode] = []
            node.collectSubviews(into: &subviews)
            return subviews.compactMap { ($0 as? UnaryNode)?.modelFrame }.reduce(nil) {
                $0?.unionSkippingEmpty($1) ?? $1
            }
        case .row(let lazy, let row):
            return lazy.isRemoved ? nil : lazy.frameOfRowItem(row)
        }
    }
}
