import KinemaRender

/// Reproducible random ``CellBuffer``s for oracle and fuzz tests: text in several scripts and
/// widths, colours of every kind, attributes, blank runs and filled rectangles.
public struct RandomFrames {
    var generator: SeededGenerator

    /// A generator whose output depends only on `seed`.
    public init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    /// The next 64 random bits (SplitMix64).
    public mutating func next() -> UInt64 {
        generator.next()
    }

    /// A random integer in `range`.
    public mutating func integer(in range: Range<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    static let glyphs: [String] = ["a", "b", "x", " ", "─", "│", "█", "▌", "é", "中", "文", "😀", "👨‍👩‍👧", "🇩🇪", "❤️", "e\u{301}", "🇫", "🏽", "😀\u{200D}", "\u{1B}"]
    static let colors: [Color] = [
        .default, .ansiRed, .ansiBrightCyan, .indexed(42), .indexed(244), .rgb(red: 10, green: 200, blue: 30),
        .rgb(red: 250, green: 250, blue: 250), .rgb(red: 11, green: 200, blue: 30),
    ]

    /// A random style (often plain, so runs of equal styles occur).
    public mutating func style() -> Style {
        guard integer(in: 0..<3) > 0 else { return .plain }
        return Style(
            foreground: RandomFrames.colors[integer(in: 0..<RandomFrames.colors.count)],
            background: RandomFrames.colors[integer(in: 0..<RandomFrames.colors.count)],
            attributes: TextAttributes(rawValue: UInt8(integer(in: 0..<4) == 0 ? integer(in: 0..<64) : 0)))
    }

    /// A random text run of up to `maximum` characters.
    public mutating func text(maximum: Int) -> String {
        var result = ""
        for _ in 0..<integer(in: 1..<(maximum + 1)) {
            result += RandomFrames.glyphs[integer(in: 0..<RandomFrames.glyphs.count)]
        }
        return result
    }

    /// A buffer with a background and some random writes and blank runs.
    public mutating func buffer(width: Int, height: Int) -> CellBuffer {
        var buffer = CellBuffer(width: width, height: height, fill: .blank(Style(background: RandomFrames.colors[integer(in: 0..<3)])))
        mutate(&buffer, edits: integer(in: 0..<(width * height / 4 + 2)))
        return buffer
    }

    /// Applies `edits` random writes, blank runs and single-cell changes to `buffer`.
    public mutating func mutate(_ buffer: inout CellBuffer, edits: Int) {
        for _ in 0..<edits {
            let x = integer(in: -1..<(buffer.width + 1))
            let y = integer(in: 0..<buffer.height)
            switch integer(in: 0..<4) {
            case 0:
                let blank = Cell.blank(Style(background: RandomFrames.colors[integer(in: 0..<RandomFrames.colors.count)]))
                for column in x..<(x + integer(in: 1..<(buffer.width + 1))) { buffer.set(blank, x: column, y: y) }
            case 1:
                let glyph = Character(RandomFrames.glyphs[integer(in: 0..<RandomFrames.glyphs.count)])
                buffer.set(Cell(glyph, style: style()), x: x, y: y)
            default:
                buffer.write(text(maximum: 8), x: x, y: y, style: style())
            }
        }
    }
}
