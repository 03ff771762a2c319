import KinemaTestSupport
import KinemaUI
import Testing

@testable import KinemaTerminal

/// Shows "loading", and "loaded 1" once its `.task` ran; then reports through `loaded`.
private struct Loader: View {
    let loaded: @MainActor @Sendable () -> Void
    @State private var text = "loading"

    var body: some View {
        Text(text).task {
            text = "loaded \(await Self.fetch())"
            loaded()
        }
    }

    private static func fetch() async -> Int {
        await Task.yield()
        return 1
    }
}

/// Shows "waiting", and "woken 1" once its `.task` ran; tells nobody.
private struct SilentLoader: View {
    @State private var text = "waiting"

    var body: some View {
        Text(text).task {
            await Task.yield()
            text = "woken 1"
        }
    }
}

@Suite("TerminalApp: async work")
@MainActor
struct TerminalAppTaskTests {
    @Test("a .task runs on the main actor while the loop waits for input, and its change is drawn at the next turn")
    func taskRuns() async throws {
        let clock = ManualMonotonicClock(time: 5)
        let terminal = ThreadedScriptedTerminal(
            size: TerminalSize(width: 12, height: 1), clock: clock, finishMarker: "loaded 1")
        // The loop thread sits in an untimed wait after the first frame; only the task (on the
        // main actor) can make it turn again, so "loaded 1" on screen proves the task ran then.
        let view = Loader { terminal.deliver([.input(Array("x".utf8))]) }
        try await TerminalApp.run(view, on: terminal, clock: clock, configuration: .init())
        #expect(terminal.lines == ["  loaded 1  "])
    }

    @Test("an idle app's loop waits without a time limit: no wake-ups when nothing happens")
    func idleWaits() async throws {
        let clock = ManualMonotonicClock(time: 5)
        let terminal = ThreadedScriptedTerminal(
            size: TerminalSize(width: 12, height: 1), clock: clock, finishMarker: "static")
        try await TerminalApp.run(Text("static"), on: terminal, clock: clock, configuration: .init())
        #expect(terminal.lines == ["   static   "])
        #expect(terminal.waitTimeouts == [nil])
    }

    @Test("key events reach the view through the main-actor hop, and Ctrl-C ends the run")
    func eventsHop() async throws {
        let clock = ManualMonotonicClock(time: 5)
        let terminal = ThreadedScriptedTerminal(
            size: TerminalSize(width: 12, height: 1), clock: clock, finishMarker: "never shown")
        terminal.deliver([.input([0x03])])
        try await TerminalApp.run(Text("hello"), on: terminal, clock: clock, configuration: .init())
        #expect(terminal.lines == ["   hello    "])
    }

    @Test("a .task's state change wakes the sleeping loop through the device, with no input")
    func taskWakesLoop() async throws {
        let clock = ManualMonotonicClock(time: 5)
        let terminal = ThreadedScriptedTerminal(
            size: TerminalSize(width: 12, height: 1), clock: clock, finishMarker: "woken 1")
        // Nothing delivers input: only the host's wake hook can make the loop draw "woken 1"
        // (a missing wake-up ends the run at the idle limit with "waiting" on screen).
        try await TerminalApp.run(SilentLoader(), on: terminal, clock: clock, configuration: .init())
        #expect(terminal.lines == ["  woken 1   "])
    }
}
