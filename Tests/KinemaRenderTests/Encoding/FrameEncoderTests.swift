import KinemaGeometry
import KinemaRender
import KinemaTestSupport
import Testing

@Suite struct FrameEncoderTests {
    /// The bytes as a string with ESC shown as `⎋` and CR as `⏎`, so expectations read like the wire.
    func wire(_ bytes: [UInt8]) -> String {
        String(String(decoding: bytes, as: UTF8.self).map { $0 == "\u{1B}" ? "⎋" : $0 == "\r" ? "⏎" : $0 })
    }

    func buffer(_ lines: [String], style: Style = .plain) -> CellBuffer {
        var buffer = CellBuffer(width: lines.map { DisplayWidth.of($0) }.max() ?? 0, height: lines.count)
        for (y, line) in lines.enumerated() { buffer.write(line, x: 0, y: y, style: style) }
        return buffer
    }

    let plainTerminal = TerminalCapabilities(synchronizedOutput: false)

    @Test("an unchanged frame writes zero bytes, even with synchronized output")
    func unchangedFrameIsSilent() {
        var encoder = FrameEncoder(capabilities: .full)
        let frame = buffer(["hello", "world"])
        _ = encoder.encode(from: nil, to: frame)
        #expect(encoder.encode(from: frame, to: frame).isEmpty)
        #expect(encoder.statistics.bytes == 0)
        #expect(encoder.statistics.cellsChanged == 0)
    }

    @Test("a changed frame is wrapped in synchronized output")
    func synchronizedWrap() {
        var encoder = FrameEncoder(capabilities: TerminalCapabilities())
        let bytes = wire(encoder.encode(from: buffer(["ab"]), to: buffer(["ax"])))
        #expect(bytes == "⎋[?2026h⎋[1;2H⎋[0mx⎋[?2026l")
    }

    @Test("only changed cells are sent, and a short gap is rewritten rather than jumped")
    func onlyChangedCells() {
        var encoder = FrameEncoder(capabilities: plainTerminal)
        _ = encoder.encode(from: nil, to: buffer(["abcdefgh"]))
        let bytes = wire(encoder.encode(from: buffer(["abcdefgh"]), to: buffer(["aXcYefgZ"])))
        #expect(bytes == "⎋[2GXcYefgZ")
        #expect(encoder.statistics.cellsChanged == 3)
    }

    @Test("moving to the next row uses a carriage return and a cursor-down when shorter than CUP")
    func relativeRowMove() {
        var encoder = FrameEncoder(capabilities: plainTerminal)
        let before = CellBuffer(width: 8, height: 12)
        _ = encoder.encode(from: nil, to: before)
        var after = before
        after.write("X", x: 5, y: 10)
        after.write("Y", x: 0, y: 11)
        #expect(wire(encoder.encode(from: before, to: after)) == "⎋[11;6HX⏎⎋[BY")
    }

    @Test("SGR sends only what differs from the current pen")
    func sgrDelta() {
        var encoder = FrameEncoder(capabilities: plainTerminal)
        var before = CellBuffer(width: 3, height: 1)
        before.write("abc", x: 0, y: 0, style: Style(foreground: .ansiRed, attributes: [.bold, .underline]))
        _ = encoder.encode(from: nil, to: before)
        var after = before
        after.set(Cell("a", style: Style(foreground: .ansiRed, attributes: .bold)), x: 0, y: 0)
        after.set(Cell("b", style: Style(foreground: .ansiBlue, attributes: .bold)), x: 1, y: 0)
        let bytes = wire(encoder.encode(from: before, to: after))
        #expect(bytes == "⏎⎋[24ma⎋[34mb")
    }

    @Test("a reset is used when it is shorter than the delta")
    func sgrResetWhenShorter() {
        var encoder = FrameEncoder(capabilities: plainTerminal)
        var before = CellBuffer(width: 2, height: 1)
        before.write("ab", x: 0, y: 0, style: Style(foreground: .ansiRed, background: .ansiBlue, attributes: [.italic, .underline, .strikethrough]))
        _ = encoder.encode(from: nil, to: before)
        var after = before
        after.set(Cell("b"), x: 1, y: 0)
        #expect(wire(encoder.encode(from: before, to: after)) == "⎋[2G⎋[0mb")
    }

    @Test("24-bit colours are sent as 38;2 and 48;2 parameters")
    func trueColorParameters() {
        var encoder = FrameEncoder(capabilities: plainTerminal)
        let style = Style(foreground: .rgb(red: 1, green: 2, blue: 3), background: .indexed(200))
        #expect(wire(encoder.encode(from: nil, to: buffer(["x"], style: style))) == "⎋[H⎋[0;38;2;1;2;3;48;5;200mx")
    }

    @Test("colours are downgraded to the terminal's profile", arguments: [
        (ColorProfile.ansi256, "⎋[H⎋[0;38;5;208mx"),
        (.ansi16, "⎋[H⎋[0;33mx"),
        (.noColor, "⎋[H⎋[0mx"),
    ])
    func downgrade(profile: ColorProfile, expected: String) {
        var encoder = FrameEncoder(capabilities: TerminalCapabilities(colorProfile: profile, synchronizedOutput: false))
        let style = Style(foreground: .rgb(red: 255, green: 140, blue: 0))
        #expect(wire(encoder.encode(from: nil, to: buffer(["x"], style: style))) == expected)
    }

    @Test("a blank run to the end of the row is erased with EL, one inside the row with ECH")
    func eraseRuns() {
        var encoder = FrameEncoder(capabilities: plainTerminal)
        let before = buffer(["abcdefghijklmnopqrst"])
        _ = encoder.encode(from: nil, to: before)
        let after = buffer(["a          l        "])
        #expect(wire(encoder.encode(from: before, to: after)) == "⎋[2G⎋[10X⎋[13G⎋[K")
        #expect(encoder.statistics.cellsErased == 18)
    }

