import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender
import KinemaTestSupport
import Observation
import Testing

@testable import KinemaUI

/// Golden frames of the built-in shapes drawn as views, at several sizes and qualities.
@MainActor
@Suite("Built-in shapes as views")
struct BuiltInShapeTests {
    @Test("a circle in a 12 × 6 frame is round in every glyph set", arguments: RenderQuality.allCases)
    func circleQualities(quality: RenderQuality) throws {
        let lines = paintedFrame(width: 12, height: 6, quality: quality) { Circle().fill(.blue) }
        try expectGoldenFrame(lines, "circle-12x6-\(quality)")
    }

    @Test("shapes at 8 × 4 and 16 × 4 cells in braille")
    func shapesAtSizes() throws {
        for (name, width, height) in Golden.shapes {
            let lines = paintedFrame(width: width, height: height) { Golden.view(named: name) }
            try expectGoldenFrame(lines, "\(name)-\(width)x\(height)")
        }
    }

    @Test(
        "each built-in shape at 16 × 4 cells in sextants, quadrants, half blocks and cells (braille: above)",
        arguments: RenderQuality.allCases.filter { $0 != .braille })
    func shapesInQualities(quality: RenderQuality) throws {
        for name in ["roundedRectangle", "unevenRoundedRectangle", "ellipse", "capsule"] {
            let lines = paintedFrame(width: 16, height: 4, quality: quality) { Golden.view(named: name) }
            try expectGoldenFrame(lines, "\(name)-16x4-\(quality)")
        }
    }

    @Test("a rectangle filled with a colour draws a cell fill, as Color does")
    func rectangleIsACellFill() {
        let host = HeadlessHost(width: 6, height: 2) { Rectangle().fill(.red).frame(width: 3, height: 1) }
        let kinds = host.displayList.items.map(\.kind)
        #expect(kinds == [.fill(.red)])
    }

    @Test("a bare shape fills with the foreground style")
    func bareShapeUsesForeground() throws {
        let host = HeadlessHost(width: 8, height: 4) { Circle().foregroundStyle(.green) }
        let drawing = try #require(host.pathDrawings.first)
        #expect(drawing.paint == .color(.green))
        guard case .fill = drawing.mode else {
            Issue.record("a bare shape is filled")
            return
        }
    }

    @Test("a square frame in cells is a tall rectangle; a circle in it is centred and round")
    func squareFrameInCells() throws {
        let host = HeadlessHost(width: 10, height: 10) { Circle().fill(.blue).frame(width: 10, height: 10) }
        let drawing = try #require(host.pathDrawings.first)
        let bounds = drawing.path.boundingRect
        // 10 × 20 square units: a circle 10 across, centred at y = 10.
        #expect(abs(bounds.width - 10) < 1e-9 && abs(bounds.height - 10) < 1e-9)
        #expect(abs(bounds.midY - 10) < 1e-9)
    }

    @Test("stroked, dashed, trimmed and border-stroked outlines")
    func strokes() throws {
        for name in Golden.strokes {
            let lines = paintedFrame(width: 12, height: 6) { Golden.view(named: name) }
            try expectGoldenFrame(lines, name)
        }
    }

    @Test("trims at 0, 0.25 and 1 keep nothing, a quarter and the whole outline")
    func trims() throws {
        func length(_ to: CGFloat) throws -> Int {
            let host = HeadlessHost(width: 12, height: 6) {
                Circle().trim(from: 0, to: to).stroke(Color.blue, lineWidth: 1)
            }
            return try #require(host.pathDrawings.first).path.isEmpty
                ? 0 : host.painted.joined().filter { $0 != " " }.count
        }
        let none = try length(0)
        let quarter = try length(0.25)
        let whole = try length(1)
        #expect(none == 0)
        #expect(quarter > 0 && quarter < whole)
        #expect(whole > 2 * quarter)
    }

    @Test("AnyShape draws the shape it erases")
    func anyShape() throws {
        let host = HeadlessHost(width: 8, height: 4) { AnyShape(Capsule()).fill(.red) }
        let erased = try #require(host.pathDrawings.first).path
        #expect(erased == Capsule().path(in: CGRect(x: 0, y: 0, width: 8, height: 8)))
    }

    @Test("inset, rotation, scale and offset on shapes change the path in square units")
    func shapeModifiers() throws {
        let rect = CGRect(x: 0, y: 0, width: 12, height: 12)
        #expect(
            Rectangle().inset(by: 2).path(in: rect).boundingRect == CGRect(x: 2, y: 2, width: 8, height: 8))
        #expect(
            Rectangle().offset(x: 1, y: 2).path(in: rect).boundingRect
                == CGRect(x: 1, y: 2, width: 12, height: 12))
        let scaled = Rectangle().scale(0.5).path(in: rect).boundingRect
        #expect(scaled == CGRect(x: 3, y: 3, width: 6, height: 6))
        let turned = Rectangle().rotation(.degrees(45)).path(in: rect).boundingRect
        #expect(abs(turned.width - 12 * 2.squareRoot()) < 1e-9)
        let rounded = RoundedRectangle(cornerRadius: 3).inset(by: 1)
        #expect(rounded.path(in: rect).boundingRect == CGRect(x: 1, y: 1, width: 10, height: 10))
    }
}

/// A shape whose `animatableData` animates is asked for its path again at each frame.
@MainActor
@Suite("Shape animation")
struct ShapeAnimationTests {
    struct Bar: Shape {
        var fraction: Double
        var animatableData: Double {
            get { fraction }
            set { fraction = newValue }
        }
        func path(in rect: CGRect) -> Path {
            Path(CGRect(x: rect.minX, y: rect.minY, width: rect.width * fraction, height: rect.height))
        }
    }

    @Observable final class Model {
        var fraction = 0.0
    }

    @Test("a shape's animatable data interpolates and the path follows frame by frame")
    func animatableData() throws {
        let model = Model()
        let host = HeadlessHost(width: 20, height: 2) { Bar(fraction: model.fraction).fill(.blue) }
        withAnimation(.linear(duration: 1)) { model.fraction = 1 }
        host.advance(by: 0.5)
        let middle = try #require(host.pathDrawings.first).path.boundingRect
        #expect(abs(middle.width - 10) < 0.2)
        host.advance(by: 0.5)
        #expect(abs(try #require(host.pathDrawings.first).path.boundingRect.width - 20) < 1e-9)
    }

    @Test("a trim animates its end fraction")
    func trimAnimates() throws {
        let model = Model()
        let host = HeadlessHost(width: 12, height: 6) {
            Rectangle().trim(from: 0, to: model.fraction).stroke(Color.blue, lineWidth: 1)
        }
        withAnimation(.linear(duration: 1)) { model.fraction = 1 }
        host.advance(by: 0.25)
        let quarter = try #require(host.pathDrawings.first).path
        // A quarter of the 12 × 12 square's 48-unit outline: 12 units along the top edge.
        #expect(abs(quarter.boundingRect.width - 12) < 0.5 && quarter.boundingRect.height < 0.5)
    }
}
