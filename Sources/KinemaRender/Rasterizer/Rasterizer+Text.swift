import KinemaGeometry

extension Rasterizer {
    /// Columns between tab stops.
    static let tabWidth = 8

    /// Draws `text` from `origin`, one row per line; walks the string once without allocating.
    func drawText(
        _ text: String, style: Style, at origin: Point, opacity: Double, bounds: CellRegion,
        mask: CellMask? = nil, into buffer: inout CellBuffer
    ) {
        let x0 = Rasterizer.boundary(origin.x)
        var y = Rasterizer.boundary(origin.y)
        var x = x0
        for raw in text {
            if raw == "\n" || raw == "\r\n" {
                y += 1
                x = x0
                continue
            }
            if y >= bounds.y.upperBound { return }
            if y < bounds.y.lowerBound || x >= bounds.x.upperBound { continue }
            if raw == "\t" {
                x += Rasterizer.tabWidth - ((x - x0) % Rasterizer.tabWidth)
                continue
            }
            let character = TextSanitizer.sanitize(raw)
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            if x + width > bounds.x.lowerBound, mask?.contains(x: x, y: y) ?? true {
                let beneath = buffer[min(max(x, 0), buffer.width - 1), y]
                if let cellStyle = blended(style, over: beneath, opacity: opacity) {
                    buffer.put(character, width: width, x: x, y: y, style: cellStyle, visible: bounds.x)
                }
            }
            x += width
        }
    }

    /// Below this opacity, a glyph whose colour cannot be blended is not drawn at all.
    static let invisibleOpacity = 0.25

    /// `style` as drawn over `beneath`: a default background keeps the background beneath, and
    /// opacity (the item's times each colour's own) fades the colours toward it (toward
    /// ``terminalBackground`` where the background beneath is the terminal's default and its colour
    /// is known). When the colours cannot be blended (the text's colour is the terminal default, or
    /// the background's colour is unknown), a translucent glyph is dim, and below
    /// ``invisibleOpacity`` it is not drawn (`nil`), so a fade-out goes normal → dim → gone. The
    /// result holds opaque colours only.
    func blended(_ style: Style, over beneath: Cell, opacity: Double) -> Style? {
        let under = Rasterizer.paper(of: beneath)
        var result = style
        let background = style.background
        result.background =
            background.isDefaultKind
            ? under : paper(under).mixed(with: background.opaque, by: opacity * background.opacity)
        result.foreground = style.foreground.opaque
        let foregroundOpacity = opacity * style.foreground.opacity
        guard foregroundOpacity < 1 else { return result }
        if let faded = Rasterizer.fade(result.foreground, toward: paper(result.background), opacity: foregroundOpacity) {
            result.foreground = faded
        } else if foregroundOpacity < Rasterizer.invisibleOpacity && background.isDefaultKind {
            return nil
        } else {
            result.attributes.insert(.dim)
        }
        return result
    }

    /// The colour a glyph drawn over `cell` has behind it: the cell's background, or, over a block
    /// glyph (a shape's edge), the average of the block's ink and background weighted by how much
    /// of the cell the ink covers — so text over a shape's edge sits on the shape's colour
    /// blended as the eye sees the cell. Braille dots count as no ink.
    static func paper(of cell: Cell) -> Color {
        let background = cell.style.background
        guard !cell.isContinuation, let fraction = SubCellGlyph.inkFraction(cell.glyph), fraction > 0,
            cell.style.foreground.rgb != nil, background.rgb != nil
        else { return background }
        return background.mixed(with: cell.style.foreground, by: fraction)
    }

    /// `color`, or, where it is the terminal's default background, ``terminalBackground`` when that
    /// is known: the colour to blend a translucent colour with.
    @inline(__always)
    func paper(_ color: Color) -> Color {
        guard color.isDefaultKind, let terminalBackground else { return color }
        return terminalBackground
    }

    /// `color` faded toward `background` by `1 - opacity`, or `nil` when either is the terminal
    /// default and so cannot be blended.
    static func fade(_ color: Color, toward background: Color, opacity: Double) -> Color? {
        guard color.rgb != nil, background.rgb != nil else { return nil }
        return background.mixed(with: color, by: opacity)
    }
}
