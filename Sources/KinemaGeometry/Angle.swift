/// A geometric angle, stored in radians.
public struct Angle: Hashable, Comparable, Sendable, CustomStringConvertible {
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
