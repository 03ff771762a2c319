import Testing

@testable import KinemaTerminal

@Suite("InputDecoder: a paste is bounded in time and size, and Ctrl-C gets through")
struct InputDecoderPasteBoundsTests {
    static let start = Array("\u{1B}[200~".utf8)

    @Test("a paste start without an end ends at the paste timeout: the partial paste, then keys again")
    func unterminatedPasteTimesOut() {
        var decoder = InputDecoder(configuration: .init(pasteTimeout: 1))
        #expect(decoder.decode(Self.start + Array("partial".utf8), at: 10).isEmpty)
        #expect(decoder.isInPaste)
        #expect(decoder.deadline == 11)
        #expect(decoder.flush(at: 10.999).isEmpty)
        #expect(decoder.flush(at: 11) == [.paste("partial")])
        #expect(!decoder.isInPaste)
        #expect(decoder.deadline == nil)
        #expect(decoder.interruptedPasteCount == 1)
        #expect(decoder.decode(Array("q".utf8), at: 12) == [char("q")])
        decoder.checkInvariants()
    }

    @Test("a key that arrives after the paste timeout is a key, even when nothing flushed first")
    func lateKeyEndsPaste() {
        var decoder = InputDecoder(configuration: .init(pasteTimeout: 1))
        _ = decoder.decode(Self.start + Array("abc".utf8), at: 0)
        #expect(decoder.decode(Array("q".utf8), at: 5) == [.paste("abc"), char("q")])
        var escape = decoder.decode(Self.start + [0x1B], at: 6)
        escape += decoder.decode([0x1B], at: 8)
        escape += decoder.flush(at: 9)
        // The paste held only the start of an end marker, which is dropped: nothing to report.
        #expect(escape == [key(.escape)])
        decoder.checkInvariants()
    }

    @Test("every byte of a paste postpones its timeout, up to the longest paste duration")
    func pasteDurationIsBounded() {
        var decoder = InputDecoder(configuration: .init(pasteTimeout: 1, maximumPasteDuration: 5))
        _ = decoder.decode(Self.start, at: 0)
        for step in 1...9 {
            let time = Double(step) * 0.5
            #expect(decoder.decode(Array("x".utf8), at: time).isEmpty, "at \(time)")
            #expect(decoder.deadline == min(time + 1, 5), "at \(time)")
        }
        #expect(decoder.decode(Array("y".utf8), at: 5) == [.paste("xxxxxxxxx"), char("y")])
        decoder.checkInvariants()
    }

    @Test("Ctrl-C inside a paste ends it: the paste so far, then Ctrl-C, then keys")
    func controlCEndsPaste() {
        #expect(
            decodeAll("\u{1B}[200~abc\u{03}q") == [.paste("abc"), char("c", .control), char("q")])
        #expect(decodeAll("\u{1B}[200~\u{03}") == [char("c", .control)], "an empty paste is not reported")
        #expect(decodeAll("\u{1B}[200~a\u{1B}[20\u{03}") == [.paste("a"), char("c", .control)])
    }

    @Test("a paste past the size cap keeps only the cap, also when it times out")
    func cappedPasteTimesOut() {
        var decoder = InputDecoder(configuration: .init(maximumPasteBytes: 4, pasteTimeout: 1))
        _ = decoder.decode(Self.start + Array("abcdefgh".utf8), at: 0)
        #expect(decoder.discardedPasteByteCount == 4)
        #expect(decoder.flush(at: 1) == [.paste("abcd")])
        decoder.checkInvariants()
    }

    @Test("non-finite, negative or zero paste bounds fall back to the defaults")
    func badPasteBounds() {
        let defaults = InputDecoder.Configuration()
        #expect(defaults.pasteTimeout == 1)
        #expect(defaults.maximumPasteDuration == 10)
        for bad in [Double.nan, -1, 0, .infinity] {
            let configuration = InputDecoder.Configuration(pasteTimeout: bad, maximumPasteDuration: bad)
            #expect(configuration.pasteTimeout == 1)
            #expect(configuration.maximumPasteDuration == 10)
        }
    }
}
