import KinemaGeometry

extension Rasterizer {
    func drawBorder(
        _ border: BorderStyle, style: Style, frame: Rect, opacity: Double, bounds: CellRegion,
        mask: CellMask? = nil, into buffer: inout CellBuffer
    ) {
        let region = CellRegion(rounding: frame)
        guard !region.isEmpty else { return }
        let (left, right) = (region.x.lowerBound, region.x.upperBound - 1)
        let (top, bottom) = (region.y.lowerBound, region.y.upperBound - 1)
        func glyph(_ character: Character, _ x: Int, _ y: Int) {
            guard bounds.x.contains(x), bounds.y.contains(y), mask?.contains(x: x, y: y) ?? true else { return }
            var safe = TextSanitizer.sanitize(character)
            if DisplayWidth.of(safe) != 1 { safe = " " }
            guard let cellStyle = blended(style, over: buffer[x, y], opacity: opacity) else { return }
            buffer.set(Cell(unchecked: safe, width: 1, style: cellStyle), x: x, y: y)
        }
        // Loops run over the visible part only, so a huge frame costs what it shows.
        let columns = region.x.clamped(to: bounds.x)
        let rows = region.y.clamped(to: bounds.y)
        if top == bottom {
            for x in columns { glyph(border.top, x, top) }
            return
        }
        if left == right {
            for y in rows { glyph(border.left, left, y) }
            return
        }
        glyph(border.topLeft, left, top)
        glyph(border.topRight, right, top)
        glyph(border.bottomLeft, left, bottom)
        glyph(border.bottomRight, right, bottom)
        for x in ((left + 1)..<right).clamped(to: columns) {
            glyph(border.top, x, top)
            glyph(border.bottom, x, bottom)
        }
        for y in ((top + 1)..<bottom).clamped(to: rows) {
            glyph(border.left, left, y)
            glyph(border.right, right, y)
        }
    }
}
