import KinemaRender
import KinemaTestSupport
import Testing

@testable import KinemaTerminal

@Suite("FrameLoop: SGR-pixel reports and any-motion tracking")
struct FrameLoopMouseModeTests {
    let clock = ManualMonotonicClock(time: 0)
    static let pixelOn = "\u{1B}[?1016h"
    static let anyMotion = "\u{1B}[?1003h"
    static let buttonMotion = "\u{1B}[?1002h"

    func run(
        _ script: [ScriptedTerminal.Step], tracking: TerminalConfiguration.MouseTracking = .drag,
        answersQueries: Bool = true
    ) throws -> (FrameLoop, ScriptedTerminal, RecordingProgram) {
        let terminal = ScriptedTerminal(size: TerminalSize(width: 20, height: 3), clock: clock, script: script)
        terminal.answersQueries = answersQueries
        terminal.mouseTracking = tracking
        let loop = FrameLoop(terminal: terminal, clock: clock)
        let program = RecordingProgram()
        try loop.run(program)
        return (loop, terminal, program)
    }

    /// The writes that are exactly `sequence`, in order.
    func writes(of sequences: [String], in terminal: ScriptedTerminal) -> [String] {
        terminal.writes.compactMap { write in
            let text = String(decoding: write.bytes, as: UTF8.self)
            return sequences.contains(text) ? text : nil
        }
    }

    @Test("the loop asks for mode 1016 and, when recognised with a cell size, turns it on and reads pixels")
    func pixelMouseOn() throws {
        let (loop, terminal, program) = try run([
            .input("\u{1B}[?1016;2$y\u{1B}[6;20;10t\u{1B}[?62c", after: 0.01),
            .input("\u{1B}[<0;26;31M", after: 0.1),
        ])
        #expect(FrameLoop.capabilityQueries.containsSubsequence(Array("\u{1B}[?1016$p".utf8)))
        #expect(loop.report.pixelMouse == true)
        #expect(writes(of: [Self.pixelOn], in: terminal) == [Self.pixelOn])
        #expect(loop.decoder.mousePixelCellSize == TerminalSize(width: 10, height: 20))
        guard case .mouse(let mouse)? = program.events.last?.event else {
            Issue.record("no mouse event")
            return
        }
        #expect(mouse.column == 2 && mouse.row == 1)
        #expect(abs(mouse.preciseColumn! - 2.55) < 1e-12)
    }

    @Test(
        "whole cells (1006) remain without mode 1016, without a plausible cell size, or without mouse tracking",
        arguments: [
            ("\u{1B}[?1016;0$y\u{1B}[6;20;10t\u{1B}[?62c", TerminalConfiguration.MouseTracking.drag),
            ("\u{1B}[?62c", .drag),
            ("\u{1B}[?1016;2$y\u{1B}[?62c", .drag),
            ("\u{1B}[?1016;2$y\u{1B}[6;20000;10t\u{1B}[?62c", .drag),
            ("\u{1B}[?1016;2$y\u{1B}[6;20;10t\u{1B}[?62c", .none),
        ])
    func pixelMouseOff(replies: String, tracking: TerminalConfiguration.MouseTracking) throws {
        let (loop, terminal, program) = try run(
            [.input(replies, after: 0.01), .input("\u{1B}[<0;26;31M", after: 0.1)], tracking: tracking)
        #expect(writes(of: [Self.pixelOn], in: terminal).isEmpty)
        #expect(loop.decoder.mousePixelCellSize == nil)
        #expect(program.events.last?.event == .mouse(MouseEvent(.press(.left), column: 25, row: 30)))
    }

    @Test("a query batch that times out leaves whole cells")
    func timeout() throws {
        let (loop, terminal, _) = try run([.input("\u{1B}[<0;3;3M", after: 1)])
        #expect(loop.report.isComplete && loop.report.pixelMouse == nil)
        #expect(writes(of: [Self.pixelOn], in: terminal).isEmpty)
    }

    @Test("any-motion tracking (1003) is on only while the program wants pointer motion")
    func anyMotionSwitching() throws {
        let (_, terminal, program) = try run(
            [.input("x", after: 0.1), .input("h", after: 0.1), .input("x", after: 0.1), .input("h", after: 0.1)],
            answersQueries: false)
        #expect(program.wantsPointerMotion == false)
        #expect(writes(of: [Self.anyMotion, Self.buttonMotion], in: terminal) == [Self.anyMotion, Self.buttonMotion])
    }

