extension FrameEncoder {
    /// Encodes one row left to right: skips unchanged cells, erases blank runs, writes the rest.
    ///
    /// A documented hot loop: it reads cells through unsafe buffers and appends to `output` only.
    mutating func encodeRow(_ y: Int, _ rows: RowPair, into output: inout [UInt8], frame: inout FrameStatistics) {
        let rowStart = y * rows.width
        var x = 0
        while x < rows.width {
            let index = rowStart + x
            guard rows.isChanged(index) else {
                x += 1
                continue
            }
            let cell = rows.next[index]
            if cell.isContinuation {
                // Its wide lead cell, necessarily changed too, wrote both halves.
                frame.cellsChanged += 1
                x += 1
                continue
            }
            if cell.isErasable, let erased = erase(from: x, y, rows, into: &output, frame: &frame) {
                x += erased
                continue
            }
            if cell.isWide && cell.glyph.isMultiScalar {
                writeUncertainWide(cell, at: x, y, rows, into: &output, frame: &frame)
                x += 2
                continue
            }
            moveCursor(to: x, y, rows, into: &output, frame: &frame)
            setPen(capabilities.colorProfile.downgrade(cell.style), into: &output, frame: &frame)
            cell.glyph.appendUTF8(to: &output)
            frame.cellsChanged += 1
            frame.cellsWritten += 1
            var advance = Int(cell.width)
            // REP only after ASCII: tmux (3.3) repeats nothing after a non-ASCII character, so a run
            // of `─` would lose all but its first cell there.
            if capabilities.repeatCharacter && cell.width == 1 && cell.glyph.rawValue < 0x80 {
                advance += repeatCell(cell, after: x, y, rows, into: &output, frame: &frame)
            }
            x += advance
            cursor = x >= rows.width
                ? Cursor(x: rows.width - 1, y: y, columnIsUncertain: true) : Cursor(x: x, y: y, columnIsUncertain: false)
        }
    }

    /// Writes a wide multi-scalar cluster (ZWJ emoji, flag, VS16 sequence), whose width terminals
    /// disagree on: a space first clears the right half in case the terminal draws the cluster one
    /// column wide, and the cursor is then treated as unknown so the next write positions
    /// absolutely instead of trusting the terminal's advance.
    mutating func writeUncertainWide(
        _ cell: Cell, at x: Int, _ y: Int, _ rows: RowPair, into output: inout [UInt8],
        frame: inout FrameStatistics
    ) {
        moveCursor(to: x + 1, y, rows, into: &output, frame: &frame)
        setPen(capabilities.colorProfile.downgrade(cell.style), into: &output, frame: &frame)
        output.append(0x20)
        // Absolute: after the space the cursor may be in the pending-wrap state.
        ControlSequence.appendCount(x + 1, final: UInt8(ascii: "G"), to: &output)
        cell.glyph.appendUTF8(to: &output)
        frame.cellsChanged += 2
        frame.cellsWritten += 1
        frame.cursorMoves += 1
        cursor = Cursor(x: min(x + 2, rows.width - 1), y: y, columnIsUncertain: true)
    }

    /// The cells from `x` that equal `cell`, and how many of them must be sent (up to the last one
    /// that changed).
    func run(of cell: Cell, from x: Int, _ y: Int, _ rows: RowPair) -> (length: Int, needed: Int, changed: Int) {
        let rowStart = y * rows.width
        var end = x + 1
        var needed = 1
        var changed = 1
        while end < rows.width && rows.next[rowStart + end] == cell {
            if rows.isChanged(rowStart + end) {
                needed = end - x + 1
                changed += 1
            }
            end += 1
        }
        return (end - x, needed, changed)
    }

    /// Clears a run of blank cells with EL or ECH when that is shorter than writing spaces, and
    /// returns how many cells it covered; `nil` when spaces are cheaper or erasing is unavailable.
    mutating func erase(
        from x: Int, _ y: Int, _ rows: RowPair, into output: inout [UInt8], frame: inout FrameStatistics
    ) -> Int? {
        let cell = rows.next[y * rows.width + x]
        let style = capabilities.colorProfile.downgrade(cell.style)
        guard style.background.isDefault || capabilities.backgroundColorErase else { return nil }
        let run = run(of: cell, from: x, y, rows)
        let lineCost = x + run.length == rows.width ? 3 : Int.max
        let characterCost = capabilities.eraseCharacters ? ControlSequence.countLength(run.needed) : Int.max
        guard min(lineCost, characterCost) < run.needed else { return nil }
        moveCursor(to: x, y, rows, into: &output, frame: &frame)
        setPen(style, into: &output, frame: &frame)
        frame.cellsChanged += run.changed
        if lineCost <= characterCost {
            output.append(ControlSequence.escape)
            output.append(ControlSequence.leftBracket)
            output.append(UInt8(ascii: "K"))
            frame.cellsErased += run.length
            return run.length
        }
        ControlSequence.appendCount(run.needed, final: UInt8(ascii: "X"), to: &output)
        frame.cellsErased += run.needed
        return run.needed
    }

    /// After `cell` was written at `x`, repeats it with REP over the following equal cells when
    /// that is shorter than writing them, and returns how many cells it covered.
    mutating func repeatCell(
        _ cell: Cell, after x: Int, _ y: Int, _ rows: RowPair, into output: inout [UInt8],
        frame: inout FrameStatistics
    ) -> Int {
        let run = run(of: cell, from: x, y, rows)
        let repeats = run.needed - 1
        guard repeats > 0,
            ControlSequence.countLength(repeats) < repeats * cell.glyph.utf8Count
        else { return 0 }
        ControlSequence.appendCount(repeats, final: UInt8(ascii: "b"), to: &output)
        frame.cellsChanged += run.changed - 1
        frame.cellsWritten += repeats
        return repeats
    }
}
