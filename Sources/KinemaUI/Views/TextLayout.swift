import KinemaRender

/// Breaks text into lines no wider than a given number of columns, at spaces where possible.
///
/// Invariants (of the result): every line's display width is ≤ `width` unless a single character is
/// wider; joining the lines with the removed spaces gives back the paragraph.
struct TextLayout {
    let paragraphs: [Substring]

    init(_ text: String) {
        paragraphs = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The widest paragraph, unwrapped.
    var idealWidth: Int {
        paragraphs.map { DisplayWidth.of($0) }.max() ?? 0
    }

    /// The lines for a maximum `width` (nil: unwrapped).
    func lines(width: Int?) -> [String] {
        guard let width else { return paragraphs.map(String.init) }
        let limit = max(width, 1)
        return paragraphs.flatMap { wrap($0, limit: limit) }
    }

    /// The lines for a maximum `width`, at most `maxLines` of them (at least one): when text is
    /// cut, the last line shown ends in an ellipsis, so the cut is never silent.
    func lines(width: Int?, maxLines: Int) -> [String] {
        var lines = lines(width: width)
        let kept = max(maxLines, 1)
        guard lines.count > kept else { return lines }
        lines.removeSubrange(kept...)
        lines[kept - 1] = Self.truncating(lines[kept - 1], toWidth: width.map { max($0, 1) })
        return lines
    }

    static let ellipsis: Character = "…"

    /// `line` shortened so that it and an ellipsis fit in `width` columns (trailing spaces dropped
    /// before the ellipsis), followed by the ellipsis.
    static func truncating(_ line: String, toWidth width: Int?) -> String {
        var kept = Substring(line)
        if let width {
            var keptWidth = DisplayWidth.of(kept)
            while !kept.isEmpty && keptWidth + 1 > width {
                keptWidth -= DisplayWidth.of(kept.removeLast())
            }
        }
        while kept.last == " " { kept.removeLast() }
        return String(kept) + String(ellipsis)
    }

    private func wrap(_ paragraph: Substring, limit: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var isFirstWord = true
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            if !isFirstWord {
                if lineWidth > 0 && lineWidth + 1 + DisplayWidth.of(word) > limit {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                } else if lineWidth < limit {
                    line.append(" ")
                    lineWidth += 1
                }
            }
            isFirstWord = false
            for character in word {
                let characterWidth = DisplayWidth.of(character)
                if lineWidth > 0 && lineWidth + characterWidth > limit {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                line.append(character)
                lineWidth += characterWidth
            }
        }
        lines.append(line)
        return lines
    }
}
