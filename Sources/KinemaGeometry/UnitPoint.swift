import Foundation

/// A normalised position inside a rectangle: `(0, 0)` is the top-leading corner, `(1, 1)` the
/// bottom-trailing one. Used for anchors (scale, alignment of frames, matched geometry).
public struct UnitPoint: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal fraction, 0 at the leading edge and 1 at the trailing edge.
    public var x: CGFloat
    /// The vertical fraction, 0 at the top and 1 at the bottom.
    public var y: CGFloat

    /// Creates the unit point `(0, 0)`, the top-leading corner.
    public init() { self.init(x: 0, y: 0) }

    /// Creates a unit point; values outside 0…1 lie outside the rectangle, which is allowed.
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    /// `(0, 0)`.
    public static let zero = UnitPoint(x: 0, y: 0)
    /// `(0.5, 0.5)`.
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// `(0, 0.5)`.
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// `(1, 0.5)`.
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// `(0.5, 0)`.
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// `(0.5, 1)`.
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// `(0, 0)`.
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// `(1, 0)`.
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// `(0, 1)`.
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// `(1, 1)`.
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    public var description: String { "UnitPoint(\(x), \(y))" }
}
