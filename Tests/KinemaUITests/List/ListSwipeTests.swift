import Foundation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

@MainActor
@Suite("List: swipe actions")
struct ListSwipeTests {
    @MainActor
    final class Log {
        var deleted: [IndexSet] = []
        var flagged: [String] = []
    }

    struct Mail: View {
        let log: Log
        var count = 5
        @State private var items: [String] = []

        var body: some View {
            List {
                ForEach(items, id: \.self) { item in
                    Text("item \(item)")
                        .swipeActions(edge: .leading, allowsFullSwipe: false) {
                            Button("Flag") { log.flagged.append(item) }.tint(.orange)
                        }
                }
                .onDelete { offsets in
                    log.deleted.append(offsets)
                    items.remove(atOffsets: offsets)
                }
            }
            .onAppear { items = (0..<count).map { "m\($0)" } }
        }
    }

    static func cell(_ x: Double, _ y: Int) -> Point { Point(x: x + 0.5, y: Double(y) + 0.5) }

    /// The column where `text` starts on line `y`.
    static func column(of text: String, line y: Int, in host: HeadlessHost) -> Int? {
        guard let range = host.lines[y].range(of: text) else { return nil }
        return host.lines[y].distance(from: host.lines[y].startIndex, to: range.lowerBound)
    }

    /// Drags row `y` by `dx` cells slowly, holds still (no velocity), then releases.
    static func slowSwipe(_ host: HeadlessHost, row y: Int, from x: Double, by dx: Double) {
        host.press(at: cell(x, y))
        for step in 1...10 {
            host.advance(by: 0.03)
            host.move(to: cell(x + dx * Double(step) / 10, y))
        }
        host.advance(by: 0.2)
        host.release(at: cell(x + dx, y))
    }

    @Test("a slow drag past half the actions opens the row; the release continues from where it was")
    func opensAndContinues() throws {
        let log = Log()
        let host = HeadlessHost(width: 30, height: 8) { Mail(log: log) }
        #expect(Self.column(of: "m1", line: 1, in: host) == 6)
        Self.slowSwipe(host, row: 1, from: 20, by: -6)
        let atRelease = try #require(Self.column(of: "m1", line: 1, in: host))
        #expect((-6)...(-4) ~= atRelease - 6, "the row followed the pointer: \(atRelease)")
        host.advance(by: 0.016)
        let next = try #require(Self.column(of: "m1", line: 1, in: host))
        #expect(abs(next - atRelease) <= 1, "no jump at release")
        host.advance(by: 1)
        #expect(host.lines[1].hasSuffix(" Delete "), "the default Delete action shows: \(host.lines[1])")
        #expect(host.buffer[25, 1].style.background == Color.red)
        host.click(x: 25, y: 1)
        #expect(log.deleted == [IndexSet(integer: 1)])
        host.advance(by: 1)
        #expect(host.lines[1].trimmed == "item m2")
    }

    @Test("a short drag closes again; a click on an open row closes it without selecting")
    func closes() {
        let log = Log()
        let host = HeadlessHost(width: 30, height: 8) { Mail(log: log) }
        Self.slowSwipe(host, row: 2, from: 20, by: -3)
        host.advance(by: 1)
        #expect(host.lines[2].hasPrefix(" item m2"), "3 cells is less than half of 8: closed")
        Self.slowSwipe(host, row: 2, from: 20, by: -7)
        host.advance(by: 1)
        #expect(host.lines[2].hasSuffix(" Delete "))
        host.click(x: 3, y: 2)
        host.advance(by: 1)
        #expect(host.lines[2].hasPrefix(" item m2"))
        #expect(log.deleted.isEmpty)
    }

    @Test("a full swipe past 60 % of the row runs the first action")
    func fullSwipe() {
        let log = Log()
        let host = HeadlessHost(width: 30, height: 8) { Mail(log: log) }
        Self.slowSwipe(host, row: 3, from: 28, by: -20)
        #expect(log.deleted == [IndexSet(integer: 3)])
        host.advance(by: 1)
        #expect(host.lines[3].trimmed == "item m4")
    }

    @Test("a flick opens the row from a short drag (the release velocity decides)")
    func flickOpens() {
        let log = Log()
        let host = HeadlessHost(width: 30, height: 8) { Mail(log: log) }
        // 3 cells in 60 ms: 50 cells/s; 3 + 0.15 × 50 = 10.5 cells projected: open, not full.
        host.drag(from: Self.cell(20, 0), to: Self.cell(17, 0), steps: 3, duration: 0.06)
        host.advance(by: 1)
        #expect(host.lines[0].hasSuffix(" Delete "))
        #expect(log.deleted.isEmpty)
    }

    @Test("leading actions without full swipe resist past their width, and run when clicked")
    func leadingRubberBand() throws {
        let log = Log()
        let host = HeadlessHost(width: 30, height: 8) { Mail(log: log) }
        host.press(at: Self.cell(3, 1))
        for step in 1...20 {
            host.advance(by: 0.02)
            host.move(to: Self.cell(3 + Double(step), 1))
        }
        let column = try #require(Self.column(of: "item m1", line: 1, in: host))
        #expect(column > 1 + 6 && column < 1 + 20, "past the 6-cell Flag action it resists: \(column)")
        host.advance(by: 0.2)
        host.release(at: Self.cell(23, 1))
        host.advance(by: 1)
        #expect(host.lines[1].hasPrefix(" Flag "), "\(host.lines[1])")
        #expect(log.deleted.isEmpty, "no full swipe")
        host.click(x: 2, y: 1)
        #expect(log.flagged == ["m1"])
        host.advance(by: 1)
        #expect(host.lines[1].hasPrefix(" item m1"))
    }

    @Test("a vertical drag on a row scrolls the list instead")
    func verticalDragScrolls() {
        let log = Log()
        let host = HeadlessHost(width: 30, height: 8) { Mail(log: log, count: 100) }
        host.drag(from: Self.cell(10, 6), to: Self.cell(10, 1), steps: 5, duration: 0.2)
        host.advance(by: 2)
        #expect(scrollView(in: host).offset.y > 3)
        #expect(log.deleted.isEmpty)
    }

    @Test("release outcomes: thresholds of SwipePhysics")
    func outcomes() {
        let delete = SwipeActionsConfiguration(
            edge: .trailing, allowsFullSwipe: true,
            buttons: [SwipeButton(label: AnyView(Text("Delete")), action: {}, role: .destructive, tint: nil, width: 8)])
        func outcome(_ shown: Double, _ velocity: Double) -> SwipePhysics.Outcome {
            SwipePhysics.outcome(shown: shown, velocity: velocity, trailing: delete, leading: nil, width: 30)
        }
        #expect(outcome(-3, 0) == .close)
        #expect(outcome(-4, 0) == .open(-8))
        #expect(outcome(-17, 0) == .open(-8))
        #expect(outcome(-18, 0) == .fullSwipe(offset: -30))
        #expect(outcome(-10, 60) == .close, "a flick back closes")
        #expect(outcome(3, 0) == .close, "no leading actions")
        #expect(outcome(.nan, .infinity) == .close)
        #expect(SwipePhysics.shown(40, trailing: delete, leading: nil, width: 30) < 30 / 4)
        #expect(SwipePhysics.shown(-40, trailing: delete, leading: nil, width: 30) == -30)
    }
}
