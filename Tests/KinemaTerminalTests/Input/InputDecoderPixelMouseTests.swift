import Testing

@testable import KinemaTerminal

@Suite("InputDecoder: SGR-pixel mouse reports (mode 1016)")
struct InputDecoderPixelMouseTests {
    /// A 10 × 20-pixel cell.
    static let cell = TerminalSize(width: 10, height: 20)

    func decodePixels(_ text: String, cell: TerminalSize? = Self.cell) -> [InputEvent] {
        var decoder = InputDecoder()
        decoder.mousePixelCellSize = cell
        var events = decoder.decode(Array(text.utf8), at: 0)
        events += decoder.flush(at: 1)
        decoder.checkInvariants()
        return events
    }

    @Test("a pixel report becomes the centre of that pixel in fractional cells, and its whole cell")
    func fractionalCells() throws {
        // Pixel 26 (one-based) of a 10-pixel-wide cell: 25 ..< 26, centre 25.5 → 2.55 columns.
        let events = decodePixels("\u{1B}[<0;26;31M")
        let event = try #require(events.first.flatMap { if case .mouse(let m) = $0 { m } else { nil } })
        #expect(event.kind == .press(.left))
        #expect(event.column == 2)
        #expect(event.row == 1)
        #expect(abs(event.preciseColumn! - 2.55) < 1e-12)
        #expect(abs(event.preciseRow! - 1.525) < 1e-12)
    }

    @Test("the pixels of one cell average to its centre, where a whole-cell report puts the pointer")
    func cellCentre() {
        let columns = (1...10).map { x -> Double in
            guard case .mouse(let m)? = decodePixels("\u{1B}[<35;\(x);1M").first else { return .nan }
            return m.preciseColumn ?? .nan
        }
        #expect(abs(columns.reduce(0, +) / 10 - 0.5) < 1e-12)
        #expect(columns.allSatisfy { $0 > 0 && $0 < 1 })
    }

    @Test("drags, releases, wheel steps and modifiers keep their meaning in pixel reports")
    func kinds() {
        let kinds = ["\u{1B}[<32;15;15M", "\u{1B}[<0;15;15m", "\u{1B}[<65;15;15M", "\u{1B}[<16;15;15M"].map {
            decodePixels($0).first.flatMap { if case .mouse(let m) = $0 { m.kind } else { nil } }
        }
        #expect(kinds == [.drag(.left), .release(.left), .scroll(.down), .press(.left)])
    }

    @Test("a pixel 0 (a terminal counting from zero) is the first pixel; without a cell size reports stay cells")
    func edges() {
        guard case .mouse(let zero)? = decodePixels("\u{1B}[<0;0;0M").first else {
            Issue.record("pixel 0 was dropped")
            return
        }
        #expect(zero.column == 0 && zero.row == 0)
        #expect(zero.preciseColumn == 0.05)
        #expect(decodePixels("\u{1B}[<0;26;31M", cell: nil) == [.mouse(MouseEvent(.press(.left), column: 25, row: 30))])
        #expect(
            decodePixels("\u{1B}[<0;26;31M", cell: TerminalSize(width: 0, height: 20))
                == [.mouse(MouseEvent(.press(.left), column: 25, row: 30))])
    }

    @Test("malformed and out-of-range pixel reports are dropped without losing what follows")
    func malformed() {
        for input in [
            "\u{1B}[<0;-5;3M", "\u{1B}[<0;5M", "\u{1B}[<999;1;1M", "\u{1B}[<0;1;1;1M",
            "\u{1B}[<0;99999999999999999999999;3M", "\u{1B}[<0;3;2000000M",
        ] {
            #expect(decodePixels(input + "ok") == [char("o"), char("k")], "\(input.debugDescription)")
        }
    }

    @Test("whole-cell reports past any screen are dropped too")
    func hugeCells() {
        #expect(decodeAll("\u{1B}[<0;2000000;3Mok") == [char("o"), char("k")])
        #expect(decodeAll("\u{1B}[<0;5000;3M") == [.mouse(MouseEvent(.press(.left), column: 4999, row: 2))])
    }
}
