/// The animatable data of a type that has nothing to animate.
///
/// All instances are equal; arithmetic does nothing and the magnitude is zero. A property whose
/// data is `EmptyAnimatableData` never gets an animator.
@frozen
public struct EmptyAnimatableData: VectorArithmetic, Animatable, Hashable, Sendable {
    /// Creates the empty value.
    @inlinable
    public init() {}

    /// The empty value.
    @inlinable
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }

    /// Returns the empty value.
    @inlinable
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }

    /// Returns the empty value.
    @inlinable
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }

    /// Does nothing.
    @inlinable
    public mutating func scale(by rhs: Double) {}

    /// Always zero.
    @inlinable
    public var magnitudeSquared: Double { 0 }

    /// Itself; writes are ignored.
    @inlinable
    public var animatableData: EmptyAnimatableData {
        get { self }
        set {}
    }
}
