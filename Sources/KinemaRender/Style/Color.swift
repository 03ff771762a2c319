/// A terminal colour: the terminal's default, one of the 256 indexed colours (the first 16 are the
/// named ANSI colours), or a 24-bit RGB value.
///
/// Colours are plain values. The rasteriser blends them in sRGB (see ``mixed(with:by:)``), and the
/// ``FrameEncoder`` downgrades them to what the terminal's ``ColorProfile`` can show, so views may
/// always use full 24-bit colours.
///
/// ```swift
/// let accent = Color.rgb(red: 255, green: 128, blue: 0)
/// let fromUnit = Color(red: 1, green: 0.5, blue: 0)   // the same colour
/// ```
public struct Color: Hashable, Sendable {
    /// How a colour is expressed to the terminal.
    public enum Kind: Hashable, Sendable {
        /// The terminal's own default foreground or background.
        case `default`
        /// One of the 256 palette colours; 0–15 are the named ANSI colours.
        case indexed(UInt8)
        /// A 24-bit colour.
        case rgb(red: UInt8, green: UInt8, blue: UInt8)
    }

    /// The colour packed as `tag << 24 | payload` (tag 0 default, 1 indexed, 2 RGB), so cells
    /// compare with a few integer comparisons.
    let packed: UInt32

    /// How this colour is expressed to the terminal.
    public var kind: Kind {
        switch packed >> 24 {
        case 1: return .indexed(UInt8(truncatingIfNeeded: packed))
        case 2:
            return .rgb(
                red: UInt8(truncatingIfNeeded: packed >> 16), green: UInt8(truncatingIfNeeded: packed >> 8),
                blue: UInt8(truncatingIfNeeded: packed))
        default: return .default
        }
    }

    /// Creates a colour of the given kind.
    public init(_ kind: Kind) {
        switch kind {
        case .default: packed = 0
        case .indexed(let index): packed = 1 << 24 | UInt32(index)
        case .rgb(let red, let green, let blue):
            packed = 2 << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        }
    }

    /// Creates a 24-bit colour from sRGB components in 0…1; values outside are clamped and NaN
    /// counts as 0, so animated values that overshoot never produce an invalid colour.
    public init(red: Double, green: Double, blue: Double) {
        self.init(.rgb(
            red: Color.byte(fromUnit: red), green: Color.byte(fromUnit: green),
            blue: Color.byte(fromUnit: blue)))
    }

    /// The terminal's default colour (for a background: "transparent" in a display item, see
    /// ``DisplayItem``).
    public static let `default` = Color(.default)

    /// A palette colour by index (0–15 are the named colours, 16–231 the 6×6×6 cube, 232–255 greys).
    public static func indexed(_ index: UInt8) -> Color { Color(.indexed(index)) }

    /// A 24-bit colour.
    public static func rgb(red: UInt8, green: UInt8, blue: UInt8) -> Color {
        Color(.rgb(red: red, green: green, blue: blue))
    }

    /// Whether this is the terminal's default colour.
    public var isDefault: Bool { packed == 0 }

    static func byte(fromUnit value: Double) -> UInt8 {
        guard value.isFinite else { return value == .infinity ? 255 : 0 }
        return UInt8((min(max(value, 0), 1) * 255).rounded())
    }
}

extension Color {
    /// ANSI colour 0.
    public static let black = Color.indexed(0)
    /// ANSI colour 1.
    public static let red = Color.indexed(1)
    /// ANSI colour 2.
    public static let green = Color.indexed(2)
    /// ANSI colour 3.
    public static let yellow = Color.indexed(3)
    /// ANSI colour 4.
    public static let blue = Color.indexed(4)
    /// ANSI colour 5.
    public static let magenta = Color.indexed(5)
    /// ANSI colour 6.
    public static let cyan = Color.indexed(6)
    /// ANSI colour 7.
    public static let white = Color.indexed(7)
    /// ANSI colour 8.
    public static let brightBlack = Color.indexed(8)
    /// ANSI colour 9.
    public static let brightRed = Color.indexed(9)
    /// ANSI colour 10.
    public static let brightGreen = Color.indexed(10)
    /// ANSI colour 11.
    public static let brightYellow = Color.indexed(11)
    /// ANSI colour 12.
    public static let brightBlue = Color.indexed(12)
    /// ANSI colour 13.
    public static let brightMagenta = Color.indexed(13)
    /// ANSI colour 14.
    public static let brightCyan = Color.indexed(14)
    /// ANSI colour 15.
    public static let brightWhite = Color.indexed(15)
}

extension Color: CustomStringConvertible {
    /// `default`, `indexed(n)` or `#rrggbb`.
    public var description: String {
        switch kind {
        case .default: return "default"
        case .indexed(let index): return "indexed(\(index))"
        case .rgb(let red, let green, let blue):
            let hex = [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }
            return "#" + hex.joined()
        }
    }
}
