import KinemaGeometry
import KinemaRender
import KinemaTestSupport
import KinemaUI
import Testing

@testable import KinemaTerminal

@MainActor
private final class PhaseRecord {
    static var shared = PhaseRecord()
    var phases: [ScenePhase] = []
}

private struct Greeting: View {
    @Environment(\.scenePhase) private var phase
    var body: some View {
        Text("hi \(phase)").onChange(of: phase) { _, new in PhaseRecord.shared.phases.append(new) }
    }
}

private struct GreetingApp: App {
    var body: some Scene {
        WindowGroup("Greeting") { Greeting() }
    }
}

private struct WindowlessApp: App {
    var body: some Scene {
        if false {
            WindowGroup { Text("never") }
        }
    }
}

@Suite("TerminalApp running an App")
@MainActor
struct TerminalAppAppTests {
    let clock = ManualMonotonicClock(time: 10)

    @Test("the launch plan takes the window group's title unless the configuration names one")
    func launchTitle() throws {
        let plain = try TerminalApp.launchPlan(for: GreetingApp(), configuration: TerminalConfiguration())
        #expect(plain.configuration.windowTitle == "Greeting")
        var named = TerminalConfiguration()
        named.windowTitle = "Mine"
        #expect(try TerminalApp.launchPlan(for: GreetingApp(), configuration: named).configuration.windowTitle == "Mine")
    }

    @Test("an app without a window group fails to launch with an error naming it")
    func noWindowGroup() {
        #expect(throws: TerminalApp.LaunchError.noWindowGroup(app: "WindowlessApp")) {
            try TerminalApp.launchPlan(for: WindowlessApp(), configuration: TerminalConfiguration())
        }
        #expect(
            TerminalApp.errorLine(for: TerminalApp.LaunchError.noWindowGroup(app: "WindowlessApp"), program: "/bin/x")
                == "x: WindowlessApp.body contains no WindowGroup; a terminal app shows its first WindowGroup")
    }

    @Test("an app runs its window group's content in the terminal")
    func runsContent() throws {
        let terminal = ScriptedTerminal(size: TerminalSize(width: 10, height: 1), clock: clock, script: [])
        try TerminalApp.run(GreetingApp(), on: terminal, clock: clock, configuration: .init())
        var screen = VirtualTerminal(width: 10, height: 1)
        screen.feed(terminal.writes.flatMap(\.bytes))
        #expect(screen.lines == ["hi active "])
    }

    @Test("focus-out and focus-in reports make the scene inactive and active")
    func focusReports() throws {
        PhaseRecord.shared = PhaseRecord()
        let terminal = ScriptedTerminal(
            size: TerminalSize(width: 12, height: 1), clock: clock,
            script: [.input("\u{1B}[O", after: 1), .input("\u{1B}[I", after: 1)])
        try TerminalApp.run(GreetingApp(), on: terminal, clock: clock, configuration: .init())
        #expect(PhaseRecord.shared.phases == [.inactive, .active])
    }

    @Test("Ctrl-Z puts the scene in the background and applies its onChange before the process stops")
    func suspendGoesToBackground() throws {
        PhaseRecord.shared = PhaseRecord()
        let host = ViewHost(size: Size(width: 12, height: 1), root: AppRootView(GreetingApp()))
        let program = ViewProgram(host: host)
        var seenAtSuspension: (ScenePhase, [ScenePhase])?
        program.suspend = { seenAtSuspension = (host.scenePhase, PhaseRecord.shared.phases) }
        program.handle(.key(KeyEvent(.character("z"), modifiers: .control)), at: 1)
        #expect(seenAtSuspension?.0 == .background)
        #expect(seenAtSuspension?.1 == [.background])
        #expect(host.scenePhase == .active)
        #expect(PhaseRecord.shared.phases == [.background, .active])
        #expect(program.needsFrame)
    }
}
