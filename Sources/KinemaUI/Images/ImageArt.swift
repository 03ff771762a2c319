import KinemaRender

/// The picture of a named image: rows of characters (text art), or a single glyph.
///
/// The text is sanitised when the art is created (control characters and escape sequences never
/// reach the terminal) and measured with `DisplayWidth`: the art is as wide as its widest row, in
/// cells, and as tall as its number of rows; shorter rows are padded with spaces on the right.
///
/// ```swift
/// let cat = ImageArt("""
///      /\\_/\\
///     ( o.o )
///      > ^ <
///     """)
/// cat.size   // 7 × 3
/// ```
public struct ImageArt: Hashable, Sendable {
    /// The rows, sanitised.
    public let rows: [String]
    /// The width of the widest row, in cells.
    public let width: Int

    /// Text art: one row per line of `text`.
    public init(_ text: String) {
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            TextSanitizer.sanitize(String($0))
        }
        // Trailing empty lines (a closing newline) add no rows.
        var trimmed = rows
        while trimmed.count > 1, trimmed.last?.isEmpty == true { trimmed.removeLast() }
        self.rows = trimmed
        width = trimmed.map { DisplayWidth.of($0) }.max() ?? 0
    }

    /// A single glyph (a character, an emoji).
    public init(glyph: Character) {
        self.init(String(glyph))
    }

    /// The number of rows.
    public var height: Int { rows.count }

    /// Whether the art is a single glyph (one row of one character), which cannot be stretched.
    var isGlyph: Bool { rows.count == 1 && rows[0].count == 1 }
}
