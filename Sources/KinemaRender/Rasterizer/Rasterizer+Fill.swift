import KinemaGeometry

extension Rasterizer {
    /// Which part of a cell a fill covers when one of its edges falls inside the cell.
    enum PartialCover {
        case leading(eighths: Int), trailing(eighths: Int), top(eighths: Int), bottom(eighths: Int)
    }

    func drawFill(
        _ color: Color, frame: Rect, opacity: Double, bounds: CellRegion, into buffer: inout CellBuffer
    ) {
        let rect = frame.standardized
        let outer = CellRegion(
            x: Rasterizer.floor(rect.minX)..<Rasterizer.ceil(rect.maxX),
            y: Rasterizer.floor(rect.minY)..<Rasterizer.ceil(rect.maxY)
        ).intersection(bounds)
        guard !outer.isEmpty else { return }
        // Cells the fill covers completely take one precomputed cell when it is opaque; only the
        // edges need per-cell work.
        let inner = CellRegion(
            x: Rasterizer.ceil(rect.minX)..<max(Rasterizer.ceil(rect.minX), Rasterizer.floor(rect.maxX)),
            y: Rasterizer.ceil(rect.minY)..<max(Rasterizer.ceil(rect.minY), Rasterizer.floor(rect.maxY))
        ).intersection(outer)
        let bulk = opacity >= 1 ? inner : CellRegion(x: 0..<0, y: 0..<0)
        let solidCell = Cell.blank(Style(background: color))
        for y in outer.y {
            if bulk.y.contains(y) && !bulk.x.isEmpty {
                buffer.fill(solidCell, columns: bulk.x, row: y)
                for x in outer.x.lowerBound..<bulk.x.lowerBound {
                    drawFillCell(color, rect, opacity, x, y, into: &buffer)
                }
                for x in bulk.x.upperBound..<outer.x.upperBound {
                    drawFillCell(color, rect, opacity, x, y, into: &buffer)
                }
            } else {
                for x in outer.x { drawFillCell(color, rect, opacity, x, y, into: &buffer) }
            }
        }
    }

    /// Covers one cell of a fill: solid, an eighth-block edge, a tint of the glyph beneath, or nothing.
    private func drawFillCell(
        _ color: Color, _ rect: Rect, _ opacity: Double, _ x: Int, _ y: Int, into buffer: inout CellBuffer
    ) {
        let vertical = Rasterizer.cover(y, from: rect.minY, to: rect.maxY)
        let horizontal = Rasterizer.cover(x, from: rect.minX, to: rect.maxX)
        guard vertical.eighths > 0, horizontal.eighths > 0 else { return }
        let beneath = buffer[x, y]
        let coverage = Double(horizontal.eighths * vertical.eighths) / 64
        if coverage < 1, Rasterizer.tints(beneath, coverage: coverage, opacity: opacity) {
            buffer.set(solid(color, over: beneath, opacity: coverage * opacity, translucent: opacity < 1), x: x, y: y)
            return
        }
        let cell: Cell?
        switch (horizontal.eighths, vertical.eighths) {
        case (8, 8):
            cell = solid(color, over: beneath, opacity: opacity)
        case (8, let k):
            cell =
                vertical.isLeadingEdge
                ? partial(color, .bottom(eighths: k), over: beneath, opacity: opacity)
                : vertical.isTrailingEdge
                    ? partial(color, .top(eighths: k), over: beneath, opacity: opacity) : nil
        case (let k, 8):
            cell =
                horizontal.isLeadingEdge
                ? partial(color, .trailing(eighths: k), over: beneath, opacity: opacity)
                : horizontal.isTrailingEdge
                    ? partial(color, .leading(eighths: k), over: beneath, opacity: opacity) : nil
        case (let kx, let ky):
            // A corner or a sliver: no glyph shows both edges, so cover by area.
            cell = kx * ky >= 32 ? solid(color, over: beneath, opacity: opacity) : nil
        }
        if let cell { buffer.set(cell, x: x, y: y) }
    }

