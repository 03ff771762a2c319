import Foundation

// SwiftUI's named colours with the sRGB values of Apple's system colours in light mode, from the
// colour specifications of Apple's Human Interface Guidelines (iOS 15 and later; systemMint,
// systemTeal and systemCyan took these values in iOS 15). A terminal has no appearance switch that
// a program can follow reliably, so the light-mode values are used everywhere.
extension Color {
    /// SwiftUI's red: #FF3B30.
    public static let red = Color.rgb(red: 255, green: 59, blue: 48)
    /// SwiftUI's orange: #FF9500.
    public static let orange = Color.rgb(red: 255, green: 149, blue: 0)
    /// SwiftUI's yellow: #FFCC00.
    public static let yellow = Color.rgb(red: 255, green: 204, blue: 0)
    /// SwiftUI's green: #34C759.
    public static let green = Color.rgb(red: 52, green: 199, blue: 89)
    /// SwiftUI's mint: #00C7BE.
    public static let mint = Color.rgb(red: 0, green: 199, blue: 190)
    /// SwiftUI's teal: #30B0C7.
    public static let teal = Color.rgb(red: 48, green: 176, blue: 199)
    /// SwiftUI's cyan: #32ADE6.
    public static let cyan = Color.rgb(red: 50, green: 173, blue: 230)
    /// SwiftUI's blue: #007AFF.
    public static let blue = Color.rgb(red: 0, green: 122, blue: 255)
    /// SwiftUI's indigo: #5856D6.
    public static let indigo = Color.rgb(red: 88, green: 86, blue: 214)
    /// SwiftUI's purple: #AF52DE.
    public static let purple = Color.rgb(red: 175, green: 82, blue: 222)
    /// SwiftUI's pink: #FF2D55.
    public static let pink = Color.rgb(red: 255, green: 45, blue: 85)
    /// SwiftUI's brown: #A2845E.
    public static let brown = Color.rgb(red: 162, green: 132, blue: 94)
    /// SwiftUI's gray: #8E8E93.
    public static let gray = Color.rgb(red: 142, green: 142, blue: 147)
    /// Pure white: #FFFFFF.
    public static let white = Color.rgb(red: 255, green: 255, blue: 255)
    /// Pure black: #000000.
    public static let black = Color.rgb(red: 0, green: 0, blue: 0)
    /// Fully transparent black: draws nothing.
    public static let clear = Color(packed: Color.black.packed, transparency: 255)

    /// The colour of primary content: the terminal's default foreground (``default``), since the
    /// terminal's theme decides it. SwiftUI resolves it from the environment; Kinema's view layer
    /// may do the same.
    public static let primary = Color.default
    /// The colour of secondary content: the terminal's default foreground at 60 % opacity (the
    /// opacity of Apple's secondary label colour). The terminal cannot blend its default colour,
    /// so the rasteriser shows it as dim text (SGR 2).
    public static let secondary = Color.default.opacity(0.6)
    /// The accent colour: SwiftUI's default accent, ``blue``. The view layer's `.tint(_:)` is
    /// what changes a control's accent.
    public static let accentColor = Color.blue
}

extension Color {
    /// The RGB colour space a colour's components are given in (SwiftUI's `Color.RGBColorSpace`).
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB, gamma-encoded: what terminals show.
        case sRGB
        /// sRGB primaries with linear components (converted with the sRGB transfer function).
        case sRGBLinear
        /// Display P3 (converted to sRGB; colours outside sRGB are clipped).
        case displayP3
    }

    /// A colour from red, green and blue components in 0…1 in `colorSpace`, and an opacity.
    ///
    /// Components outside 0…1 are clamped and NaN counts as 0 (opacity: NaN counts as 1), so
    /// animated values that overshoot never produce an invalid colour.
    public init(
        _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {
        let (r, g, b) = Color.sRGB(colorSpace, red, green, blue)
        self = Color(.rgb(red: Color.byte(fromUnit: r), green: Color.byte(fromUnit: g), blue: Color.byte(fromUnit: b)))
            .withOpacity(opacity)
    }

    /// A grey from `white` in 0…1 (0 black, 1 white) in `colorSpace`, and an opacity.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue, saturation and brightness (HSB, also called HSV), each in 0…1, and an
    /// opacity. Hue wraps around (1.25 is 0.25); saturation and brightness are clamped.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
        let s = saturation.isNaN ? 0 : min(max(saturation, 0), 1)
        let v = brightness.isNaN ? 0 : min(max(brightness, 0), 1)
        let sector = min(Int(h), 5)
        let f = h - Double(sector)
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        let rgb: (Double, Double, Double)
        switch sector {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)
        case 4: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: opacity)
    }

    /// Gamma-encoded sRGB components for components given in `space`.
    static func sRGB(_ space: RGBColorSpace, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        switch space {
        case .sRGB:
            return (r, g, b)
        case .sRGBLinear:
            return (encode(r), encode(g), encode(b))
        case .displayP3:
            // Display P3 shares sRGB's transfer function; its linear components convert to linear
            // sRGB by the matrix of the two primaries sets (both D65).
            let (lr, lg, lb) = (decode(r), decode(g), decode(b))
            return (
                encode(1.2249401 * lr - 0.2249404 * lg),
                encode(-0.0420569 * lr + 1.0420571 * lg),
                encode(-0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb))
        }
    }

    /// The sRGB transfer function: linear light to gamma-encoded (IEC 61966-2-1).
    static func encode(_ linear: Double) -> Double {
        guard linear.isFinite else { return linear.isNaN ? 0 : (linear > 0 ? 1 : 0) }
        let l = min(max(linear, 0), 1)
        return l <= 0.003_130_8 ? 12.92 * l : 1.055 * pow(l, 1 / 2.4) - 0.055
    }

    /// The inverse sRGB transfer function: gamma-encoded to linear light.
    static func decode(_ encoded: Double) -> Double {
        guard encoded.isFinite else { return encoded.isNaN ? 0 : (encoded > 0 ? 1 : 0) }
        let e = min(max(encoded, 0), 1)
        return e <= 0.040_45 ? e / 12.92 : pow((e + 0.055) / 1.055, 2.4)
    }
}

extension Color: _ExpressibleByColorLiteral {
    /// A colour from a colour literal: `#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)`.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}
