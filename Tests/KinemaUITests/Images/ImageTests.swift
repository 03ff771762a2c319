import KinemaGeometry
import KinemaRender
import Observation
import Testing

@testable import KinemaUI

@Suite("Symbol catalog")
struct SymbolCatalogTests {
    @Test("over 400 common SF Symbol names are known")
    func size() {
        #expect(SymbolCatalog.names.count > 400)
        for name in [
            "heart", "heart.fill", "star", "star.fill", "arrow.up", "arrow.right", "chevron.left",
            "chevron.down",
            "play.fill", "pause.fill", "checkmark", "checkmark.circle.fill", "bell", "bell.fill", "gear",
            "person",
            "person.fill", "xmark", "plus", "trash", "magnifyingglass", "house", "pawprint.fill", "flag.fill",
        ] {
            #expect(SymbolCatalog.entry(named: name) != nil, "\(name)")
        }
    }

    @Test("every glyph is one or two cells per character, with no control characters")
    func widths() {
        for name in SymbolCatalog.names {
            let glyph = SymbolCatalog.entry(named: name)!.glyph
            #expect(!glyph.isEmpty && glyph == TextSanitizer.sanitize(glyph), "\(name)")
            for character in glyph {
                let width = DisplayWidth.of(character)
                let scalar = character.unicodeScalars.first!
                // No variation selectors: terminals disagree on the width of `🗑️` (tmux: 1 cell).
                #expect(character.unicodeScalars.count == 1, "\(name): \(character)")
                if width == 2 {
                    // Wide only as an emoji whose presentation every terminal agrees on.
                    #expect(scalar.properties.isEmojiPresentation, "\(name): \(character)")
                } else {
                    #expect(width == 1, "\(name): \(character) is \(width) cells")
                    // Narrow symbols stay in the Basic Multilingual Plane, whose text presentation
                    // terminals agree on.
                    #expect(scalar.value < 0x10000, "\(name): \(character)")
                }
            }
        }
    }

    @Test("fill variants use Unicode's filled forms")
    func fills() {
        let pairs = [
            ("heart", "♡", "♥"), ("star", "☆", "★"), ("circle", "○", "●"), ("square", "□", "■"),
            ("triangle", "△", "▲"), ("play", "▷", "▶"), ("flag", "⚐", "⚑"), ("diamond", "◇", "◆"),
        ]
        for (name, outline, filled) in pairs {
            #expect(SymbolCatalog.entry(named: name)?.glyph == outline)
            #expect(SymbolCatalog.entry(named: name + ".fill")?.glyph == filled)
        }
    }
}

@MainActor
@Suite("Image")
struct ImageTests {
    @Test("a symbol is drawn as its glyph and sized by its width in cells")
    func symbols() {
        let host = HeadlessHost(width: 12, height: 1) {
            HStack(spacing: 0) {
                Image(systemName: "heart.fill")
                Image(systemName: "bell.fill")
                Text("|")
                Image(systemName: "chevron.right")
                Image(systemName: "forward.fill")
                Text("|")
            }
        }
        #expect(host.lines == ["  ♥🔔|›▶▶|  "])
    }

    @Test("images take the foreground colour like text; multicolor uses the symbol's own colour")
    func colours() {
        let host = HeadlessHost(width: 6, height: 1) {
            HStack(spacing: 0) {
                Image(systemName: "star.fill").foregroundStyle(.red)
                Image(systemName: "star.fill")
                Image(systemName: "star.fill").symbolRenderingMode(.multicolor)
                Image(systemName: "star").symbolRenderingMode(.multicolor)
                Image(systemName: "heart.fill").renderingMode(.original)
                Image(systemName: "star.fill").imageScale(.large)
            }
            .foregroundColor(.cyan)
        }
        let colours = (0..<6).map { host.buffer[$0, 0].style.foreground }
        #expect(colours == [Color.red, .cyan, .yellow, .cyan, .red, .cyan])
        #expect(host.buffer[5, 0].style.attributes.contains(.bold))
        #expect(!host.buffer[1, 0].style.attributes.contains(.bold))
    }

    @Test("an unknown name draws an inverse ? and reports one diagnostic per name")
    func unknown() {
        let host = HeadlessHost(width: 6, height: 1) {
            HStack(spacing: 0) {
                Image(systemName: "no.such.symbol")
                Image(systemName: "no.such.symbol")
                Image("never-registered").imageRegistry(ImageRegistry())
                Image(systemName: "\u{1B}[31mred")
            }
        }
        #expect(host.lines == [" ???? "])
        #expect(host.buffer[1, 0].style.attributes.contains(.inverse))
        let diagnostics = host.host.diagnostics.filter { $0.hasPrefix("Image") }
        #expect(diagnostics.count == 3)
        #expect(diagnostics.filter { $0.contains("no.such.symbol") }.count == 1)
        #expect(diagnostics.allSatisfy { !$0.contains("\u{1B}") })
    }

