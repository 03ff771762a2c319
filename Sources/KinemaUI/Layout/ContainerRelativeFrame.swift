import Foundation
import KinemaAnimation
import KinemaGeometry

/// Sizes a view relative to its nearest container (`.containerRelativeFrame(_:alignment:)`).
public struct _ContainerRelativeFrameModifier: ViewModifier, PrimitiveModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: ContainerRelativeLength

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        ContainerRelativeFrameNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// How a container-relative frame turns the container's length into its own.
enum ContainerRelativeLength {
    /// The container's length.
    case whole
    /// `span` of `count` columns (rows) separated by `spacing`.
    case grid(count: Int, span: Int, spacing: CGFloat)
    /// The closure's answer for the container's length along an axis.
    case custom(@MainActor (CGFloat, Axis) -> CGFloat)

    @MainActor
    func resolve(_ container: CGFloat, along axis: Axis) -> CGFloat {
        switch self {
        case .whole:
            return container
        case let .grid(count, span, spacing):
            // SwiftUI's formula: each of `count` columns gets an equal share of the length left
            // after the gaps, and a view spanning several also covers the gaps between them.
            let column = (container - spacing * CGFloat(count - 1)) / CGFloat(count)
            return column * CGFloat(span) + spacing * CGFloat(span - 1)
        case let .custom(length):
            return length(container, axis)
        }
    }

    /// Whether two lengths are known to be the same (closures never are).
    func isSame(as other: ContainerRelativeLength) -> Bool {
        switch (self, other) {
        case (.whole, .whole): return true
        case let (.grid(a, b, c), .grid(d, e, f)): return a == d && b == e && c == f
        default: return false
        }
    }
}

extension View {
    /// Makes this view as wide and/or tall as its nearest container along `axes`.
    ///
    /// The container is the nearest enclosing scroll view (its visible size: a carousel's page),
    /// the content area of a `NavigationStack`'s screen (between its bars), or else the window.
    /// Along axes not in `axes` the view sizes as it would without the modifier; the content is
    /// offered the container's length and aligned in the frame by `alignment`.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack(spacing: 0) {
    ///         ForEach(cards) { card in CardView(card).containerRelativeFrame(.horizontal) }
    ///     }
    ///     .scrollTargetLayout()
    /// }
    /// .scrollTargetBehavior(.paging)
    /// ```
    ///
    /// Lengths are rounded down to whole cells.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center
    ) -> ModifiedContent<Self, _ContainerRelativeFrameModifier> {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: .whole))
    }

    /// Makes this view `span` of `count` equal columns (rows) of its nearest container along
    /// `axes`, with `spacing` between columns: `(length − spacing × (count − 1)) / count × span +
    /// spacing × (span − 1)`.
    ///
    /// A `count` below 1 counts as 1; a `span` is clamped to `1…count`.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> ModifiedContent<Self, _ContainerRelativeFrameModifier> {
        let count = max(count, 1)
        let span = min(max(span, 1), count)
        let spacing = CellCount.length(spacing, nanAs: 0)
        return modifier(
            _ContainerRelativeFrameModifier(
                axes: axes, alignment: alignment, length: .grid(count: count, span: span, spacing: spacing)))
    }

    /// Makes this view's length along each of `axes` what `length` answers for the container's
    /// length along that axis (`{ width, _ in width * 0.8 }`).
    ///
    /// A negative or non-finite answer counts as 0.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center,
        _ length: @escaping @MainActor (CGFloat, Axis) -> CGFloat
    ) -> ModifiedContent<Self, _ContainerRelativeFrameModifier> {
        modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: .custom(length)))
    }
}

/// A node whose size along its axes comes from its container's size, which is not part of its
/// proposal: the node registers the container size it used (`ContainerRelativeFrames`), and the
/// container measures it again when its size changes.
final class ContainerRelativeFrameNode: ModifierNode {
    private var axes: Axis.Set = []
    private var alignment = Alignment.center
    private var length = ContainerRelativeLength.whole

    override func update(modifier: any ViewModifier) {
        let frame = modifier as! _ContainerRelativeFrameModifier
        let same = frame.axes == axes && frame.alignment == alignment && frame.length.isSame(as: length)
        axes = frame.axes
        alignment = frame.alignment
        length = frame.length
        if !same { invalidateContent() }
    }

