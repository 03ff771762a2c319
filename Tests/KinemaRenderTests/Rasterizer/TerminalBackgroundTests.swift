import KinemaGeometry
import KinemaRender
import Testing

/// Translucent colours over the terminal's default background blend with the background's real
/// colour when the rasteriser knows it (`terminalBackground`), and keep the old rule when it does not.
@Suite("Translucent colours over the terminal background")
struct TerminalBackgroundTests {
    func item(_ id: DisplayItem.ID, _ kind: DisplayItem.Kind, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
              opacity: Double = 1) -> DisplayItem {
        DisplayItem(id: id, kind: kind, frame: Rect(x: x, y: y, width: w, height: h), opacity: opacity)
    }

    @Test("a fill at 30 % over the default background is invisible without a known background")
    func unknownBackground() {
        let list = DisplayList([item(1, .fill(Color.blue.opacity(0.3)), 0, 0, 2, 1)])
        let buffer = Rasterizer().rasterize(list, width: 2, height: 1)
        #expect(buffer[0, 0].style.background == .default)
    }

    @Test("a fill at 30 % blends with a known black background: 30 % of the colour")
    func blendsWithBlack() throws {
        let list = DisplayList([item(1, .fill(Color.rgb(red: 200, green: 100, blue: 0).opacity(0.3)), 0, 0, 2, 1)])
        let buffer = Rasterizer(terminalBackground: .black).rasterize(list, width: 2, height: 1)
        let rgb = try #require(buffer[1, 0].style.background.rgb)
        #expect(rgb.red == 60 && rgb.green == 30 && rgb.blue == 0)
    }

    @Test("a fill at 50 % blends with a reported background colour, not black")
    func blendsWithReportedColour() throws {
        let background = Color.rgb(red: 40, green: 44, blue: 52)
        let list = DisplayList([item(1, .fill(Color.rgb(red: 240, green: 44, blue: 52).opacity(0.5)), 0, 0, 1, 1)])
        let buffer = Rasterizer(terminalBackground: background).rasterize(list, width: 1, height: 1)
        let rgb = try #require(buffer[0, 0].style.background.rgb)
        #expect(rgb.red == 140 && rgb.green == 44 && rgb.blue == 52)
    }

    @Test("an item's opacity blends the same way as a colour's")
    func itemOpacity() throws {
        let list = DisplayList([item(1, .fill(.white), 0, 0, 1, 1, opacity: 0.25)])
        let buffer = Rasterizer(terminalBackground: .black).rasterize(list, width: 1, height: 1)
        let rgb = try #require(buffer[0, 0].style.background.rgb)
        #expect(rgb.red == 64 && rgb.green == 64 && rgb.blue == 64)
    }

    @Test("an opaque fill and cells outside it keep the default background")
    func opaqueUnchanged() {
        let list = DisplayList([item(1, .fill(.red), 0, 0, 1, 1)])
        let buffer = Rasterizer(terminalBackground: .black).rasterize(list, width: 2, height: 1)
        #expect(buffer[0, 0].style.background == .red)
        #expect(buffer[1, 0].style.background == .default)
    }

    @Test("coloured text at 40 % fades toward the known background instead of turning dim")
    func textFades() throws {
        let list = DisplayList([item(1, .text("a", Style(foreground: .rgb(red: 250, green: 0, blue: 100))), 0, 0, 1, 1, opacity: 0.4)])
        let buffer = Rasterizer(terminalBackground: .black).rasterize(list, width: 1, height: 1)
        #expect(!buffer[0, 0].style.attributes.contains(.dim))
        #expect(buffer[0, 0].style.background == .default)
        let rgb = try #require(buffer[0, 0].style.foreground.rgb)
        #expect(rgb.red == 100 && rgb.green == 0 && rgb.blue == 40)
    }

    @Test("text in the default colour still turns dim: its colour is unknown")
    func defaultTextDims() {
        let list = DisplayList([item(1, .text("a", .plain), 0, 0, 1, 1, opacity: 0.5)])
        let buffer = Rasterizer(terminalBackground: .black).rasterize(list, width: 1, height: 1)
        #expect(buffer[0, 0].style.attributes.contains(.dim))
    }

    @Test("a translucent shape's covered cells blend with the background; an opaque one's edges do not")
    func shapes() throws {
        let frame = Rect(x: 0, y: 0, width: 8, height: 4)
        func circle(_ paint: Color) -> DisplayList {
            let drawing = PathDrawing(
                Path(ellipseIn: CellAspect.shapeRect(for: frame)), paint: .color(paint), mode: .fill(FillStyle()),
                transform: CellAspect.shapeTransform(for: frame))
            return DisplayList([DisplayItem(id: 1, kind: .path(drawing), frame: frame)])
        }
        let rasterizer = Rasterizer(terminalBackground: .black)
        let translucent = rasterizer.rasterize(circle(Color.rgb(red: 0, green: 200, blue: 0).opacity(0.3)), width: 8, height: 4)
        // The cells inside the circle are 30 % green over black.
        #expect(translucent[3, 1].style.background == .rgb(red: 0, green: 60, blue: 0))
        #expect(translucent[4, 2].style.background == .rgb(red: 0, green: 60, blue: 0))
        let without = Rasterizer().rasterize(circle(Color.rgb(red: 0, green: 200, blue: 0).opacity(0.3)), width: 8, height: 4)
        #expect(without[3, 1].style.background == .default)
        let opaque = Rasterizer().rasterize(circle(.green), width: 8, height: 4)
        let withBackground = rasterizer.rasterize(circle(.green), width: 8, height: 4)
        #expect(opaque == withBackground)
    }

    @Test("a background that is itself the terminal default is no background")
    func defaultIsUnknown() {
        #expect(Rasterizer(terminalBackground: .default).terminalBackground == nil)
        #expect(Rasterizer(terminalBackground: Color.red.opacity(0.5)).terminalBackground == .red)
    }
}
