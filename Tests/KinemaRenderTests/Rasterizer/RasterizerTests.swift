import KinemaGeometry
import KinemaRender
import Testing

@Suite struct RasterizerTests {
    let rasterizer = Rasterizer()

    func item(_ id: DisplayItem.ID, _ kind: DisplayItem.Kind, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
              clip: Rect? = nil, z: Double = 0, opacity: Double = 1) -> DisplayItem {
        DisplayItem(id: id, kind: kind, frame: Rect(x: x, y: y, width: w, height: h), clip: clip, zIndex: z, opacity: opacity)
    }

    @Test("a border around text reads like the screen")
    func borderAroundText() {
        let list = DisplayList([
            item(1, .border(.single, .plain), 0, 0, 4, 3),
            item(2, .text("42", .plain), 1, 1, 2, 1),
        ])
        let buffer = rasterizer.rasterize(list, width: 4, height: 3)
        #expect(buffer.lines == ["┌──┐", "│42│", "└──┘"])
    }

    @Test("every border style draws its own glyphs", arguments: [
        (BorderStyle.rounded, ["╭─╮", "│ │", "╰─╯"]),
        (BorderStyle.double, ["╔═╗", "║ ║", "╚═╝"]),
        (BorderStyle.heavy, ["┏━┓", "┃ ┃", "┗━┛"]),
        (BorderStyle.ascii, ["+-+", "| |", "+-+"]),
    ])
    func borderStyles(style: BorderStyle, expected: [String]) {
        let buffer = rasterizer.rasterize(DisplayList([item(1, .border(style, .plain), 0, 0, 3, 3)]), width: 3, height: 3)
        #expect(buffer.lines == expected)
    }

    @Test("fractional frames round to the nearest cell")
    func fractionalRounding() {
        let list = DisplayList([item(1, .text("ab", .plain), 1.4, 0.6, 2, 1)])
        #expect(rasterizer.rasterize(list, width: 4, height: 2).lines == ["    ", " ab "])
        let later = DisplayList([item(1, .text("ab", .plain), 1.5, 0.4, 2, 1)])
        #expect(rasterizer.rasterize(later, width: 4, height: 2).lines == ["  ab", "    "])
    }

    @Test("text splits into rows at newlines and expands tabs to multiples of eight")
    func multilineText() {
        let list = DisplayList([item(1, .text("a\tb\ncd", .plain), 0, 0, 10, 2)])
        #expect(rasterizer.rasterize(list, width: 10, height: 2).lines == ["a       b ", "cd        "])
    }

    @Test("the clip rectangle limits what an item draws")
    func clipping() {
        let list = DisplayList([item(1, .text("abcdef", .plain), 0, 0, 6, 1, clip: Rect(x: 1, y: 0, width: 3, height: 1))])
        #expect(rasterizer.rasterize(list, width: 6, height: 1).lines == [" bcd  "])
    }

    @Test("higher zIndex draws on top regardless of list order")
    func zOrder() {
        let list = DisplayList([
            item(1, .text("top", .plain), 0, 0, 3, 1, z: 1),
            item(2, .text("xxxxx", .plain), 0, 0, 5, 1),
        ])
        #expect(rasterizer.rasterize(list, width: 5, height: 1).lines == ["topxx"])
    }

    @Test("an opaque fill sets the background and erases text beneath")
    func opaqueFill() {
        let list = DisplayList([
            item(1, .text("abc", .plain), 0, 0, 3, 1),
            item(2, .fill(.blue), 1, 0, 1, 1),
        ])
        let buffer = rasterizer.rasterize(list, width: 3, height: 1)
        #expect(buffer.lines == ["a c"])
        #expect(buffer[1, 0].style.background == .blue)
    }

    @Test("text over a fill keeps the fill's background when its own is default")
    func textOverFill() {
        let list = DisplayList([
            item(1, .fill(.red), 0, 0, 3, 1),
            item(2, .text("hi", Style(foreground: .white)), 0, 0, 2, 1),
        ])
        let buffer = rasterizer.rasterize(list, width: 3, height: 1)
        #expect(buffer[0, 0].style == Style(foreground: .white, background: .red))
    }

    @Test("half opacity blends a fill halfway toward the colour beneath in sRGB")
    func translucentFill() {
        let list = DisplayList([
            item(1, .fill(.rgb(red: 0, green: 0, blue: 0)), 0, 0, 1, 1),
            item(2, .fill(.rgb(red: 200, green: 100, blue: 50)), 0, 0, 1, 1, opacity: 0.5),
        ])
        let buffer = rasterizer.rasterize(list, width: 1, height: 1)
        #expect(buffer[0, 0].style.background == .rgb(red: 100, green: 50, blue: 25))
    }

    @Test("translucent text over the default background turns dim")
    func translucentTextDegrades() {
        let list = DisplayList([item(1, .text("a", Style(foreground: .red)), 0, 0, 1, 1, opacity: 0.5)])
        let buffer = rasterizer.rasterize(list, width: 1, height: 1)
        #expect(buffer[0, 0].style.attributes.contains(.dim))
    }

