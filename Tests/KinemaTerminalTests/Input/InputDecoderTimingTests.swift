import Testing

@testable import KinemaTerminal

@Suite("InputDecoder: split reads and the escape timeout")
struct InputDecoderTimingTests {
    @Test("a lone ESC waits for the timeout, then becomes the Escape key")
    func loneEscape() {
        var decoder = InputDecoder(configuration: .init(escapeTimeout: 0.05))
        #expect(decoder.decode([0x1B], at: 10).isEmpty)
        #expect(decoder.deadline == 10.05)
        #expect(decoder.flush(at: 10.049).isEmpty)
        #expect(decoder.flush(at: 10.05) == [key(.escape)])
        #expect(decoder.deadline == nil)
        decoder.checkInvariants()
    }

    @Test("every split point of a sequence decodes the same as one read")
    func splitEverywhere() {
        let inputs = [
            "\u{1B}[1;5A", "\u{1B}[<0;12;3M", "\u{1B}[200~hi\u{1B}[201~", "é中😀", "\u{1B}[97;5:3u",
            "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\x", "\u{1B}OP",
        ]
        for input in inputs {
            let bytes = Array(input.utf8)
            let whole = decodeAll(input)
            for split in 1..<bytes.count {
                var decoder = InputDecoder()
                var events = decoder.decode(bytes[..<split], at: 0)
                events += decoder.decode(bytes[split...], at: 0.01)
                decoder.checkInvariants()
                #expect(events == whole, "split \(input.debugDescription) at \(split)")
            }
        }
    }

    @Test("ESC then a late '[' after the deadline is Escape followed by '['")
    func lateContinuation() {
        var decoder = InputDecoder(configuration: .init(escapeTimeout: 0.05))
        _ = decoder.decode([0x1B], at: 0)
        let flushed = decoder.flush(at: 0.06)
        let late = decoder.decode(Array("[A".utf8), at: 0.07)
        #expect(flushed + late == [key(.escape), char("["), char("A")])
    }

    @Test("ESC [ with nothing after it times out as Alt+[")
    func incompleteIntroducer() {
        #expect(decodeAll("\u{1B}[") == [char("[", .alt)])
        #expect(decodeAll("\u{1B}O") == [char("O", .alt)])
    }

    @Test("an incomplete sequence at the timeout is dropped and counted")
    func incompleteSequence() {
        var decoder = InputDecoder()
        _ = decoder.decode(Array("\u{1B}[1;5".utf8), at: 0)
        #expect(decoder.flush(at: 1).isEmpty)
        #expect(decoder.discardedSequenceCount == 1)
        #expect(decoder.decode(Array("x".utf8), at: 2) == [char("x")])
    }

    @Test("ESC ESC is one Escape key, then a pending ESC")
    func doubleEscape() {
        #expect(decodeAll("\u{1B}\u{1B}") == [key(.escape), key(.escape)])
        #expect(decodeAll("\u{1B}\u{1B}[A") == [key(.escape), key(.up)])
    }

    @Test("a truncated UTF-8 character becomes U+FFFD at the timeout")
    func truncatedUTF8() {
        var decoder = InputDecoder()
        #expect(decoder.decode([0xE4, 0xB8], at: 0).isEmpty)
        #expect(decoder.deadline != nil)
        #expect(decoder.flush(at: 1) == [char("\u{FFFD}")])
    }

    @Test("a negative or non-finite timeout falls back to the default")
    func badTimeout() {
        #expect(InputDecoder.Configuration(escapeTimeout: .nan).escapeTimeout == 0.05)
        #expect(InputDecoder.Configuration(escapeTimeout: -1).escapeTimeout == 0.05)
        #expect(InputDecoder.Configuration(escapeTimeout: 0.02).escapeTimeout == 0.02)
    }
}
