/// The glyphs of each ``RenderQuality`` and what they ink.
///
/// A *pattern* names the inked sub-cell pixels of one cell as bits, row-major from the top-left:
/// bit `row × columns + column`. Braille 2 × 4 uses bits 0–7, sextants bits 0–5, quadrants 0–3,
/// half blocks 0–1 (top, bottom), whole cells bit 0.
enum SubCellGlyph {
    /// The glyph inking `pattern` (not empty, not full: those are a space and a solid cell).
    static func character(_ pattern: UInt8, quality: RenderQuality) -> Character {
        Character(scalar(pattern, quality: quality))
    }

    static func scalar(_ pattern: UInt8, quality: RenderQuality) -> Unicode.Scalar {
        switch quality {
        case .braille: return Unicode.Scalar(0x2800 + UInt32(brailleBits(pattern)))!
        case .sextant: return sextant(pattern & 0x3F)
        case .quadrant: return quadrants[Int(pattern & 0xF)]
        case .halfBlock: return halfBlocks[Int(pattern & 0x3)]
        case .cell: return pattern & 1 == 0 ? " " : "\u{2588}"
        }
    }

    /// Unicode's braille dot numbering from a row-major 2 × 4 pattern: dots 1–3 run down the left
    /// column, 4–6 down the right, 7 and 8 are the bottom row (a later addition).
    static func brailleBits(_ pattern: UInt8) -> UInt8 {
        var bits: UInt8 = 0
        for row in 0..<4 {
            for column in 0..<2 where pattern & (1 << (row * 2 + column)) != 0 {
                bits |= brailleDot[row * 2 + column]
            }
        }
        return bits
    }

    /// The braille bit of each row-major position.
    static let brailleDot: [UInt8] = [0x01, 0x08, 0x02, 0x10, 0x04, 0x20, 0x40, 0x80]

    /// The 2 × 3 sextant for `pattern`: U+1FB00 + n counts the 60 patterns other than empty, full,
    /// left half and right half, which are the older `▌` and `▐` (Unicode's "BLOCK SEXTANT-n"
    /// names list the inked sixths, numbered row-major like the pattern bits).
    static func sextant(_ pattern: UInt8) -> Unicode.Scalar {
        switch pattern {
        case 0: return " "
        case 0b010101: return "\u{258C}"
        case 0b101010: return "\u{2590}"
        case 0b111111: return "\u{2588}"
        default:
            let skipped = (pattern > 0b010101 ? 1 : 0) + (pattern > 0b101010 ? 1 : 0)
            return Unicode.Scalar(0x1FB00 + UInt32(pattern) - 1 - UInt32(skipped))!
        }
    }

    /// Quadrant glyphs by pattern (bit 0 top-left, 1 top-right, 2 bottom-left, 3 bottom-right).
    static let quadrants: [Unicode.Scalar] = [
        " ", "\u{2598}", "\u{259D}", "\u{2580}", "\u{2596}", "\u{258C}", "\u{259E}", "\u{259B}",
        "\u{2597}", "\u{259A}", "\u{2590}", "\u{259C}", "\u{2584}", "\u{2599}", "\u{259F}", "\u{2588}",
    ]

    /// Half-block glyphs by pattern (bit 0 top, bit 1 bottom).
    static let halfBlocks: [Unicode.Scalar] = [" ", "\u{2580}", "\u{2584}", "\u{2588}"]

    /// Which pixels of `quality`'s grid `glyph` inks, or `nil` when it is not a block element,
    /// sextant, braille pattern or space (text, whose ink is not known).
    ///
    /// Block glyphs are sampled at each pixel's centre, so a half block read on a braille grid
    /// inks its four upper or lower dots. Braille read on a block grid inks the pixels holding
    /// its dots.
    static func inkMask(_ glyph: Glyph, quality: RenderQuality) -> UInt8? {
        let value = glyph.rawValue
        if value == 0x20 { return 0 }
        guard isSubCell(value) else { return nil }
        if value >= 0x2800 && value <= 0x28FF && quality == .braille {
            var pattern: UInt8 = 0
            for index in 0..<8 where UInt8(value & 0xFF) & brailleDot[index] != 0 { pattern |= 1 << index }
            return pattern
        }
        let (columns, rows) = (quality.columns, quality.rows)
        var mask: UInt8 = 0
        for row in 0..<rows {
            for column in 0..<columns {
                let u = (Double(column) + 0.5) / Double(columns)
                let v = (Double(row) + 0.5) / Double(rows)
                if inks(value, u, v) { mask |= 1 << (row * columns + column) }
            }
        }
        return mask
    }

    /// Whether `value` is a glyph this type knows the ink of.
    static func isSubCell(_ value: UInt32) -> Bool {
        (0x2580...0x259F).contains(value) || (0x2800...0x28FF).contains(value)
            || (0x1FB00...0x1FB3B).contains(value)
    }

    /// How much of a cell `glyph` inks, in 0…1, or `nil` for text. Braille counts as nothing: its
    /// dots are marks on the cell's background, which is what text drawn over it shows.
    static func inkFraction(_ glyph: Glyph) -> Double? {
        let value = glyph.rawValue
        if value == 0x20 || (0x2800...0x28FF).contains(value) { return 0 }
        guard isSubCell(value) else { return nil }
        var inked = 0
        for row in 0..<8 {
            for column in 0..<8 where inks(value, (Double(column) + 0.5) / 8, (Double(row) + 0.5) / 8) {
                inked += 1
            }
        }
        return Double(inked) / 64
    }

    /// Whether the glyph `value` inks the point (`u`, `v`) of its cell (0…1 each, `v` downward).
    static func inks(_ value: UInt32, _ u: Double, _ v: Double) -> Bool {
        let left = u < 0.5
        let top = v < 0.5
        switch value {
        case 0x2580: return top
        case 0x2581...0x2587: return 1 - v < Double(value - 0x2580) / 8
        case 0x2588: return true
        case 0x2589...0x258F: return u < Double(0x2590 - value) / 8
        case 0x2590: return !left
        case 0x2591...0x2593: return false
        case 0x2594: return v < 1.0 / 8
        case 0x2595: return u >= 7.0 / 8
        case 0x2596...0x259F:
            let quadrant = quadrants.firstIndex { $0.value == value } ?? 0
            let bit = (top ? 0 : 2) + (left ? 0 : 1)
            return quadrant & (1 << bit) != 0
        case 0x2800...0x28FF:
            let index = Int(min(v * 4, 3)) * 2 + (left ? 0 : 1)
            return UInt8(value & 0xFF) & brailleDot[index] != 0
        case 0x1FB00...0x1FB3B:
            var pattern = Int(value - 0x1FB00) + 1
            if pattern >= 0b010101 { pattern += 1 }
            if pattern >= 0b101010 { pattern += 1 }
            let bit = Int(min(v * 3, 2)) * 2 + (left ? 0 : 1)
            return pattern & (1 << bit) != 0
        default: return false
        }
    }
}
