/// Two animatable vectors animated together, component-wise.
///
/// Pairs nest to build larger vectors: a rectangle animates as
/// `AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>`.
@frozen
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic, Animatable {
    /// The first component.
    public var first: First
    /// The second component.
    public var second: Second

    /// Creates a pair.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// Both components zero.
    @inlinable
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }

    /// Component-wise sum.
    @inlinable
    public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
    }

    /// Component-wise difference.
    @inlinable
    public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
        AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
    }

    /// Component-wise in-place sum.
    @inlinable
    public static func += (lhs: inout AnimatablePair, rhs: AnimatablePair) {
        lhs.first += rhs.first
        lhs.second += rhs.second
    }

    /// Component-wise in-place difference.
    @inlinable
    public static func -= (lhs: inout AnimatablePair, rhs: AnimatablePair) {
        lhs.first -= rhs.first
        lhs.second -= rhs.second
    }

    /// Scales both components.
    @inlinable
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }

    /// The sum of both components' squared magnitudes.
    @inlinable
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}

extension AnimatablePair: CustomStringConvertible {
    /// `(first, second)`.
    public var description: String { "(\(first), \(second))" }
}
