/// How a cell is drawn: foreground and background colour plus text attributes.
///
/// ```swift
/// let warning = Style(foreground: .yellow, attributes: .bold)
/// ```
public struct Style: Hashable, Sendable {
    /// The glyph colour.
    public var foreground: Color
    /// The cell colour. In a ``DisplayItem``'s text style, ``Color/default`` means "keep what lies
    /// beneath".
    public var background: Color
    /// Bold, dim, italic, underline, inverse, strikethrough.
    public var attributes: TextAttributes

    /// Creates a style; every part defaults to the terminal's defaults.
    public init(
        foreground: Color = .default, background: Color = .default, attributes: TextAttributes = []
    ) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// Default colours and no attributes: what the terminal shows after `ESC [ 0 m`.
    public static let plain = Style()
}
