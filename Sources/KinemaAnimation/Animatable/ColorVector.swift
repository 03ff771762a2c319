import Foundation

/// An RGBA colour as an animatable vector: linear-light red, green and blue plus opacity, each scaled
/// by ``unitScale``.
///
/// Colours interpolate in linear RGB (SwiftUI 6 semantics). The ×128 scale makes 0…1 channels behave
/// like a 128-cell move for the fluid spring's absolute rest thresholds, as SwiftUI does (spec §1.4);
/// without it a colour spring would stop long before it visibly settled.
///
/// ```swift
/// let from = ColorVector(red: 1, green: 0, blue: 0)      // sRGB components
/// let to = ColorVector(red: 0, green: 0, blue: 1)
/// let middle = from.interpolated(towards: to, amount: 0.5).sRGB
/// ```
///
/// Invariants:
/// - stored channels are linear-light values × ``unitScale``; `sRGB` clamps to 0…1 on the way out.
@frozen
public struct ColorVector: VectorArithmetic, Animatable, Hashable, Sendable {
    /// The factor between a 0…1 channel and its vector component.
    public static let unitScale: Double = 128

    /// Linear red × ``unitScale``.
    public var linearRed: Double
    /// Linear green × ``unitScale``.
    public var linearGreen: Double
    /// Linear blue × ``unitScale``.
    public var linearBlue: Double
    /// Opacity × ``unitScale``.
    public var opacity: Double

    /// Creates a vector from already-scaled linear components.
    public init(linearRed: Double, linearGreen: Double, linearBlue: Double, opacity: Double) {
        self.linearRed = linearRed
        self.linearGreen = linearGreen
        self.linearBlue = linearBlue
        self.opacity = opacity
    }

    /// Creates a vector from sRGB (gamma-encoded) components in 0…1; values outside are clamped and NaN
    /// counts as 0.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let scale = ColorVector.unitScale
        self.init(
            linearRed: ColorVector.linear(fromSRGB: red) * scale,
            linearGreen: ColorVector.linear(fromSRGB: green) * scale,
            linearBlue: ColorVector.linear(fromSRGB: blue) * scale,
            opacity: ColorVector.clampUnit(opacity) * scale)
    }

    /// The sRGB components in 0…1 (clamped: springs may overshoot past black or white).
    public var sRGB: (red: Double, green: Double, blue: Double, opacity: Double) {
        let scale = ColorVector.unitScale
        return (
            ColorVector.sRGB(fromLinear: linearRed / scale), ColorVector.sRGB(fromLinear: linearGreen / scale),
            ColorVector.sRGB(fromLinear: linearBlue / scale), ColorVector.clampUnit(opacity / scale))
    }

    /// All components zero (transparent black).
    public static var zero: ColorVector { ColorVector(linearRed: 0, linearGreen: 0, linearBlue: 0, opacity: 0) }

    /// Component-wise sum.
    public static func + (lhs: ColorVector, rhs: ColorVector) -> ColorVector {
        ColorVector(
            linearRed: lhs.linearRed + rhs.linearRed, linearGreen: lhs.linearGreen + rhs.linearGreen,
            linearBlue: lhs.linearBlue + rhs.linearBlue, opacity: lhs.opacity + rhs.opacity)
    }

    /// Component-wise difference.
    public static func - (lhs: ColorVector, rhs: ColorVector) -> ColorVector {
        ColorVector(
            linearRed: lhs.linearRed - rhs.linearRed, linearGreen: lhs.linearGreen - rhs.linearGreen,
            linearBlue: lhs.linearBlue - rhs.linearBlue, opacity: lhs.opacity - rhs.opacity)
    }

    /// Scales every component.
    public mutating func scale(by rhs: Double) {
        linearRed *= rhs
        linearGreen *= rhs
        linearBlue *= rhs
        opacity *= rhs
    }

    /// The sum of the squared components.
    public var magnitudeSquared: Double {
        linearRed * linearRed + linearGreen * linearGreen + linearBlue * linearBlue + opacity * opacity
    }

    // The IEC 61966-2-1 sRGB transfer functions.
    static func linear(fromSRGB value: Double) -> Double {
        let encoded = clampUnit(value)
        return encoded <= 0.04045 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    static func sRGB(fromLinear value: Double) -> Double {
        let linear = clampUnit(value)
        return linear <= 0.0031308 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    static func clampUnit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
