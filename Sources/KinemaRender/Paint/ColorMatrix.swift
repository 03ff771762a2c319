import Foundation
import KinemaGeometry

/// A colour filter as an affine map of sRGB components (each output channel a weighted sum of
/// red, green, blue and a constant) plus an opacity factor: the form every SwiftUI colour effect
/// takes, so a chain of them composes into one matrix per display item.
///
/// The factories follow SwiftUI's effects:
/// - ``brightness(_:)``: adds `amount` to each channel (0 no change, 1 white, −1 black), as
///   Core Image's colour controls do;
/// - ``contrast(_:)``: `(c − ½) · amount + ½` (1 no change, 0 mid grey, negative inverts);
/// - ``saturation(_:)``, ``grayscale(_:)`` and ``hueRotation(_:)``: the saturate, grayscale
///   and hue-rotate matrices of the W3C Filter Effects specification (Rec. 709 luminance
///   weights);
/// - ``colorMultiply(_:)``: multiplies each channel and the opacity by the colour's;
/// - ``colorInvert``: `1 − c`.
///
/// Filters compose without clamping in between (``concatenating(_:)``), as Core Image chains
/// work in extended range; the result is clamped to 0…1 once, when a colour is filtered. The
/// terminal's ``Color/default`` has no known value, so filters leave it unchanged.
public struct ColorMatrix: Hashable, Sendable {
    /// Weights of red, green, blue and 1 for the output red.
    public var red: SIMD4<Float>
    /// Weights for the output green.
    public var green: SIMD4<Float>
    /// Weights for the output blue.
    public var blue: SIMD4<Float>
    /// The factor applied to opacity.
    public var opacity: Float

    /// A matrix from its rows.
    public init(red: SIMD4<Float>, green: SIMD4<Float>, blue: SIMD4<Float>, opacity: Float = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// The filter that changes nothing.
    public static let identity = ColorMatrix(red: [1, 0, 0, 0], green: [0, 1, 0, 0], blue: [0, 0, 1, 0])

    /// Whether this filter changes nothing.
    public var isIdentity: Bool { self == .identity }

    /// Brightness: adds `amount` to every channel. NaN counts as 0.
    public static func brightness(_ amount: Double) -> ColorMatrix {
        let b = Float(amount.isNaN ? 0 : amount)
        return ColorMatrix(red: [1, 0, 0, b], green: [0, 1, 0, b], blue: [0, 0, 1, b])
    }

    /// Contrast around mid grey. NaN counts as 1.
    public static func contrast(_ amount: Double) -> ColorMatrix {
        let c = Float(amount.isNaN ? 1 : amount)
        let offset = 0.5 * (1 - c)
        return ColorMatrix(red: [c, 0, 0, offset], green: [0, c, 0, offset], blue: [0, 0, c, offset])
    }

    /// Saturation: 0 grey, 1 unchanged, above 1 more vivid. NaN counts as 1.
    public static func saturation(_ amount: Double) -> ColorMatrix {
        let s = Float(amount.isNaN ? 1 : amount)
        return ColorMatrix(
            red: [0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0],
            green: [0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0],
            blue: [0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0])
    }

    /// Grayscale: 0 unchanged, 1 fully grey (amounts are clamped to 0…1; NaN counts as 0).
    public static func grayscale(_ amount: Double) -> ColorMatrix {
        saturation(1 - min(max(amount.isNaN ? 0 : amount, 0), 1))
    }

    /// Rotates hues by `angle` (a non-finite angle counts as zero).
    public static func hueRotation(_ angle: Angle) -> ColorMatrix {
        let radians = angle.radians.isFinite ? angle.radians : 0
        let (c, s) = (Float(cos(radians)), Float(sin(radians)))
        return ColorMatrix(
            red: [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0],
            green: [0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0],
            blue: [0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0])
    }

    /// Multiplies every channel, and the opacity, by `color`'s (the default colour multiplies by
    /// white).
    public static func colorMultiply(_ color: Color) -> ColorMatrix {
        guard let rgb = color.rgb else { return .identity }
        return ColorMatrix(
            red: [Float(rgb.red) / 255, 0, 0, 0], green: [0, Float(rgb.green) / 255, 0, 0],
            blue: [0, 0, Float(rgb.blue) / 255, 0], opacity: Float(color.opacity))
    }

    /// Inverts every channel.
    public static let colorInvert = ColorMatrix(red: [-1, 0, 0, 1], green: [0, -1, 0, 1], blue: [0, 0, -1, 1])

    /// This filter followed by `next`.
    public func concatenating(_ next: ColorMatrix) -> ColorMatrix {
        func row(_ weights: SIMD4<Float>) -> SIMD4<Float> {
            // Output of `next` for input (self.red, self.green, self.blue, 1).
            weights[0] * red + weights[1] * green + weights[2] * blue + SIMD4(0, 0, 0, weights[3])
        }
        return ColorMatrix(red: row(next.red), green: row(next.green), blue: row(next.blue), opacity: opacity * next.opacity)
    }

    /// `color` filtered, clamped to 0…1; the default colour unchanged.
    public func apply(to color: Color) -> Color {
        guard !isIdentity, let rgb = color.rgb else { return color }
        let input = SIMD4<Float>(Float(rgb.red) / 255, Float(rgb.green) / 255, Float(rgb.blue) / 255, 1)
        return Color(
            red: Double((red * input).sum()), green: Double((green * input).sum()), blue: Double((blue * input).sum()),
            opacity: color.opacity * Double(opacity))
    }

    /// `style`'s colours filtered.
    func apply(to style: Style) -> Style {
        guard !isIdentity else { return style }
        var filtered = style
        filtered.foreground = apply(to: style.foreground)
        filtered.background = apply(to: style.background)
        return filtered
    }
}
