import Foundation
import KinemaGeometry
import Testing

@Suite struct PathTests {
    static func isClose(_ a: CGPoint, _ b: CGPoint, _ tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test("building a path records its elements and current point, as CoreGraphics does")
    func building() {
        var path = Path()
        #expect(path.isEmpty && path.currentPoint == nil)
        path.addLine(to: CGPoint(x: 5, y: 5))
        #expect(path.isEmpty, "a segment without a current point is ignored")
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 4, y: 1))
        path.addQuadCurve(to: CGPoint(x: 4, y: 4), control: CGPoint(x: 6, y: 2))
        path.closeSubpath()
        #expect(path.currentPoint == CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 0, y: 3))
        var elements: [Path.Element] = []
        path.forEach { elements.append($0) }
        #expect(elements == [
            .move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 4, y: 1)),
            .quadCurve(to: CGPoint(x: 4, y: 4), control: CGPoint(x: 6, y: 2)), .closeSubpath,
            .move(to: CGPoint(x: 1, y: 1)), .line(to: CGPoint(x: 0, y: 3)),
        ])
    }

    @Test("rectangles and ellipses run clockwise on screen; an ellipse starts at its rightmost point")
    func builtInShapes() {
        #expect(Path(CGRect(x: 0, y: 0, width: 4, height: 2)).description == "0 0 m 4 0 l 4 2 l 0 2 l h")
        let ellipse = Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 2))
        guard case .move(let start) = ellipse.elements.first, case .curve(let first, _, _) = ellipse.elements[1] else {
            Issue.record("ellipse begins with a move and a curve")
            return
        }
        #expect(start == CGPoint(x: 4, y: 1))
        #expect(first == CGPoint(x: 2, y: 2), "the first quarter ends at the bottom")
        #expect(ellipse.boundingRect == CGRect(x: 0, y: 0, width: 4, height: 2))
    }

    @Test("clockwise: false sweeps toward increasing angles, which is clockwise on screen")
    func arcDirection() {
        var down = Path()
        down.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        #expect(Self.isClose(down.currentPoint!, CGPoint(x: 0, y: 10), 1e-9))
        #expect(down.boundingRect.maxY > 9.99 && down.boundingRect.minY > -1e-9, "the quarter below the x axis")
        var up = Path()
        up.addArc(center: .zero, radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        #expect(up.boundingRect.minY < -9.99, "three quarters, through the top")
        var full = Path()
        full.addArc(center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(720), clockwise: false)
        #expect(Self.isClose(full.boundingRect.origin, CGPoint(x: -1, y: -1), 1e-3))
    }

    @Test("an arc's radial error stays below a ten-thousandth of its radius")
    func arcAccuracy() {
        var path = Path()
        path.addArc(center: .zero, radius: 100, startAngle: .zero, endAngle: .degrees(359), clockwise: false)
        let stroke = path.strokedPath(StrokeStyle(lineWidth: 0.001))
        for element in stroke.elements {
            guard case .line(let point) = element else { continue }
            #expect(abs(hypot(point.x, point.y) - 100) < 0.03)
        }
    }

    @Test("a tangent arc rounds a corner")
    func tangentArc() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        #expect(Self.isClose(path.currentPoint!, CGPoint(x: 10, y: 2), 1e-9))
        #expect(path.boundingRect.maxX <= 10 + 1e-9)
    }

    @Test("contains follows the non-zero and even-odd rules")
    func contains() {
        var rings = Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10))
        rings.addEllipse(in: CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(rings.contains(CGPoint(x: 5, y: 5)))
        #expect(!rings.contains(CGPoint(x: 5, y: 5), eoFill: true))
        #expect(rings.contains(CGPoint(x: 1.5, y: 5), eoFill: true))
        #expect(!rings.contains(CGPoint(x: 0.2, y: 0.2)))
        #expect(!rings.contains(CGPoint(x: CGFloat.nan, y: 1)))
    }

    @Test("trimming takes a fraction of the length, cutting curves exactly")
    func trimming() {
        let square = Path(CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(square.trimmedPath(from: 0, to: 0.5).description == "0 0 m 4 0 l 4 4 l")
        #expect(square.trimmedPath(from: 0.125, to: 0.375).description == "2 0 m 4 0 l 4 2 l")
        #expect(square.trimmedPath(from: 0, to: 1) == square)
        #expect(square.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        let circle = Path(ellipseIn: CGRect(x: -1, y: -1, width: 2, height: 2))
        let quarter = circle.trimmedPath(from: 0, to: 0.25)
        #expect(Self.isClose(quarter.currentPoint!, CGPoint(x: 0, y: 1), 1e-3))
    }

    @Test("the description round-trips and rejects malformed text")
    func description() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0.5))
        path.addCurve(to: CGPoint(x: 3, y: 3), control1: CGPoint(x: 1, y: 0), control2: CGPoint(x: 2, y: 0))
        path.addQuadCurve(to: CGPoint(x: 0, y: 3), control: CGPoint(x: 1, y: 4))
        path.closeSubpath()
        #expect(Path(path.description) == path)
        #expect(Path("1 2 q") == nil)
        #expect(Path("1 2 m 3") == nil)
        #expect(Path("0 0 4 2 re") == Path(CGRect(x: 0, y: 0, width: 4, height: 2)))
    }

    @Test("transforms move every point; a rounded rectangle's corners are clamped")
    func transforms() {
        let square = Path(CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(square.offsetBy(dx: 1, dy: 2).boundingRect == CGRect(x: 1, y: 2, width: 2, height: 2))
        let scaled = square.applying(CGAffineTransform(scaleX: 3, y: 1))
        #expect(scaled.boundingRect == CGRect(x: 0, y: 0, width: 6, height: 2))
        let pill = Path(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 4), cornerRadius: 100, style: .circular)
        #expect(pill.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 4))
        #expect(pill.contains(CGPoint(x: 5, y: 2)) && !pill.contains(CGPoint(x: 0.1, y: 0.1)))
    }

    @Test("a stroked path covers the stroke: width, caps and dashes")
    func strokedPath() {
        let line = Path { $0.move(to: CGPoint(x: 0, y: 0)); $0.addLine(to: CGPoint(x: 10, y: 0)) }
        let stroke = line.strokedPath(StrokeStyle(lineWidth: 2))
        #expect(stroke.boundingRect == CGRect(x: 0, y: -1, width: 10, height: 2))
        let capped = line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .square))
        #expect(capped.boundingRect == CGRect(x: -1, y: -1, width: 12, height: 2))
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 2, dash: [2, 3]))
        #expect(dashed.contains(CGPoint(x: 1, y: 0)) && !dashed.contains(CGPoint(x: 3, y: 0)))
        #expect(dashed.contains(CGPoint(x: 6, y: 0)))
        #expect(line.strokedPath(StrokeStyle(lineWidth: -1)).isEmpty)
    }

    @Test("a projection maps points with perspective and inverts")
    func projection() {
        var m = ProjectionTransform(CGAffineTransform(translationX: 2, y: 3))
        #expect(CGPoint(x: 1, y: 1).applying(m) == CGPoint(x: 3, y: 4))
        m.m13 = 0.25
        // (2, 0, 1) × m = (4, 3, 1.5).
        #expect(Self.isClose(CGPoint(x: 2, y: 0).applying(m), CGPoint(x: 4 / 1.5, y: 2), 1e-12))
        #expect(!m.isAffine)
        let back = CGPoint(x: 4 / 1.5, y: 2).applying(m.inverted())
        #expect(Self.isClose(back, CGPoint(x: 2, y: 0), 1e-12))
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        let inverted = singular.invert()
        #expect(!inverted)
    }

    @Test("an unevenly rounded rectangle rounds only the corners given a radius")
    func unevenCorners() {
        let radii = RectangleCornerRadii(topLeading: 0, bottomLeading: 0, bottomTrailing: 4, topTrailing: 0)
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerRadii: radii, style: .circular)
        #expect(path.contains(CGPoint(x: 0.1, y: 0.1)) && path.contains(CGPoint(x: 9.9, y: 0.1)))
        #expect(!path.contains(CGPoint(x: 9.8, y: 9.8)))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
