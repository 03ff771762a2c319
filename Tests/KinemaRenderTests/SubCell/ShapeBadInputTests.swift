import Foundation
import KinemaGeometry
import KinemaRender
import KinemaTestSupport
import Testing

/// Paths and effects no sensible program draws: each gives a defined frame, quickly.
@Suite struct ShapeBadInputTests {
    static let frame = CGRect(x: 0, y: 0, width: 12, height: 6)

    static func render(
        _ path: Path, mode: PathDrawing.Mode = .fill(FillStyle()), quality: RenderQuality = .braille,
        configure: (inout DisplayItem) -> Void = { _ in }
    ) -> [String] {
        let drawing = PathDrawing(path, paint: .color(.red), mode: mode, transform: CellAspect.shapeTransform(for: frame))
        var item = DisplayItem(id: 1, kind: .path(drawing), frame: frame)
        configure(&item)
        var buffer = CellBuffer(width: 12, height: 6)
        var rasterizer = Rasterizer(quality: quality)
        rasterizer.rasterize(DisplayList([item]), into: &buffer)
        buffer.checkInvariants()
        return buffer.paintedLines
    }

    static let empty = Array(repeating: "            ", count: 6)

    static let triangle = Path { path in
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 12, y: 0))
        path.addLine(to: CGPoint(x: 0, y: 12))
        path.closeSubpath()
    }

    @Test("points with NaN or infinite coordinates are skipped; the rest of the path draws")
    func nonFinitePoints() {
        var broken = Self.triangle
        broken.addLine(to: CGPoint(x: CGFloat.nan, y: 3))
        broken.move(to: CGPoint(x: CGFloat.infinity, y: 0))
        broken.addLine(to: CGPoint(x: 4, y: -CGFloat.infinity))
        broken.addCurve(to: CGPoint(x: 1, y: 1), control1: CGPoint(x: CGFloat.nan, y: 0), control2: .zero)
        #expect(Self.render(broken) == Self.render(Self.triangle))
        #expect(Self.render(broken, mode: .stroke(StrokeStyle(lineWidth: 1))) != Self.empty)
    }

    @Test("a zero-size shape draws nothing, or a dot when stroked with round caps")
    func zeroSize() {
        #expect(Self.render(Path(CGRect(x: 5, y: 5, width: 0, height: 0))) == Self.empty)
        #expect(Self.render(Path(ellipseIn: .zero)) == Self.empty)
        let dot = Path { $0.move(to: CGPoint(x: 6, y: 6)); $0.addLine(to: CGPoint(x: 6, y: 6)) }
        let lines = Self.render(dot, mode: .stroke(StrokeStyle(lineWidth: 2, lineCap: .round)))
        let marked = lines.joined().filter { $0 != " " }.count
        #expect(marked >= 1 && marked <= 4)
        #expect(Self.render(dot, mode: .stroke(StrokeStyle(lineWidth: 2, lineCap: .butt))) == Self.empty)
    }

    @Test("a shape a million cells wide costs what the screen shows, and covers it")
    func hugeShape() {
        let huge = Path(ellipseIn: CGRect(x: -1_000_000, y: -1_000_000, width: 2_000_006, height: 2_000_006))
        #expect(Self.render(huge) == Array(repeating: "████████████", count: 6))
        let ring = Self.render(huge, mode: .stroke(StrokeStyle(lineWidth: 4)))
        #expect(ring == Self.empty)
        let edge = Path(ellipseIn: CGRect(x: -2_000_000, y: -1_000_000, width: 2_000_006, height: 2_000_012))
        #expect(Self.render(edge, mode: .stroke(StrokeStyle(lineWidth: 2))) != Self.empty)
    }

    @Test("a trim with from > to, or NaN bounds, draws nothing")
    func badTrim() {
        #expect(Self.triangle.trimmedPath(from: 0.8, to: 0.2).isEmpty)
        #expect(Self.triangle.trimmedPath(from: .nan, to: 1).isEmpty)
        #expect(Self.render(Self.triangle.trimmedPath(from: 0.8, to: 0.2), mode: .stroke(StrokeStyle())) == Self.empty)
    }

    @Test("a dash array of zeros, or with a negative or infinite length, strokes solid")
    func badDashes() {
        let solid = Self.render(Self.triangle, mode: .stroke(StrokeStyle(lineWidth: 1)))
        for dash: [CGFloat] in [[0, 0], [0], [-1, 2], [CGFloat.infinity, 1], [CGFloat.nan]] {
            #expect(Self.render(Self.triangle, mode: .stroke(StrokeStyle(lineWidth: 1, dash: dash))) == solid, "\(dash)")
        }
        // Dashes far finer than a dot would need millions of pieces: the line is drawn solid.
        #expect(Self.render(Self.triangle, mode: .stroke(StrokeStyle(lineWidth: 1, dash: [1e-9, 1e-9]))) == solid)
    }

    @Test("a negative or non-finite line width draws nothing; zero draws a one-dot hairline")
    func badWidths() {
        for width: CGFloat in [-1, .nan, .infinity, -.infinity] {
            #expect(Self.render(Self.triangle, mode: .stroke(StrokeStyle(lineWidth: width))) == Self.empty, "\(width)")
        }
        let hairline = Self.render(Self.triangle, mode: .stroke(StrokeStyle(lineWidth: 0)))
        #expect(hairline != Self.empty && !hairline.joined().contains("█"))
    }

    @Test("a blur of radius 10⁹ is drawn as the largest blur; NaN and negative radii as none")
    func hugeBlur() {
        let square = Path(CGRect(x: 2, y: 2, width: 8, height: 8))
        let capped = Self.render(square, quality: .cell) { $0.blurRadius = DisplayItem.maximumBlurRadius }
        #expect(Self.render(square, quality: .cell) { $0.blurRadius = 1e9 } == capped)
        let sharp = Self.render(square, quality: .cell)
        #expect(Self.render(square, quality: .cell) { $0.blurRadius = .nan } == sharp)
        #expect(Self.render(square, quality: .cell) { $0.blurRadius = -3 } == sharp)
    }

    @Test("a singular or perspective-breaking transform draws a finite frame")
    func degenerateTransforms() {
        #expect(Self.render(Self.triangle) { $0.transform = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 0)) } == Self.empty)
        var behind = ProjectionTransform()
        behind.m13 = -1
        _ = Self.render(Self.triangle, mode: .stroke(StrokeStyle(lineWidth: 1))) { $0.transform = behind }
        var nan = ProjectionTransform()
        nan.m11 = .nan
        #expect(Self.render(Self.triangle) { $0.transform = nan } == Self.empty)
    }
}
