import Foundation
import KinemaGeometry
import Testing

@testable import KinemaUI

@MainActor
@Suite("List: refreshable")
struct ListRefreshTests {
    /// A refresh the test finishes when it chooses.
    @MainActor
    final class Gate {
        var calls = 0
        private var waiting: [CheckedContinuation<Void, Never>] = []

        func refresh() async {
            calls += 1
            await withCheckedContinuation { waiting.append($0) }
        }

        func open() {
            for continuation in waiting { continuation.resume() }
            waiting.removeAll()
        }
    }

    static func list(_ gate: Gate) -> some View {
        List(0..<50, id: \.self) { Text("row \($0)") }
            .refreshable { await gate.refresh() }
    }

    @Test("Control-R refreshes once while a refresh runs; the spinner shows until it ends")
    func keyRefresh() async {
        let gate = Gate()
        let host = HeadlessHost(width: 20, height: 8) { Self.list(gate) }
        host.press("r", modifiers: .control)
        await host.runMainQueue()
        #expect(gate.calls == 1)
        #expect(!host.lines[0].trimmed.hasPrefix("row 0"), "a spinner row above the rows")
        #expect(host.lines[1].trimmed == "row 0")
        host.press("r", modifiers: .control)
        await host.runMainQueue()
        #expect(gate.calls == 1, "no second refresh while one runs")
        gate.open()
        await host.runMainQueue()
        #expect(host.lines[0].trimmed == "row 0", "the spinner is gone")
        host.press("r", modifiers: .control)
        await host.runMainQueue()
        #expect(gate.calls == 2)
        gate.open()
        await host.runMainQueue()
    }

    @Test("pulling past the top and letting go refreshes; a short pull does not")
    func pullRefresh() async {
        let gate = Gate()
        let host = HeadlessHost(width: 20, height: 8) { Self.list(gate) }
        host.drag(from: Point(x: 5.5, y: 1.5), to: Point(x: 5.5, y: 3.5), steps: 4, duration: 0.3)
        host.advance(by: 1)
        await host.runMainQueue()
        #expect(gate.calls == 0, "a 2-cell pull shows about one cell past the top")
        host.drag(from: Point(x: 5.5, y: 0.5), to: Point(x: 5.5, y: 7.5), steps: 7, duration: 0.5)
        host.advance(by: 1)
        await host.runMainQueue()
        #expect(gate.calls == 1)
        gate.open()
        await host.runMainQueue()
        #expect(host.lines[0].trimmed == "row 0")
    }

    @Test("a list without refreshable ignores Control-R")
    func notRefreshable() {
        let host = HeadlessHost(width: 20, height: 8) { List(0..<5, id: \.self) { Text("row \($0)") } }
        host.press("r", modifiers: .control)
        #expect(host.lines[0].trimmed == "row 0")
    }
}
