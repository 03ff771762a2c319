import KinemaGeometry
import KinemaRender
import Observation
import KinemaTestSupport
import Testing

@testable import KinemaUI

/// One row's state: its own `@Observable` object, so a change re-runs only that row's body.
@MainActor
@Observable
private final class RowState: Identifiable {
    let id: Int
    var text: String
    var isBold = false
    var hasBadge = false
    var extraLines = 0

    init(id: Int) {
        self.id = id
        text = "r\(id)"
    }
}

private struct Row: View {
    let state: RowState

    var body: some View {
        VStack(alignment: .trailing, spacing: 0) {
            HStack(spacing: 1) {
                if state.isBold { Text(state.text).bold() } else { Text(state.text) }
                if state.hasBadge { Text("+") }
            }
            ForEach(0..<state.extraLines, id: \.self) { _ in Text("more") }
        }
    }
}

private struct Rows: View {
    let rows: [RowState]

    var body: some View {
        VStack(alignment: .trailing, spacing: 0) {
            ForEach(rows) { Row(state: $0) }
        }
    }
}

@MainActor
@Suite("Incremental placement")
struct IncrementalPlacementTests {
    @Test("a row that re-measures to the same size is re-placed alone; its siblings keep their places")
    func sameSizeChangePlacesOnlyTheRow() {
        let rows = (0..<200).map(RowState.init(id:))
        let host = HeadlessHost(width: 20, height: 6) { Rows(rows: rows) }
        host.host.runtime.placements = 0
        rows[100].text = "x100"
        host.update()
        // The row's text and its HStack: O(changed), not O(rows).
        #expect(host.host.runtime.placements <= 4)
        // A type change inside the row (Text → bold Text, a new node) of the same size as well.
        host.host.runtime.placements = 0
        rows[101].isBold = true
        host.update()
        #expect(host.host.runtime.placements <= 6)
        let fresh = HeadlessHost(width: 20, height: 6) { Rows(rows: rows) }
        #expect(host.lines == fresh.lines)
    }

    @Test("incremental placement draws the same frames as a full layout of the same state", arguments: [1, 2, 3])
    func matchesFullLayout(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        let rows = (0..<20).map(RowState.init(id:))
        let host = HeadlessHost(width: 16, height: 12) { Rows(rows: rows) }
        for step in 0..<40 {
            let row = rows[Int.random(in: 0..<rows.count, using: &random)]
            switch Int.random(in: 0..<5, using: &random) {
            case 0: row.text = String(row.text.reversed())  // same size
            case 1: row.isBold.toggle()  // new node, same size
            case 2: row.hasBadge.toggle()  // wider
            case 3: row.extraLines = 1 - row.extraLines  // taller or shorter
            default: row.text += "z"  // wider
            }
            host.update()
            host.host.runtime.root.checkInvariants()
            let fresh = HeadlessHost(width: 16, height: 12) { Rows(rows: rows) }
            #expect(host.lines == fresh.lines, "step \(step)")
            #expect(host.buffer == fresh.buffer, "step \(step)")
        }
    }

    @Test("a row that grows under an animation moves the other rows with the animation")
    func growingRowAnimatesSiblings() throws {
        let rows = (0..<6).map(RowState.init(id:))
        let host = HeadlessHost(width: 8, height: 14) { Rows(rows: rows) }
        #expect(try #require(Self.frame(of: "r0", in: host)).minY == 4)
        // The stack grows from 6 to 7 lines and is centred again: row 0 moves up from line 4 to 3.
        withAnimation(.linear(duration: 1)) { rows[1].extraLines = 1 }
        host.advance(by: 0.25)
        #expect(abs(try #require(Self.frame(of: "r0", in: host)).minY - 3.75) < 1e-9)
        host.advance(by: 0.75)
        #expect(try #require(Self.frame(of: "r0", in: host)).minY == 3)
        let fresh = HeadlessHost(width: 8, height: 14) { Rows(rows: rows) }
        #expect(host.lines == fresh.lines)
    }

    private static func frame(of text: String, in host: HeadlessHost) -> Rect? {
        host.displayList.items.first { item in
            if case .text(let shown, _) = item.kind { return shown == text }
            return false
        }?.frame
    }

    @Test("rows that grow taller move the rows below them, as a full layout does")
    func tallerRowMovesSiblings() {
        let rows = (0..<6).map(RowState.init(id:))
        let host = HeadlessHost(width: 8, height: 14) { Rows(rows: rows) }
        rows[2].extraLines = 1
        host.update()
        let fresh = HeadlessHost(width: 8, height: 14) { Rows(rows: rows) }
        #expect(host.lines == fresh.lines)
        #expect(host.lines.filter { $0.contains("r") || $0.contains("more") } == [
            "    r0  ", "    r1  ", "    r2  ", "  more  ", "    r3  ", "    r4  ", "    r5  ",
        ])
    }
}
