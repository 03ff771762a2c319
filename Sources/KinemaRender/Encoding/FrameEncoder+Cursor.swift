extension FrameEncoder {
    /// How the cursor gets to its target column.
    enum HorizontalMove {
        case none, carriageReturn, column, forward(Int), backward(Int), rewrite
    }

    /// Moves the cursor to column `x`, row `y` by the shortest byte sequence.
    ///
    /// Candidates: CUP; or a horizontal step (CR, CHA, CUF/CUB, or rewriting the unchanged
    /// cells in between, which the terminal already shows) followed by a vertical one (CUU/CUD).
    /// After a write in the last column only absolute horizontal steps are used, because terminals
    /// disagree about relative moves from the pending-wrap state.
    mutating func moveCursor(
        to x: Int, _ y: Int, _ rows: RowPair, into output: inout [UInt8], frame: inout FrameStatistics
    ) {
        guard let current = cursor else {
            ControlSequence.appendPosition(x: x, y: y, to: &output)
            finishMove(to: x, y, frame: &frame)
            return
        }
        if !current.columnIsUncertain && current.x == x && current.y == y { return }
        let dy = y - current.y
        let verticalCost = dy == 0 ? 0 : ControlSequence.countLength(abs(dy))
        let (horizontal, horizontalCost) = cheapestHorizontal(from: current, to: x, sameRow: dy == 0, rows)
        if verticalCost + horizontalCost >= ControlSequence.positionLength(x: x, y: y) {
            ControlSequence.appendPosition(x: x, y: y, to: &output)
            finishMove(to: x, y, frame: &frame)
            return
        }
        switch horizontal {
        case .none: break
        case .carriageReturn: output.append(0x0D)
        case .column: ControlSequence.appendCount(x + 1, final: UInt8(ascii: "G"), to: &output)
        case .forward(let n): ControlSequence.appendCount(n, final: UInt8(ascii: "C"), to: &output)
        case .backward(let n): ControlSequence.appendCount(n, final: UInt8(ascii: "D"), to: &output)
        case .rewrite:
            let rowStart = y * rows.width
            for column in current.x..<x {
                rows.next[rowStart + column].glyph.appendUTF8(to: &output)
            }
            frame.cellsWritten += x - current.x
        }
        if dy > 0 { ControlSequence.appendCount(dy, final: UInt8(ascii: "B"), to: &output) }
        if dy < 0 { ControlSequence.appendCount(-dy, final: UInt8(ascii: "A"), to: &output) }
        finishMove(to: x, y, frame: &frame)
    }

    private mutating func finishMove(to x: Int, _ y: Int, frame: inout FrameStatistics) {
        cursor = Cursor(x: x, y: y, columnIsUncertain: false)
        frame.cursorMoves += 1
    }

    /// The cheapest horizontal step from `current` to column `x` and its length in bytes.
    func cheapestHorizontal(
        from current: Cursor, to x: Int, sameRow: Bool, _ rows: RowPair
    ) -> (HorizontalMove, Int) {
        if !current.columnIsUncertain && current.x == x { return (.none, 0) }
        if x == 0 { return (.carriageReturn, 1) }
        var best = (HorizontalMove.column, ControlSequence.countLength(x + 1))
        guard !current.columnIsUncertain else { return best }
        let distance = abs(x - current.x)
        let relative = ControlSequence.countLength(distance)
        if relative < best.1 {
            best = (x > current.x ? .forward(distance) : .backward(distance), relative)
        }
        if sameRow && x > current.x && distance < best.1,
            let cost = rewriteCost(from: current.x, to: x, row: current.y, rows), cost < best.1
        {
            best = (.rewrite, cost)
        }
        return best
    }

    /// Bytes needed to rewrite the cells `from..<to` of `row` with the current pen, or `nil` when
    /// one of them is wide or drawn in another style. Those cells are unchanged (or were just
    /// erased), so the terminal already shows them and rewriting them is harmless.
    func rewriteCost(from: Int, to: Int, row: Int, _ rows: RowPair) -> Int? {
        guard let pen else { return nil }
        let rowStart = row * rows.width
        var cost = 0
        for column in from..<to {
            let cell = rows.next[rowStart + column]
            guard cell.width == 1, capabilities.colorProfile.downgrade(cell.style) == pen else { return nil }
            cost += cell.glyph.utf8Count
        }
        return cost
    }
}
