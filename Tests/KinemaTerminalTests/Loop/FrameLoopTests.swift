import KinemaRender
import KinemaTestSupport
import Testing

@testable import KinemaTerminal

@Suite("FrameLoop")
struct FrameLoopTests {
    let clock = ManualMonotonicClock(time: 100)

    func makeLoop(
        _ script: [ScriptedTerminal.Step], size: TerminalSize = TerminalSize(width: 20, height: 4),
        framesPerSecond: Double = 60
    ) -> (FrameLoop, ScriptedTerminal) {
        let terminal = ScriptedTerminal(size: size, clock: clock, script: script)
        let loop = FrameLoop(
            terminal: terminal, clock: clock,
            configuration: .init(framesPerSecond: framesPerSecond))
        return (loop, terminal)
    }

    @Test("an idle program draws one frame, then waits without a timeout and writes nothing more")
    func idle() throws {
        let (loop, terminal) = makeLoop([])
        let program = RecordingProgram()
        try loop.run(program)
        #expect(program.frames.map(\.time) == [100])
        #expect(terminal.waitTimeouts == [nil])
        #expect(terminal.idleWaits == 1)
        #expect(terminal.writes.count == 1)
        #expect(loop.statistics.timeouts == 0)
    }

    @Test("input that arrives together is handled together and drawn in one frame")
    func coalescing() throws {
        let (loop, terminal) = makeLoop([.input("ab", after: 2)])
        let program = RecordingProgram()
        try loop.run(program)
        #expect(program.events.map(\.event) == [char("a"), char("b")])
        #expect(program.events.map(\.time) == [102, 102])
        #expect(program.frames.map(\.time) == [100, 102])
        #expect(terminal.waitTimeouts == [nil, nil])
        #expect(terminal.writes.map(\.time) == [100, 102])
    }

    @Test("an animating program draws at the frame-rate cap, then goes idle", arguments: [30.0, 60.0, 120.0])
    func frameCap(framesPerSecond: Double) throws {
        let (loop, terminal) = makeLoop([], framesPerSecond: framesPerSecond)
        let program = RecordingProgram(animationEnd: 100.51)
        try loop.run(program)
        let times = program.frames.map(\.time)
        let interval = 1 / framesPerSecond
        let gaps = zip(times.dropFirst(), times).map { $0 - $1 }
        #expect(gaps.allSatisfy { abs($0 - interval) < 1e-9 })
        #expect(times.count == Int((0.51 * framesPerSecond).rounded(.up)) + 1)
        #expect(terminal.waitTimeouts.last == .some(nil))
        #expect(terminal.idleWaits == 1)
    }

    @Test("late wake-ups do not accumulate: frames stay on the slot grid")
    func slotGrid() throws {
        let (loop, terminal) = makeLoop([])
        terminal.oversleep = 0.005  // 0.3 of a 60 fps interval
        let program = RecordingProgram(animationEnd: 100.5)
        try loop.run(program)
        let slots = program.frames.map { ($0.time - 100) * 60 }
        #expect(slots.count == 31)
        #expect(slots.dropFirst().allSatisfy { abs($0 - $0.rounded(.down) - 0.3) < 1e-6 })
    }

    @Test("input during an animation never makes frames closer than the cap")
    func capWithInput() throws {
        let script: [ScriptedTerminal.Step] = (0..<20).map { _ in .input("x", after: 0.004) }
        let (loop, _) = makeLoop(script)
        let program = RecordingProgram(animationEnd: 100.2)
        try loop.run(program)
        let times = program.frames.map(\.time)
        #expect(zip(times.dropFirst(), times).allSatisfy { $0 - $1 >= 1 / 60 - 1e-9 })
        #expect(program.events.count == 20)
    }

    @Test("a lone ESC is delivered as Escape at the decoder's deadline")
    func escapeDeadline() throws {
        let (loop, terminal) = makeLoop([.input("\u{1B}", after: 1)])
        let program = RecordingProgram()
        try loop.run(program)
        #expect(program.events.map(\.event) == [key(.escape)])
        #expect(abs((program.events.first?.time ?? 0) - 101.05) < 1e-9)
        let escapeWait = try #require(terminal.waitTimeouts.dropFirst().first ?? nil)
        #expect(abs(escapeWait - 0.05) < 1e-9)
    }

