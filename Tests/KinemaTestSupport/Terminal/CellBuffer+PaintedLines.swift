import KinemaRender

extension CellBuffer {
    /// Each row as text, with every blank cell that shows a colour — a non-default background, or
    /// inverse video — drawn as `█`: how shapes read in a test (a shape's covered cells are
    /// coloured spaces, which ``CellBuffer/lines`` shows as blanks).
    ///
    /// ```swift
    /// #expect(buffer.paintedLines == [" ▄████▄ ", "▟██████▙", "▜██████▛", " ▀████▀ "])
    /// ```
    public var paintedLines: [String] {
        (0..<height).map { y in
            var line = ""
            for x in 0..<width {
                let cell = self[x, y]
                if cell.isContinuation { continue }
                let isPainted = !cell.style.background.isDefault || cell.style.attributes.contains(.inverse)
                line.append(cell.character == " " && isPainted ? "█" : cell.character)
            }
            return line
        }
    }
}
