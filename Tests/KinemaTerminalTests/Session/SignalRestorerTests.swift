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

    @Test(
        "a previous handler that returns, as Swift's backtracer does for a signal sent with kill, does not keep the process alive"
    )
    func returningPreviousHandler() async {
        for signal: Int32 in [SIGQUIT, SIGABRT, SIGSEGV, SIGTERM] {
            let result = await #expect(
                processExitsWith: .signal(signal), observing: [\.standardOutputContent]
            ) { [signal = signal as Int32] in
                installReturningHandler(for: signal)
                let attributes = termios()
                SignalRestorer.arm(
                    SignalRestorer.Arming(
                        terminalDescriptor: -1, outputDescriptor: STDOUT_FILENO, wakeDescriptor: -1,
                        original: attributes, raw: attributes, restoreSequence: Array("<restored>".utf8),
                        enterSequence: []))
                // Unblocked and sent to this thread, the signal is handled before `raise` returns
                // (the exit test's thread blocks some signals); a survivor exits with status 0.
                var only = sigset_t()
                sigemptyset(&only)
                sigaddset(&only, signal)
                pthread_sigmask(SIG_UNBLOCK, &only, nil)
                raise(signal)
            }
            let output = String(decoding: result?.standardOutputContent ?? [], as: UTF8.self)
            #expect(output == "<restored><previous ran, sent by a process>", "signal \(signal)")
        }
    }
}

/// Installs a handler for `signal` like Swift's backtracer: SA_SIGINFO on the alternate stack; it
/// reports, resets the disposition to the default and returns, which ends the process only when
/// the signal came from a fault that re-executes.
func installReturningHandler(for signal: Int32) {
    var action = sigaction()
    sigemptyset(&action.sa_mask)
    action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER
    action.__sigaction_handler.sa_sigaction = { signal, info, _ in
        // SI_USER and SI_TKILL (≤ 0) mark a signal sent by kill, tgkill or raise.
        let sender = (info?.pointee.si_code ?? 1) <= 0 ? "a process" : "the kernel"
        let message = Array("<previous ran, sent by \(sender)>".utf8)
        _ = message.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        var defaultAction = sigaction()
        sigemptyset(&defaultAction.sa_mask)
        sigaction(signal, &defaultAction, nil)
    }
    sigaction(signal, &action, nil)
}
