import KinemaGeometry
import KinemaRender
import KinemaTestSupport
import KinemaUI
import Testing

@testable import KinemaTerminal

/// Shows "no", and "yes" once `x` was pressed (a change without animation).
private struct Presser: View {
    @State private var pressed = false

    var body: some View {
        Text(pressed ? "yes" : "no").onKeyPress("x") {
            pressed = true
            return .handled
        }
    }
}

/// The characters of every key press that reached the view.
@MainActor
private final class KeyLog {
    var keys: [String] = []
}

/// Logs every key press into a ``KeyLog``.
private struct KeyLogger: View {
    let log: KeyLog

    var body: some View {
        Text("keys").onKeyPress { press in
            log.keys.append(press.characters)
            return .handled
        }
    }
}

@Suite("TerminalApp")
@MainActor
struct TerminalAppTests {
    let clock = ManualMonotonicClock(time: 10)

    /// Runs a (palette) red "hi" until the (empty) script ends and returns everything written.
    func output(environment: [String: String]) throws -> String {
        let terminal = ScriptedTerminal(size: TerminalSize(width: 8, height: 2), clock: clock, script: [])
        try TerminalApp.run(
            Text("hi").foregroundColor(.ansiRed), on: terminal, clock: clock,
            configuration: TerminalApp.loopConfiguration(environment: environment))
        return String(decoding: terminal.writes.flatMap(\.bytes), as: UTF8.self)
    }

    @Test(
        "the colour profile follows NO_COLOR, COLORTERM and TERM",
        arguments: [
            (["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"], ColorProfile.noColor),
            (["TERM": "xterm-256color", "COLORTERM": "truecolor"], .trueColor),
            (["TERM": "xterm-256color"], .ansi256),
            (["TERM": "xterm"], .ansi16),
        ])
    func colorProfile(environment: [String: String], expected: ColorProfile) {
        let configuration = TerminalApp.loopConfiguration(framesPerSecond: 30, environment: environment)
        #expect(configuration.capabilities.colorProfile == expected)
        #expect(configuration.framesPerSecond == 30)
    }

    @Test("the render quality follows KINEMA_RENDER_QUALITY and reaches the view host's rasteriser with the colour profile")
    func renderQuality() {
        let sextant = TerminalApp.loopConfiguration(environment: ["TERM": "xterm", "KINEMA_RENDER_QUALITY": "sextant"])
        #expect(sextant.renderQuality == .sextant)
        #expect(sextant.rasterizer.quality == .sextant && sextant.rasterizer.colorProfile == .ansi16)
        #expect(TerminalApp.loopConfiguration(environment: ["TERM": "xterm"]).renderQuality == .braille)
    }

    @Test("background-colour erase is not assumed under tmux or screen, but is on a plain xterm")
    func backgroundColorErase() {
        let tmux = TerminalApp.loopConfiguration(environment: [
            "TERM": "xterm-256color", "TMUX": "/tmp/t,1,0",
        ])
        let screen = TerminalApp.loopConfiguration(environment: ["TERM": "screen-256color"])
        let xterm = TerminalApp.loopConfiguration(environment: ["TERM": "xterm-256color"])
        #expect(!tmux.capabilities.backgroundColorErase)
        #expect(!screen.capabilities.backgroundColorErase)
        #expect(xterm.capabilities.backgroundColorErase)
    }

    @Test("under NO_COLOR the app's frames carry the text but no colour escape")
    func noColorOutput() throws {
        let plain = try output(environment: [
            "TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1",
        ])
        #expect(plain.contains("hi"))
        #expect(!plain.contains("[31m") && !plain.contains("38;5;") && !plain.contains("38;2;"))
    }

    @Test("with a colour terminal the same app's frames colour the text red")
    func colorOutput() throws {
        let coloured = try output(environment: ["TERM": "xterm"])
        #expect(coloured.contains("hi"))
        #expect(coloured.contains("31m") || coloured.contains("31;"))
    }

    @Test(
        "resize reports of absurd sizes are clamped before they reach the view",
        arguments: [
            (TerminalSize(width: 10_000_000, height: 10_000_000), Size(width: 4096, height: 4096)),
            (TerminalSize(width: 0, height: -3), Size(width: 1, height: 1)),
            (TerminalSize(width: 120, height: 40), Size(width: 120, height: 40)),
        ])
    func clampedResize(reported: TerminalSize, expected: Size) {
        let host = ViewHost(size: Size(width: 8, height: 2), root: Text("hi"))
        let program = ViewProgram(host: host)
        program.handle(.resize(width: reported.width, height: reported.height), at: 0)
        #expect(host.size == expected)
    }

    @Test("a confirmed in-band resize report of 10⁷ × 10⁷ cells never lays the view out beyond the terminal")
    func inBandResizeThroughTheLoop() throws {
        let host = ViewHost(size: Size(width: 8, height: 2), root: Divider())
        let terminal = ScriptedTerminal(
            size: TerminalSize(width: 8, height: 2), clock: clock,
            script: [
                .input("\u{1B}[?2048;1$y\u{1B}[?62c", after: 0.01),
                .input("\u{1B}[48;10000000;10000000t", after: 1),
            ])
        terminal.answersQueries = true
        let loop = FrameLoop(terminal: terminal, clock: clock)
        try loop.run(ViewProgram(host: host))
        #expect(loop.report.inBandResize == true)
        #expect(host.size == Size(width: 8, height: 2))
    }

    @Test("Ctrl-Z suspends through the device instead of reaching the view; events after Ctrl-C are dropped")
    func suspendAndInterrupt() throws {
        let log = KeyLog()
        let terminal = ScriptedTerminal(
            size: TerminalSize(width: 5, height: 1), clock: clock,
            script: [.input("a\u{1A}b", after: 1), .input("\u{03}c", after: 1)])
        try TerminalApp.run(KeyLogger(log: log), on: terminal, clock: clock, configuration: .init())
        #expect(terminal.suspensions == 1)
        #expect(log.keys == ["a", "b"])
    }

    @Test("Ctrl and Alt presses reach the view with their modifiers")
    func modifiedKeys() {
        let control = ViewProgram.hostEvent(for: .key(KeyEvent(.character("q"), modifiers: .control)))
        let alt = ViewProgram.hostEvent(for: .key(KeyEvent(.character("p"), modifiers: .alt)))
        guard case .key(let controlPress) = control, case .key(let altPress) = alt else {
            Issue.record("no key events: \(String(describing: control)), \(String(describing: alt))")
            return
        }
        #expect(controlPress.key == "q" && controlPress.modifiers == .control)
        #expect(altPress.key == "p" && altPress.modifiers == .option)
    }

    @Test("a bracketed paste reaches the view as one paste event with its text")
    func pasteEvent() {
        guard case .paste(let text)? = ViewProgram.hostEvent(for: .paste("two\nlines")) else {
            Issue.record("the paste was not delivered")
            return
        }
        #expect(text == "two\nlines")
    }

    @Test("a key whose action changes state without an animation gets a frame showing the change")
    func eventFrame() throws {
        let terminal = ScriptedTerminal(
            size: TerminalSize(width: 5, height: 1), clock: clock, script: [.input("x", after: 1)])
        try TerminalApp.run(Presser(), on: terminal, clock: clock, configuration: .init())
        var screen = VirtualTerminal(width: 5, height: 1)
        screen.feed(terminal.writes.flatMap(\.bytes))
        #expect(screen.lines == [" yes "])
    }
}
