import KinemaGeometry
import KinemaRender
import KinemaTestSupport
import Synchronization
import Testing

@Suite struct FrameRendererTests {
    func box(at x: Double) -> DisplayList {
        DisplayList([
            DisplayItem(id: 1, kind: .border(.single, .plain), frame: Rect(x: x, y: 0, width: 4, height: 3)),
            DisplayItem(id: 2, kind: .text("42", .plain), frame: Rect(x: x + 1, y: 1, width: 2, height: 1)),
        ])
    }

    @Test("successive frames keep the terminal equal to the latest frame")
    func framesStayInSync() {
        var renderer = FrameRenderer(capabilities: .full)
        var terminal = VirtualTerminal(width: 8, height: 3)
        for x in [0.0, 1, 2, 2, 4, 0] {
            terminal.feed(renderer.render(box(at: x), width: 8, height: 3))
            #expect(terminal.lines == renderer.current?.lines)
        }
        #expect(terminal.lines == ["┌──┐    ", "│42│    ", "└──┘    "])
        #expect(terminal.unrecognized.isEmpty)
    }

    @Test("an unchanged display list writes nothing and changes no cells")
    func idleFrame() {
        var renderer = FrameRenderer()
        _ = renderer.render(box(at: 1), width: 8, height: 3)
        #expect(renderer.render(box(at: 1), width: 8, height: 3).isEmpty)
        #expect(renderer.statistics == FrameStatistics())
        // After an invalidation the same list is painted again.
        renderer.invalidate()
        #expect(!renderer.render(box(at: 1), width: 8, height: 3).isEmpty)
    }

    @Test("statistics count changed cells and bytes for a moving box")
    func statistics() {
        var renderer = FrameRenderer(capabilities: TerminalCapabilities(synchronizedOutput: false))
        _ = renderer.render(box(at: 0), width: 8, height: 3)
        let bytes = renderer.render(box(at: 1), width: 8, height: 3)
        #expect(renderer.statistics.bytes == bytes.count)
        // "┌──┐ " → " ┌──┐": 4 cells differ; "│42│ " → " │42│": 5; the bottom row 4.
        #expect(renderer.statistics.cellsChanged == 4 + 5 + 4)
    }

    @Test("a 10×3 box moving one cell per frame costs at most 250 bytes at every screen size",
          arguments: [(80, 24), (200, 50), (400, 100)])
    func movingBoxBudget(width: Int, height: Int) {
        func list(_ x: Double) -> DisplayList {
            let frame = Rect(x: x, y: Double(height / 2), width: 10, height: 3)
            return DisplayList([
                DisplayItem(id: 1, kind: .fill(.rgb(red: 30, green: 60, blue: 160)), frame: frame),
                DisplayItem(id: 2, kind: .border(.rounded, Style(foreground: .ansiBrightWhite)), frame: frame),
                DisplayItem(id: 3, kind: .text("kinema", .plain), frame: frame.offsetBy(dx: 2, dy: 1)),
            ])
        }
        var renderer = FrameRenderer()
        _ = renderer.render(list(0), width: width, height: height)
        for x in 1...20 {
            let bytes = renderer.render(list(Double(x)), width: width, height: height)
            #expect(bytes.count <= 250, "step \(x): \(bytes.count) bytes")
        }
    }

    @Test("recolouring every cell of a 400×100 screen costs at most 1.5 KB")
    func recolourBudget() {
        func list(_ color: Color) -> DisplayList {
            DisplayList([DisplayItem(id: 1, kind: .fill(color), frame: Rect(x: 0, y: 0, width: 400, height: 100))])
        }
        var renderer = FrameRenderer()
        _ = renderer.render(list(.rgb(red: 20, green: 20, blue: 40)), width: 400, height: 100)
        let bytes = renderer.render(list(.rgb(red: 40, green: 20, blue: 20)), width: 400, height: 100)
        #expect(bytes.count <= 1_500)
        #expect(renderer.statistics.cellsChanged == 40_000)
    }

    @Test("durations come from the injected time source")
    func durations() {
        let ticks = Mutex(0)
        var renderer = FrameRenderer(now: {
            ticks.withLock { tick in
                tick += 1
                return .milliseconds(tick * tick)
            }
        })
        _ = renderer.render(box(at: 0), width: 8, height: 3)
        // The source reads 1, 4, 9 ms: 3 ms rasterising, 5 ms encoding.
        #expect(renderer.statistics.rasterizeDuration == .milliseconds(3))
        #expect(renderer.statistics.encodeDuration == .milliseconds(5))
    }

    @Test("after invalidate or a resize every cell is repainted")
    func repaint() {
        var renderer = FrameRenderer(capabilities: .full)
        _ = renderer.render(box(at: 0), width: 8, height: 3)
        renderer.invalidate()
        var terminal = VirtualTerminal(width: 8, height: 3)
        terminal.feed(renderer.render(box(at: 0), width: 8, height: 3))
        #expect(terminal.lines == ["┌──┐    ", "│42│    ", "└──┘    "])
        var larger = VirtualTerminal(width: 10, height: 4)
        larger.feed(renderer.render(box(at: 0), width: 10, height: 4))
        #expect(larger.lines == ["┌──┐      ", "│42│      ", "└──┘      ", "          "])
    }

    @Test("multi-scalar clusters survive the round trip through cells and the encoder", arguments: [
        "👨‍👩‍👧", "🇩🇪", "e\u{301}", "❤️", "👍🏽",
    ])
    func clusters(cluster: String) {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.write(cluster, x: 0, y: 0)
        #expect(buffer[0, 0].character == Character(cluster))
        var encoder = FrameEncoder(capabilities: .full)
        var terminal = VirtualTerminal(width: 4, height: 1)
        terminal.feed(encoder.encode(from: nil, to: buffer))
        #expect(terminal.screen == buffer)
    }

    @Test("the renderer's rasteriser follows the colour profile of its capabilities")
    func rasterizerProfile() {
        var renderer = FrameRenderer(capabilities: TerminalCapabilities(colorProfile: .ansi16))
        #expect(renderer.rasterizer.colorProfile == .ansi16)
        renderer.capabilities = TerminalCapabilities(colorProfile: .noColor)
        #expect(renderer.rasterizer.colorProfile == .noColor)
    }
}