    /// Whether a fill covering `coverage` (0…1) of a cell at `opacity` tints the cell beneath
    /// (keeping its glyph, background mixed by `coverage × opacity`) instead of drawing a block.
    ///
    /// A block glyph shows only two colours, so it would erase the glyph beneath: a translucent
    /// edge always tints (a shadow's edge then reads the same over text and over the spaces between
    /// words), and an opaque edge tints a glyph it covers less than half of.
    static func tints(_ beneath: Cell, coverage: Double, opacity: Double) -> Bool {
        guard !beneath.isContinuation else { return false }
        return opacity < 1 || (beneath.glyph != .space && coverage < 0.5)
    }

    /// A fully covered cell: opaque fills erase, translucent ones tint the content beneath.
    /// `translucent` says whether the paint itself is (rather than only partly covering the cell):
    /// then a default background beneath blends as ``terminalBackground`` when that is known.
    func solid(_ color: Color, over beneath: Cell, opacity: Double, translucent: Bool? = nil) -> Cell {
        let under = beneath.isContinuation ? Style.plain : beneath.style
        let base = translucent ?? (opacity < 1) ? paper(under.background) : under.background
        let background = base.mixed(with: color, by: opacity)
        guard opacity < 1, !beneath.isContinuation else { return .blank(Style(background: background)) }
        var style = under
        style.background = background
        style.foreground =
            Rasterizer.fade(color, toward: under.foreground, opacity: opacity) ?? under.foreground
        return Cell(glyph: beneath.glyph, width: beneath.width, style: style)
    }

    /// A cell split between the fill and the background beneath, drawn with a block glyph.
    func partial(_ color: Color, _ cover: PartialCover, over beneath: Cell, opacity: Double) -> Cell {
        let under = beneath.isContinuation ? Color.default : beneath.style.background
        let fill = paper(under).mixed(with: color, by: opacity)
        // Left and lower blocks exist in every eighth; the fill takes the glyph's ink when it
        // covers the left or lower part, otherwise the background beneath takes the ink.
        let glyph: Character
        let fillIsInk: Bool
        switch cover {
        case .leading(let k): (glyph, fillIsInk) = (Rasterizer.leftBlock(k), true)
        case .bottom(let k): (glyph, fillIsInk) = (Rasterizer.lowerBlock(k), true)
        case .trailing(4): (glyph, fillIsInk) = ("\u{2590}", true)
        case .trailing(1): (glyph, fillIsInk) = ("\u{2595}", true)
        case .trailing(let k): (glyph, fillIsInk) = (Rasterizer.leftBlock(8 - k), false)
        case .top(4): (glyph, fillIsInk) = ("\u{2580}", true)
        case .top(1): (glyph, fillIsInk) = ("\u{2594}", true)
        case .top(let k): (glyph, fillIsInk) = (Rasterizer.lowerBlock(8 - k), false)
        }
        let style: Style
        if fillIsInk {
            style = Style(foreground: fill, background: under)
        } else if under.isDefault {
            // The default background cannot be named as a foreground; inverse shows it as ink.
            style = Style(foreground: fill, background: under, attributes: .inverse)
        } else {
            style = Style(foreground: under, background: fill)
        }
        return Cell(unchecked: glyph, width: 1, style: style)
    }

    /// `▏▎▍▌▋▊▉` for 1…7 eighths.
    static func leftBlock(_ eighths: Int) -> Character {
        Character(Unicode.Scalar(0x2590 - UInt32(eighths))!)
    }

    /// `▁▂▃▄▅▆▇` for 1…7 eighths.
    static func lowerBlock(_ eighths: Int) -> Character {
        Character(Unicode.Scalar(0x2580 + UInt32(eighths))!)
    }

    /// How much of cell `index` the span `from..<to` covers, in eighths, and which of the span's
    /// edges fall inside the cell.
    static func cover(
        _ index: Int, from: Double, to: Double
    ) -> (eighths: Int, isLeadingEdge: Bool, isTrailingEdge: Bool) {
        let start = Double(index)
        let covered = max(0, min(to, start + 1) - max(from, start))
        let eighths = Int((covered * 8).rounded())
        let leading = from > start && to >= start + 1
        let trailing = to < start + 1 && from <= start
        return (eighths, leading, trailing)
    }

    static func floor(_ value: Double) -> Int {
        Int(min(max(value.rounded(.down), -1_000_000), 1_000_000))
    }

    static func ceil(_ value: Double) -> Int {
        Int(min(max(value.rounded(.up), -1_000_000), 1_000_000))
    }
}
