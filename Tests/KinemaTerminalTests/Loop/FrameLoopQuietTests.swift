import KinemaRender
import KinemaTestSupport
import Testing

@testable import KinemaTerminal

/// A program whose animation waits out a delay: it needs frames from the first one to
/// `animationEnd`, but nothing it shows can change before `moveStart`.
private final class DelayedProgram: TerminalProgram {
    var frames: [Double] = []
    var events = 0
    let moveStart: Double
    let animationEnd: Double
    var isDirty = true
    var isFinished = false

    init(moveStart: Double, animationEnd: Double) {
        self.moveStart = moveStart
        self.animationEnd = animationEnd
    }

    var needsFrame: Bool { isDirty || (frames.last.map { $0 < animationEnd } ?? true) }

    var quietUntil: Double? {
        guard !isDirty, let last = frames.last, last < moveStart else { return nil }
        return moveStart
    }

    func handle(_ event: InputEvent, at time: Double) {
        events += 1
        isDirty = true
    }

    func render(size: TerminalSize, at time: Double) -> CellBuffer {
        isDirty = false
        frames.append(time)
        return CellBuffer(width: size.width, height: size.height)
    }
}

@Suite("FrameLoop quiet periods")
struct FrameLoopQuietTests {
    let clock = ManualMonotonicClock(time: 100)

    func makeLoop(_ script: [ScriptedTerminal.Step]) -> (FrameLoop, ScriptedTerminal) {
        let terminal = ScriptedTerminal(size: TerminalSize(width: 10, height: 2), clock: clock, script: script)
        return (FrameLoop(terminal: terminal, clock: clock, configuration: .init(framesPerSecond: 60)), terminal)
    }

    @Test("an animation waiting out a delay draws no frames until it can move, then one per slot")
    func sleepsThroughDelay() throws {
        let (loop, terminal) = makeLoop([])
        let program = DelayedProgram(moveStart: 105, animationEnd: 105.1)
        try loop.run(program)
        #expect(program.frames.first == 100)
        #expect(program.frames.dropFirst().first == 105)
        #expect(!program.frames.contains { $0 > 100 && $0 < 105 })
        // 105 … 105.1 at 60 fps: 105 plus 6 more slots.
        #expect(program.frames.count == 1 + 7)
        #expect(terminal.waitTimeouts.first == .some(5))
        #expect(loop.statistics.quietWaits == 1)
    }

    @Test("input during the quiet period is drawn at once, and the loop sleeps again after it")
    func inputDuringDelay() throws {
        let (loop, _) = makeLoop([.input("x", after: 2)])
        let program = DelayedProgram(moveStart: 105, animationEnd: 105.05)
        try loop.run(program)
        #expect(program.events == 1)
        #expect(Array(program.frames.prefix(3)) == [100, 102, 105])
        #expect(loop.statistics.quietWaits == 2)
    }

    @Test("a quiet time in the past or not finite is ignored: frames come at the frame rate")
    func badQuietTimes() throws {
        final class Broken: TerminalProgram {
            var frames: [Double] = []
            var quietUntil: Double? { .nan }
            var needsFrame: Bool { frames.count < 5 }
            var isFinished = false
            func handle(_ event: InputEvent, at time: Double) {}
            func render(size: TerminalSize, at time: Double) -> CellBuffer {
                frames.append(time)
                return CellBuffer(width: size.width, height: size.height)
            }
        }
        let (loop, _) = makeLoop([])
        let program = Broken()
        try loop.run(program)
        #expect(program.frames.count == 5)
        #expect(abs(program.frames[4] - 100 - 4.0 / 60) < 1e-9)
        #expect(loop.statistics.quietWaits == 0)
    }
}
