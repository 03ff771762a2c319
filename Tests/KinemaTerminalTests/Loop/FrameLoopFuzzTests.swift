import KinemaRender
import KinemaTestSupport
import Testing

@testable import KinemaTerminal

/// A program whose frames depend on everything it was told: styled text at positions derived from
/// the events and the time, animating for random stretches.
private final class ChurningProgram: TerminalProgram {
    var generator: SeededGenerator
    var lastFrame: CellBuffer?
    var frameTimes: [Double] = []
    var eventCount = 0
    var animatingUntil = -1.0
    var isDirty = true
    var isFinished = false

    init(seed: UInt64) { generator = SeededGenerator(seed: seed) }

    var needsFrame: Bool { isDirty || (frameTimes.last ?? -1) < animatingUntil }

    func handle(_ event: InputEvent, at time: Double) {
        eventCount += 1
        isDirty = true
        if generator.next() % 4 == 0 { animatingUntil = time + Double(generator.next() % 100) / 1000 }
    }

    func render(size: TerminalSize, at time: Double) -> CellBuffer {
        isDirty = false
        frameTimes.append(time)
        var buffer = CellBuffer(width: size.width, height: size.height)
        let colors: [Color] = [.default, .red, .ansiRed, .rgb(red: 10, green: 200, blue: 30), .indexed(200)]
        for index in 0..<Int(generator.next() % 6) {
            let style = Style(
                foreground: colors[Int(generator.next() % 4)], background: colors[Int(generator.next() % 4)],
                attributes: generator.next() % 3 == 0 ? .bold : [])
            let x = Int(generator.next() % UInt64(size.width))
            let y = Int(generator.next() % UInt64(size.height))
            buffer.write("e\(eventCount)·t\(Int(time * 1000))·中\(index)", x: x, y: y, style: style)
        }
        lastFrame = buffer
        return buffer
    }
}

/// Shows the letters typed so far on row 3 from column 10.
private final class TypingProgram: TerminalProgram {
    var text = ""
    var lastFrame: CellBuffer?
    var needsFrame = true
    var isFinished = false

    func handle(_ event: InputEvent, at time: Double) {
        if case .key(let key) = event, case .character(let character) = key.key { text.append(character) }
        needsFrame = true
    }

    func render(size: TerminalSize, at time: Double) -> CellBuffer {
        needsFrame = false
        var buffer = CellBuffer(width: size.width, height: size.height)
        buffer.write(text, x: 10, y: 3)
        lastFrame = buffer
        return buffer
    }
}

/// Applies everything written to a ``VirtualTerminal``, recreated blank at each resize (the loop
/// repaints every cell then), and checks after every write that the screen shows the frame just
/// rendered.
private final class OracleTerminal: TerminalDevice {
    let scripted: ScriptedTerminal
    var screen: VirtualTerminal
    var expectedFrame: () -> CellBuffer? = { nil }
    var mismatches = 0

    init(_ scripted: ScriptedTerminal) {
        self.scripted = scripted
        screen = VirtualTerminal(width: scripted.size.width, height: scripted.size.height)
    }

    var size: TerminalSize { scripted.size }

    func write(_ bytes: [UInt8]) throws {
        screen.feed(bytes)
        if let expected = expectedFrame(), screen.screen != expected { mismatches += 1 }
    }

    func waitForActivity(timeout: Double?) throws -> [TerminalActivity] {
        let activities = try scripted.waitForActivity(timeout: timeout)
        for case .resized(let size) in activities {
            if size.width == screen.screen.width && size.height == screen.screen.height {
                // Same size: the screen stays, but the device may move the cursor (as inline
                // mode's margin reset does).
                screen.feed(Array("\u{1B}[1;1H".utf8))
            } else {
                screen = VirtualTerminal(width: size.width, height: size.height)
            }
        }
        return activities
    }
}

@Suite("FrameLoop: fuzzing against a VT oracle")
struct FrameLoopFuzzTests {
    static func script(seed: UInt64, steps: Int) -> [ScriptedTerminal.Step] {
        var generator = SeededGenerator(seed: seed)
        return (0..<steps).map { _ in
            let delay = Double(generator.next() % 60) / 1000
            switch generator.next() % 10 {
            case 0:
                let size = TerminalSize(
                    width: Int(1 + generator.next() % 120), height: Int(1 + generator.next() % 40))
                return ScriptedTerminal.Step(after: delay, [.resized(size)])
            case 1:
                return ScriptedTerminal.Step(after: delay, [.resumed])
            default:
                let bytes = (0..<(generator.next() % 8)).map { _ in
                    UInt8(truncatingIfNeeded: generator.next())
                }
                return ScriptedTerminal.Step(after: delay, [.input(bytes)])
            }
        }
    }

    @Test("a resize to the same size keeps the frame but forgets the cursor")
    func sameSizeResize() throws {
        let clock = ManualMonotonicClock()
        let size = TerminalSize(width: 30, height: 6)
        let scripted = ScriptedTerminal(
            size: size, clock: clock,
            script: [
                .input("a", after: 1), ScriptedTerminal.Step(after: 1, [.resized(size)]),
                .input("b", after: 1),
            ])
        let terminal = OracleTerminal(scripted)
        // Each event adds one letter right after the previous one, where the encoder believes the
        // cursor already is: only a forgotten cursor makes it move there explicitly.
        let program = TypingProgram()
        terminal.expectedFrame = { program.lastFrame }
        let loop = FrameLoop(terminal: terminal, clock: clock)
        try loop.run(program)
        #expect(terminal.mismatches == 0)
        #expect(terminal.screen.screen == program.lastFrame)
    }

    @Test(
        "random input, resizes and resumes: the screen always shows the last frame, frames respect the cap",
        arguments: [1 as UInt64, 2])
    func randomActivity(seed: UInt64) throws {
        let clock = ManualMonotonicClock()
        let scripted = ScriptedTerminal(
            size: TerminalSize(width: 40, height: 12), clock: clock,
            script: Self.script(seed: seed, steps: 1000))
        let terminal = OracleTerminal(scripted)
        let program = ChurningProgram(seed: seed)
        terminal.expectedFrame = { program.lastFrame }
        let loop = FrameLoop(terminal: terminal, clock: clock)
        try loop.run(program)
        #expect(terminal.mismatches == 0)
        #expect(terminal.screen.screen == program.lastFrame)
        #expect(terminal.screen.unrecognized.isEmpty)
        let gaps = zip(program.frameTimes.dropFirst(), program.frameTimes).map { $0 - $1 }
        #expect(gaps.allSatisfy { $0 >= 1.0 / 60 - 1e-9 })
        #expect(program.frameTimes.count > 100)
        #expect(scripted.idleWaits == 1)
    }
}
