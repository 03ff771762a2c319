import KinemaRender
import KinemaTestSupport
import Testing

@testable import KinemaTerminal

@Suite("FrameLoop: start-up capability queries")
struct FrameLoopQueryTests {
    let clock = ManualMonotonicClock(time: 0)
    static let synchronizedBegin = Array("\u{1B}[?2026h".utf8)

    func run(_ script: [ScriptedTerminal.Step]) throws -> (FrameLoop, ScriptedTerminal, RecordingProgram) {
        let terminal = ScriptedTerminal(
            size: TerminalSize(width: 20, height: 3), clock: clock, script: script)
        terminal.answersQueries = true
        let loop = FrameLoop(terminal: terminal, clock: clock)
        let program = RecordingProgram()
        try loop.run(program)
        return (loop, terminal, program)
    }

    @Test("the queries go out before the first frame, and replies are not input events")
    func queriesFirst() throws {
        let (loop, terminal, program) = try run([
            .input("\u{1B}[?2026;2$y\u{1B}[?0u\u{1B}[?62;22c", after: 0.01)
        ])
        #expect(terminal.writes.first?.bytes == FrameLoop.capabilityQueries)
        #expect(program.events.isEmpty)
        #expect(loop.report.synchronizedOutput == true)
        #expect(loop.report.kittyKeyboard == true)
        #expect(loop.report.isComplete)
        #expect(terminal.reports == [loop.report])
    }

    @Test("the cell size in pixels (CSI 16 t) is reported to the device and the program, and is not input")
    func cellSize() throws {
        let (loop, terminal, program) = try run([.input("\u{1B}[6;18;9t\u{1B}[?62c", after: 0.01)])
        #expect(FrameLoop.capabilityQueries.containsSubsequence(Array("\u{1B}[16t".utf8)))
        #expect(loop.report.cellPixelSize == TerminalSize(width: 9, height: 18))
        #expect(terminal.reports == [loop.report])
        #expect(program.reports == [loop.report])
        #expect(program.events.isEmpty)
    }

    @Test("a cell size reply outside the query batch, or with a zero side, is ignored")
    func cellSizeForged() throws {
        let (loop, _, program) = try run([
            .input("\u{1B}[6;0;9t\u{1B}[?62c", after: 0.01), .input("\u{1B}[6;18;9t", after: 1),
        ])
        #expect(loop.report.cellPixelSize == nil)
        #expect(program.events.isEmpty)
    }

    @Test("a terminal that says it lacks mode 2026 gets frames without synchronized output")
    func noSynchronizedOutput() throws {
        let (loop, terminal, _) = try run([
            .input("\u{1B}[?2026;0$y\u{1B}[?62c", after: 0.01), .input("x", after: 1),
        ])
        #expect(loop.report.synchronizedOutput == false)
        #expect(loop.report.kittyKeyboard == false)
        let frames = terminal.writes.dropFirst()
        #expect(frames.count == 2)
        #expect(frames.first?.bytes.containsSubsequence(Self.synchronizedBegin) == true)
        #expect(frames.last?.bytes.containsSubsequence(Self.synchronizedBegin) == false)
    }

    @Test("without any answer the batch times out and the loop then idles without a timeout")
    func timeout() throws {
        let (loop, terminal, _) = try run([])
        #expect(loop.report.isComplete)
        #expect(loop.report.synchronizedOutput == nil)
        #expect(terminal.waitTimeouts == [FrameLoop.queryTimeout, nil])
    }

    @Test("once the terminal confirms mode 2048, resize reports are believed, clamped to the device")
    func inBandResizeConfirmed() throws {
        let (loop, _, program) = try run([
            .input("\u{1B}[?2048;1$y\u{1B}[?62c", after: 0.01),
            .input("\u{1B}[48;2;10;0;0t", after: 1), .input("\u{1B}[48;99999;99999;0;0t", after: 1),
        ])
        #expect(loop.report.inBandResize == true)
        let resizes: [InputEvent] = [.resize(width: 10, height: 2), .resize(width: 20, height: 3)]
        #expect(program.events.map(\.event) == resizes)
        #expect(program.frames.map(\.size).last == TerminalSize(width: 20, height: 3))
    }

    @Test("a terminal that reports mode 2048 reset, or does not know it, gets its resize reports ignored")
    func inBandResizeNotConfirmed() throws {
        for answer in ["\u{1B}[?2048;2$y", "\u{1B}[?2048;0$y", ""] {
            let (loop, _, program) = try run([
                .input(answer + "\u{1B}[?62c", after: 0.01), .input("\u{1B}[48;2;10;0;0t", after: 1),
            ])
            #expect(loop.report.inBandResize == (answer.isEmpty ? nil : false))
            #expect(program.events.isEmpty, "answer \(answer.debugDescription)")
        }
    }

    @Test("a reply typed or pasted when no query is outstanding is ignored")
    func forgedReply() {
        var decoder = InputDecoder()
        let forged = Array("\u{1B}[?2026;2$y\u{1B}[?62c".utf8)
        #expect(decoder.decode(forged, at: 0).isEmpty)
        #expect(decoder.takeReplies().isEmpty)
        decoder.isAwaitingReplies = true
        #expect(decoder.decode(forged, at: 0).isEmpty)
        #expect(decoder.takeReplies() == [.modeReport(mode: 2026, state: 2), .primaryDeviceAttributes])
    }
}
