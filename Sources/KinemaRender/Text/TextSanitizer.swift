/// The one entry point through which text reaches a ``Cell``: it makes untrusted text safe to
/// send to a terminal.
///
/// Every ``CellBuffer`` write and every ``Cell`` initialiser goes through here, so nothing but the
/// ``FrameEncoder`` ever emits control sequences. Substitutions are visible, never silent:
///
/// - C0 controls (U+0000–U+001F, including ESC) become Control Pictures (`␛` for ESC, `␊` for LF);
/// - DEL becomes `␡`;
/// - C1 controls (U+0080–U+009F, the 8-bit forms of CSI, OSC, DCS…) become U+FFFD `�`;
/// - bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and the line and
///   paragraph separators U+2028/U+2029 become `�`, so text cannot reorder what follows it;
/// - a grapheme cluster keeps at most ``maximumCombiningMarks`` combining marks and
///   ``maximumScalarsPerCluster`` scalars, so "Zalgo" text cannot smear across lines;
/// - a cluster that is a lone regional indicator or starts with an emoji skin-tone modifier
///   becomes `�`, and a trailing zero-width joiner is dropped: printed next to a neighbouring
///   cell's character, the terminal would join the two into one cluster (a flag, a toned or ZWJ
///   emoji) and the screen would no longer match the cells. (Conjoining Hangul jamo, Indic
///   conjuncts and prepended marks split across separately written cells can still join.)
///
/// ```swift
/// TextSanitizer.sanitize("hi\u{1B}]52;c;evil\u{07}")   // "hi␛]52;c;evil␇"
/// ```
public enum TextSanitizer {
    /// The most combining marks (general categories Mn, Mc, Me, variation selectors excepted) kept
    /// in one grapheme cluster.
    public static let maximumCombiningMarks = 4

    /// The most Unicode scalars kept in one grapheme cluster (long enough for family emoji with
    /// skin tones and tag-sequence flags).
    public static let maximumScalarsPerCluster = 32

    /// `text` with every unsafe scalar replaced by a visible substitute.
    ///
    /// - Complexity: O(n); printable ASCII is returned without copying.
    public static func sanitize(_ text: String) -> String {
        if isPrintableASCII(text) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            appendSanitized(character, to: &result)
        }
        return result
    }

    /// Appends `character` made safe; a cluster holding several controls (`"\r\n"`) keeps a
    /// substitute for each.
    static func appendSanitized(_ character: Character, to result: inout String) {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F {
            result.append(character)
        } else if character.unicodeScalars.contains(where: { substitute(for: $0) != nil }) {
            for scalar in character.unicodeScalars {
                result.unicodeScalars.append(substitute(for: scalar) ?? scalar)
            }
        } else {
            result.append(sanitize(character))
        }
    }

    /// `character` made safe: a control becomes its visible substitute, excess marks are dropped.
    public static func sanitize(_ character: Character) -> Character {
        if let ascii = character.asciiValue, ascii >= 0x20, ascii < 0x7F { return character }
        let scalars = character.unicodeScalars
        if scalars.count == 1, let only = scalars.first {
            if isJoiningAlone(only) { return "\u{FFFD}" }
            return Character(substitute(for: only) ?? only)
        }
        if let first = scalars.first, isJoiningAlone(first), !isRegionalIndicatorPair(scalars) {
            return "\u{FFFD}"
        }
        return sanitizeCluster(scalars) ?? character
    }

    static func isRegionalIndicatorPair(_ scalars: Character.UnicodeScalarView) -> Bool {
        scalars.count == 2 && scalars.allSatisfy { (0x1F1E6...0x1F1FF).contains($0.value) }
    }

    /// Whether `character` passes through ``sanitize(_:)-(Character)`` unchanged.
    public static func isSafe(_ character: Character) -> Bool {
        sanitize(character) == character
    }

    /// Whether `text` is printable ASCII only (U+0020…U+007E), which `sanitize(_:)` returns unchanged.
    package static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// The visible substitute for a scalar that must not reach the terminal, or `nil` if it is safe.
    static func substitute(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        switch scalar.value {
        case 0x00...0x1F: return Unicode.Scalar(0x2400 + scalar.value)
        case 0x7F: return "\u{2421}"
        case 0x80...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069:
            return "\u{FFFD}"
        default: return nil
        }
    }

    /// A multi-scalar cluster rebuilt without unsafe scalars and excess marks, or `nil` when it
    /// was already safe.
    private static func sanitizeCluster(_ scalars: Character.UnicodeScalarView) -> Character? {
        var kept = String.UnicodeScalarView()
        var marks = 0
        var changed = false
        for scalar in scalars {
            if let replacement = substitute(for: scalar) {
                kept.append(replacement)
                changed = true
                continue
            }
            if isCountedMark(scalar) {
                marks += 1
                if marks > maximumCombiningMarks { changed = true; continue }
            }
            if kept.count >= maximumScalarsPerCluster { changed = true; continue }
            kept.append(scalar)
        }
        while kept.count > 1, kept.last == "\u{200D}" {
            kept.removeLast()
            changed = true
        }
        guard changed else { return nil }
        // Dropping marks keeps one cluster; the guard protects against a substitute splitting it.
        return String(kept).first ?? "\u{FFFD}"
    }

    /// Regional indicators (U+1F1E6–U+1F1FF) and skin-tone modifiers (U+1F3FB–U+1F3FF).
    static func isJoiningAlone(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value) || (0x1F3FB...0x1F3FF).contains(scalar.value)
    }

    private static func isCountedMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xFE00...0xFE0F, 0xE0100...0xE01EF: return false
        default: break
        }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
