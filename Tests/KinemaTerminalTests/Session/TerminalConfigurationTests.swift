import Testing

@testable import KinemaTerminal

@Suite("TerminalConfiguration")
struct TerminalConfigurationTests {
    @Test("the default modes enter and exit in mirrored order")
    func defaults() {
        var configuration = TerminalConfiguration()
        configuration.keyboard = .legacy
        #expect(
            configuration.enterSequence(height: 24)
                == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[?1004h"
        )
        #expect(
            configuration.exitSequence(height: 24)
                == "\u{1B}[?2026l\u{1B}[0m\u{1B}[?1004l\u{1B}[?2004l\u{1B}[?1016l\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?25h\u{1B}[H\u{1B}[2J\u{1B}[?1049l"
        )
    }

    @Test(
        "every mode that is entered is left again",
        arguments: [
            TerminalConfiguration.MouseTracking.none, .buttons, .drag, .allMotion,
        ])
    func everyModeIsLeft(mouse: TerminalConfiguration.MouseTracking) {
        var configuration = TerminalConfiguration()
        configuration.mouseTracking = mouse
        configuration.keyboard = .kitty
        configuration.inBandResize = true
        let enter = configuration.enterSequence(height: 24)
        let exit = configuration.exitSequence(height: 24)
        let mouseModes: Set = ["1000", "1002", "1003", "1006", "1016"]
        for mode in ["1049", "25", "1000", "1002", "1003", "1006", "1016", "2004", "1004", "2048"] {
            let entered =
                enter.contains("\u{1B}[?\(mode)h") || (mode == "25" && enter.contains("\u{1B}[?25l"))
            let left = exit.contains("\u{1B}[?\(mode)l") || (mode == "25" && exit.contains("\u{1B}[?25h"))
            if mouseModes.contains(mode) {
                // The frame loop may switch on 1003 (hover) and 1016 (pixels) while running: with any
                // mouse tracking, every mouse mode is left.
                #expect(left == (mouse != .none), "mode \(mode)")
                #expect(!entered || left, "mode \(mode)")
            } else {
                #expect(entered == left, "mode \(mode)")
            }
        }
        #expect(enter.contains("\u{1B}[>1u") && exit.contains("\u{1B}[<u"))
        configuration.extendedKeys = true
        #expect(configuration.enterSequence(height: 24).contains("\u{1B}[>4;1m"))
        #expect(configuration.exitSequence(height: 24).contains("\u{1B}[>4m"))
    }

    @Test("kittyWhenSupported pushes nothing at start but always pops at exit; legacy does neither")
    func kittyWhenSupported() {
        var configuration = TerminalConfiguration()
        #expect(configuration.keyboard == .kittyWhenSupported)
        #expect(!configuration.enterSequence(height: 24).contains("\u{1B}[>1u"))
        #expect(
            configuration.exitSequence(height: 24).hasSuffix(
                "\u{1B}[<u\u{1B}[?1004l\u{1B}[?2004l\u{1B}[?1016l\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?25h\u{1B}[H\u{1B}[2J\u{1B}[?1049l"
            ))
        configuration.keyboard = .legacy
        #expect(!configuration.exitSequence(height: 24).contains("\u{1B}[<u"))
    }

    @Test(
        "inline mode reserves the bottom rows with margins and origin mode, and leaves them below the frame")
    func inline() {
        var configuration = TerminalConfiguration()
        configuration.screen = .inline(rows: 5)
        configuration.mouseTracking = .none
        configuration.bracketedPaste = false
        configuration.focusEvents = false
        configuration.keyboard = .legacy
        #expect(
            configuration.enterSequence(height: 24) == "\n\n\n\n\n\u{1B}[20;24r\u{1B}[?6h\u{1B}[H\u{1B}[?25l")
        #expect(
            configuration.exitSequence(height: 24)
                == "\u{1B}[?2026l\u{1B}[0m\u{1B}[?25h\u{1B}[?6l\u{1B}[r\u{1B}[24;1H\r\n")
        #expect(configuration.drawingHeight(terminalHeight: 24) == 5)
        #expect(configuration.drawingHeight(terminalHeight: 3) == 3)
    }

    @Test("insertAbove scrolls only the rows above the app and restores its region")
    func insertAbove() {
        var configuration = TerminalConfiguration()
        configuration.screen = .inline(rows: 5)
        let sequence = configuration.insertAboveSequence(["one", "two"], width: 80, height: 24)
        #expect(
            sequence
                == "\u{1B}[?6l\u{1B}[1;19r\u{1B}[19;1H\u{1B}[0m\n\rone\n\rtwo\u{1B}[20;24r\u{1B}[?6h\u{1B}[H")
    }

    @Test("insertAbove sanitises and cuts lines, and does nothing without room or on the alternate screen")
    func insertAboveEdges() throws {
        var configuration = TerminalConfiguration()
        #expect(configuration.insertAboveSequence(["x"], width: 80, height: 24) == nil)
        configuration.screen = .inline(rows: 24)
        #expect(configuration.insertAboveSequence(["x"], width: 80, height: 24) == nil)
        configuration.screen = .inline(rows: 2)
        let sequence = try #require(
            configuration.insertAboveSequence(["a\u{1B}]0;owned\u{7}中文字", "\u{9B}2J"], width: 6, height: 10))
        let printed = sequence.split(separator: "\n\r").dropFirst().map { $0.prefix { $0 != "\u{1B}" } }
        #expect(printed.count == 2)
        #expect(
            !printed.joined().unicodeScalars.contains {
                $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x07
            })
    }
}