    /// The nearest container above this node and its size: a scroll view's viewport, a navigation
    /// screen's content area, or the window.
    private func container() -> (node: ViewNode, size: Size) {
        var node = parent
        while let current = node {
            if let container = current as? ContainerNode {
                return (current, container.measuringSize ?? container.modelFrame?.size ?? runtime.size)
            }
            if let scrollView = current as? ScrollViewNode {
                return (current, scrollView.modelFrame?.size ?? runtime.size)
            }
            node = current.parent
        }
        return (runtime.root, runtime.size)
    }

    /// The proposal along this node's axes replaced by the lengths it takes.
    private func resolvedProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        let (node, size) = container()
        runtime.containerRelativeFrames.register(self, container: node, size: size)
        func length(_ container: CGFloat, _ axis: Axis) -> CGFloat {
            let value = self.length.resolve(container, along: axis)
            guard value.isFinite, value > 0 else { return 0 }
            let cell = axis == .horizontal ? runtime.cellSize.width : runtime.cellSize.height
            return cell > 0 ? (value / cell).rounded(.down) * cell : value
        }
        return ProposedViewSize(
            width: axes.contains(.horizontal) ? length(size.width, .horizontal) : proposal.width,
            height: axes.contains(.vertical) ? length(size.height, .vertical) : proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let offered = resolvedProposal(proposal)
        let fitted = content?.sizeThatFits(offered) ?? .zero
        return Size(
            width: axes.contains(.horizontal) ? offered.width! : fitted.width,
            height: axes.contains(.vertical) ? offered.height! : fitted.height)
    }

    override func contentFrame(in frame: Rect) -> Rect {
        guard let content else { return frame }
        let size = content.sizeThatFits(ProposedViewSize(frame.size))
        return Rect(origin: alignment.origin(of: content, size: size, in: frame), size: size)
    }
}

/// Marks the content area of a navigation screen as a container for
/// ``View/containerRelativeFrame(_:alignment:)``.
struct _ContainerModifier: ViewModifier, PrimitiveModifier {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        ContainerNode(runtime: runtime, parent: parent, environment: environment)
    }

    typealias Body = Never
}

/// A container for container-relative frames; it measures and places like its content, and tells
/// the frames inside when its size changes.
final class ContainerNode: ModifierNode {
    /// The size this container is being measured at, while it measures its content: the frames
    /// inside size themselves from it before the container is first placed.
    private(set) var measuringSize: Size?

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let previous = measuringSize
        func length(_ offered: CGFloat?, _ fallback: CGFloat) -> CGFloat {
            offered.flatMap { $0.isFinite ? $0 : nil } ?? fallback
        }
        measuringSize = Size(
            width: length(proposal.width, runtime.size.width), height: length(proposal.height, runtime.size.height))
        defer { measuringSize = previous }
        return content?.sizeThatFits(proposal) ?? .zero
    }

    override func placeContent(in frame: Rect, transaction: Transaction) {
        runtime.containerRelativeFrames.containerWillPlace(self, size: frame.size)
        content?.place(in: frame, transaction: transaction)
    }
}

/// The container-relative frames of one runtime and the container size each was measured with.
///
/// A container (a scroll view, a navigation screen, the root) calls ``containerWillPlace(_:size:)``
/// before it measures its content: every frame measured with another size of it is invalidated
/// (marks stop at the container, which is being placed), so its content is measured again with
/// the new size even when the proposals it makes did not change (a horizontal carousel offers its
/// content no width at all).
struct ContainerRelativeFrames {
    private struct Entry {
        weak var node: ViewNode?
        weak var container: ViewNode?
        var size: Size
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// Records that `node` was measured with `container` at `size`.
    mutating func register(_ node: ViewNode, container: ViewNode, size: Size) {
        entries[ObjectIdentifier(node)] = Entry(node: node, container: container, size: size)
    }

    /// `container` is about to lay out its content at `size`: frames measured with another size of
    /// it are invalidated. Entries of released nodes are dropped.
    ///
    /// - Complexity: O(n) in the registered frames; nothing when there are none.
    @MainActor
    mutating func containerWillPlace(_ container: ViewNode, size: Size) {
        guard !entries.isEmpty else { return }
        var stale: [ViewNode] = []
        for (key, entry) in entries {
            guard let node = entry.node, !node.isRemoved else {
                entries[key] = nil
                continue
            }
            if entry.container === container && entry.size != size { stale.append(node) }
        }
        for node in stale {
            entries[ObjectIdentifier(node)]?.size = size
            node.invalidate()
        }
    }
}
