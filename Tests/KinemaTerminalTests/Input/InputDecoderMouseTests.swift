import Testing

@testable import KinemaTerminal

@Suite("InputDecoder: mouse, paste, focus and resize")
struct InputDecoderMouseTests {
    @Test(
        "SGR mouse reports decode to zero-based cells",
        arguments: [
            ("\u{1B}[<0;1;1M", MouseEvent(.press(.left), column: 0, row: 0)),
            ("\u{1B}[<0;12;3m", MouseEvent(.release(.left), column: 11, row: 2)),
            ("\u{1B}[<1;5;5M", MouseEvent(.press(.middle), column: 4, row: 4)),
            ("\u{1B}[<2;5;5M", MouseEvent(.press(.right), column: 4, row: 4)),
            ("\u{1B}[<32;7;8M", MouseEvent(.drag(.left), column: 6, row: 7)),
            ("\u{1B}[<35;7;8M", MouseEvent(.move, column: 6, row: 7)),
            ("\u{1B}[<64;2;2M", MouseEvent(.scroll(.up), column: 1, row: 1)),
            ("\u{1B}[<65;2;2M", MouseEvent(.scroll(.down), column: 1, row: 1)),
            ("\u{1B}[<66;2;2M", MouseEvent(.scroll(.left), column: 1, row: 1)),
            ("\u{1B}[<16;3;4M", MouseEvent(.press(.left), column: 2, row: 3, modifiers: .control)),
            ("\u{1B}[<12;3;4M", MouseEvent(.press(.left), column: 2, row: 3, modifiers: [.shift, .alt])),
            ("\u{1B}[<128;3;4M", MouseEvent(.press(.other(8)), column: 2, row: 3)),
            ("\u{1B}[<0;400;100M", MouseEvent(.press(.left), column: 399, row: 99)),
        ])
    func sgr(input: String, expected: MouseEvent) {
        #expect(decodeAll(input) == [.mouse(expected)])
    }

    @Test("legacy X10 mouse reports decode too")
    func x10() {
        #expect(decodeAll("\u{1B}[M !!") == [.mouse(MouseEvent(.press(.left), column: 0, row: 0))])
        #expect(decodeAll("\u{1B}[M#+%") == [.mouse(MouseEvent(.release(.left), column: 10, row: 4))])
    }

    @Test("malformed mouse reports are dropped without losing what follows")
    func malformedMouse() {
        for input in ["\u{1B}[<0;0;0M", "\u{1B}[<0;5M", "\u{1B}[<999;1;1M", "\u{1B}[<0;1;1;1M"] {
            #expect(decodeAll(input + "ok") == [char("o"), char("k")], "\(input.debugDescription)")
        }
    }

    @Test("bracketed paste is one event of data, never keys")
    func paste() {
        let input = "\u{1B}[200~line1\r\nline2\u{1B}[A\tq\u{1B}[201~x"
        #expect(decodeAll(input) == [.paste("line1\nline2[A\tq"), char("x")])
    }

    @Test("paste strips ESC, C1, DEL and C0 controls and keeps invalid UTF-8 as U+FFFD")
    func pasteSanitised() {
        var bytes = Array("\u{1B}[200~".utf8)
        bytes += [0x61, 0x1B, 0x5D, 0x30, 0x07, 0xC2, 0x9B, 0x7F, 0x00, 0xFF, 0x62, 0x0D, 0x63]
        bytes += Array("\u{1B}[201~".utf8)
        var decoder = InputDecoder()
        #expect(decoder.decode(bytes, at: 0) == [.paste("a]0\u{FFFD}b\nc")])
    }

    @Test(
        "paste text without controls is kept exactly; a lone C1 or DEL is still removed",
        arguments: [
            ("héllo 中文 😀 \t\nend", "héllo 中文 😀 \t\nend"), ("a\u{9B}b", "ab"), ("a\u{85}b", "ab"),
            ("a\u{7F}b", "ab"), ("\u{A0}\u{C2}", "\u{A0}\u{C2}"),
        ])
    func pasteFastPath(content: String, expected: String) {
        #expect(decodeAll("\u{1B}[200~\(content)\u{1B}[201~") == [.paste(expected)])
    }

    @Test("a paste beyond the size cap is truncated and still ends at its marker")
    func pasteCap() {
        let body = String(repeating: "x", count: 100)
        let events = decodeAll("\u{1B}[200~\(body)\u{1B}[201~y", configuration: .init(maximumPasteBytes: 10))
        #expect(events == [.paste(String(repeating: "x", count: 10)), char("y")])
    }

