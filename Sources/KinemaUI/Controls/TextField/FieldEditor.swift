/// The text of a single-line field being edited: the string, the insertion point and the selection.
///
/// Positions are UTF-8 offsets into ``text`` that always fall on grapheme-cluster boundaries, so
/// the cursor moves by user-perceived characters (`é` written as `e` + U+0301 is one step, a flag
/// or a family emoji is one step) and an edit never splits a cluster. Offsets rather than
/// `String.Index` values, because an index is only valid for the string it came from and the
/// field's text is replaced from outside (its binding) at any time.
///
/// Editing costs are bounded by what changes, not by the length of the text: moving by a
/// character or a word walks only the clusters passed over, converting an offset to an index is
/// O(1) on native UTF-8 strings, and an insertion copies the text once (the string's own
/// `replaceSubrange`). A 1 MB text takes a key press in microseconds (see the `ui` benchmarks).
///
/// Invariants:
/// - `cursor` and `anchor` are in `0...text.utf8.count` and on grapheme-cluster boundaries;
/// - there is a selection exactly when `anchor != cursor`; it spans `min…max` of the two.
struct FieldEditor: Equatable {
    private(set) var text: String
    /// The insertion point: where typed text goes and where a selection being extended ends.
    private(set) var cursor: Int
    /// The other end of the selection (equal to `cursor` when nothing is selected).
    private(set) var anchor: Int
    /// A secure field moves and deletes by the whole text where others move by words, so the
    /// masked text does not give its word boundaries away.
    var isSecure = false

    /// An editor for `text` with the cursor at its end.
    init(text: String = "") {
        self.text = text
        cursor = text.utf8.count
        anchor = cursor
    }

    /// The selected UTF-8 range (empty at the cursor when nothing is selected).
    var selection: Range<Int> { min(anchor, cursor)..<max(anchor, cursor) }

    /// Whether some text is selected.
    var hasSelection: Bool { anchor != cursor }

    /// The selected text.
    var selectedText: Substring { text[index(selection.lowerBound)..<index(selection.upperBound)] }

    // MARK: Offsets and indices

    /// The index at UTF-8 offset `offset` (O(1) on native strings).
    func index(_ offset: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }

    /// The UTF-8 offset of `index`.
    func offset(_ index: String.Index) -> Int {
        text.utf8.distance(from: text.utf8.startIndex, to: index)
    }

    /// `offset` clamped to the text and moved back to the start of the cluster it falls in.
    func boundary(atOrBefore offset: Int) -> Int {
        let clamped = min(max(offset, 0), text.utf8.count)
        var index = self.index(clamped)
        while index > text.startIndex && index.samePosition(in: text) == nil {
            index = text.unicodeScalars.index(before: index)
        }
        return self.offset(index)
    }

    /// `offset` clamped to the text and moved forward to the end of the cluster it falls in.
    func boundary(atOrAfter offset: Int) -> Int {
        let before = boundary(atOrBefore: offset)
        guard before < offset else { return before }
        return self.offset(text.index(after: index(before)))
    }

    // MARK: Replacing the text

    /// Takes a text set from outside (the binding changed): the cursor goes to its end and the
    /// selection is dropped, unless the text is the same.
    mutating func replaceText(_ newText: String) {
        guard newText != text else { return }
        text = newText
        cursor = text.utf8.count
        anchor = cursor
    }

    /// Inserts `string` at the cursor, replacing the selection, after making it fit one line
    /// (``FieldEditor/singleLine(_:)``). The cursor ends after the inserted text; if the text
    /// after it combines with what was inserted (a combining mark following), after that cluster.
    mutating func insert(_ string: String) {
        let inserted = Self.singleLine(string)
        let range = selection
        guard !inserted.isEmpty || !range.isEmpty else { return }
        text.replaceSubrange(index(range.lowerBound)..<index(range.upperBound), with: inserted)
        // The cluster before the insertion may have absorbed a leading combining mark, and the
        // one after may absorb the inserted text's end: round outwards.
        cursor = boundary(atOrAfter: range.lowerBound + inserted.utf8.count)
        anchor = cursor
    }

