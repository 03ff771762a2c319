import KinemaRender

/// Which part of a field's text shows in its columns, and what is drawn for each character.
///
/// A field scrolls horizontally: ``start`` is the first character shown, and ``reveal(_:in:width:)``
/// moves it so the cursor shows. Every operation walks only the characters that fit in the
/// field (plus those the cursor passed over), never the whole text, so a field holding a 1 MB
/// paste scrolls and draws as fast as one holding a word.
///
/// What a character takes on screen (``display(_:isSecure:)``): its sanitised form (a control
/// character as its visible substitute), its width from ``DisplayWidth`` (2 for wide characters),
/// a dot `•` in a secure field, and a dotted circle `◌` carrying it when it would take no column
/// on its own (a lone combining mark, a zero-width space) — so the cursor never steps over
/// something the user cannot see.
///
/// Invariants:
/// - `start` is a cluster boundary of the text it was last revealed in (callers round it again
///   after the text changed, see ``clamped(to:)``).
struct FieldViewport {
    /// UTF-8 offset of the first character shown.
    private(set) var start = 0

    /// One character of the text as the field shows it.
    struct Cluster {
        /// UTF-8 offset of the character in the text.
        var offset: Int
        /// The column it starts at, counted from the field's first column.
        var column: Int
        /// How many columns it takes (1 or 2).
        var width: Int
    }

    /// The characters that fit in the field from ``start``: the text drawn and where each
    /// character is.
    struct Line {
        /// What is drawn, from the field's first column.
        var text = ""
        var clusters: [Cluster] = []
        /// The offset after the last character shown.
        var endOffset = 0
        /// The column after the last character shown.
        var endColumn = 0

        /// The column of the boundary at `offset`, when it shows.
        func column(of offset: Int) -> Int? {
            if offset == endOffset { return endColumn }
            return clusters.first { $0.offset == offset }?.column
        }

        /// The boundary a press at `column` lands on: before the character under it (a terminal
        /// reports the cell pressed, and the cursor goes on that cell), the end past the last one.
        func offset(atColumn column: Double) -> Int {
            for cluster in clusters where column < Double(cluster.column + cluster.width) {
                return cluster.offset
            }
            return endOffset
        }
    }

    /// What is drawn for `character` and the columns it takes.
    static func display(_ character: Character, isSecure: Bool) -> (text: String, width: Int) {
        if isSecure { return ("•", 1) }
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return (String(character), 1) }
        let shown = TextSanitizer.sanitize(character)
        let width = DisplayWidth.of(shown)
        if width > 0 { return (String(shown), width) }
        // A mark or format character alone: on a dotted circle, as Unicode charts show them.
        let isMark: Bool
        switch shown.unicodeScalars.first?.properties.generalCategory {
        case .nonspacingMark?, .spacingMark?, .enclosingMark?: isMark = true
        default: isMark = false
        }
        return (isMark ? "◌" + String(shown) : "◌", 1)
    }

    /// The columns of the character at `offset` (which must be before the end).
    static func width(at offset: Int, in editor: FieldEditor) -> Int {
        display(editor.text[editor.index(offset)], isSecure: editor.isSecure).width
    }

    /// This viewport with ``start`` rounded to a boundary of `editor`'s text (which may have
    /// changed since).
    func clamped(to editor: FieldEditor) -> FieldViewport {
        var result = self
        result.start = editor.boundary(atOrBefore: start)
        return result
    }

    /// Shows the text from its beginning.
    mutating func scrollToStart() {
        start = 0
    }

    /// Scrolls so that the cursor at `cursor`, and the character under it, show in `width`
    /// columns; a text that ends inside the field is pulled back to fill it.
    ///
    /// - Complexity: O(width + characters between the old start and the cursor, up to width).
    mutating func reveal(_ cursor: Int, in editor: FieldEditor, width: Int) {
        start = editor.boundary(atOrBefore: start)
        guard width > 0 else { return }
        let end = editor.text.utf8.count
        let cursorWidth = cursor < end ? Self.width(at: cursor, in: editor) : 1
        if cursor < start {
            start = cursor
        } else if !fits(from: start, to: cursor, extra: cursorWidth, width: width, in: editor) {
            start = cursor
            var used = cursorWidth
            while start > 0 {
                let previous = editor.characterBefore(start)
                let taken = Self.width(at: previous, in: editor)
                if used + taken > width { break }
                used += taken
                start = previous
            }
            return
        }
        // Pull back: the rest of the text (and the cursor after it) leaves columns free.
        var used = 0
        var position = start
        while position < end && used <= width {
            used += Self.width(at: position, in: editor)
            position = editor.characterAfter(position)
        }
        guard position == end else { return }
        used += 1
        while start > 0 {
            let previous = editor.characterBefore(start)
            let taken = Self.width(at: previous, in: editor)
            if used + taken > width { break }
            used += taken
            start = previous
        }
    }

    /// Whether the characters from `from` up to `to`, plus `extra` columns, fit in `width`.
    private func fits(from: Int, to: Int, extra: Int, width: Int, in editor: FieldEditor) -> Bool {
        var used = extra
        var position = from
        while position < to {
            used += Self.width(at: position, in: editor)
            if used > width { return false }
            position = editor.characterAfter(position)
        }
        return used <= width
    }

    /// The characters that fit in `width` columns from ``start``; a wide character that would
    /// be cut by the field's edge is left out.
    ///
    /// - Complexity: O(width).
    func line(of editor: FieldEditor, width: Int) -> Line {
        var line = Line()
        var position = editor.boundary(atOrBefore: start)
        let end = editor.text.utf8.count
        var column = 0
        while position < end {
            let shown = Self.display(editor.text[editor.index(position)], isSecure: editor.isSecure)
            if column + shown.width > width { break }
            line.text += shown.text
            line.clusters.append(Cluster(offset: position, column: column, width: shown.width))
            column += shown.width
            position = editor.characterAfter(position)
        }
        line.endOffset = position
        line.endColumn = column
        return line
    }
}
