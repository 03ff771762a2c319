import KinemaRender

/// Breaks text into lines no wider than a given number of columns, at spaces where possible.
///
/// Invariants (of the result): every line's display width is ≤ `width` unless a single character is
/// wider; each line is a contiguous part of its paragraph, and joining the lines with the removed
/// spaces gives back the paragraph.
struct TextLayout {
    /// Each paragraph's characters (the text split at `"\n"`).
    let paragraphs: [[Character]]
    /// The offset of each paragraph's first character in the whole text (line breaks counted).
    let paragraphStarts: [Int]
    /// Each paragraph's width in columns, unwrapped.
    let paragraphWidths: [Int]
    /// The widest paragraph, unwrapped.
    let idealWidth: Int

    /// The layout of the empty text, shared (a text node starts with it: no allocation).
    static let empty = TextLayout("")

    init(_ text: String) {
        paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        var starts: [Int] = []
        var widths: [Int] = []
        starts.reserveCapacity(paragraphs.count)
        widths.reserveCapacity(paragraphs.count)
        var offset = 0
        for paragraph in paragraphs {
            starts.append(offset)
            offset += paragraph.count + 1
            widths.append(paragraph.reduce(0) { $0 + DisplayWidth.of($1) })
        }
        paragraphStarts = starts
        paragraphWidths = widths
        idealWidth = widths.max() ?? 0
    }

    /// The number of lines and the widest line's columns for a maximum `width` (nil: unwrapped) —
    /// what ``lines(width:)`` would give, without building the lines' strings: a paragraph that
    /// fits is one line as wide as it is, and only the others are wrapped.
    func measure(width: Int?) -> (lines: Int, widest: Int) {
        guard let width, width < idealWidth else { return (paragraphs.count, idealWidth) }
        var lines = 0
        var widest = 0
        for index in paragraphs.indices {
            if paragraphWidths[index] <= max(width, 1) {
                lines += 1
                widest = max(widest, paragraphWidths[index])
                continue
            }
            let characters = paragraphs[index]
            for range in wrap(characters, limit: max(width, 1)) {
                lines += 1
                widest = max(widest, characters[range].reduce(0) { $0 + DisplayWidth.of($1) })
            }
        }
        return (lines, widest)
    }

    /// The lines for a maximum `width` (nil: unwrapped).
    func lines(width: Int?) -> [String] {
        wrapped(width: width).map { String(paragraphs[$0.paragraph][$0.range]) }
    }

    /// Each line of the text wrapped to `width` (nil: unwrapped): its paragraph and its characters'
    /// range in it.
    func wrapped(width: Int?) -> [(paragraph: Int, range: Range<Int>)] {
        var result: [(paragraph: Int, range: Range<Int>)] = []
        for index in paragraphs.indices {
            guard let width else {
                result.append((index, 0..<paragraphs[index].count))
                continue
            }
            for range in wrap(paragraphs[index], limit: max(width, 1)) { result.append((index, range)) }
        }
        return result
    }

    static let ellipsis: Character = "…"

    /// A line as drawn: parts of the text (character offsets in the whole text) and ellipses.
    struct DisplayLine: Equatable {
        enum Piece: Equatable {
            case characters(Range<Int>)
            case ellipsis
        }

        var pieces: [Piece]
        /// The line's width in columns.
        var width: Int
    }

    /// The lines drawn for a maximum `width` (nil: unwrapped), at most `maxLines` of them (at least
    /// one): when text is cut, the last line shown takes the rest of its paragraph cut by
    /// `truncation` and an ellipsis, so the cut is never silent.
    func displayLines(width: Int?, maxLines: Int, truncation: Text.TruncationMode = .tail) -> [DisplayLine] {
        let wrapped = wrapped(width: width)
        let kept = max(maxLines, 1)
        var lines: [DisplayLine] = []
        lines.reserveCapacity(min(wrapped.count, kept))
        for (number, line) in wrapped.enumerated() {
            let characters = paragraphs[line.paragraph]
            let start = paragraphStarts[line.paragraph]
            if number == kept - 1 && wrapped.count > kept {
                let rest = line.range.lowerBound..<characters.count
                lines.append(
                    Self.truncated(
                        characters, rest, offset: start, width: width.map { max($0, 1) },
                        mode: rest.count == line.range.count ? .tail : truncation))
                break
            }
            let columns = characters[line.range].reduce(0) { $0 + DisplayWidth.of($1) }
            lines.append(
                DisplayLine(
                    pieces: [.characters(start + line.range.lowerBound..<start + line.range.upperBound)],
                    width: columns))
        }
        return lines
    }

