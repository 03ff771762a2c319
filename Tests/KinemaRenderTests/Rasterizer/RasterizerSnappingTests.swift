import KinemaGeometry
import KinemaRender
import Testing

/// A fill drawn inside a border quantises like the border (R2): no eighth blocks inside or over the
/// border line, at rest or moving; edges far from any border keep their eighth blocks.
@Suite struct RasterizerSnappingTests {
    let rasterizer = Rasterizer()
    let red = Color.rgb(red: 200, green: 0, blue: 0)

    func item(_ id: DisplayItem.ID, _ kind: DisplayItem.Kind, _ frame: Rect) -> DisplayItem {
        DisplayItem(id: id, kind: kind, frame: frame, clip: nil, zIndex: 0, opacity: 1)
    }

    /// A bordered box like PetPoll's avatar: a one-cell border around a filled content frame,
    /// scaled by `scale` about its centre and moved by `dx`.
    func box(scale: Double, dx: Double = 0) -> DisplayList {
        let outer = Rect(x: 6, y: 4, width: 11, height: 5)
        let inner = outer.inset(by: EdgeInsets(all: 1))
        func transformed(_ rect: Rect) -> Rect {
            let (cx, cy) = (outer.midX, outer.midY)
            return Rect(
                x: cx + (rect.minX - cx) * scale + dx, y: cy + (rect.minY - cy) * scale,
                width: rect.width * scale, height: rect.height * scale)
        }
        return DisplayList([
            item(1, .border(.rounded, .plain), transformed(outer)),
            item(2, .fill(red), transformed(inner)),
        ])
    }

    func isEighthBlock(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        return (0x2580...0x2595).contains(scalar.value)
    }

    /// Every cell strictly inside the border's corners is red, every cell of the border line is not.
    func expectFilledBox(_ buffer: CellBuffer, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let rows = buffer.lines.indices.filter {
            buffer.lines[$0].contains("╭") || buffer.lines[$0].contains("╰")
        }
        let top = try #require(rows.first, sourceLocation: sourceLocation)
        let bottom = try #require(rows.last, sourceLocation: sourceLocation)
        let topLine = Array(buffer.lines[top])
        let left = try #require(topLine.firstIndex(of: "╭"), sourceLocation: sourceLocation)
        let right = try #require(topLine.firstIndex(of: "╮"), sourceLocation: sourceLocation)
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let inside = (top + 1..<bottom).contains(y) && (left + 1..<right).contains(x)
                #expect(
                    (buffer[x, y].style.background == red) == inside, "cell \(x), \(y)",
                    sourceLocation: sourceLocation)
                #expect(
                    !isEighthBlock(buffer[x, y].character), "cell \(x), \(y)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test("a box scaled 1.5× at rest fills its border's inside exactly, without eighth blocks")
    func scaledBoxAtRest() throws {
        try expectFilledBox(rasterizer.rasterize(box(scale: 1.5), width: 26, height: 14))
    }

    @Test("a box overshooting its scale keeps fill and border together", arguments: [1.1, 1.3, 1.62, 0.8])
    func bouncingBox(scale: Double) throws {
        try expectFilledBox(rasterizer.rasterize(box(scale: scale), width: 26, height: 14))
    }

    @Test("a box sliding by eighths moves fill and border one whole cell at a time", arguments: 0..<8)
    func slidingBox(step: Int) throws {
        let buffer = rasterizer.rasterize(box(scale: 1, dx: Double(step) / 8), width: 26, height: 14)
        try expectFilledBox(buffer)
        let left = step < 4 ? 6 : 7
        #expect(
            buffer.lines[4] == String(repeating: " ", count: left) + "╭─────────╮"
                + String(repeating: " ", count: 15 - left))
    }

    @Test("a fill sharing its border's frame rounds like the border")
    func sharedFrame() {
        let frame = Rect(x: 0.4, y: 0, width: 4, height: 3)
        let buffer = rasterizer.rasterize(
            DisplayList([item(1, .border(.single, .plain), frame), item(2, .fill(red), frame)]), width: 6,
            height: 3)
        #expect(
            (0..<6).map { buffer[$0, 1].style.background == red } == [true, true, true, true, false, false])
        #expect(buffer.lines[1] == "      ")
    }

    @Test("a background drawn under its own border rounds with it, no sliver outside", arguments: 0..<8)
    func backgroundUnderBorder(step: Int) {
        let frame = Rect(x: 1 + Double(step) / 8, y: 0, width: 4, height: 3)
        let list = DisplayList([item(1, .fill(red), frame), item(2, .border(.single, .plain), frame)])
        let buffer = rasterizer.rasterize(list, width: 7, height: 3)
        let left = step < 4 ? 1 : 2
        let filled = (0..<7).map { buffer[$0, 1].style.background == red }
        #expect(filled == (0..<7).map { (left..<left + 4).contains($0) })
        #expect(
            buffer.lines[1] == String(repeating: " ", count: left) + "│  │"
                + String(repeating: " ", count: 3 - left))
    }

    @Test("a fill edge far inside a border is free and keeps its eighth block")
    func freeEdge() {
        let list = DisplayList([
            item(1, .border(.single, .plain), Rect(x: 0, y: 0, width: 10, height: 3)),
            item(2, .fill(red), Rect(x: 1, y: 1, width: 4.5, height: 1)),
        ])
        #expect(rasterizer.rasterize(list, width: 10, height: 3).lines[1] == "│    ▌   │")
    }

    @Test("a fill outside the last border is not snapped")
    func outsideBorder() {
        let list = DisplayList([
            item(1, .border(.single, .plain), Rect(x: 0, y: 0, width: 3, height: 3)),
            item(2, .fill(red), Rect(x: 4, y: 1, width: 1.5, height: 1)),
        ])
        #expect(rasterizer.rasterize(list, width: 7, height: 3).lines[1] == "│ │  ▌ ")
    }

    @Test("a fill snaps to the border whose content it is, whatever other bordered box was drawn last")
    func snapsToEnclosingBorderNotLastBorder() {
        let screen = item(1, .border(.single, .plain), Rect(x: 0, y: 0, width: 20, height: 10))
        let card = item(2, .border(.single, .plain), Rect(x: 10, y: 1, width: 6, height: 4))
        let cardFill = item(3, .fill(red), Rect(x: 11, y: 2, width: 4, height: 2))
        // Content of the screen's border, 1.5 cells in: its left edge meets the border line.
        let panel = item(4, .fill(red), Rect(x: 1.5, y: 6, width: 5, height: 2))
        let panelLast = rasterizer.rasterize(DisplayList([screen, card, cardFill, panel]), width: 20, height: 10)
        let panelFirst = rasterizer.rasterize(DisplayList([screen, panel, card, cardFill]), width: 20, height: 10)
        #expect(panelLast.lines == panelFirst.lines)
        #expect(panelLast[1, 6].style.background == red, "snapped to the screen border's inner side")
        #expect(!isEighthBlock(panelLast[1, 6].character))
    }
}
