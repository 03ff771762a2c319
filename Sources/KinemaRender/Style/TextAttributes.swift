/// Character attributes a terminal can show with SGR: bold, dim, italic, underline, inverse and
/// strikethrough.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The bit mask.
    public let rawValue: UInt8

    /// Creates attributes from a bit mask.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Increased intensity (SGR 1).
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Decreased intensity (SGR 2).
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Italic (SGR 3).
    public static let italic = TextAttributes(rawValue: 1 << 2)
    /// Underline (SGR 4).
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// Swapped foreground and background (SGR 7).
    public static let inverse = TextAttributes(rawValue: 1 << 4)
    /// Crossed out (SGR 9).
    public static let strikethrough = TextAttributes(rawValue: 1 << 5)
}
