import KinemaGeometry
import KinemaRender
import KinemaTestSupport
import Testing

/// Random byte strings, rich in escape and control bytes, rendered all the way to terminal bytes:
/// nothing but the encoder's own sequences may reach the terminal.
@Suite struct SanitizerFuzzTests {
    /// Fragments that hostile text is made of: ESC, CSI/OSC/DCS introducers, BEL, ST, UTF-8 C1
    /// controls, bidi overrides, combining marks, wide and emoji characters, invalid UTF-8.
    static let fragments: [[UInt8]] = [
        [0x1B], Array("[".utf8), Array("]".utf8), Array("P".utf8), Array("\\".utf8), [0x07], [0x9B], [0xC2, 0x9B],
        [0xC2, 0x9D], [0xC2, 0x85], Array("\u{202E}".utf8), Array("\u{2066}".utf8), Array("\u{200F}".utf8),
        Array("\u{301}".utf8), Array("中".utf8), Array("👨‍👩‍👧".utf8), Array("\u{200D}".utf8), [0x0A], [0x0D],
        [0x08], [0x09], [0x7F], [0xFF], [0xE2, 0x82], Array("52;c;".utf8), Array("2J".utf8), Array("a".utf8),
        Array("🇩".utf8), Array("🏽".utf8),
    ]

    @Test("10,000 random hostile strings render without any foreign control reaching the terminal")
    func fuzz() {
        var random = RandomFrames(seed: 0xBAD5EED)
        var renderer = FrameRenderer(capabilities: .full)
        var terminal = VirtualTerminal(width: 24, height: 3)
        for round in 0..<10_000 {
            var bytes: [UInt8] = []
            for _ in 0..<random.integer(in: 1..<24) {
                if random.integer(in: 0..<4) == 0 {
                    bytes.append(UInt8(truncatingIfNeeded: random.next()))
                } else {
                    bytes += SanitizerFuzzTests.fragments[random.integer(in: 0..<SanitizerFuzzTests.fragments.count)]
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let list = DisplayList([DisplayItem(id: 1, kind: .text(text, .plain), frame: Rect(x: Double(round % 3), y: 0, width: 24, height: 3))])
            let output = renderer.render(list, width: 24, height: 3)
            #expect(!output.contains { [0x07, 0x08, 0x09, 0x0A, 0x7F].contains($0) }, "round \(round): \(bytes)")
            terminal.feed(output)
            #expect(terminal.unrecognized.isEmpty, "round \(round): \(bytes) → \(terminal.unrecognized)")
            #expect(terminal.screen == renderer.current, "round \(round): \(bytes)")
            if !terminal.unrecognized.isEmpty || terminal.screen != renderer.current { return }
        }
        #expect(Set(terminal.privateModes.keys) == [2026])
    }
}
