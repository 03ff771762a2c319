/// How many terminal columns text occupies: 0, 1 or 2 per grapheme cluster.
///
/// Rules, in order, for one `Character` (an extended grapheme cluster):
/// 1. printable ASCII is 1 column;
/// 2. two regional indicators (a flag) are 2;
/// 3. VS15 (U+FE0E) after an emoji-presentation base asks for text presentation: 1;
/// 4. VS16 (U+FE0F) after an emoji base asks for emoji presentation: 2 (`❤️`, keycaps `1️⃣`);
/// 5. a base that is East Asian Wide or Fullwidth (UAX #11) or has Emoji_Presentation is 2; the
///    rest of the cluster (ZWJ sequences, skin tones, combining marks) adds nothing;
/// 6. a cluster that starts with a combining mark (Mn, Mc, Me), a format character or a zero-width
///    space is 0;
/// 7. everything else is 1.
///
/// Emoji properties come from the standard library's Unicode data; the East Asian Width ranges are
/// those of Unicode 15.1.
public enum DisplayWidth {
    /// The number of columns `character` occupies (0, 1 or 2).
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        let scalars = character.unicodeScalars
        guard let base = scalars.first else { return 0 }
        var regionalIndicators = 0
        var textPresentation = false
        var emojiPresentation = false
        for scalar in scalars {
            switch scalar.value {
            case 0x1F1E6...0x1F1FF: regionalIndicators += 1
            case 0xFE0E: textPresentation = true
            case 0xFE0F: emojiPresentation = true
            default: break
            }
        }
        if regionalIndicators >= 2 { return 2 }
        let properties = base.properties
        if textPresentation && properties.isEmojiPresentation { return 1 }
        if emojiPresentation && properties.isEmoji { return 2 }
        return of(base)
    }

    /// The number of columns a lone scalar occupies (0, 1 or 2).
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return 1 }
        if value < 0xA0 { return 0 }
        if isZeroWidth(scalar) { return 0 }
        if value < 0x1100 { return 1 }
        if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// The number of columns `text` occupies: the sum over its grapheme clusters.
    ///
    /// - Complexity: O(n).
    public static func of<S: StringProtocol>(_ text: S) -> Int {
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B, 0x1160...0x11FF, 0xD7B0...0xD7FF: return true
        case 0x00AD: return false
        default: break
        }
        switch scalar.properties.generalCategory {
        // A lone spacing mark would join the previous cell's cluster when printed: no width.
        case .nonspacingMark, .enclosingMark, .spacingMark, .format: return true
        default: return false
        }
    }

    static func isWide(_ value: UInt32) -> Bool {
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges outside the emoji blocks (Unicode 15.1,
    /// EastAsianWidth.txt), sorted; emoji are covered by the Emoji_Presentation property.
    static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x2E99, 0x2E9B...0x2EF3, 0x2F00...0x2FD5,
        0x2FF0...0x2FFF, 0x3000...0x303E, 0x3041...0x3096, 0x3099...0x30FF, 0x3105...0x312F,
        0x3131...0x318E, 0x3190...0x31E3, 0x31EF...0x321E, 0x3220...0x3247, 0x3250...0x4DBF,
        0x4E00...0xA48C, 0xA490...0xA4C6, 0xA960...0xA97C, 0xAC00...0xD7A3, 0xF900...0xFAFF,
        0xFE10...0xFE19, 0xFE30...0xFE52, 0xFE54...0xFE66, 0xFE68...0xFE6B, 0xFF01...0xFF60,
        0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x16FF0...0x16FF1, 0x17000...0x187F7,
        0x18800...0x18CD5, 0x18D00...0x18D08, 0x1AFF0...0x1AFFE, 0x1B000...0x1B122,
        0x1B132...0x1B132, 0x1B150...0x1B152, 0x1B155...0x1B155, 0x1B164...0x1B167,
        0x1B170...0x1B2FB, 0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248,
        0x1F250...0x1F251, 0x1F260...0x1F265, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