    @Test("without BCE, coloured blank runs are written as spaces")
    func noEraseWithoutBCE() {
        var encoder = FrameEncoder(capabilities: TerminalCapabilities(synchronizedOutput: false, backgroundColorErase: false))
        let blue = CellBuffer(width: 6, height: 1, fill: .blank(Style(background: .ansiBlue)))
        #expect(wire(encoder.encode(from: nil, to: blue)) == "⎋[H⎋[0;44m      ")
    }

    @Test("without BCE but with REP, a coloured blank run is one space and a REP")
    func repeatWithoutBCE() {
        let tmux = TerminalCapabilities(synchronizedOutput: false, backgroundColorErase: false, repeatCharacter: true)
        var encoder = FrameEncoder(capabilities: tmux)
        let blue = CellBuffer(width: 40, height: 1, fill: .blank(Style(background: .ansiBlue)))
        #expect(wire(encoder.encode(from: nil, to: blue)) == "⎋[H⎋[0;44m ⎋[39b")
    }

    @Test("a full-screen recolour without BCE costs a few bytes a row and the oracle shows every cell recoloured")
    func recolourWithoutBCE() {
        let tmux = TerminalCapabilities(backgroundColorErase: false, repeatCharacter: true)
        var encoder = FrameEncoder(capabilities: tmux)
        var terminal = VirtualTerminal(width: 400, height: 100, backgroundColorErase: false)
        let first = CellBuffer(width: 400, height: 100, fill: .blank(Style(background: .rgb(red: 20, green: 20, blue: 40))))
        let second = CellBuffer(width: 400, height: 100, fill: .blank(Style(background: .rgb(red: 40, green: 20, blue: 20))))
        terminal.feed(encoder.encode(from: nil, to: first))
        let bytes = encoder.encode(from: first, to: second)
        terminal.feed(bytes)
        #expect(terminal.screen == second)
        #expect(bytes.count <= 1_500)
    }

    @Test("REP repeats an ASCII character when the terminal supports it")
    func repeatRuns() {
        var encoder = FrameEncoder(capabilities: TerminalCapabilities(synchronizedOutput: false, repeatCharacter: true))
        #expect(wire(encoder.encode(from: nil, to: buffer(["============"]))) == "⎋[H⎋[0m=⎋[11b")
    }

    @Test("a run of a non-ASCII character is written out: tmux repeats nothing after one")
    func noRepeatAfterNonASCII() {
        var encoder = FrameEncoder(capabilities: TerminalCapabilities(synchronizedOutput: false, repeatCharacter: true))
        #expect(wire(encoder.encode(from: nil, to: buffer(["╭──────╮"]))) == "⎋[H⎋[0m╭──────╮")
    }

    @Test("after writing the last column the next move is absolute")
    func pendingWrap() {
        var encoder = FrameEncoder(capabilities: plainTerminal)
        let before = buffer(["abc", "def"])
        _ = encoder.encode(from: nil, to: before)
        #expect(wire(encoder.encode(from: before, to: buffer(["abX", "Yef"]))) == "⎋[1;3HX⎋[2HY")
    }

    @Test("wide characters are written once and advance two columns")
    func wideCharacters() {
        var encoder = FrameEncoder(capabilities: plainTerminal)
        #expect(wire(encoder.encode(from: nil, to: buffer(["中a"]))) == "⎋[H⎋[0m中a")
    }

    @Test("a wide multi-scalar cluster clears its right half first and is followed by an absolute move")
    func uncertainWidth() {
        var encoder = FrameEncoder(capabilities: plainTerminal)
        #expect(wire(encoder.encode(from: nil, to: buffer(["❤️a"]))) == "⎋[1;2H⎋[0m ⎋[G❤️⎋[3Ga")
    }

    @Test("invalidate forgets the cursor and pen, so the next frame positions and styles explicitly")
    func invalidation() {
        var encoder = FrameEncoder(capabilities: plainTerminal)
        _ = encoder.encode(from: nil, to: buffer(["ab"]))
        encoder.invalidate()
        #expect(wire(encoder.encode(from: buffer(["ab"]), to: buffer(["ax"]))) == "⎋[1;2H⎋[0mx")
    }

    @Test("hostile text in a display list reaches the terminal only as visible characters")
    func hostileTextIsInert() {
        let payloads = [
            "\u{1B}]52;c;ZXZpbA==\u{07}", "\u{1B}]0;title\u{07}", "\u{1B}]8;;http://x\u{1B}\\", "\u{1B}[2J",
            "\u{1B}c", "\u{1B}P1$q\u{1B}\\", "\u{1B}_apc\u{1B}\\", "\u{1B}]0;open", "\u{9B}31m", "\u{202E}abc",
        ]
        var list = DisplayList()
        for (row, payload) in payloads.enumerated() {
            list.append(DisplayItem(id: .init(rawValue: UInt64(row)), kind: .text(payload, .plain),
                                    frame: Rect(x: 0, y: Double(row), width: 30, height: 1)))
        }
        var renderer = FrameRenderer(capabilities: .full)
        let bytes = renderer.render(list, width: 30, height: payloads.count)
        var terminal = VirtualTerminal(width: 30, height: payloads.count)
        terminal.feed(bytes)
        #expect(terminal.unrecognized.isEmpty)
        #expect(terminal.privateModes == [2026: false])
        #expect(terminal.lines[0].hasPrefix("␛]52;c;ZXZpbA==␇"))
        #expect(terminal.lines[8].hasPrefix("\u{FFFD}31m"))
        let scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars
        #expect(!scalars.contains("\u{9B}") && !scalars.contains("\u{202E}"))
    }
}
