import Foundation

/// A two-dimensional vector with CoreGraphics' API (a velocity in SwiftUI's scroll target context).
///
/// Foundation on Linux has no `CGVector`, so Kinema defines it with CoreGraphics' members.
public struct CGVector: Hashable, Sendable, Codable {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The zero vector.
    public static let zero = CGVector(dx: 0, dy: 0)

    /// Creates a vector.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    /// Creates the zero vector.
    public init() {
        self.init(dx: 0, dy: 0)
    }

    /// Creates a vector from `Double` components.
    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    /// Creates a vector from `Int` components.
    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }
}
