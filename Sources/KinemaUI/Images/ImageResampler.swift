import KinemaRender

/// Nearest-neighbour resampling of text art to a size in cells.
///
/// The art is read as a grid of cells (a two-cell glyph fills its cell and the next); each target
/// cell takes the source cell it falls in. A two-cell glyph is kept whole when the next target cell
/// is free for its second half, and becomes a space when it would not fit (the last column, or a
/// downscale that gives it one cell).
enum ImageResampler {
    /// One source cell: a character and its width, or the second half of a two-cell character.
    private enum SourceCell {
        case glyph(Character, width: Int)
        case continuation(of: Character)
    }

    static func resample(_ art: ImageArt, width: Int, height: Int) -> String {
        guard width > 0, height > 0, art.width > 0, art.height > 0 else { return "" }
        let grid = art.rows.map { cells(of: $0, width: art.width) }
        var lines: [String] = []
        lines.reserveCapacity(height)
        for y in 0..<height {
            let row = grid[min(y * art.height / height, art.height - 1)]
            var line = ""
            var x = 0
            while x < width {
                let source = row[min(x * art.width / width, art.width - 1)]
                switch source {
                case .glyph(let character, let columns) where columns == 1:
                    line.append(character)
                    x += 1
                case .glyph(let character, _), .continuation(let character):
                    if x + 1 < width {
                        line.append(character)
                        x += 2
                    } else {
                        line.append(" ")
                        x += 1
                    }
                }
            }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// The cells of one row, padded with spaces to `width`; zero-width clusters are dropped.
    private static func cells(of row: String, width: Int) -> [SourceCell] {
        var result: [SourceCell] = []
        result.reserveCapacity(width)
        for character in row {
            switch DisplayWidth.of(character) {
            case 1: result.append(.glyph(character, width: 1))
            case 2:
                result.append(.glyph(character, width: 2))
                result.append(.continuation(of: character))
            default: continue
            }
        }
        while result.count < width { result.append(.glyph(" ", width: 1)) }
        return result
    }
}
