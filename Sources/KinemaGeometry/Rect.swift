/// An axis-aligned rectangle: an origin (top-left corner) and a size, in cells.
///
/// Invariants:
/// - `minX == origin.x` and `maxX == origin.x + size.width` (likewise for y); a rectangle with a
///   negative size is *not* standardised implicitly — use ``standardized`` when that matters.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// The width and height.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates and dimensions.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The rectangle at the origin with zero size.
    public static let zero = Rect(origin: .zero, size: .zero)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The right edge (exclusive).
    public var maxX: Double { origin.x + size.width }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The bottom edge (exclusive).
    public var maxY: Double { origin.y + size.height }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }

    /// Whether the rectangle covers no area.
    public var isEmpty: Bool { size.isEmpty }

    /// The same area with a non-negative size.
    public var standardized: Rect {
        Rect(
            x: min(minX, maxX), y: min(minY, maxY),
            width: abs(size.width), height: abs(size.height))
    }

    /// The point at a unit position inside the rectangle (`.center`, `.topLeading`, …).
    public func point(at unitPoint: UnitPoint) -> Point {
        Point(x: origin.x + unitPoint.x * size.width, y: origin.y + unitPoint.y * size.height)
    }

    /// Whether `point` lies inside; the right and bottom edges are exclusive, as for cells.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The overlap of two rectangles, or an empty rectangle at the nearer corner when they do not meet.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The smallest rectangle containing both; an empty operand does not contribute.
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(minX, other.minX)
        let y0 = min(minY, other.minY)
        return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// This rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// This rectangle shrunk by `insets` on each edge (grown when the insets are negative).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: minX + insets.leading, y: minY + insets.top,
            width: max(0, size.width - insets.leading - insets.trailing),
            height: max(0, size.height - insets.top - insets.bottom))
    }

    public var description: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}
