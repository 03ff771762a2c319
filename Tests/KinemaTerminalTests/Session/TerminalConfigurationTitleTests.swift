import Testing

@testable import KinemaTerminal

@Suite("TerminalConfiguration window title")
struct TerminalConfigurationTitleTests {
    @Test("a title is pushed, set with OSC 2 after the modes and popped first on exit")
    func titleSequences() {
        var configuration = TerminalConfiguration()
        configuration.keyboard = .legacy
        configuration.windowTitle = "Notes"
        #expect(
            configuration.enterSequence(height: 24)
                == "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[?1004h"
                + "\u{1B}[22;2t\u{1B}]2;Notes\u{1B}\\")
        #expect(configuration.exitSequence(height: 24).hasPrefix("\u{1B}[?2026l\u{1B}[0m\u{1B}[23;2t\u{1B}[?1004l"))
    }

    @Test("without a title neither the title stack nor OSC 2 is touched")
    func noTitle() {
        let configuration = TerminalConfiguration()
        #expect(!configuration.enterSequence(height: 24).contains("\u{1B}]2;"))
        #expect(!configuration.enterSequence(height: 24).contains("22;2t"))
        #expect(!configuration.exitSequence(height: 24).contains("23;2t"))
    }

    @Test("control characters in a title become ? so it cannot end the OSC or start another sequence")
    func sanitised() {
        #expect(TerminalConfiguration.sanitizedTitle("a\u{1B}]0;x\u{07}b\u{9B}c\u{7F}") == "a?]0;x?b?c?")
        #expect(TerminalConfiguration.sanitizedTitle("Café 🍵") == "Café 🍵")
    }

    @Test("a long title is cut to 255 bytes of UTF-8 at a character boundary")
    func truncated() {
        #expect(TerminalConfiguration.sanitizedTitle(String(repeating: "a", count: 1000)).utf8.count == 255)
        // 4-byte emoji: 63 fit in 252 bytes, the 64th would need 256.
        let emoji = TerminalConfiguration.sanitizedTitle(String(repeating: "🍵", count: 100))
        #expect(emoji.utf8.count == 252 && emoji.count == 63)
    }
}
