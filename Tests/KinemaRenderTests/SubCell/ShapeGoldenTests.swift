import Foundation
import KinemaGeometry
import KinemaRender
import KinemaTestSupport
import Testing

/// Frames of paths at several sizes and qualities, read like the screen (`█` marks a cell the
/// shape covers completely: a coloured space).
@Suite struct ShapeGoldenTests {
    static func frame(width: Int, height: Int) -> CGRect { CGRect(x: 0, y: 0, width: width, height: height) }

    /// `drawing` (in the square units of a `width × height` frame at the origin) rasterised.
    static func render(
        _ drawing: (CGRect) -> PathDrawing, width: Int, height: Int, quality: RenderQuality = .braille,
        configure: (inout DisplayItem) -> Void = { _ in }
    ) -> [String] {
        let frame = frame(width: width, height: height)
        var item = DisplayItem(id: 1, kind: .path(drawing(frame)), frame: frame)
        configure(&item)
        return Rasterizer(quality: quality).rasterize(DisplayList([item]), width: width, height: height).paintedLines
    }

    static func circle(_ frame: CGRect) -> PathDrawing {
        PathDrawing(
            Path(ellipseIn: CellAspect.shapeRect(for: frame)), paint: .color(.blue),
            transform: CellAspect.shapeTransform(for: frame))
    }

    @Test("a circle is round on screen in every glyph set, 12 × 6 cells")
    func circleQualities() {
        let expected: [RenderQuality: [String]] = [
            .braille: [
                "  ⣠⣶⣾⣿⣿⣷⣶⣄  ", "⢠⣾████████⣷⡄", "⣾██████████⣷", "⢿██████████⡿", "⠘⢿████████⡿⠃", "  ⠙⠿⢿⣿⣿⡿⠿⠋  ",
            ],
            .sextant: [
                "  🬭🬹████🬹🬭  ", "🬞🬻████████🬺🬏", "🬻██████████🬺", "🬬██████████🬝", "🬁🬬████████🬝🬀", "  🬂🬎████🬎🬂  ",
            ],
            .quadrant: [
                "  ▄▟████▙▄  ", "▗██████████▖", "████████████", "████████████", "▝██████████▘", "  ▀▜████▛▀  ",
            ],
            .halfBlock: [
                "  ▄▄████▄▄  ", " ██████████ ", "████████████", "████████████", " ██████████ ", "  ▀▀████▀▀  ",
            ],
            .cell: [
                "   ██████   ", " ██████████ ", "████████████", "████████████", " ██████████ ", "   ██████   ",
            ],
        ]
        for (quality, lines) in expected {
            #expect(Self.render(Self.circle, width: 12, height: 6, quality: quality) == lines, "\(quality)")
        }
    }

    @Test("circles at 4 × 2 and 8 × 4 cells", arguments: [RenderQuality.braille, .quadrant])
    func circleSizes(quality: RenderQuality) {
        let small = Self.render(Self.circle, width: 4, height: 2, quality: quality)
        let medium = Self.render(Self.circle, width: 8, height: 4, quality: quality)
        switch quality {
        case .braille:
            #expect(small == ["⣴⣿⣿⣦", "⠻⣿⣿⠟"])
            #expect(medium == [" ⣤⣶⣿⣿⣶⣤ ", "⣼██████⣧", "⢻██████⡟", " ⠛⠿⣿⣿⠿⠛ "])
        default:
            #expect(small == ["▄██▄", "▀██▀"])
            #expect(medium == [" ▄████▄ ", "▟██████▙", "▜██████▛", " ▀████▀ "])
        }
    }

    static func square(_ frame: CGRect) -> PathDrawing {
        PathDrawing(
            Path(CGRect(x: 3, y: 3, width: 6, height: 6)), paint: .color(.green),
            transform: CellAspect.shapeTransform(for: frame))
    }

    static func rotated(_ degrees: Double, quality: RenderQuality) -> [String] {
        render(square, width: 12, height: 6, quality: quality) {
            $0.transform = CellAspect.rotation(.degrees(degrees), anchor: CGPoint(x: 6, y: 3))
        }
    }

    @Test("a square rotated by its item transform at 0°, 30°, 45° and 90°")
    func rotation() {
        #expect(Self.rotated(0, quality: .braille) == [
            "            ", "   ⣤⣤⣤⣤⣤⣤   ", "   ██████   ", "   ██████   ", "   ⠛⠛⠛⠛⠛⠛   ", "            ",
        ])
        #expect(Self.rotated(30, quality: .braille) == [
            "            ", "    ⣼⣷⣦⣀    ", "  ⢀⣼████⣿⡶  ", "  ⠾⣿████⡟⠁  ", "    ⠉⠻⢿⡟    ", "            ",
        ])
        #expect(Self.rotated(45, quality: .braille) == [
            "            ", "    ⣠⣾⣷⣄    ", "  ⣠⣾████⣷⣄  ", "  ⠙⢿████⡿⠋  ", "    ⠙⢿⡿⠋    ", "            ",
        ])
        #expect(Self.rotated(90, quality: .braille) == Self.rotated(0, quality: .braille))
        #expect(Self.rotated(45, quality: .quadrant) == [
            "            ", "    ▗▟▙▖    ", "  ▗▟████▙▖  ", "  ▝▜████▛▘  ", "    ▝▜▛▘    ", "            ",
        ])
    }

    static func trimmedRing(_ end: Double) -> (CGRect) -> PathDrawing {
        { frame in
            PathDrawing(
                Path(ellipseIn: CellAspect.shapeRect(for: frame).insetBy(dx: 1, dy: 1)).trimmedPath(from: 0, to: end),
                paint: .color(.red), mode: .stroke(StrokeStyle(lineWidth: 1)),
                transform: CellAspect.shapeTransform(for: frame))
        }
    }

    @Test("a stroked circle trimmed at 0, 0.25 and 1 grows clockwise from three o'clock")
    func trim() {
        #expect(Self.render(Self.trimmedRing(0), width: 12, height: 6).allSatisfy { $0 == "            " })
        #expect(Self.render(Self.trimmedRing(0.25), width: 12, height: 6) == [
            "            ", "            ", "            ", "          ⣼⠇", "        ⢀⣴⠏ ", "      ⠶⠟⠋⠁  ",
        ])
        #expect(Self.render(Self.trimmedRing(1), width: 12, height: 6) == [
            "  ⢀⣠⣴⠶⠶⣦⣄⡀  ", " ⣰⠟⠁    ⠈⠻⣆ ", "⢰⡟        ⢻⡆", "⠸⣧        ⣼⠇", " ⠹⣦⡀    ⢀⣴⠏ ", "  ⠈⠙⠻⠶⠶⠟⠋⠁  ",
        ])
    }

    @Test("a dashed stroke shows its dashes and gaps")
    func dashed() {
        let line: (CGRect) -> PathDrawing = { frame in
            PathDrawing(
                Path { $0.move(to: CGPoint(x: 0, y: 1)); $0.addLine(to: CGPoint(x: 12, y: 1)) }, paint: .color(.red),
                mode: .stroke(StrokeStyle(lineWidth: 2, dash: [3, 1])), transform: CellAspect.shapeTransform(for: frame))
        }
        #expect(Self.render(line, width: 12, height: 1, quality: .quadrant) == ["███ ███ ███ "])
        #expect(Self.render(line, width: 12, height: 1, quality: .braille) == ["███ ███ ███ "])
    }
}
