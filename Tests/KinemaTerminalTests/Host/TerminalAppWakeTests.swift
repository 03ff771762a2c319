import KinemaTestSupport
import KinemaUI
import Testing

@testable import KinemaTerminal

/// A way into a view's state from the test, set when the view appears.
@MainActor
private final class TextHandle {
    var set: (String) -> Void = { _ in }
}

private struct Settable: View {
    let handle: TextHandle
    @State private var text = "idle"

    var body: some View {
        Text(text).onAppear { handle.set = { text = $0 } }
    }
}

/// A device whose first untimed wait runs `whileAsleep` (standing in for a `.task` that resumes
/// while the loop sleeps), then reports a pending ``wake()`` — or, without one, that input
/// closed. Single-threaded, and a timed wait advances the manual clock by its timeout, so the test
/// is deterministic.
private final class SleepingTerminal: TerminalDevice {
    let size = TerminalSize(width: 10, height: 1)
    let clock = ManualMonotonicClock(time: 1)
    var screen = VirtualTerminal(width: 10, height: 1)
    var whileAsleep: () -> Void
    private var isWoken = false
    private(set) var wakeCount = 0

    init(whileAsleep: @escaping () -> Void) {
        self.whileAsleep = whileAsleep
    }

    func write(_ bytes: [UInt8]) throws {
        screen.feed(bytes)
    }

    func wake() {
        isWoken = true
        wakeCount += 1
    }

    func waitForActivity(timeout: Double?) throws -> [TerminalActivity] {
        if timeout == nil {
            let work = whileAsleep
            whileAsleep = {}
            work()
        }
        if isWoken {
            isWoken = false
            return [.wake]
        }
        guard let timeout else { return [.inputClosed] }
        clock.advance(by: timeout)
        return []
    }
}

@Suite("TerminalApp: waking the idle loop")
@MainActor
struct TerminalAppWakeTests {
    @Test("a state change made while the loop sleeps wakes it and is drawn before the next input")
    func stateChangeWakesLoop() throws {
        let handle = TextHandle()
        let terminal = SleepingTerminal { MainActor.assumeIsolated { handle.set("changed") } }
        let loop = try TerminalApp.run(
            Settable(handle: handle), on: terminal, clock: terminal.clock,
            configuration: .init())
        #expect(terminal.screen.lines == [" changed  "])
        #expect(terminal.wakeCount == 1)
        #expect(loop.statistics.wakes == 1)
        #expect(loop.statistics.frames == 2)
    }
}
