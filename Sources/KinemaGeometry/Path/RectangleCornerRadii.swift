import Foundation

/// The radius of each corner of a rectangle (SwiftUI's `RectangleCornerRadii`), leading and
/// trailing meaning left and right (Kinema lays out left to right).
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The top-left corner's radius.
    public var topLeading: CGFloat
    /// The bottom-left corner's radius.
    public var bottomLeading: CGFloat
    /// The bottom-right corner's radius.
    public var bottomTrailing: CGFloat
    /// The top-right corner's radius.
    public var topTrailing: CGFloat

    /// Radii for each corner; zero by default.
    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}
