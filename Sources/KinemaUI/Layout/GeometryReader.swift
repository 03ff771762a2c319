import KinemaAnimation
import KinemaGeometry

/// The size and position a ``GeometryReader`` was given, for its content closure.
public struct GeometryProxy: Sendable {
    /// The size of the reader's frame.
    public let size: Size
    let globalFrame: Rect

    /// Coordinate spaces for ``frame(in:)``.
    public enum CoordinateSpace: Sendable {
        /// The reader's own coordinates (origin at its top-left).
        case local
        /// The root view's coordinates (screen cells).
        case global
    }

    /// The reader's frame in `space`.
    public func frame(in space: CoordinateSpace) -> Rect {
        space == .global ? globalFrame : Rect(origin: .zero, size: size)
    }
}

/// A view that takes all the space it is offered and builds its content from that size.
///
/// ```swift
/// GeometryReader { proxy in
///     Text("\(Int(proxy.size.width)) columns")
/// }
/// ```
///
/// The content is built during layout, when the size is known; it is placed at the top-left corner.
/// It is built again when the reader's size or position changes, when the view declaring the reader
/// re-runs its body, and when state or an `@Observable` property the closure read changes (then
/// only the closure runs again, not that body).
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content

    /// Creates a reader whose content depends on its size.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        GeometryReaderNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

@MainActor
protocol GeometryReaderParts {
    func erasedContent(_ proxy: GeometryProxy) -> any View
}

extension GeometryReader: GeometryReaderParts {
    func erasedContent(_ proxy: GeometryProxy) -> any View { content(proxy) }
}

final class GeometryReaderNode: UnaryNode {
    private var reader: (any GeometryReaderParts)?
    /// The content closure, evaluated during placement with the frame's proxy.
    private var content: TrackedContent!
    /// The frame the content was last built for; `nil` when it must be built again.
    private var builtFrame: Rect?

    override init(runtime: ViewRuntime, parent: ViewNode?, environment: EnvironmentValues) {
        super.init(runtime: runtime, parent: parent, environment: environment)
        content = TrackedContent(owner: self, label: "GeometryReader")
    }

    override func update(with view: any View) {
        reader = (view as! any GeometryReaderParts)
        builtFrame = nil
        invalidate()
    }

    /// A read of the content changed (it was evaluated again with the last proxy): the content is
    /// reconciled when the commit pass places the reader, whose own size does not depend on it.
    override func reconcile() {
        invalidateCommit()
    }

    override func didUninstall() {
        super.didUninstall()
        content.remove()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let size = proposal.replacingUnspecifiedDimensions()
        return Size(
            width: size.width.isFinite ? size.width : 0, height: size.height.isFinite ? size.height : 0)
    }

    override func placeContent(in frame: Rect, transaction: Transaction) {
        guard let reader else { return }
        if builtFrame != frame {
            let proxy = GeometryProxy(size: frame.size, globalFrame: frame)
            runtime.reconcileChild(of: self, at: 0, with: content.evaluate { reader.erasedContent(proxy) })
            builtFrame = frame
        } else if let changed = content.takeChange(as: (any View).self) {
            runtime.reconcileChild(of: self, at: 0, with: changed)
        }
        guard let content = children.first else { return }
        let size = content.sizeThatFits(ProposedViewSize(frame.size))
        content.place(in: Rect(origin: frame.origin, size: size), transaction: transaction)
    }
}
