import Foundation

/// A type that can be added, subtracted and scaled: the vector space animations interpolate in.
///
/// Every animatable value is animated through its ``Animatable/animatableData``, which must conform
/// to this protocol. `zero`, `+` and `-` come from `AdditiveArithmetic`.
///
/// ```swift
/// var offset = AnimatablePair(3.0, 4.0)
/// offset.scale(by: 0.5)             // (1.5, 2.0)
/// offset.magnitudeSquared           // 6.25
/// ```
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)

    /// The dot product of the vector with itself.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// A copy with every component multiplied by `rhs`.
    @inlinable
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }

    /// Moves `self` towards `other` by `amount` (0 keeps `self`, 1 reaches `other`).
    @inlinable
    public mutating func interpolate(towards other: Self, amount: Double) {
        var step = other - self
        step.scale(by: amount)
        self += step
    }

    /// The value `amount` of the way from `self` to `other`.
    @inlinable
    public func interpolated(towards other: Self, amount: Double) -> Self {
        var copy = self
        copy.interpolate(towards: other, amount: amount)
        return copy
    }
}

extension VectorArithmetic {
    /// Whether no component is NaN or infinite.
    ///
    /// Scaled down by 2⁻⁶⁰⁰ before squaring, so a vector of huge but finite components (whose
    /// ``magnitudeSquared`` overflows) still counts as finite; the scale is a power of two, so it
    /// rounds nothing but underflow.
    var hasFiniteComponents: Bool { scaled(by: 0x1p-600).magnitudeSquared.isFinite }

    /// `self`, or zero when a component is NaN or infinite (bad velocities count as rest).
    var finiteOrZero: Self { hasFiniteComponents ? self : .zero }
}

extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) { self *= rhs }

    /// The square of the value.
    @inlinable
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs`, converted to `Float`.
    @inlinable
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }

    /// The square of the value, as a `Double`.
    @inlinable
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    @inlinable
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }

    /// The square of the value.
    @inlinable
    public var magnitudeSquared: Double { Double(self * self) }
}
