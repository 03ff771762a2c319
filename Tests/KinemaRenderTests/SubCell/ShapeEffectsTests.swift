import Foundation
import KinemaGeometry
import KinemaRender
import KinemaTestSupport
import Testing

extension DisplayItem {
    func with(x: Double) -> DisplayItem {
        var moved = self
        moved.frame.origin.x = x
        return moved
    }
}

/// Text over shapes, clip shapes, blur and transforms of text, fills and borders.
@Suite struct ShapeEffectsTests {
    static let frame = CGRect(x: 0, y: 0, width: 12, height: 6)

    static func circle(_ paint: Color = .blue) -> DisplayItem {
        let drawing = PathDrawing(
            Path(ellipseIn: CellAspect.shapeRect(for: frame)), paint: .color(paint),
            transform: CellAspect.shapeTransform(for: frame))
        return DisplayItem(id: 1, kind: .path(drawing), frame: frame)
    }

    static func render(_ items: [DisplayItem], quality: RenderQuality = .braille) -> CellBuffer {
        Rasterizer(quality: quality).rasterize(DisplayList(items), width: 12, height: 6)
    }

    @Test("text drawn over a shape stays crisp and takes the shape's colour as its background")
    func textOverShape() {
        let label = DisplayItem(
            id: 2, kind: .text("ok", Style(foreground: .white)),
            frame: CGRect(x: 5, y: 2, width: 2, height: 1))
        let buffer = Self.render([Self.circle(), label])
        #expect(buffer.paintedLines[2] == "⣾████ok████⣷")
        #expect(buffer[5, 2].style == Style(foreground: .white, background: .blue))
        // Over a half block, the background is the cell's average of ink and paper.
        let edge = DisplayItem(
            id: 3, kind: .text("x", .plain), frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        var beneath = Self.render([Self.circle(.white)], quality: .halfBlock)
        var rasterizer = Rasterizer(quality: .halfBlock)
        rasterizer.rasterize(DisplayList([edge]), into: &beneath)
        #expect(beneath[0, 0].character == "x")
        let black = DisplayItem(id: 0, kind: .fill(.black), frame: Self.frame)
        let underHalf = Rasterizer(quality: .halfBlock).rasterize(
            DisplayList([black, Self.circle(.white)]), width: 12, height: 6)
        #expect(underHalf[2, 0].character == "▄")
        var overHalf = underHalf
        rasterizer.rasterize(DisplayList([edge.with(x: 2)]), into: &overHalf)
        let block = underHalf[2, 0].style
        #expect(overHalf[2, 0].style.background == block.background.mixed(with: block.foreground, by: 0.5))
    }

    @Test("a clip shape limits a fill to its inside, and text to the cells it half covers")
    func clipShapes() {
        let clip = ClipShape(
            Path(ellipseIn: CellAspect.shapeRect(for: Self.frame)),
            transform: CellAspect.shapeTransform(for: Self.frame))
        var fill = DisplayItem(id: 1, kind: .fill(.red), frame: Self.frame)
        fill.clipShapes = [clip]
        #expect(
            Self.render([fill]).paintedLines == [
                "  ⣠⣶⣾⣿⣿⣷⣶⣄  ", "⢠⣾████████⣷⡄", "⣾██████████⣷", "⢿██████████⡿", "⠘⢿████████⡿⠃",
                "  ⠙⠿⢿⣿⣿⡿⠿⠋  ",
            ])
        var text = DisplayItem(
            id: 2, kind: .text("abcdefghijkl", .plain), frame: CGRect(x: 0, y: 0, width: 12, height: 1))
        text.clipShapes = [clip]
        #expect(Self.render([text]).lines[0] == "   defghi   ")
    }

    @Test("a blur spreads a shape's edge and stays within reach of it")
    func blur() {
        let square = PathDrawing(
            Path(CGRect(x: 4, y: 4, width: 4, height: 4)), paint: .color(.white),
            transform: CellAspect.shapeTransform(for: Self.frame))
        var item = DisplayItem(id: 1, kind: .path(square), frame: Self.frame)
        var black = DisplayItem(id: 0, kind: .fill(.black), frame: Self.frame)
        black.zIndex = -1
        let sharp = Self.render([black, item], quality: .cell)
        item.blurRadius = 1
        let blurred = Self.render([black, item], quality: .cell)
        func level(_ buffer: CellBuffer, _ x: Int, _ y: Int) -> Int {
            Int(buffer[x, y].style.background.rgb!.red)
        }
        #expect(level(sharp, 3, 3) == 0 && level(blurred, 3, 3) > 0)
        #expect(level(blurred, 5, 3) < 255 && level(blurred, 5, 3) > level(blurred, 3, 3))
        #expect(level(blurred, 0, 0) == 0)
    }

