import Foundation
import KinemaAnimation
import KinemaGeometry

/// Adds space around a view (`.padding(_:)`).
public struct _PaddingModifier: ViewModifier, PrimitiveModifier, Equatable {
    let insets: EdgeInsets
    /// Edges that take the host's default padding (one cell, or 16 points in points mode) instead of
    /// their inset.
    var defaultEdges: Edge = []
    /// Whether `insets` count cells (a control's built-in padding: a column is a column in either
    /// mode) rather than layout units.
    var isInCells = false

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        PaddingNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// Which edges padding applies to.
public struct Edge: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8
    /// Creates a set of edges.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The top edge.
    public static let top = Edge(rawValue: 1)
    /// The left edge.
    public static let leading = Edge(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Edge(rawValue: 4)
    /// The right edge.
    public static let trailing = Edge(rawValue: 8)
    /// Left and right.
    public static let horizontal: Edge = [.leading, .trailing]
    /// Top and bottom.
    public static let vertical: Edge = [.top, .bottom]
    /// Every edge.
    public static let all: Edge = [.horizontal, .vertical]
}

extension View {
    /// Adds `insets` around the view.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, _PaddingModifier> {
        // NaN pads nothing; infinite or huge padding is bounded (see `CellCount`).
        modifier(
            _PaddingModifier(
                insets: EdgeInsets(
                    top: CellCount.length(insets.top, nanAs: 0),
                    leading: CellCount.length(insets.leading, nanAs: 0),
                    bottom: CellCount.length(insets.bottom, nanAs: 0),
                    trailing: CellCount.length(insets.trailing, nanAs: 0))))
    }

    /// Adds `length` on `edges`; without a length, the default: one cell, or 16 points in points
    /// mode (two columns and a row).
    public func padding(
        _ edges: Edge = .all, _ length: CGFloat? = nil
    ) -> ModifiedContent<Self, _PaddingModifier> {
        guard let value = length else {
            var modifier = _PaddingModifier(insets: EdgeInsets())
            modifier.defaultEdges = edges
            return self.modifier(modifier)
        }
        return padding(EdgeInsets(edges, value))
    }

    /// Adds `length` on every edge (cells, or points in points mode).
    public func padding(_ length: CGFloat) -> ModifiedContent<Self, _PaddingModifier> {
        padding(.all, length)
    }

    /// Adds `cells` columns (on leading and trailing edges) or rows (top and bottom) on `edges`,
    /// whatever the host's units: the padding a control draws around its label, one column of
    /// bezel in points mode as in cells.
    func padding(_ edges: Edge, cells: Int) -> ModifiedContent<Self, _PaddingModifier> {
        let value = CGFloat(max(cells, 0))
        var modifier = _PaddingModifier(
            insets: EdgeInsets(edges, value))
        modifier.isInCells = true
        return self.modifier(modifier)
    }
}

final class PaddingNode: ModifierNode {
    private var padding = _PaddingModifier(insets: EdgeInsets())

    override func update(modifier: any ViewModifier) {
        let padding = modifier as! _PaddingModifier
        if padding != self.padding {
            self.padding = padding
            invalidate()
        }
    }

    /// The modifier's insets with the host's default on its default edges, snapped to whole cells in
    /// points mode. (Resolved when laying out: the cell size may change while the view lives.)
    private var insets: EdgeInsets {
        let modifier = padding
        var insets = modifier.insets
        if modifier.isInCells {
            let cell = runtime.cellSize
            insets = EdgeInsets(
                top: insets.top * cell.height, leading: insets.leading * cell.width,
                bottom: insets.bottom * cell.height, trailing: insets.trailing * cell.width)
        }
        let edges = modifier.defaultEdges
        let value = runtime.defaultPadding
        if edges.contains(.top) { insets.top = value }
        if edges.contains(.leading) { insets.leading = value }
        if edges.contains(.bottom) { insets.bottom = value }
        if edges.contains(.trailing) { insets.trailing = value }
        return runtime.snappedInsets(insets)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let inner = ProposedViewSize(
            width: proposal.width.map { max($0 - insets.horizontal, 0) },
            height: proposal.height.map { max($0 - insets.vertical, 0) })
        let size = content?.sizeThatFits(inner) ?? .zero
        return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    override func contentFrame(in frame: Rect) -> Rect { frame.inset(by: insets) }
}

extension EdgeInsets {
    /// `length` on each of `edges`, 0 elsewhere: what `padding`, `safeAreaPadding` and a control's
    /// cell padding add for an edge set and one length.
    init(_ edges: Edge, _ length: CGFloat) {
        self.init(
            top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
            bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}
