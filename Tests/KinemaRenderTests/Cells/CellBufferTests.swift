import KinemaRender
import Testing

@Suite struct CellBufferTests {
    @Test("a fresh buffer is blank and reads as spaces")
    func freshBufferIsBlank() {
        let buffer = CellBuffer(width: 3, height: 2)
        #expect(buffer.lines == ["   ", "   "])
        #expect(buffer[2, 1] == .blank)
        buffer.checkInvariants()
    }

    @Test("writing text places one character per column and returns the next column")
    func writeText() {
        var buffer = CellBuffer(width: 6, height: 1)
        let end = buffer.write("a中b", x: 1, y: 0)
        #expect(end == 5)
        #expect(buffer.lines == [" a中b "])
        #expect(buffer[2, 0].isWide)
        #expect(buffer[3, 0].isContinuation)
        buffer.checkInvariants()
    }

    @Test("overwriting the right half of a wide character clears its left half")
    func overwriteTrailingHalf() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.write("中", x: 1, y: 0)
        buffer.write("x", x: 2, y: 0)
        #expect(buffer.lines == ["  x "])
        buffer.checkInvariants()
    }

    @Test("overwriting the left half of a wide character clears its right half")
    func overwriteLeadingHalf() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.write("中", x: 1, y: 0)
        buffer.write("x", x: 1, y: 0)
        #expect(buffer.lines == [" x  "])
        #expect(!buffer[2, 0].isContinuation)
        buffer.checkInvariants()
    }

    @Test("a wide character shifted by one column replaces the one it overlaps")
    func wideOverWide() {
        var buffer = CellBuffer(width: 5, height: 1)
        buffer.write("中文", x: 0, y: 0)
        buffer.write("字", x: 1, y: 0)
        #expect(buffer.lines == [" 字  "])
        buffer.checkInvariants()
    }

    @Test("a wide character that does not fit before the row end becomes a space")
    func wideAtRowEnd() {
        var buffer = CellBuffer(width: 3, height: 1)
        buffer.write("ab中", x: 0, y: 0)
        #expect(buffer.lines == ["ab "])
        buffer.checkInvariants()
    }

    @Test("columns limit a write and a cut wide character leaves a space in its visible half")
    func writeWithinColumns() {
        var buffer = CellBuffer(width: 6, height: 1, fill: Cell("."))
        buffer.write("中中中", x: 0, y: 0, columns: 1..<5)
        #expect(buffer.lines == [". 中 ."])
        buffer.checkInvariants()
    }

    @Test("control characters in written text appear as visible substitutes")
    func controlsAreVisible() {
        var buffer = CellBuffer(width: 6, height: 1)
        buffer.write("a\u{1B}[2J", x: 0, y: 0)
        #expect(buffer.lines == ["a␛[2J "])
    }

    @Test("negative and huge sizes are clamped instead of trapping or exhausting memory")
    func sizeClamping() {
        #expect(CellBuffer(width: -3, height: 2).width == 0)
        #expect(CellBuffer(width: 1, height: Int.max).height == CellBuffer.maximumDimension)
    }

    @Test("the description shows the size and the rows")
    func description() {
        var buffer = CellBuffer(width: 3, height: 2)
        buffer.write("ab", x: 0, y: 1)
        #expect(buffer.description == "3×2\n|   |\n|ab |")
    }

    @Test("writes outside the buffer are ignored")
    func writesOutside() {
        var buffer = CellBuffer(width: 2, height: 1)
        buffer.write("abc", x: -1, y: 0)
        buffer.write("zz", x: 0, y: 5)
        buffer.set(Cell("q"), x: 9, y: 0)
        #expect(buffer.lines == ["bc"])
    }
}
