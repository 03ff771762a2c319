import KinemaRender
import Testing

@Suite struct TextSanitizerTests {
    /// Hostile payloads and what must reach the terminal instead.
    static let corpus: [(String, String)] = [
        ("\u{1B}]52;c;ZXZpbA==\u{07}", "␛]52;c;ZXZpbA==␇"),       // OSC 52 clipboard write
        ("\u{1B}]0;pwned\u{07}", "␛]0;pwned␇"),                     // OSC 0 window title
        ("\u{1B}]8;;http://evil\u{1B}\\link", "␛]8;;http://evil␛\\link"), // OSC 8 hyperlink
        ("\u{1B}[2J", "␛[2J"),                                       // CSI erase display
        ("\u{1B}c", "␛c"),                                           // RIS full reset
        ("\u{1B}P1$qm\u{1B}\\", "␛P1$qm␛\\"),                        // DCS
        ("\u{1B}_apc\u{1B}\\", "␛_apc␛\\"),                          // APC
        ("\u{1B}]0;never terminated", "␛]0;never terminated"),       // unterminated OSC
        ("\u{9B}2J", "\u{FFFD}2J"),                                  // 8-bit CSI
        ("\u{9D}0;t\u{9C}", "\u{FFFD}0;t\u{FFFD}"),                  // 8-bit OSC and ST
        ("a\u{7F}b", "a␡b"),                                         // DEL
        ("abc\u{202E}txt.exe", "abc\u{FFFD}txt.exe"),                // bidi override
        ("\u{2066}x\u{2069}\u{200E}\u{200F}\u{061C}", "\u{FFFD}x\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
        ("line\r\nnext", "line␍␊next"),
        ("tab\there", "tab␉here"),
    ]

    @Test("hostile payloads become visible substitutes", arguments: corpus)
    func corpusIsNeutralised(input: String, expected: String) {
        let safe = TextSanitizer.sanitize(input)
        #expect(safe == expected)
        #expect(!safe.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test("wide, emoji and ZWJ text passes through unchanged", arguments: [
        "中文", "😀", "👨‍👩‍👧", "🇩🇪", "❤️", "1️⃣", "👍🏽", "é", "e\u{301}", "plain",
    ])
    func benignTextUnchanged(text: String) {
        #expect(TextSanitizer.sanitize(text) == text)
    }

    @Test("a lone regional indicator or skin-tone modifier cannot join a neighbouring cell")
    func joiningScalarsAlone() {
        #expect(TextSanitizer.sanitize(Character("🇫")) == "\u{FFFD}")
        #expect(TextSanitizer.sanitize(Character("🏽")) == "\u{FFFD}")
        #expect(TextSanitizer.sanitize("🇩🇪🇫") == "🇩🇪\u{FFFD}")
        #expect(TextSanitizer.sanitize(Character("🏽🏽")) == "\u{FFFD}")
        #expect(TextSanitizer.sanitize(Character("😀\u{200D}")) == "😀")
        #expect(TextSanitizer.sanitize("👍🏽") == "👍🏽")
    }

    @Test("a cluster keeps at most four combining marks")
    func zalgoIsCapped() {
        let zalgo = "a" + String(repeating: "\u{301}", count: 40)
        let safe = TextSanitizer.sanitize(zalgo)
        #expect(safe.count == 1)
        #expect(safe.unicodeScalars.count == 1 + TextSanitizer.maximumCombiningMarks)
    }

    @Test("every scalar below U+00A0 except printable ASCII is replaced")
    func allControlScalars() {
        for value in UInt32(0)..<0xA0 where !(0x20..<0x7F).contains(value) {
            let scalar = Unicode.Scalar(value)!
            let safe = TextSanitizer.sanitize(String(Character(scalar)))
            #expect(!safe.unicodeScalars.contains(scalar), "U+\(String(value, radix: 16)) survived")
        }
    }
}