    @Test("nearly transparent text whose colour cannot be blended is not drawn")
    func nearlyInvisibleText() {
        let list = DisplayList([
            item(1, .text("b", .plain), 0, 0, 1, 1),
            item(2, .text("a", Style(foreground: .red)), 0, 0, 1, 1, opacity: 0.2),
        ])
        #expect(rasterizer.rasterize(list, width: 1, height: 1).lines == ["b"])
    }

    @Test("zero opacity draws nothing")
    func invisible() {
        let list = DisplayList([item(1, .text("a", .plain), 0, 0, 1, 1, opacity: 0)])
        #expect(rasterizer.rasterize(list, width: 1, height: 1).lines == [" "])
    }

    @Test("a fill whose right edge falls inside a cell ends in a left eighth block")
    func rightEdgeEighths() {
        let list = DisplayList([item(1, .fill(.red), 0, 0, 2.25, 1)])
        let buffer = rasterizer.rasterize(list, width: 4, height: 1)
        #expect(buffer.lines == ["  ▎ "])
        #expect(buffer[2, 0].style == Style(foreground: .red))
    }

    @Test("a fill whose left edge falls inside a cell starts with an inverse block showing the background")
    func leftEdgeEighths() {
        let list = DisplayList([item(1, .fill(.red), 0.75, 0, 2.25, 1)])
        let buffer = rasterizer.rasterize(list, width: 4, height: 1)
        #expect(buffer.lines == ["▊   "])
        #expect(buffer[0, 0].style == Style(foreground: .red, attributes: .inverse))
        #expect(buffer[1, 0].style.background == .red)
    }

    @Test("a fill moving by eighths changes one edge glyph at a time", arguments: 0..<8)
    func smoothMotion(step: Int) {
        let x = 1 + Double(step) / 8
        let buffer = rasterizer.rasterize(DisplayList([item(1, .fill(.blue), x, 0, 2, 1)]), width: 4, height: 1)
        // The fill covers 8 - step eighths on the right: an inverse left block shows the gap.
        let glyphs = ["", "▏", "▎", "▍", "▐", "▋", "▊", "▕"]
        let first = step == 0 ? " " : glyphs[step]
        #expect(buffer.lines[0].first.map(String.init) == " ")
        #expect(buffer.lines[0].dropFirst().first.map(String.init) == first)
    }

    @Test("vertical edges inside a cell use lower blocks")
    func verticalEighths() {
        let list = DisplayList([item(1, .fill(.green), 0, 0.5, 1, 2)])
        let buffer = rasterizer.rasterize(list, width: 1, height: 3)
        #expect(buffer.lines == ["▄", " ", "▀"])
    }

    @Test("a translucent fill edge over text keeps the glyph and tints its background by coverage")
    func translucentEdgeKeepsText() {
        let red = Color.rgb(red: 200, green: 0, blue: 0)
        let black = Color.rgb(red: 0, green: 0, blue: 0)
        let list = DisplayList([
            item(1, .fill(red), 0, 0, 2, 1),
            item(2, .text("ab", .plain), 0, 0, 2, 1),
            item(3, .fill(black), 0, 0.25, 2, 0.75, opacity: 0.5),
        ])
        let buffer = rasterizer.rasterize(list, width: 2, height: 1)
        #expect(buffer.lines == ["ab"])
        #expect(buffer[0, 0].style.background == red.mixed(with: black, by: 0.75 * 0.5))
    }

    @Test("an opaque fill edge keeps a glyph it covers less than half of, and hides one it mostly covers")
    func opaqueEdgeOverText() {
        let text = item(1, .text("ab", .plain), 0, 0, 2, 1)
        let thin = rasterizer.rasterize(DisplayList([text, item(2, .fill(.blue), 0, 0.75, 2, 0.25)]), width: 2, height: 1)
        #expect(thin.lines == ["ab"])
        let thick = rasterizer.rasterize(DisplayList([text, item(2, .fill(.blue), 0, 0.25, 2, 0.75)]), width: 2, height: 1)
        #expect(thick.lines == ["▆▆"])
    }

    @Test("a translucent fill edge over blank cells tints them too, so an edge reads the same along its length")
    func translucentEdgeOverBlank() {
        let green = Color.rgb(red: 0, green: 120, blue: 0)
        let list = DisplayList([
            item(1, .fill(green), 0, 0, 3, 1),
            item(2, .text("a", .plain), 0, 0, 1, 1),
            item(3, .fill(.blue), 0, 0.5, 3, 0.5, opacity: 0.5),
        ])
        let buffer = rasterizer.rasterize(list, width: 3, height: 1)
        #expect(buffer.lines == ["a  "])
        #expect(buffer[0, 0].style.background == buffer[1, 0].style.background)
        #expect(buffer[1, 0].style.background == green.mixed(with: .blue, by: 0.25))
    }

    @Test("non-finite geometry draws nothing instead of trapping")
    func nonFinite() {
        let list = DisplayList([
            item(1, .fill(.red), .nan, 0, 1, 1),
            item(2, .text("a", .plain), 0, .infinity, 1, 1),
            item(3, .border(.single, .plain), -1e300, -1e300, 2e300, 2e300),
        ])
        let buffer = rasterizer.rasterize(list, width: 2, height: 1)
        #expect(buffer.lines == ["  "])
    }
}
