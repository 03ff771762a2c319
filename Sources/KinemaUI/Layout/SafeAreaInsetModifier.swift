import Foundation
import KinemaAnimation
import KinemaGeometry

/// Places a view at one edge of the modified view and shrinks the modified view's safe area by it
/// (`.safeAreaInset(edge:alignment:spacing:content:)`).
public struct _SafeAreaInsetModifier<Inset: View>: ViewModifier, PrimitiveModifier {
    let inset: Inset
    let edge: Edge
    /// Where the inset sits along its edge, as a fraction of the free length (0 leading or top).
    let fraction: CGFloat
    let spacing: CGFloat

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        SafeAreaInsetNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

@MainActor
protocol SafeAreaInsetParts {
    var erasedInset: any View { get }
    var edge: Edge { get }
    var fraction: CGFloat { get }
    var spacing: CGFloat { get }
}

extension _SafeAreaInsetModifier: SafeAreaInsetParts {
    var erasedInset: any View { inset }
}

extension View {
    /// Shows `content` along the top or bottom edge of this view and shrinks this view's safe area
    /// by its height plus `spacing`, as a bar does.
    ///
    /// The view is laid out above (or below) the inset, as in a stack; a view inside it that
    /// ignores the safe area (``View/ignoresSafeArea(_:edges:)``) and reaches that edge extends
    /// under the inset, which is drawn over it:
    ///
    /// ```swift
    /// List(items) { Text($0.name) }
    ///     .safeAreaInset(edge: .bottom) {
    ///         Button("Add") { add() }.frame(maxWidth: .infinity).background(.blue)
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - edge: The edge the inset sits on.
    ///   - alignment: Where a narrower inset sits along the edge.
    ///   - spacing: Extra rows between the view and the inset; `nil` means none (a terminal
    ///     row is too precious for SwiftUI's few points of default spacing).
    ///   - content: The inset.
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> ModifiedContent<Self, _SafeAreaInsetModifier<V>> {
        modifier(
            _SafeAreaInsetModifier(
                inset: content(), edge: edge == .top ? .top : .bottom, fraction: alignment.fraction,
                spacing: CellCount.length(spacing ?? 0, nanAs: 0)))
    }

    /// Shows `content` along the leading or trailing edge of this view and shrinks this view's safe
    /// area by its width plus `spacing` (a side bar).
    ///
    /// - Parameters:
    ///   - edge: The edge the inset sits on.
    ///   - alignment: Where a shorter inset sits along the edge.
    ///   - spacing: Extra columns between the view and the inset; `nil` means none.
    ///   - content: The inset.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> ModifiedContent<Self, _SafeAreaInsetModifier<V>> {
        modifier(
            _SafeAreaInsetModifier(
                inset: content(), edge: edge == .leading ? .leading : .trailing, fraction: alignment.fraction,
                spacing: CellCount.length(spacing ?? 0, nanAs: 0)))
    }
}

/// Children: `[content, inset]`. The inset is measured across its edge with the offered length
/// and given its ideal length along the other axis; the content takes the rest.
final class SafeAreaInsetNode: SafeAreaNode {
    private var edge = Edge.bottom
    private var fraction: CGFloat = 0.5
    private var spacing: CGFloat = 0

    private var inset: ViewNode? { children.count > 1 ? children[1] : nil }
    private var isVertical: Bool { edge == .top || edge == .bottom }

    override func update(with view: any View) {
        let modified = view as! any ModifiedView
        let parts = modified.erasedModifier as! any SafeAreaInsetParts
        if parts.edge != edge || parts.fraction != fraction || parts.spacing != spacing {
            edge = parts.edge
            fraction = parts.fraction
            spacing = parts.spacing
            invalidate()
        }
        runtime.reconcileChild(of: self, at: 0, with: modified.erasedContent)
        runtime.reconcileChild(of: self, at: 1, with: parts.erasedInset)
    }

    /// The inset's size for `proposal`: the offered length along its edge, its ideal across.
    private func insetSize(for proposal: ProposedViewSize) -> Size {
        guard let inset else { return .zero }
        let offer =
            isVertical
            ? ProposedViewSize(width: proposal.width, height: nil)
            : ProposedViewSize(width: nil, height: proposal.height)
        return inset.sizeThatFits(offer)
    }

    override func reservedInsets(for proposal: ProposedViewSize) -> EdgeInsets {
        let size = insetSize(for: proposal)
        let length = isVertical ? size.height : size.width
        // An empty inset (a bar with nothing to show) reserves nothing, spacing included.
        guard length > 0 else { return EdgeInsets() }
        let axis: Axis = isVertical ? .vertical : .horizontal
        let reserved = runtime.snappedToCells(length + spacing, along: axis)
        var insets = EdgeInsets()
        switch edge {
        case .top: insets.top = reserved
        case .bottom: insets.bottom = reserved
        case .leading: insets.leading = reserved
        default: insets.trailing = reserved
        }
        return insets
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        var size = super.computeSize(proposal)
        // The inset may be wider (taller) than the content along its edge.
        let inset = insetSize(for: proposal)
        if isVertical { size.width = max(size.width, inset.width) } else { size.height = max(size.height, inset.height) }
        return size
    }

    override func placeContent(in frame: Rect, transaction: Transaction) {
        super.placeContent(in: frame, transaction: transaction)
        guard let inset else { return }
        var size = insetSize(for: ProposedViewSize(frame.size))
        var origin = frame.origin
        if isVertical {
            size.width = min(size.width, frame.size.width)
            origin.x += Alignment.share(of: frame.size.width - size.width, at: fraction)
            if edge == .bottom { origin.y = frame.maxY - size.height }
        } else {
            size.height = min(size.height, frame.size.height)
            origin.y += Alignment.share(of: frame.size.height - size.height, at: fraction)
            if edge == .trailing { origin.x = frame.maxX - size.width }
        }
        inset.place(in: Rect(origin: origin, size: size), transaction: transaction)
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        // The inset is drawn over content that extends under it.
        content?.drawIfVisible(into: &recorder, context: context)
        inset?.drawIfVisible(into: &recorder, context: context)
    }
}
