import KinemaRender
import Testing

@Suite struct DisplayWidthTests {
    @Test("characters occupy the columns terminals give them", arguments: [
        ("a", 1), ("中", 2), ("한", 2), ("ｱ", 1), ("Ａ", 2), ("😀", 2), ("👨‍👩‍👧", 2), ("🇩🇪", 2),
        ("❤️", 2), ("❤", 1), ("⌚", 2), ("⌚︎", 1), ("1️⃣", 2), ("👍🏽", 2), ("e\u{301}", 1),
        ("\u{301}", 0), ("\u{200B}", 0), ("\u{7}", 0), ("─", 1), ("▎", 1), ("α", 1),
    ] as [(Character, Int)])
    func characterWidths(character: Character, expected: Int) {
        #expect(DisplayWidth.of(character) == expected)
    }

    @Test("a string's width is the sum over its grapheme clusters")
    func stringWidth() {
        #expect(DisplayWidth.of("ab中😀") == 6)
        #expect(DisplayWidth.of("hello") == 5)
        #expect(DisplayWidth.of("") == 0)
    }
}