    /// `string` as one line of field text: each line break (CR, LF, CR LF, NEL, U+2028, U+2029)
    /// and tab becomes a space; other control characters (C0, DEL, C1) and bidirectional
    /// formatting characters are dropped. Everything else is kept as it came.
    ///
    /// - Complexity: O(n); text without such characters is returned as it is after one scan.
    static func singleLine(_ string: String) -> String {
        guard string.unicodeScalars.contains(where: needsCleaning) else { return string }
        var scalars = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in string.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar.value {
            case 0x0A where previousWasCR: continue
            case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: scalars.append(" ")
            default: if !needsCleaning(scalar) { scalars.append(scalar) }
            }
        }
        return String(scalars)
    }

    private static func needsCleaning(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2028, 0x2029,
            0x2066...0x2069:
            true
        default: false
        }
    }

    // MARK: Moving

    /// Puts the cursor at `offset` (rounded to a cluster boundary); `extending` keeps the anchor,
    /// selecting what lies between.
    mutating func moveCursor(to offset: Int, extending: Bool = false) {
        cursor = boundary(atOrBefore: offset)
        if !extending { anchor = cursor }
    }

    /// One character left; without `extending`, a selection collapses to its start instead.
    mutating func moveLeft(extending: Bool = false) {
        if hasSelection && !extending {
            moveCursor(to: selection.lowerBound)
        } else {
            moveCursor(to: characterBefore(cursor), extending: extending)
        }
    }

    /// One character right; without `extending`, a selection collapses to its end instead.
    mutating func moveRight(extending: Bool = false) {
        if hasSelection && !extending {
            moveCursor(to: selection.upperBound)
        } else {
            moveCursor(to: characterAfter(cursor), extending: extending)
        }
    }

    /// To the start of the word before the cursor (the text's start in a secure field).
    mutating func moveWordLeft(extending: Bool = false) {
        moveCursor(to: wordStart(before: cursor), extending: extending)
    }

    /// To the end of the word after the cursor (the text's end in a secure field).
    mutating func moveWordRight(extending: Bool = false) {
        moveCursor(to: wordEnd(after: cursor), extending: extending)
    }

    /// To the start of the text.
    mutating func moveToStart(extending: Bool = false) {
        moveCursor(to: 0, extending: extending)
    }

    /// To the end of the text.
    mutating func moveToEnd(extending: Bool = false) {
        moveCursor(to: text.utf8.count, extending: extending)
    }

    /// Selects the whole text, the cursor at its end.
    mutating func selectAll() {
        anchor = 0
        cursor = text.utf8.count
    }

    /// Selects the word around `offset` (or the run of spaces or punctuation there).
    mutating func selectWord(at offset: Int) {
        let start = boundary(atOrBefore: offset)
        guard start < text.utf8.count else {
            moveCursor(to: start)
            return
        }
        let kind = Self.isWordCharacter(text[index(start)])
        var lower = start
        while lower > 0, Self.isWordCharacter(text[index(characterBefore(lower))]) == kind {
            lower = characterBefore(lower)
        }
        var upper = start
        while upper < text.utf8.count, Self.isWordCharacter(text[index(upper)]) == kind {
            upper = characterAfter(upper)
        }
        anchor = lower
        cursor = upper
    }

    // MARK: Deleting

    /// Backspace: the selection, or the character before the cursor.
    mutating func deleteBackward() {
        delete(to: characterBefore(cursor))
    }

    /// Forward delete: the selection, or the character after the cursor.
    mutating func deleteForward() {
        delete(to: characterAfter(cursor))
    }

    /// The selection, or back to the start of the word before the cursor.
    mutating func deleteWordBackward() {
        delete(to: wordStart(before: cursor))
    }

    /// The selection, or on to the end of the word after the cursor.
    mutating func deleteWordForward() {
        delete(to: wordEnd(after: cursor))
    }

    /// The selection, or everything before the cursor.
    mutating func deleteToStart() {
        delete(to: 0)
    }

    /// The selection, or everything after the cursor.
    mutating func deleteToEnd() {
        delete(to: text.utf8.count)
    }

    /// Deletes the selection if there is one, otherwise the text between the cursor and `target`.
    private mutating func delete(to target: Int) {
        let range = hasSelection ? selection : min(cursor, target)..<max(cursor, target)
        guard !range.isEmpty else { return }
        text.removeSubrange(index(range.lowerBound)..<index(range.upperBound))
        // Removing text can join the clusters on either side (a base and a following mark).
        cursor = boundary(atOrBefore: range.lowerBound)
        anchor = cursor
    }

    // MARK: Characters and words

    /// The boundary one cluster before `offset` (0 at the start).
    func characterBefore(_ offset: Int) -> Int {
        guard offset > 0 else { return 0 }
        return self.offset(text.index(before: index(offset)))
    }

    /// The boundary one cluster after `offset` (the end at the end).
    func characterAfter(_ offset: Int) -> Int {
        guard offset < text.utf8.count else { return text.utf8.count }
        return self.offset(text.index(after: index(offset)))
    }

    /// Letters, digits (any script, with their marks) and `_` make words; spaces and punctuation
    /// separate them.
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
            || character.unicodeScalars.first.map { $0.properties.generalCategory == .nonspacingMark } == true
    }

    /// The start of the word before `offset`: back over separators, then over the word.
    func wordStart(before offset: Int) -> Int {
        guard !isSecure else { return 0 }
        var position = offset
        while position > 0, !Self.isWordCharacter(text[index(characterBefore(position))]) {
            position = characterBefore(position)
        }
        while position > 0, Self.isWordCharacter(text[index(characterBefore(position))]) {
            position = characterBefore(position)
        }
        return position
    }

    /// The end of the word after `offset`: on over separators, then over the word.
    func wordEnd(after offset: Int) -> Int {
        guard !isSecure else { return text.utf8.count }
        let end = text.utf8.count
        var position = offset
        while position < end, !Self.isWordCharacter(text[index(position)]) {
            position = characterAfter(position)
        }
        while position < end, Self.isWordCharacter(text[index(position)]) {
            position = characterAfter(position)
        }
        return position
    }
}
