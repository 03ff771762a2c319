/// A width and a height measured in terminal cells.
///
/// Fractional on purpose (see ``Point``). Negative values are allowed as intermediate results (an
/// offset expressed as a size, a shrinking delta) but layout clamps what it assigns to views at zero.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The horizontal extent, in cells.
    public var width: Double
    /// The vertical extent, in cells.
    public var height: Double

    /// Creates a size from a width and a height.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size with zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// Whether either dimension is zero or negative.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    public var description: String { "\(width)×\(height)" }
}
