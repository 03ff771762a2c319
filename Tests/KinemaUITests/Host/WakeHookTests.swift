import Testing

@testable import KinemaUI

/// Shows "loading", then "loaded" once its `.task` resumed; `tap` switches to "tapped".
private struct Loader: View {
    @State private var text = "loading"

    var body: some View {
        Button(text) { text = "tapped" }.task {
            await Task.yield()
            text = "loaded"
        }
    }
}

@MainActor
private final class WakeCount {
    var count = 0
}

/// Writes its state from a `.task` and reports what it read back.
private struct LateWriter: View {
    let report: WakeCount
    @State private var value = 0

    var body: some View {
        Text("\(value)").task {
            await Task.yield()
            value = 7
            report.count = value
        }
    }
}

@MainActor
@Suite("ViewHost wake hook")
struct WakeHookTests {
    @Test("a state write made by a .task while the host is idle calls onNeedsFrame once")
    func asyncWriteWakes() async {
        let wakes = WakeCount()
        let host = HeadlessHost(width: 10, height: 1) { Loader() }
        host.host.onNeedsFrame = { wakes.count += 1 }
        #expect(!host.host.needsFrame)
        // The task runs only when the main actor is free; yielding lets it resume (no clock).
        for _ in 0..<1000 where wakes.count == 0 { await Task.yield() }
        #expect(wakes.count == 1)
        #expect(host.host.needsFrame)
        host.update()
        #expect(host.lines == ["  loaded  "])
    }

    @Test("writes made by the host's own event handling do not call onNeedsFrame")
    func ownWritesDoNotWake() {
        let wakes = WakeCount()
        let host = HeadlessHost(width: 10, height: 1) { Loader() }
        host.host.onNeedsFrame = { wakes.count += 1 }
        host.click(x: 2, y: 0)
        #expect(host.lines == ["  tapped  "])
        #expect(wakes.count == 0)
    }

    @Test("a .task that writes state after its host is gone does not trap")
    func taskOutlivesHost() async {
        let report = WakeCount()
        do {
            _ = HeadlessHost(width: 4, height: 1) { LateWriter(report: report) }
        }
        for _ in 0..<1000 where report.count == 0 { await Task.yield() }
        #expect(report.count == 7, "the write stays readable by the task")
    }

    @Test("a write that changed nothing does not keep the hook from waking the loop for the next one")
    func noOpWriteDoesNotLatch() throws {
        let wakes = WakeCount()
        let holder = BindingHolder()
        let host = HeadlessHost(width: 3, height: 1) { BindingExposingView(holder: holder) }
        host.host.onNeedsFrame = { wakes.count += 1 }
        let binding = try #require(holder.binding)
        binding.wrappedValue = 0
        #expect(wakes.count == 1)
        // The loop wakes, finds nothing to draw and sleeps again without calling the host.
        #expect(!host.host.needsFrame)
        binding.wrappedValue = 5
        #expect(wakes.count == 2, "the real change wakes the sleeping loop")
        #expect(host.host.needsFrame)
        host.update()
        #expect(host.lines == [" 5 "])
    }
}
