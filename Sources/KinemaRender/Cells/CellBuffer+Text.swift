extension CellBuffer {
    /// Writes `text` on row `y` starting at column `x` and returns the column after the last
    /// character written.
    ///
    /// The text goes through ``TextSanitizer`` (controls become visible substitutes, so a newline
    /// shows as `␊`; split lines first to write several rows). Zero-width clusters are skipped.
    /// Only columns in `columns` are touched: a wide character cut by either end of that range
    /// leaves a space in its visible half.
    ///
    /// ```swift
    /// var buffer = CellBuffer(width: 6, height: 1)
    /// buffer.write("a中b", x: 1, y: 0)
    /// // buffer.lines == [" a中b "]
    /// ```
    ///
    /// - Complexity: O(n) in the length of `text`.
    @discardableResult
    public mutating func write(
        _ text: String, x: Int, y: Int, style: Style = .plain, columns: Range<Int>? = nil
    ) -> Int {
        let visible = clamp(columns ?? 0..<width)
        var column = x
        guard y >= 0, y < height, !visible.isEmpty else { return column + DisplayWidth.of(text) }
        for character in TextSanitizer.sanitize(text) {
            let columnsTaken = DisplayWidth.of(character)
            if columnsTaken == 0 { continue }
            if column >= visible.upperBound { break }
            put(character, width: columnsTaken, x: column, y: y, style: style, visible: visible)
            column += columnsTaken
        }
        return column
    }

    /// Puts one already sanitised character, replacing a wide character cut by `visible` with a
    /// space in its visible half.
    mutating func put(
        _ character: Character, width columnsTaken: Int, x: Int, y: Int, style: Style,
        visible: Range<Int>
    ) {
        if columnsTaken == 2 {
            let leadVisible = visible.contains(x)
            let trailVisible = visible.contains(x + 1)
            if leadVisible && trailVisible {
                set(Cell(unchecked: character, width: 2, style: style), x: x, y: y)
            } else if leadVisible {
                set(.blank(style), x: x, y: y)
            } else if trailVisible {
                set(.blank(style), x: x + 1, y: y)
            }
        } else if visible.contains(x) {
            set(Cell(unchecked: character, width: 1, style: style), x: x, y: y)
        }
    }

    func clamp(_ columns: Range<Int>) -> Range<Int> {
        let lower = max(columns.lowerBound, 0)
        let upper = min(columns.upperBound, width)
        return lower < upper ? lower..<upper : 0..<0
    }
}
