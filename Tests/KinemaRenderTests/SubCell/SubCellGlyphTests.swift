@testable import KinemaRender
import Testing

@Suite struct SubCellGlyphTests {
    @Test("every pattern of every glyph set has its own glyph, which decodes back to the pattern",
          arguments: [RenderQuality.braille, .sextant, .quadrant, .halfBlock])
    func patternsRoundTrip(quality: RenderQuality) {
        let count = 1 << (quality.columns * quality.rows)
        var seen = Set<UInt32>()
        for pattern in 0..<count {
            let scalar = SubCellGlyph.scalar(UInt8(pattern), quality: quality)
            #expect(seen.insert(scalar.value).inserted, "pattern \(pattern) shares \(scalar)")
            let decoded = SubCellGlyph.inkMask(Glyph(rawValue: scalar.value), quality: quality)
            // The full block and space are the two ends; braille's full pattern is ⣿.
            #expect(decoded == UInt8(pattern), "\(quality) pattern \(pattern) → \(scalar) → \(String(describing: decoded))")
        }
    }

    @Test("sextants follow Unicode's numbering: U+1FB00 is the top-left sixth, U+1FB3B all but the top-left")
    func sextantNumbering() {
        #expect(SubCellGlyph.sextant(0b000001) == "\u{1FB00}")
        #expect(SubCellGlyph.sextant(0b000011) == "\u{1FB02}")
        #expect(SubCellGlyph.sextant(0b111110) == "\u{1FB3B}")
        #expect(SubCellGlyph.sextant(0b010101) == "▌")
    }

    @Test("a half block read on a braille grid inks its four dots; text has no known ink")
    func crossGridDecoding() {
        #expect(SubCellGlyph.inkMask(Glyph(rawValue: 0x2580), quality: .braille) == 0b0000_1111)
        #expect(SubCellGlyph.inkMask(Glyph(rawValue: 0x61), quality: .braille) == nil)
        #expect(SubCellGlyph.inkFraction(Glyph(rawValue: 0x2584)) == 0.5)
        #expect(SubCellGlyph.inkFraction(Glyph(rawValue: 0x28FF)) == 0)
    }

    @Test("the render quality follows KINEMA_RENDER_QUALITY and falls back on anything else")
    func detection() {
        #expect(RenderQuality.detect(environment: [:]) == .braille)
        #expect(RenderQuality.detect(environment: ["KINEMA_RENDER_QUALITY": "Sextant"]) == .sextant)
        #expect(RenderQuality.detect(environment: ["KINEMA_RENDER_QUALITY": "half-block"]) == .halfBlock)
        #expect(RenderQuality.detect(environment: ["KINEMA_RENDER_QUALITY": "8k"]) == .braille)
    }
}

@Suite struct CoverageRasterTests {
    @Test("coverage is the exact area inside, including across the window's left side")
    func exactArea() {
        var raster = CoverageRaster()
        raster.reset(originX: 0, originY: 0, width: 4, height: 2)
        // A triangle over the first pixel's lower-left half and a square over pixel (2, 1).
        for (a, b) in [((0.0, 0.0), (1.0, 1.0)), ((1.0, 1.0), (0.0, 1.0)), ((0.0, 1.0), (0.0, 0.0))] {
            raster.addEdge(a.0, a.1, b.0, b.1)
        }
        for (a, b) in [((2.0, 1.0), (3.0, 1.0)), ((3.0, 1.0), (3.0, 2.0)), ((3.0, 2.0), (2.0, 2.0)), ((2.0, 2.0), (2.0, 1.0))] {
            raster.addEdge(a.0, a.1, b.0, b.1)
        }
        raster.resolve(evenOdd: false)
        #expect(raster.coverage(x: 0, y: 0) == 0.5)
        #expect(raster.coverage(x: 1, y: 0) == 0)
        #expect(raster.coverage(x: 2, y: 1) == 1)
        #expect(raster.coverage(x: 3, y: 1) == 0)
        // A rectangle reaching far left of the window still covers the pixels it spans.
        var wide = CoverageRaster()
        wide.reset(originX: 10, originY: 0, width: 3, height: 1)
        for (a, b) in [((-1e12, 0.0), (11.5, 0.0)), ((11.5, 0.0), (11.5, 1.0)), ((11.5, 1.0), (-1e12, 1.0)), ((-1e12, 1.0), (-1e12, 0.0))] {
            wide.addEdge(a.0, a.1, b.0, b.1)
        }
        wide.resolve(evenOdd: false)
        #expect([wide.coverage(x: 0, y: 0), wide.coverage(x: 1, y: 0), wide.coverage(x: 2, y: 0)] == [1, 0.5, 0])
    }
}