    @Test("blurred text fades instead")
    func blurredText() {
        var text = DisplayItem(
            id: 1, kind: .text("a", Style(foreground: .white, background: .black)),
            frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        text.blurRadius = 1
        let buffer = Self.render([text])
        #expect(buffer[0, 0].style.foreground == .rgb(red: 128, green: 128, blue: 128))
    }

    @Test("rotated text keeps its glyphs upright and moves each one")
    func rotatedText() {
        var text = DisplayItem(
            id: 1, kind: .text("abc", .plain), frame: CGRect(x: 5, y: 3, width: 3, height: 1))
        text.transform = CellAspect.rotation(.degrees(90), anchor: CGPoint(x: 5.5, y: 3.5))
        // A quarter turn clockwise sends the row down the screen, half a row per column: "b" and
        // "c" land in the same cell, and the later one shows.
        #expect(
            Self.render([text]).lines == [
                "            ", "            ", "            ", "     a      ", "     c      ",
                "            ",
            ])
        var straight = text
        straight.transform = ProjectionTransform(CGAffineTransform(translationX: 2, y: 1))
        #expect(Self.render([straight]).lines[4] == "       abc  ")
    }

    @Test("a character squeezed below half its width (a card edge-on) is not drawn")
    func squeezedText() {
        var text = DisplayItem(
            id: 1, kind: .text("abc", .plain), frame: CGRect(x: 4, y: 2, width: 3, height: 1))
        text.transform = ProjectionTransform(
            CGAffineTransform(translationX: 5.5, y: 0).scaledBy(x: 0.3, y: 1).translatedBy(x: -5.5, y: 0))
        #expect(Self.render([text]).lines.allSatisfy { $0.allSatisfy { $0 == " " } })
        text.transform = ProjectionTransform(
            CGAffineTransform(translationX: 5.5, y: 0).scaledBy(x: 0.6, y: 1).translatedBy(x: -5.5, y: 0))
        #expect(Self.render([text]).lines[2].contains("a"))
    }

    @Test("a rotated fill is drawn below the cell; a rotated border becomes a thin outline")
    func rotatedFillAndBorder() {
        var fill = DisplayItem(id: 1, kind: .fill(.green), frame: CGRect(x: 3, y: 1.5, width: 6, height: 3))
        fill.transform = CellAspect.rotation(.degrees(45), anchor: CGPoint(x: 6, y: 3))
        #expect(
            Self.render([fill]).paintedLines == [
                "            ", "    ⣠⣾⣷⣄    ", "  ⣠⣾████⣷⣄  ", "  ⠙⢿████⡿⠋  ", "    ⠙⢿⡿⠋    ",
                "            ",
            ])
        var border = DisplayItem(
            id: 2, kind: .border(.single, .plain), frame: CGRect(x: 2, y: 1, width: 8, height: 4))
        border.transform = CellAspect.rotation(.degrees(10), anchor: CGPoint(x: 6, y: 3))
        let lines = Self.render([border]).lines
        #expect(
            !lines.joined().contains("┌")
                && lines.joined().contains { ("\u{2800}"..."\u{28FF}").contains($0) })
    }

    @Test("a perspective projection given in square units narrows the far side of a shape")
    func perspective() {
        // A turn about the vertical axis through the frame's centre, seen from 24 units away.
        let frame = CGRect(x: 0, y: 0, width: 12, height: 6)
        let (cx, cy) = (6.0, 6.0)
        let angle = 0.9
        var projection = ProjectionTransform()
        projection.m11 = CGFloat(cos(angle))
        projection.m13 = CGFloat(-sin(angle) / 24)
        let centred = ProjectionTransform(CGAffineTransform(translationX: -cx, y: -cy))
            .concatenating(projection).concatenating(
                ProjectionTransform(CGAffineTransform(translationX: cx, y: cy)))
        var item = Self.circle()
        item.kind = .path(
            PathDrawing(
                Path(CGRect(x: 2, y: 2, width: 8, height: 8)), paint: .color(.white),
                transform: CellAspect.shapeTransform(for: frame)))
        item.transform = CellAspect.cellTransform(fromSquareUnits: centred)
        let lines = Self.render([item], quality: .braille).paintedLines
        let painted = (0..<12).filter { column in lines.contains { Array($0)[column] != " " } }
        func height(_ column: Int) -> Int { lines.filter { Array($0)[column] != " " }.count }
        // Narrower than the 8 columns it had, and taller on the near (right) side than the far.
        #expect(painted.count < 8, "\(lines)")
        #expect(height(painted.first!) < height(painted.last!), "\(lines)")
    }
}