    /// The text of `line`, an ellipsis for each ellipsis.
    func string(of line: DisplayLine) -> String {
        var result = ""
        for piece in line.pieces {
            switch piece {
            case .ellipsis: result.append(Self.ellipsis)
            case .characters(let range):
                for offset in range { result.append(character(at: offset)) }
            }
        }
        return result
    }

    /// The character at `offset` in the whole text (a line break between paragraphs).
    func character(at offset: Int) -> Character {
        var low = 0
        var high = paragraphStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if paragraphStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let local = offset - paragraphStarts[low]
        return local < paragraphs[low].count ? paragraphs[low][local] : "\n"
    }

    /// `characters[range]` cut to fit with an ellipsis in `width` columns: its end cut (`.tail`), its
    /// start (`.head`) or its middle (`.middle`); spaces next to the ellipsis are dropped. The
    /// ellipsis is always there: it marks the lines that were cut after this one.
    static func truncated(
        _ characters: [Character], _ range: Range<Int>, offset: Int, width: Int?, mode: Text.TruncationMode
    ) -> DisplayLine {
        let budget = width.map { max($0 - 1, 0) } ?? Int.max
        func prefix(_ limit: Int) -> Range<Int> {
            var end = range.lowerBound
            var used = 0
            while end < range.upperBound {
                let next = DisplayWidth.of(characters[end])
                if used + next > limit { break }
                used += next
                end += 1
            }
            while end > range.lowerBound && characters[end - 1] == " " { end -= 1 }
            return range.lowerBound..<end
        }
        func suffix(_ limit: Int, after floor: Int) -> Range<Int> {
            var start = range.upperBound
            var used = 0
            while start > floor {
                let next = DisplayWidth.of(characters[start - 1])
                if used + next > limit { break }
                used += next
                start -= 1
            }
            while start < range.upperBound && characters[start] == " " { start += 1 }
            return start..<range.upperBound
        }
        func columns(_ part: Range<Int>) -> Int { characters[part].reduce(0) { $0 + DisplayWidth.of($1) } }
        func global(_ part: Range<Int>) -> DisplayLine.Piece {
            .characters(offset + part.lowerBound..<offset + part.upperBound)
        }
        switch mode {
        case .tail:
            let kept = prefix(budget)
            return DisplayLine(pieces: [global(kept), .ellipsis], width: columns(kept) + 1)
        case .head:
            let kept = suffix(budget, after: range.lowerBound)
            return DisplayLine(pieces: [.ellipsis, global(kept)], width: columns(kept) + 1)
        case .middle:
            let head = prefix(budget == Int.max ? budget : (budget + 1) / 2)
            let tail = suffix(budget == Int.max ? 0 : budget - columns(head), after: head.upperBound)
            return DisplayLine(
                pieces: [global(head), .ellipsis, global(tail)], width: columns(head) + 1 + columns(tail))
        }
    }

    /// The ranges of `paragraph`'s lines for a maximum of `limit` columns.
    private func wrap(_ paragraph: [Character], limit: Int) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var lineStart = 0
        var lineEnd = 0
        var lineWidth = 0
        var wordStart = 0
        let count = paragraph.count
        while true {
            var wordEnd = wordStart
            var wordWidth = 0
            while wordEnd < count && paragraph[wordEnd] != " " {
                wordWidth += DisplayWidth.of(paragraph[wordEnd])
                wordEnd += 1
            }
            if wordStart > 0 {
                // The space before this word (at wordStart - 1): a break, or part of the line.
                if lineWidth > 0 && lineWidth + 1 + wordWidth > limit {
                    lines.append(lineStart..<lineEnd)
                    lineStart = wordStart
                    lineEnd = wordStart
                    lineWidth = 0
                } else {
                    lineEnd = wordStart
                    lineWidth += 1
                }
            }
            for index in wordStart..<wordEnd {
                let characterWidth = DisplayWidth.of(paragraph[index])
                if lineWidth > 0 && lineWidth + characterWidth > limit {
                    lines.append(lineStart..<lineEnd)
                    lineStart = index
                    lineWidth = 0
                }
                lineEnd = index + 1
                lineWidth += characterWidth
            }
            guard wordEnd < count else { break }
            wordStart = wordEnd + 1
        }
        lines.append(lineStart..<lineEnd)
        return lines
    }
}