    @Test("a partial end marker inside a paste is content")
    func pastePartialMarker() {
        #expect(decodeAll("\u{1B}[200~a\u{1B}[20b\u{1B}[201~") == [.paste("a[20b")])
    }

    @Test("focus and in-band resize reports")
    func focusAndResize() {
        #expect(decodeAll("\u{1B}[I\u{1B}[O") == [.focus(true), .focus(false)])
        var decoder = InputDecoder()
        decoder.acceptsResizeReports = true
        let report = Array("\u{1B}[48;30;100;600;1000t".utf8)
        #expect(decoder.decode(report, at: 0) == [.resize(width: 100, height: 30)])
        #expect(decoder.decode(Array("\u{1B}[48;0;100t".utf8), at: 0) == [])
    }

    @Test("a resize report is ignored unless resize reports are accepted (anyone can type one)")
    func forgedResizeReport() {
        var decoder = InputDecoder()
        #expect(decoder.decode(Array("\u{1B}[48;99999;99999;0;0tx".utf8), at: 0) == [char("x")])
        #expect(decoder.discardedSequenceCount == 1)
    }

    @Test("terminal replies and unknown sequences are ignored, and the next byte still arrives")
    func replies() {
        let inputs = [
            "\u{1B}[?62;22c", "\u{1B}[?2026;2$y", "\u{1B}[?1u", "\u{1B}[12;40R", "\u{1B}[99~",
            "\u{1B}[1 2A", "\u{1B}[1;2<A", "\u{1B}[\(String(repeating: "9", count: 40))A",
        ]
        for input in inputs {
            #expect(decodeAll(input + "k") == [char("k")], "\(input.debugDescription)")
        }
    }

    @Test("while replies are awaited, OSC, DCS and APC strings are skipped whole")
    func stringReplies() {
        let inputs = [
            "\u{1B}]11;rgb:ffff/ffff/ffff\u{07}", "\u{1B}P1$r0m\u{1B}\\", "\u{1B}_Gi=1;OK\u{1B}\\",
            "\u{1B}]0;title\u{18}",
        ]
        for input in inputs {
            var decoder = InputDecoder()
            decoder.isAwaitingReplies = true
            #expect(
                decoder.decode(Array((input + "k").utf8), at: 0) == [char("k")], "\(input.debugDescription)")
        }
    }

    @Test("otherwise ESC ], ESC P, ESC _ are Alt keys and never swallow the keys after them")
    func stringIntroducersAsKeys() {
        #expect(decodeAll("\u{1B}]ab") == [char("]", .alt), char("a"), char("b")])
        #expect(decodeAll("\u{1B}Pxy") == [char("P", .alt), char("x"), char("y")])
        #expect(decodeAll("\u{1B}_z") == [char("_", .alt), char("z")])
    }

    @Test("a control byte inside a sequence ends it and is decoded itself")
    func interruptedSequence() {
        #expect(decodeAll("\u{1B}[[\rz") == [key(.enter), char("z")])
        #expect(decodeAll("\u{1B}[[Zq") == [char("Z"), char("q")])
        #expect(decodeAll("\u{1B}[1;\rz") == [key(.enter), char("z")])
        #expect(decodeAll("\u{1B}[1;\u{1B}[B") == [key(.down)])
    }

    @Test("an overlong sequence is dropped and input after its final byte arrives")
    func overlong() {
        let long = "\u{1B}[" + String(repeating: "1;", count: 1000) + "A"
        var decoder = InputDecoder(configuration: .init(maximumSequenceBytes: 64))
        let events = decoder.decode(Array((long + "ok").utf8), at: 0)
        decoder.checkInvariants()
        #expect(events == [char("o"), char("k")])
        #expect(decoder.discardedSequenceCount == 1)
    }

    @Test("invalid UTF-8 becomes one U+FFFD per ill-formed subsequence")
    func invalidUTF8() {
        var decoder = InputDecoder()
        let events = decoder.decode([0xFF, 0x61, 0xE4, 0xB8, 0x62, 0x80, 0xF0, 0x9F, 0x98, 0x80], at: 0)
        #expect(
            events == [char("\u{FFFD}"), char("a"), char("\u{FFFD}"), char("b"), char("\u{FFFD}"), char("😀")])
    }
}