    @Test("a registered image is drawn as its art; the registry comes from the environment")
    func registered() {
        let registry = ImageRegistry()
        registry.register("cat", art: ImageArt("/\\_/\\\n(o.o)\n > <\n"))
        registry.register("dot", glyph: "•")
        #expect(registry.register("fav", systemName: "star.fill"))
        #expect(!registry.register("nothing", systemName: "no.such.symbol"))
        #expect(registry.names == ["cat", "dot", "fav"])
        let host = HeadlessHost(width: 9, height: 3) {
            HStack(alignment: .top, spacing: 1) {
                Image("cat")
                Image("dot")
                Image("fav")
            }
            .imageRegistry(registry)
        }
        #expect(host.lines == ["/\\_/\\ • ★", "(o.o)    ", " > <     "])
        #expect(ImageArt("/\\_/\\\n(o.o)\n > <\n").height == 3)
        #expect(ImageArt("/\\_/\\\n(o.o)\n > <\n").width == 5)
    }

    @Test("art is sanitised: escapes never reach the terminal")
    func sanitised() {
        let art = ImageArt("a\u{1B}[2Jb\nc\u{07}")
        #expect(art.rows.allSatisfy { $0 == TextSanitizer.sanitize($0) })
        #expect(!art.rows.joined().contains("\u{1B}"))
    }

    @Test("a resizable text art is stretched to its frame, cell by cell")
    func stretched() {
        let registry = ImageRegistry()
        registry.register("ab", art: ImageArt("ab\ncd"))
        let host = HeadlessHost(width: 4, height: 4) {
            Image("ab").resizable().frame(width: 4, height: 4).imageRegistry(registry)
        }
        #expect(host.lines == ["aabb", "aabb", "ccdd", "ccdd"])
    }

    @Test("a resizable glyph is centred in its frame, not repeated")
    func resizableGlyph() {
        let host = HeadlessHost(width: 5, height: 3) {
            Image(systemName: "star.fill").resizable().frame(width: 5, height: 3)
        }
        #expect(host.lines == ["     ", "  ★  ", "     "])
    }

    @Test("two-cell glyphs stay whole when resampled, or become spaces when they do not fit")
    func wideResampling() {
        let art = ImageArt("🐈x")
        #expect(ImageResampler.resample(art, width: 6, height: 1) == "🐈🐈xx")
        #expect(ImageResampler.resample(art, width: 3, height: 1) == "🐈x")
        #expect(ImageResampler.resample(art, width: 1, height: 1) == " ")
        #expect(ImageResampler.resample(art, width: 2, height: 2) == "🐈\n🐈")
    }

    @Test("scaledToFit and scaledToFill keep the art's proportions")
    func scaledToFitAndFill() throws {
        let registry = ImageRegistry()
        registry.register("wide", art: ImageArt("abcd\nefgh"))
        let fit = HeadlessHost(width: 8, height: 8) {
            Image("wide").resizable().scaledToFit().frame(width: 8, height: 8).imageRegistry(registry)
        }
        #expect(
            fit.lines == [
                "        ", "        ", "aabbccdd", "aabbccdd", "eeffgghh", "eeffgghh", "        ",
                "        ",
            ])
        let fill = HeadlessHost(width: 20, height: 8) {
            Image("wide").resizable().scaledToFill().frame(width: 4, height: 4).imageRegistry(registry)
        }
        let item = try #require(fill.displayList.items.first)
        #expect(item.frame.size == Size(width: 8, height: 4))
    }

    @Test("aspectRatio fits or fills a ratio into the space offered, for any view")
    func aspectRatio() throws {
        func size(_ mode: ContentMode, ratio: Double, width: Double, height: Double) throws -> Size {
            let host = HeadlessHost(width: 40, height: 20) {
                Color.red.aspectRatio(ratio, contentMode: mode).frame(width: width, height: height)
            }
            return try #require(host.displayList.items.first).frame.size
        }
        #expect(try size(.fit, ratio: 2, width: 10, height: 10) == Size(width: 10, height: 5))
        #expect(try size(.fill, ratio: 2, width: 10, height: 10) == Size(width: 20, height: 10))
        #expect(try size(.fit, ratio: 0.5, width: 10, height: 10) == Size(width: 5, height: 10))
        #expect(try size(.fit, ratio: .nan, width: 6, height: 4) == Size(width: 6, height: 4))
        #expect(try size(.fit, ratio: -1, width: 6, height: 4) == Size(width: 6, height: 4))
    }

    @Test("under scaleEffect text art is resampled to the scaled size")
    func scaled() {
        let registry = ImageRegistry()
        registry.register("ab", art: ImageArt("ab\ncd"))
        let host = HeadlessHost(width: 8, height: 6) {
            Image("ab").scaleEffect(2).frame(width: 8, height: 6).imageRegistry(registry)
        }
        #expect(host.lines == ["        ", "  aabb  ", "  aabb  ", "  ccdd  ", "  ccdd  ", "        "])
    }

    @Test("an image's colour animates like text's")
    func colourAnimates() {
        let model = ColourModel()
        let host = HeadlessHost(width: 2, height: 1) {
            Image(systemName: "heart.fill").foregroundStyle(model.isRed ? Color.red : Color.blue)
                .animation(.linear(duration: 1), value: model.isRed)
        }
        model.isRed = true
        host.advance(by: 0.5)
        let midway = host.buffer[0, 0].style.foreground
        #expect(midway != .red && midway != .blue)
        host.advance(by: 1)
        #expect(host.buffer[0, 0].style.foreground == .red)
    }
}

@Observable @MainActor
private final class ColourModel {
    var isRed = false
}