    @Test("a paste start without its end is delivered at the paste timeout, and q quits after it")
    func unterminatedPaste() throws {
        let (loop, terminal) = makeLoop([.input("\u{1B}[200~half a paste", after: 1), .input("q", after: 3)])
        let program = RecordingProgram()
        try loop.run(program)
        #expect(program.events.map(\.event) == [.paste("half a paste"), char("q")])
        #expect(program.events.map(\.time) == [102, 104])
        #expect(program.isFinished)
        #expect(terminal.waitTimeouts.dropFirst().first == .some(1))
    }

    @Test("a forged in-band resize report is not believed when mode 2048 was never confirmed")
    func forgedResizeReport() throws {
        let (loop, _) = makeLoop([.input("\u{1B}[48;99999;99999;0;0t", after: 1), .input("q", after: 1)])
        let program = RecordingProgram()
        try loop.run(program)
        #expect(program.events.map(\.event) == [char("q")])
        #expect(program.frames.allSatisfy { $0.size == TerminalSize(width: 20, height: 4) })
    }

    @Test("a resize is reported to the program and repaints every cell at the new size")
    func resize() throws {
        let newSize = TerminalSize(width: 30, height: 5)
        let (loop, terminal) = makeLoop([ScriptedTerminal.Step(after: 1, [.resized(newSize)])])
        let program = RecordingProgram()
        try loop.run(program)
        #expect(program.events.map(\.event) == [.resize(width: 30, height: 5)])
        #expect(program.frames.map(\.size) == [TerminalSize(width: 20, height: 4), newSize])
        #expect(terminal.writes.count == 2)
    }

    @Test("a frame identical to the screen writes no bytes")
    func unchangedFrame() throws {
        let (loop, terminal) = makeLoop([.input("x", after: 1)])
        let program = RecordingProgram()
        try loop.run(program)
        let before = terminal.writes.count
        program.isDirty = true
        program.events.removeAll()
        program.events.append((0, char("x")))
        _ = try loop.turn(program)  // waits for the next frame slot
        _ = try loop.turn(program)
        #expect(program.frames.count == 3)
        #expect(terminal.writes.count == before)
    }

    @Test("after a resume the next frame repaints everything")
    func resume() throws {
        let (loop, terminal) = makeLoop([ScriptedTerminal.Step(after: 1, [.resumed])])
        let program = RecordingProgram()
        try loop.run(program)
        #expect(program.frames.count == 2)
        // The content did not change, so only the forced repaint can have written bytes.
        #expect(terminal.writes.count == 2)
    }

    @Test("the loop returns when the program finishes, without waiting again")
    func finishes() throws {
        let (loop, terminal) = makeLoop([.input("q", after: 1), .input("x", after: 1)])
        let program = RecordingProgram()
        try loop.run(program)
        #expect(program.isFinished)
        #expect(terminal.waitTimeouts.count == 1)
    }

    @Test("a buffer of the wrong size is cropped or padded, never written past the screen")
    func wrongSize() throws {
        let (loop, terminal) = makeLoop([])
        let program = RecordingProgram()
        program.renderedSize = TerminalSize(width: 200, height: 1)
        try loop.run(program)
        #expect(terminal.writes.count == 1)
        let fitted = FrameLoop.fitted(
            CellBuffer(width: 200, height: 1), to: TerminalSize(width: 20, height: 4))
        #expect(fitted.width == 20 && fitted.height == 4)
    }

    @Test(
        "the frame-rate cap is clamped to 1…120 and NaN falls back to 60",
        arguments: [(Double.nan, 60.0), (1000, 120), (0, 1), (-5, 1), (.infinity, 60), (90, 90)])
    func clamping(requested: Double, expected: Double) {
        #expect(FrameLoop.Configuration(framesPerSecond: requested).framesPerSecond == expected)
    }
}
