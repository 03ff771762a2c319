import Foundation
import KinemaGeometry
import KinemaRender
import KinemaTestSupport
import Testing

/// Gradients, colour filters, opacity and colour depth on path items.
@Suite struct PaintTests {
    static let frame = CGRect(x: 0, y: 0, width: 10, height: 5)
    static let gradient = Gradient(colors: [.black, .white])

    /// A 10 × 5-cell rectangle filled with `paint`, in the quadrant glyph set.
    static func filled(
        _ paint: Paint, profile: ColorProfile = .trueColor, configure: (inout DisplayItem) -> Void = { _ in }
    ) -> CellBuffer {
        let drawing = PathDrawing(
            Path(CellAspect.shapeRect(for: frame)), paint: paint, transform: CellAspect.shapeTransform(for: frame))
        var item = DisplayItem(id: 1, kind: .path(drawing), frame: frame)
        configure(&item)
        return Rasterizer(quality: .quadrant, colorProfile: profile).rasterize(DisplayList([item]), width: 10, height: 5)
    }

    static func grey(_ buffer: CellBuffer, _ x: Int, _ y: Int) -> Int {
        Int(buffer[x, y].style.background.rgb?.red ?? 0)
    }

    @Test("a linear gradient runs from its start point to its end point, one colour per cell")
    func linear() {
        let rect = CellAspect.shapeRect(for: Self.frame)
        let buffer = Self.filled(.linearGradient(Self.gradient, startPoint: .leading, endPoint: .trailing, in: rect))
        let row = (0..<10).map { Self.grey(buffer, $0, 2) }
        // Each cell shows the gradient at its centre: (x + 0.5) / 10 of the way.
        #expect(row == [13, 38, 64, 89, 115, 140, 166, 191, 217, 242])
        #expect((0..<5).allSatisfy { Self.grey(buffer, 3, $0) == 89 })
    }

    @Test("a radial gradient grows with distance from its centre, in square units")
    func radial() {
        let rect = CellAspect.shapeRect(for: Self.frame)
        let buffer = Self.filled(.radialGradient(Self.gradient, center: .center, startRadius: 0, endRadius: 5, in: rect))
        #expect(Self.grey(buffer, 5, 2) < 40)
        // One column and half a row are the same distance on screen.
        #expect(abs(Self.grey(buffer, 7, 2) - Self.grey(buffer, 5, 3)) < 40)
        #expect(Self.grey(buffer, 0, 0) == 255)
    }

    @Test("an elliptical gradient reaches its last colour at the edges of its box")
    func elliptical() {
        let rect = CellAspect.shapeRect(for: Self.frame)
        let buffer = Self.filled(.ellipticalGradient(Self.gradient, in: rect))
        #expect(Self.grey(buffer, 5, 2) < 40)
        #expect(Self.grey(buffer, 0, 2) > 200 && Self.grey(buffer, 5, 0) > 200)
        #expect(Self.grey(buffer, 0, 0) == 255)
    }

    @Test("an angular gradient turns clockwise from three o'clock")
    func angular() {
        let rect = CellAspect.shapeRect(for: Self.frame)
        let colors = Gradient(colors: [.red, .green, .blue, .red])
        let buffer = Self.filled(.angularGradient(colors, in: rect))
        func hue(_ x: Int, _ y: Int) -> Color { buffer[x, y].style.background }
        // Below the centre is a quarter turn clockwise, past red toward green.
        let below = hue(5, 4).rgb!
        #expect(below.green > below.red && below.green > below.blue)
        let left = hue(0, 2).rgb!
        #expect(left.blue > left.red && left.blue > left.green)
    }

    @Test("a gradient edge blends each half of a block glyph separately")
    func gradientEdge() {
        let rect = CellAspect.shapeRect(for: Self.frame)
        let drawing = PathDrawing(
            Path(CGRect(x: 0, y: 0, width: 10, height: 5)),
            paint: .linearGradient(Self.gradient, startPoint: .leading, endPoint: .trailing, in: rect),
            transform: CellAspect.shapeTransform(for: Self.frame))
        let item = DisplayItem(id: 1, kind: .path(drawing), frame: Self.frame)
        let buffer = Rasterizer(quality: .quadrant).rasterize(DisplayList([item]), width: 10, height: 5)
        // 5 square units tall is 2.5 rows: row 2 is an upper-half block.
        #expect(buffer.paintedLines[2] == "▀▀▀▀▀▀▀▀▀▀")
        #expect(buffer[0, 2].style.foreground.rgb!.red < buffer[9, 2].style.foreground.rgb!.red)
        #expect(buffer[0, 2].style.background == .default)
    }

    @Test("colour filters apply to a path's paint: grayscale, invert, brightness")
    func filters() {
        let red = Self.filled(.color(.red)) { $0.colorFilter = .grayscale(1) }
        let grey = red[4, 2].style.background.rgb!
        #expect(grey.red == grey.green && grey.green == grey.blue)
        let inverted = Self.filled(.color(.black)) { $0.colorFilter = .colorInvert }
        #expect(inverted[4, 2].style.background == .white)
        let bright = Self.filled(.color(.black)) { $0.colorFilter = .brightness(1) }
        #expect(bright[4, 2].style.background == .white)
    }

    @Test("a translucent paint blends over what lies beneath")
    func translucent() {
        var base = DisplayItem(id: 1, kind: .fill(.white), frame: Self.frame)
        base.zIndex = 0
        let drawing = PathDrawing(
            Path(CellAspect.shapeRect(for: Self.frame)), paint: .color(Color.black.opacity(0.5)),
            transform: CellAspect.shapeTransform(for: Self.frame))
        let shape = DisplayItem(id: 2, kind: .path(drawing), frame: Self.frame)
        let buffer = Rasterizer(quality: .quadrant).rasterize(DisplayList([base, shape]), width: 10, height: 5)
        #expect(buffer[3, 1].style.background == .rgb(red: 127, green: 127, blue: 127))
    }

    @Test("with 256 colours an edge blends by coverage; with 16 it does not; without colour covered cells are inverse")
    func colourDepth() {
        let circle = PathDrawing(
            Path(ellipseIn: CellAspect.shapeRect(for: Self.frame)), paint: .color(.white),
            transform: CellAspect.shapeTransform(for: Self.frame))
        let item = DisplayItem(id: 1, kind: .path(circle), frame: Self.frame)
        var beneath = DisplayItem(id: 0, kind: .fill(.black), frame: Self.frame)
        beneath.zIndex = -1
        func render(_ profile: ColorProfile, _ quality: RenderQuality) -> CellBuffer {
            Rasterizer(quality: quality, colorProfile: profile).rasterize(DisplayList([beneath, item]), width: 10, height: 5)
        }
        let blended = render(.trueColor, .cell)
        let colours = Set((0..<10).map { blended[$0, 0].style.background })
        #expect(colours.count > 2, "partly covered cells take in-between greys")
        let hard = render(.ansi16, .cell)
        #expect(Set((0..<10).map { hard[$0, 0].style.background }).isSubset(of: [.black, .white]))
        let none = render(.noColor, .quadrant)
        #expect(none[5, 2].style.attributes.contains(.inverse))
    }
}
