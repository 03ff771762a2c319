import Testing

@testable import KinemaTerminal

@Suite("OSC 11: the terminal's background colour")
struct BackgroundColorReplyTests {
    @Test("an OSC 11 answer ended by ST or BEL becomes a background-colour reply while awaited")
    func reply() {
        var decoder = InputDecoder()
        decoder.isAwaitingReplies = true
        #expect(decoder.decode(Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\".utf8), at: 0).isEmpty)
        #expect(decoder.decode(Array("\u{1B}]11;rgb:00/80/ff\u{07}".utf8), at: 0).isEmpty)
        let replies = decoder.takeReplies()
        #expect(
            replies == [
                .backgroundColor(TerminalRGB(red: 1, green: 1, blue: 1)),
                .backgroundColor(TerminalRGB(red: 0, green: Double(0x80) / 255, blue: 1)),
            ])
    }

    @Test("a forged, malformed or unawaited OSC 11 is dropped and the keys after it still arrive")
    func forged() {
        var decoder = InputDecoder()
        // Not awaited: ESC ] is Alt+], and the rest types.
        let typed = decoder.decode(Array("\u{1B}]11;rgb:0/0/0\u{07}".utf8), at: 0)
        #expect(!typed.isEmpty)
        #expect(decoder.takeReplies().isEmpty)
        decoder.isAwaitingReplies = true
        for bad in ["\u{1B}]11;rgb:fffff/0/0\u{07}", "\u{1B}]11;cmy:1/2/3\u{07}", "\u{1B}]10;rgb:0/0/0\u{07}"] {
            #expect(decoder.decode(Array(bad.utf8), at: 0).isEmpty)
        }
        #expect(decoder.takeReplies().isEmpty)
        #expect(decoder.decode(Array("x".utf8), at: 0).count == 1)
    }

    @Test("X11 colour specifications scale each channel by its number of digits")
    func specifications() {
        #expect(TerminalRGB(x11Specification: "rgb:f/0/8") == TerminalRGB(red: 1, green: 0, blue: 8.0 / 15))
        #expect(TerminalRGB(x11Specification: "rgb:1e1e/1e1e/2e2e")?.red == Double(0x1e1e) / 65535)
        #expect(TerminalRGB(x11Specification: "rgb:/0/0") == nil)
        #expect(TerminalRGB(x11Specification: "rgb:0/0") == nil)
        #expect(TerminalRGB(x11Specification: "rgb:g/0/0") == nil)
        #expect(TerminalRGB(x11Specification: "rgb:-1/0/0") == nil)
    }

    @Test("the start-up queries ask for the background colour before DA1")
    func queried() {
        let queries = String(decoding: FrameLoop.capabilityQueries, as: UTF8.self)
        let osc = queries.range(of: "\u{1B}]11;?\u{1B}\\")
        let da1 = queries.range(of: "\u{1B}[c")
        #expect(osc != nil && da1 != nil && osc!.upperBound <= da1!.lowerBound)
    }
}
