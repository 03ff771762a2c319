/// A geometric angle whose value you read in radians or degrees, stored in radians (SwiftUI's
/// `Angle`).
///
/// Angles add, subtract, negate and scale like the numbers they wrap:
///
/// ```swift
/// let quarter = Angle.degrees(90)
/// let turn = quarter * 4 - .radians(.pi)   // 180°
/// ```
public struct Angle: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The angle in radians.
    public var radians: Double

    /// Creates an angle of zero radians.
    public init() { radians = 0 }

    /// Creates an angle from radians.
    public init(radians: Double) { self.radians = radians }

    /// Creates an angle from degrees.
    public init(degrees: Double) { radians = degrees * .pi / 180 }

    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// Zero radians.
    public static let zero = Angle()

    /// An angle in radians.
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }

    /// An angle in degrees.
    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }

    public var description: String { "\(degrees)°" }
}

extension Angle: AdditiveArithmetic {
    /// The sum of two angles.
    @inlinable
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }

    /// The difference of two angles.
    @inlinable
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }

    /// The opposite angle.
    @inlinable
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }

    /// The angle multiplied by a scalar.
    @inlinable
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }

    /// The angle multiplied by a scalar.
    @inlinable
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }

    /// The angle divided by a scalar.
    @inlinable
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }

    /// Multiplies the angle by a scalar.
    @inlinable
    public static func *= (lhs: inout Angle, rhs: Double) { lhs.radians *= rhs }

    /// Divides the angle by a scalar.
    @inlinable
    public static func /= (lhs: inout Angle, rhs: Double) { lhs.radians /= rhs }
}
