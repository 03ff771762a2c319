/// Distances inward from each edge of a rectangle, in cells.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the leading (left) edge.
    public var leading: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the trailing (right) edge.
    public var trailing: Double

    /// Creates insets; every edge defaults to zero.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No inset.
    public static let zero = EdgeInsets()

    /// `leading + trailing`.
    public var horizontal: Double { leading + trailing }
    /// `top + bottom`.
    public var vertical: Double { top + bottom }

    public var description: String { "EdgeInsets(\(top), \(leading), \(bottom), \(trailing))" }
}
