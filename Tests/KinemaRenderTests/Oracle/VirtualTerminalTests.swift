import KinemaRender
import KinemaTestSupport
import Testing

/// The emulator is the oracle for the encoder, so it is checked against hand-written sequences
/// with known xterm results.
@Suite struct VirtualTerminalTests {
    func terminal(_ width: Int, _ height: Int, _ input: String, bce: Bool = true) -> VirtualTerminal {
        var terminal = VirtualTerminal(width: width, height: height, backgroundColorErase: bce)
        terminal.feed(Array(input.utf8))
        return terminal
    }

    @Test("CUP, CHA, relative moves and CR place text where xterm would")
    func cursorMovement() {
        let screen = terminal(6, 3, "\u{1B}[2;3Hab\u{1B}[1Gc\u{1B}[Ad\u{1B}[2Ce\u{1B}[3;1Hf\u{1B}[Dg\rh")
        #expect(screen.lines == [" d  e ", "c ab  ", "h     "])
    }

    @Test("writing the last column sets pending wrap; the next character wraps")
    func pendingWrap() {
        var screen = terminal(3, 2, "abc")
        #expect(screen.pendingWrap && screen.cursorX == 2)
        screen.feed(Array("d".utf8))
        #expect(screen.lines == ["abc", "d  "])
    }

    @Test("SGR sets colours of every depth and attributes, 0 and 22 reset them")
    func selectGraphicRendition() {
        let screen = terminal(4, 1, "\u{1B}[1;31;48;5;200ma\u{1B}[22;38;2;1;2;3mb\u{1B}[0;94;103mc\u{1B}[mx")
        #expect(screen.screen[0, 0].style == Style(foreground: .ansiRed, background: .indexed(200), attributes: .bold))
        #expect(screen.screen[1, 0].style == Style(foreground: .rgb(red: 1, green: 2, blue: 3), background: .indexed(200)))
        #expect(screen.screen[2, 0].style == Style(foreground: .ansiBrightBlue, background: .ansiBrightYellow))
        #expect(screen.screen[3, 0].style == .plain)
    }

    @Test("ECH and EL erase with the pen's background under BCE and with the default without")
    func erasing() {
        let withBCE = terminal(6, 1, "abcdef\u{1B}[1;2H\u{1B}[44m\u{1B}[2X\u{1B}[5G\u{1B}[K")
        #expect(withBCE.lines == ["a  d  "])
        #expect(withBCE.screen[1, 0].style.background == .ansiBlue)
        let withoutBCE = terminal(6, 1, "abcdef\u{1B}[1;2H\u{1B}[44m\u{1B}[2X", bce: false)
        #expect(withoutBCE.screen[1, 0].style == .plain)
    }

    @Test("REP repeats the last printed character")
    func repeatCharacter() {
        #expect(terminal(6, 1, "x─\u{1B}[3b").lines == ["x────"  + " "])
    }

    @Test("overwriting half of a wide character blanks the other half")
    func wideCharacters() {
        #expect(terminal(4, 1, "中\u{1B}[1;2Hx").lines == [" x  "])
        #expect(terminal(4, 1, "中文\u{1B}[1;2H\u{1B}[X").lines == ["  文"])
    }

    @Test("OSC, DCS, APC, unknown CSI and stray controls are recorded, not drawn")
    func unrecognizedSequences() {
        let screen = terminal(8, 1, "\u{1B}]0;title\u{07}a\u{1B}P1$q\u{1B}\\b\u{1B}_x\u{1B}\\\u{1B}[5n\u{0E}\u{9B}c")
        #expect(screen.lines == ["abc     "])
        #expect(screen.unrecognized.count == 6)
    }

    @Test("DEC private modes and synchronized updates are recorded")
    func privateModes() {
        let screen = terminal(2, 1, "\u{1B}[?2026h\u{1B}[?25l\u{1B}[?2026l")
        #expect(screen.privateModes == [2026: false, 25: false])
        #expect(screen.synchronizedUpdates == 1)
    }
}
