import Foundation

/// Distances inward from each edge of a rectangle, in cells.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the leading (left) edge.
    public var leading: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the trailing (right) edge.
    public var trailing: CGFloat

    /// Creates insets; every edge defaults to zero.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges.
    public init(all value: CGFloat) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No inset.
    public static let zero = EdgeInsets()

    /// `leading + trailing`.
    public var horizontal: CGFloat { leading + trailing }
    /// `top + bottom`.
    public var vertical: CGFloat { top + bottom }

    public var description: String { "EdgeInsets(\(top), \(leading), \(bottom), \(trailing))" }
}
