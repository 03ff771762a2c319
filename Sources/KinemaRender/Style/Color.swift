/// A colour: the terminal's default, one of the 256 indexed colours (the first 16 are the named
/// ANSI colours), or a 24-bit sRGB value; each with an opacity.
///
/// Colours are plain values. SwiftUI's colours are here with SwiftUI's values (``red``,
/// ``orange``, ``blue``… see `Color+SwiftUI.swift`); the terminal palette keeps its own names
/// (``ansiRed``, ``ansiBrightBlue``…). The rasteriser composites translucent colours over what lies
/// beneath and blends in sRGB (see ``mixed(with:by:)``), so a cell only ever holds opaque colours;
/// the ``FrameEncoder`` downgrades them to what the terminal's ``ColorProfile`` can show, so views
/// may always use full 24-bit colours.
///
/// ```swift
/// let accent = Color.rgb(red: 255, green: 128, blue: 0)
/// let fromUnit = Color(red: 1, green: 0.5, blue: 0)   // the same colour
/// let glass = Color.blue.opacity(0.3)
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
    /// `255 - alpha`: 0 for an opaque colour, so every opaque colour keeps the representation it
    /// had before colours carried opacity (and a ``Cell`` stays 20 bytes).
    let transparency: UInt8

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

    init(packed: UInt32, transparency: UInt8) {
        self.packed = packed
        self.transparency = transparency
    }

    /// Creates an opaque colour of the given kind.
    public init(_ kind: Kind) {
        switch kind {
        case .default: packed = 0
        case .indexed(let index): packed = 1 << 24 | UInt32(index)
        case .rgb(let red, let green, let blue):
            packed = 2 << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        }
        transparency = 0
    }

    /// The terminal's default colour: as a text colour, the default foreground; as a cell or
    /// ``DisplayItem/Kind/fill(_:)`` background, the default background ("keep what lies beneath"
    /// in a text item's style, see ``DisplayItem``); as a shape's paint, the default foreground
    /// (drawn as ink or in inverse video, since the terminal does not say what colour it is).
    public static let `default` = Color(.default)

    /// A palette colour by index (0–15 are the named colours, 16–231 the 6×6×6 cube, 232–255 greys).
    public static func indexed(_ index: UInt8) -> Color { Color(.indexed(index)) }

    /// An opaque 24-bit colour.
    public static func rgb(red: UInt8, green: UInt8, blue: UInt8) -> Color {
        Color(.rgb(red: red, green: green, blue: blue))
    }

    /// Whether this is the terminal's default colour, opaque.
    public var isDefault: Bool { packed == 0 && transparency == 0 }

    /// Whether the colour's kind is the terminal default, whatever its opacity.
    var isDefaultKind: Bool { packed == 0 }

    /// The opacity in 0…1 (stored in 1/255 steps).
    public var opacity: Double { Double(255 - transparency) / 255 }

    /// Whether the colour is fully opaque.
    public var isOpaque: Bool { transparency == 0 }

    /// The same colour, fully opaque.
    public var opaque: Color { Color(packed: packed, transparency: 0) }

    /// This colour with its opacity multiplied by `opacity` (SwiftUI's `Color.opacity(_:)`):
    /// `Color.red.opacity(0.5).opacity(0.5)` is a quarter opaque. Values outside 0…1 are clamped;
    /// NaN counts as 1, so a broken animation value never makes a colour vanish.
    public func opacity(_ opacity: Double) -> Color {
        let factor = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
        return withOpacity(self.opacity * factor)
    }

    /// This colour with opacity `alpha` (0…1, clamped, NaN as 1).
    func withOpacity(_ alpha: Double) -> Color {
        let clamped = alpha.isNaN ? 1 : min(max(alpha, 0), 1)
        return Color(packed: packed, transparency: 255 - UInt8((clamped * 255).rounded()))
    }

    static func byte(fromUnit value: Double) -> UInt8 {
        guard value.isFinite else { return value == .infinity ? 255 : 0 }
        return UInt8((min(max(value, 0), 1) * 255).rounded())
    }
}

extension Color: CustomStringConvertible {
    /// `default`, `indexed(n)` or `#rrggbb`, followed by the opacity when not opaque
    /// (`#ff0000 opacity 0.5`).
    public var description: String {
        let base: String
        switch kind {
        case .default: base = "default"
        case .indexed(let index): base = "indexed(\(index))"
        case .rgb(let red, let green, let blue):
            let hex = [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }
            base = "#" + hex.joined()
        }
        guard !isOpaque else { return base }
        let percent = (opacity * 1000).rounded() / 1000
        return base + " opacity \(percent)"
    }
}
