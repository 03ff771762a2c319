import Foundation
import KinemaAnimation
import KinemaGeometry

/// Adds insets to the modified view's safe area (`.safeAreaPadding(_:)`).
public struct _SafeAreaPaddingModifier: ViewModifier, PrimitiveModifier, Equatable {
    let insets: EdgeInsets
    /// Edges that take the host's default padding (one cell, or 16 points in points mode).
    var defaultEdges: Edge = []

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        SafeAreaPaddingNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension View {
    /// Adds `insets` to this view's safe area: its content is laid out inside them, as with
    /// `padding(_:)`, but a view inside that ignores the safe area
    /// (``View/ignoresSafeArea(_:edges:)``) still reaches this view's edges — a scroll view's
    /// background under a margin, a full-bleed image in a padded card.
    public func safeAreaPadding(_ insets: EdgeInsets) -> ModifiedContent<Self, _SafeAreaPaddingModifier> {
        modifier(
            _SafeAreaPaddingModifier(
                insets: EdgeInsets(
                    top: CellCount.length(insets.top, nanAs: 0), leading: CellCount.length(insets.leading, nanAs: 0),
                    bottom: CellCount.length(insets.bottom, nanAs: 0),
                    trailing: CellCount.length(insets.trailing, nanAs: 0))))
    }

    /// Adds `length` to this view's safe area on `edges`; without a length, the host's default
    /// padding (one cell, or 16 points in points mode).
    public func safeAreaPadding(
        _ edges: Edge.Set = .all, _ length: CGFloat? = nil
    ) -> ModifiedContent<Self, _SafeAreaPaddingModifier> {
        guard let length else {
            return modifier(_SafeAreaPaddingModifier(insets: EdgeInsets(), defaultEdges: edges))
        }
        return safeAreaPadding(EdgeInsets(edges, length))
    }

    /// Adds `length` to this view's safe area on every edge.
    public func safeAreaPadding(_ length: CGFloat) -> ModifiedContent<Self, _SafeAreaPaddingModifier> {
        safeAreaPadding(.all, length)
    }
}

final class SafeAreaPaddingNode: SafeAreaNode {
    private var padding = _SafeAreaPaddingModifier(insets: EdgeInsets())

    override func update(modifier: any ViewModifier) {
        let padding = modifier as! _SafeAreaPaddingModifier
        if padding != self.padding {
            self.padding = padding
            invalidate()
        }
    }

    override func reservedInsets(for proposal: ProposedViewSize) -> EdgeInsets {
        var insets = padding.insets
        let edges = padding.defaultEdges
        let value = runtime.defaultPadding
        if edges.contains(.top) { insets.top = value }
        if edges.contains(.leading) { insets.leading = value }
        if edges.contains(.bottom) { insets.bottom = value }
        if edges.contains(.trailing) { insets.trailing = value }
        return runtime.snappedInsets(insets)
    }
}
