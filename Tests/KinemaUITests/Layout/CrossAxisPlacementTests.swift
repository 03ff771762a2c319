import KinemaGeometry
import KinemaRender
import Observation
import KinemaTestSupport
import Testing

@testable import KinemaUI

/// One line's text, observed on its own so a change re-runs only that line's body.
@MainActor
@Observable
private final class Line: Identifiable {
    let id: Int
    var text: String
    var isTall = false

    init(id: Int) {
        self.id = id
        text = "r\(id)"
    }
}

private struct LineView: View {
    let line: Line

    var body: some View {
        VStack(spacing: 0) {
            Text(line.text)
            if line.isTall { Text("+") }
        }
    }
}

private struct Lines: View {
    let lines: [Line]
    let alignment: HorizontalAlignment

    var body: some View {
        VStack(alignment: alignment, spacing: 0) {
            ForEach(lines) { LineView(line: $0) }
        }
    }
}

private struct Columns: View {
    let lines: [Line]
    let alignment: VerticalAlignment

    var body: some View {
        HStack(alignment: alignment, spacing: 1) {
            ForEach(lines) { LineView(line: $0) }
        }
    }
}

@MainActor
@Suite("Cross-axis placement")
struct CrossAxisPlacementTests {
    private func expectSameFrame(_ host: HeadlessHost, _ fresh: HeadlessHost) {
        #expect(host.lines == fresh.lines)
        #expect(host.buffer == fresh.buffer)
        host.host.runtime.root.checkInvariants()
    }

    @Test("a row that widens but is not the widest is re-placed alone", arguments: [HorizontalAlignment.leading, .center, .trailing])
    func widerRowPlacesOnlyTheRow(alignment: HorizontalAlignment) {
        let lines = (0..<200).map(Line.init(id:))
        let host = HeadlessHost(width: 20, height: 6) { Lines(lines: lines, alignment: alignment) }
        host.host.runtime.placements = 0
        host.host.runtime.subviewsLaidOut = 0
        lines[99].text = "r99x"  // as wide as "r100", the widest
        host.update()
        #expect(host.host.runtime.subviewsLaidOut <= 2)
        #expect(host.host.runtime.placements <= 4)
        // Narrower again, and a second row at once.
        host.host.runtime.subviewsLaidOut = 0
        lines[99].text = "r9"
        lines[98].text = "r98y"
        host.update()
        #expect(host.host.runtime.subviewsLaidOut <= 4)
        expectSameFrame(host, HeadlessHost(width: 20, height: 6) { Lines(lines: lines, alignment: alignment) })
    }

    @Test("a row that becomes the widest lays the stack out again, correctly", arguments: [HorizontalAlignment.leading, .center, .trailing])
    func newWidestRowFallsBack(alignment: HorizontalAlignment) {
        let lines = (0..<200).map(Line.init(id:))
        let host = HeadlessHost(width: 20, height: 6) { Lines(lines: lines, alignment: alignment) }
        host.host.runtime.subviewsLaidOut = 0
        lines[100].text = "r100xyz"
        host.update()
        #expect(host.host.runtime.subviewsLaidOut >= 200)
        expectSameFrame(host, HeadlessHost(width: 20, height: 6) { Lines(lines: lines, alignment: alignment) })
    }

    @Test("a column of an HStack that grows taller but not the tallest is re-placed alone")
    func tallerColumnPlacesOnlyTheColumn() {
        let lines = (0..<8).map(Line.init(id:))
        lines[0].isTall = true
        for alignment in [VerticalAlignment.top, .center, .bottom] {
            let host = HeadlessHost(width: 40, height: 6) { Columns(lines: lines, alignment: alignment) }
            host.host.runtime.subviewsLaidOut = 0
            lines[3].isTall.toggle()
            host.update()
            #expect(host.host.runtime.subviewsLaidOut <= 2)
            expectSameFrame(host, HeadlessHost(width: 40, height: 6) { Columns(lines: lines, alignment: alignment) })
        }
    }

    @Test("a row next to a spacer that widens keeps the same frames as a full layout")
    func rowBesideSpacer() {
        let lines = (0..<4).map(Line.init(id:))
        let host = HeadlessHost(width: 12, height: 8) {
            VStack(alignment: .trailing, spacing: 0) {
                ForEach(lines) { LineView(line: $0) }
                Spacer()
                Text("end").frame(maxWidth: .infinity)
            }
        }
        lines[1].text = "r1wider"
        host.update()
        expectSameFrame(
            host,
            HeadlessHost(width: 12, height: 8) {
                VStack(alignment: .trailing, spacing: 0) {
                    ForEach(lines) { LineView(line: $0) }
                    Spacer()
                    Text("end").frame(maxWidth: .infinity)
                }
            })
    }

    @Test("random widths and heights draw the same frames as a full layout", arguments: [0.0, 0.5, 1.0])
    func randomChangesMatchFullLayout(fraction: Double) {
        var random = SeededGenerator(seed: UInt64(fraction * 10) + 7)
        let lines = (0..<16).map(Line.init(id:))
        let rows = HeadlessHost(width: 16, height: 24) {
            Lines(lines: lines, alignment: HorizontalAlignment(fraction: fraction))
        }
        let columns = HeadlessHost(width: 60, height: 6) {
            Columns(lines: lines, alignment: VerticalAlignment(fraction: fraction))
        }
        for step in 0..<40 {
            let line = lines[Int.random(in: 0..<lines.count, using: &random)]
            switch Int.random(in: 0..<4, using: &random) {
            case 0: line.text += "w"  // wider, maybe the widest
            case 1: line.text = String(line.text.dropLast())  // narrower, maybe empty
            case 2: line.isTall.toggle()  // taller or shorter
            default: line.text = String(line.text.reversed())  // same size
            }
            rows.update()
            columns.update()
            let freshRows = HeadlessHost(width: 16, height: 24) {
                Lines(lines: lines, alignment: HorizontalAlignment(fraction: fraction))
            }
            let freshColumns = HeadlessHost(width: 60, height: 6) {
                Columns(lines: lines, alignment: VerticalAlignment(fraction: fraction))
            }
            #expect(rows.buffer == freshRows.buffer, "rows, step \(step)")
            #expect(columns.buffer == freshColumns.buffer, "columns, step \(step)")
            rows.host.runtime.root.checkInvariants()
            columns.host.runtime.root.checkInvariants()
        }
    }
}
