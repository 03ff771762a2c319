/// A location in a two-dimensional coordinate space measured in terminal cells.
///
/// Coordinates are fractional on purpose: layout and animation work in continuous values and only the
/// rasteriser quantises them to cells, so motion stays smooth.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal coordinate, in cells, growing to the right.
    public var x: Double
    /// The vertical coordinate, in cells, growing downward.
    public var y: Double

    /// Creates a point from its two coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// This point moved by `dx` horizontally and `dy` vertically.
    public func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }

    /// This point moved by a size's width and height.
    public func offset(by size: Size) -> Point {
        Point(x: x + size.width, y: y + size.height)
    }

    public var description: String { "(\(x), \(y))" }
}
