import Foundation
import KinemaGeometry

/// A size a container proposes to a subview, in cells; `nil` in a dimension means "your ideal size".
///
/// `.zero` asks for the minimum, `.infinity` for the maximum, `.unspecified` for the ideal size.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or `nil` for the ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the ideal height.
    public var height: CGFloat?

    /// Creates a proposal.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// Proposes exactly `size`.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with `nil` dimensions replaced by `replacement`'s.
    public func replacingUnspecifiedDimensions(by replacement: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? replacement.width, height: height ?? replacement.height)
    }

    func value(along axis: Axis) -> CGFloat? { axis == .horizontal ? width : height }

    init(axis: Axis, along: CGFloat?, across: CGFloat?) {
        self =
            axis == .horizontal
            ? ProposedViewSize(width: along, height: across) : ProposedViewSize(width: across, height: along)
    }
}

/// The horizontal or vertical dimension.
public enum Axis: Hashable, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
}

extension Size {
    func value(along axis: Axis) -> CGFloat { axis == .horizontal ? width : height }

    init(axis: Axis, along: CGFloat, across: CGFloat) {
        self = axis == .horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
    }
}
