import Glibc
import Testing

@testable import KinemaTerminal

/// Recurses until the stack overflows; the value after the call keeps it from becoming a loop.
@inline(never)
func overflowStack(_ depth: Int, _ sink: UnsafeMutablePointer<Int>) -> Int {
    var frame = (depth, depth, depth, depth, depth, depth, depth, depth)
    withUnsafeMutablePointer(to: &frame) { sink.pointee &+= $0.pointee.7 }
    guard depth < Int.max else { return frame.0 }
    return overflowStack(depth + 1, sink) &+ frame.1
}

@Suite("SignalRestorer")
struct SignalRestorerTests {
    @Test("a stack overflow still runs the restore (alternate signal stack) and dies by SIGSEGV")
    func stackOverflowRestores() async {
        let result = await #expect(processExitsWith: .signal(SIGSEGV), observing: [\.standardOutputContent]) {
            let attributes = termios()
            SignalRestorer.arm(
                SignalRestorer.Arming(
                    terminalDescriptor: -1, outputDescriptor: STDOUT_FILENO, wakeDescriptor: -1,
                    original: attributes, raw: attributes, restoreSequence: Array("restored-after-overflow".utf8),
                    enterSequence: []))
            let sink = UnsafeMutablePointer<Int>.allocate(capacity: 1)
            sink.initialize(to: 0)
            _ = overflowStack(0, sink)
        }
        let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
        #expect(output.contains("restored-after-overflow"))
    }

    @Test("the restore is claimed once: a second restore after the first writes nothing")
    func restoreOnce() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardOutputContent]) {
            let attributes = termios()
            SignalRestorer.arm(
                SignalRestorer.Arming(
                    terminalDescriptor: -1, outputDescriptor: STDOUT_FILENO, wakeDescriptor: -1,
                    original: attributes, raw: attributes, restoreSequence: Array("<restore>".utf8),
                    enterSequence: []))
            SignalRestorer.restoreTerminal()
            SignalRestorer.restoreTerminal()
            SignalRestorer.disarm()
        }
        let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
        #expect(output == "<restore>")
    }
}