    @Test("a device that tracks all motion already, or only buttons, gets no switching")
    func noSwitchingElsewhere() throws {
        for tracking in [TerminalConfiguration.MouseTracking.allMotion, .buttons, .none] {
            let (_, terminal, _) = try run([.input("h", after: 0.1)], tracking: tracking, answersQueries: false)
            #expect(writes(of: [Self.anyMotion, Self.buttonMotion], in: terminal).isEmpty, "\(tracking)")
        }
    }

    @Test("after a suspension the loop's own mouse modes are switched on again")
    func resumed() throws {
        let (_, terminal, _) = try run([
            .input("\u{1B}[?1016;1$y\u{1B}[6;20;10t\u{1B}[?62c", after: 0.01), .input("h", after: 0.1),
            ScriptedTerminal.Step(after: 0.1, [.resumed]),
        ])
        #expect(
            writes(of: [Self.pixelOn, Self.anyMotion], in: terminal)
                == [Self.pixelOn, Self.anyMotion, Self.pixelOn, Self.anyMotion])
    }

    /// The precise columns of the mouse events `program` received, in order.
    func preciseColumns(_ program: RecordingProgram) -> [Double?] {
        program.events.compactMap { recorded in
            guard case .mouse(let mouse) = recorded.event else { return nil }
            return mouse.preciseColumn
        }
    }

    static let cellSizeQuery = "\u{1B}[16t"

    @Test("after a resize (a font change) the loop asks for the cell size again and reads pixels by the new one")
    func cellSizeRequeriedAfterResize() throws {
        let (loop, terminal, program) = try run([
            .input("\u{1B}[?1016;2$y\u{1B}[6;20;10t\u{1B}[?62c", after: 0.01),
            .input("\u{1B}[<0;26;31M", after: 0.1),
            // Zoomed in: cells twice as large, the grid half as wide.
            ScriptedTerminal.Step(after: 0.1, [.resized(TerminalSize(width: 10, height: 2))]),
            .input("\u{1B}[6;40;20t", after: 0.01),
            .input("\u{1B}[<0;26;31m", after: 0.1),
            // Zoomed back out, the grid the same size (only the pixels changed): asked again.
            ScriptedTerminal.Step(after: 0.1, [.resized(TerminalSize(width: 10, height: 2))]),
            .input("\u{1B}[6;16;8t", after: 0.01),
            .input("\u{1B}[<0;26;31M", after: 0.1),
        ])
        #expect(writes(of: [Self.cellSizeQuery], in: terminal).count == 2)
        #expect(loop.decoder.mousePixelCellSize == TerminalSize(width: 8, height: 16))
        #expect(loop.report.cellPixelSize == TerminalSize(width: 8, height: 16))
        let columns = preciseColumns(program).map { $0 ?? .nan }
        #expect(columns.count == 3)
        #expect(zip(columns, [2.55, 1.275, 3.1875]).allSatisfy { abs($0 - $1) < 1e-12 }, "\(columns)")
    }

    @Test("an implausible answer, or none, keeps the cell size; a late answer is not believed")
    func cellSizeRequeryWithoutAnswer() throws {
        let (loop, terminal, program) = try run([
            .input("\u{1B}[?1016;2$y\u{1B}[6;20;10t\u{1B}[?62c", after: 0.01),
            ScriptedTerminal.Step(after: 0.1, [.resized(TerminalSize(width: 10, height: 2))]),
            .input("\u{1B}[6;40000;20t", after: 0.01),
            ScriptedTerminal.Step(after: 0.1, [.resized(TerminalSize(width: 12, height: 2))]),
            .input("\u{1B}[6;40;20t", after: 1),
            .input("\u{1B}[<0;26;31M", after: 0.1),
        ])
        #expect(writes(of: [Self.cellSizeQuery], in: terminal).count == 2)
        #expect(loop.decoder.mousePixelCellSize == TerminalSize(width: 10, height: 20))
        #expect(!loop.decoder.isAwaitingCellSize)
        #expect(preciseColumns(program).map { $0 ?? .nan }.allSatisfy { abs($0 - 2.55) < 1e-12 })
    }

    @Test("without pixel reports a resize asks nothing")
    func noCellSizeQueryWithoutPixelMouse() throws {
        let (_, terminal, _) = try run([
            .input("\u{1B}[?1016;0$y\u{1B}[6;20;10t\u{1B}[?62c", after: 0.01),
            ScriptedTerminal.Step(after: 0.1, [.resized(TerminalSize(width: 10, height: 2))]),
        ])
        #expect(writes(of: [Self.cellSizeQuery], in: terminal).isEmpty)
    }
}
