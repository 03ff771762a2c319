import KinemaRender
import Testing

@Suite struct CellTests {
    @Test("a cell sanitises its character and knows its width", arguments: [
        (Character("a"), Character("a"), 1), ("中", "中", 2), ("\u{1B}", "␛", 1), ("\u{9B}", "\u{FFFD}", 1),
        ("\u{301}", " ", 1), ("👨‍👩‍👧", "👨‍👩‍👧", 2),
    ] as [(Character, Character, Int)])
    func sanitisedCharacter(input: Character, shown: Character, width: Int) {
        let cell = Cell(input, style: Style(foreground: .red))
        #expect(cell.character == shown)
        #expect(Int(cell.width) == width)
        #expect(cell.style.foreground == .red)
    }

    @Test("equal clusters make equal cells, however they were built")
    func equality() {
        #expect(Cell("👨‍👩‍👧") == Cell(Character("👨‍👩‍👧")))
        #expect(Cell("a") != Cell("a", style: Style(attributes: .bold)))
        #expect(Cell(" ") == .blank)
    }
}

@Suite struct CellLayoutTests {
    @Test("a cell is 16 bytes and stores colours opaque")
    func layout() {
        #expect(MemoryLayout<Cell>.stride == 16)
        let cell = Cell("a", style: Style(foreground: Color.red.opacity(0.5)))
        #expect(cell.style.foreground == .red)
    }
}
