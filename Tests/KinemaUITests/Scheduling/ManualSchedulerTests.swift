import Foundation
import KinemaGeometry
import Testing

@testable import KinemaUI

/// Says "waiting", and "done" half a second after the button is pressed.
private struct DelayedReveal: View {
    @State private var text = "waiting"

    var body: some View {
        VStack {
            Text(text)
            Button("Go") {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                    text = "done"
                }
            }
        }
    }
}

/// Appends to a shared log from blocks and timers the button schedules.
private struct Scheduler: View {
    let log: Log
    let schedule: @MainActor (Log) -> Void

    var body: some View {
        Button("Go") { schedule(log) }
    }
}

@MainActor
private final class Log {
    var entries: [String] = []
}

@MainActor
@Suite("Main-queue work on a headless host's clock")
struct ManualSchedulerTests {
    @Test("asyncAfter from a button runs when the manual clock reaches its deadline, not before")
    func asyncAfterRunsOnTheClock() {
        let host = HeadlessHost(width: 9, height: 2) { DelayedReveal() }
        host.click(x: 4, y: 1)
        #expect(host.lines[0] == " waiting ")
        host.advance(by: 0.499)
        #expect(host.lines[0] == " waiting ")
        host.advance(by: 0.001)
        #expect(host.lines[0] == "  done   ")
    }

    @Test("a DispatchQueue.main.async block from a button shows in the frame the click renders")
    func asyncRunsBeforeTheNextFrame() {
        let log = Log()
        let host = HeadlessHost(width: 4, height: 1) {
            Scheduler(log: log) { log in
                DispatchQueue.main.async { MainActor.assumeIsolated { log.entries.append("async") } }
                log.entries.append("action")
            }
        }
        host.click(x: 1, y: 0)
        #expect(log.entries == ["action", "async"])
    }

    @Test("work runs in order of due time, and in scheduling order at equal times")
    func ordering() {
        let log = Log()
        let host = HeadlessHost(width: 4, height: 1) {
            Scheduler(log: log) { log in
                for (name, delay) in [("b", 0.2), ("a", 0.1), ("c", 0.2), ("d", 0.0)] {
                    DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
                        MainActor.assumeIsolated { log.entries.append(name) }
                    }
                }
                DispatchQueue.main.async { MainActor.assumeIsolated { log.entries.append("now") } }
            }
        }
        host.click(x: 1, y: 0)
        #expect(log.entries == ["d", "now"])
        host.advance(by: 1)
        #expect(log.entries == ["d", "now", "a", "b", "c"])
    }

    @Test("a block scheduled from a block runs on the same clock, at its own time")
    func nestedScheduling() {
        let log = Log()
        let host = HeadlessHost(width: 4, height: 1) {
            Scheduler(log: log) { log in
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                    MainActor.assumeIsolated { log.entries.append("outer") }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                        MainActor.assumeIsolated { log.entries.append("inner") }
                    }
                }
            }
        }
        host.click(x: 1, y: 0)
        host.advance(by: 1.5)
        #expect(log.entries == ["outer"])
        host.advance(by: 0.5)
        #expect(log.entries == ["outer", "inner"])
    }

    @Test("a block that re-enqueues itself forever is bounded per update and diagnosed")
    func runawayWorkIsBounded() {
        let log = Log()
        @MainActor func again(_ log: Log) {
            log.entries.append("x")
            DispatchQueue.main.async { MainActor.assumeIsolated { again(log) } }
        }
        let host = HeadlessHost(width: 4, height: 1) { Scheduler(log: log) { again($0) } }
        host.click(x: 1, y: 0)
        #expect(log.entries.count >= ManualScheduler.maxRunsPerCall)
        #expect(log.entries.count <= 3 * ManualScheduler.maxRunsPerCall)
        #expect(host.host.diagnostics.contains { $0.contains("kept scheduling more work") })
        host.advance(by: 1)
        #expect(host.lines == [" Go "])
    }

    @Test("a deadline of distantFuture never runs; a deadline in the past runs at once")
    func extremeDeadlines() {
        let log = Log()
        let host = HeadlessHost(width: 4, height: 1) {
            Scheduler(log: log) { log in
                DispatchQueue.main.asyncAfter(deadline: .distantFuture) {
                    MainActor.assumeIsolated { log.entries.append("never") }
                }
                DispatchQueue.main.asyncAfter(deadline: .now() - 5) {
                    MainActor.assumeIsolated { log.entries.append("past") }
                }
            }
        }
        host.click(x: 1, y: 0)
        host.advance(by: 1e6)
        #expect(log.entries == ["past"])
    }

    @Test("an animation started by an asyncAfter block starts at the block's time")
    func animationStartsAtDueTime() {
        struct Mover: View {
            @State private var x: CGFloat = 0
            var body: some View {
                Text("o").offset(x: x).frame(width: 20, alignment: .leading)
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                            withAnimation(.linear(duration: 1)) { x = 10 }
                        }
                    }
            }
        }
        let host = HeadlessHost(width: 20, height: 1) { Mover() }
        host.advance(by: 1.5)
        #expect(host.lines[0].firstIndex(of: "o") == host.lines[0].index(host.lines[0].startIndex, offsetBy: 5))
    }

    @Test("main-queue work scheduled outside the host's work goes to Dispatch; runMainQueue lets it run")
    func outsideWorkIsDispatchs() async {
        let log = Log()
        let host = HeadlessHost(width: 4, height: 1) { Text("x") }
        DispatchQueue.main.async { MainActor.assumeIsolated { log.entries.append("dispatch") } }
        Task { @MainActor in log.entries.append("task") }
        host.advance(by: 1)
        #expect(log.entries.isEmpty)
        await host.runMainQueue()
        #expect(log.entries == ["dispatch", "task"])
    }
}
