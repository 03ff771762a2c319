import Foundation
import KinemaAnimation
import KinemaGeometry

/// Adds space around a view (`.padding(_:)`).
public struct _PaddingModifier: ViewModifier, PrimitiveModifier, Equatable {
    let insets: EdgeInsets

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

    /// Adds `length` cells (default 1) on `edges`.
    public func padding(
        _ edges: Edge = .all, _ length: CGFloat? = nil
    ) -> ModifiedContent<Self, _PaddingModifier> {
        let value = length ?? 1
        return padding(
            EdgeInsets(
                top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
                bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0))
    }

    /// Adds `length` cells on every edge.
    public func padding(_ length: CGFloat) -> ModifiedContent<Self, _PaddingModifier> {
        padding(.all, length)
    }
}

final class PaddingNode: ModifierNode {
    private var insets = EdgeInsets()

    override func update(modifier: any ViewModifier) {
        let insets = (modifier as! _PaddingModifier).insets
        if insets != self.insets {
            self.insets = insets
            invalidate()
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let inner = ProposedViewSize(
            width: proposal.width.map { max($0 - insets.horizontal, 0) },
            height: proposal.height.map { max($0 - insets.vertical, 0) })
        let size = content?.sizeThatFits(inner) ?? .zero
        return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
    }

    override func placeContent(in frame: Rect, transaction: Transaction) {
        content?.place(in: frame.inset(by: insets), transaction: transaction)
    }
}
