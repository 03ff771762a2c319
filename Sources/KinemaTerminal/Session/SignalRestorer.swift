import Glibc
import Synchronization

/// Restores the terminal from signal handlers, where only async-signal-safe calls are allowed.
///
/// Everything a handler needs is prepared in normal context by ``arm(_:)``: the restore and
/// re-enter byte strings, the original and raw `termios`, the file descriptors. A handler then only
/// reads that memory and calls `write`, `tcsetattr`, `sigaction`, `pthread_sigmask`, `raise`,
/// `_exit` and the previously installed handler: no allocation, no locks, no Swift runtime calls
/// beyond loads of already-initialised globals.
///
/// - SIGINT, SIGTERM, SIGHUP, SIGQUIT and the crash signals (SIGABRT, SIGSEGV, SIGBUS, SIGILL,
///   SIGTRAP, SIGFPE — Swift traps raise SIGILL or SIGTRAP): restore, call the handler that was
///   installed before (Swift's backtracer prints its backtrace here), then end the process by the
///   signal's default action, so the parent sees death by that signal (status 128 + signal in a
///   shell) even when that handler returns — as the backtracer does for a signal sent with
///   `kill`. A signal that was ignored before stays ignored.
/// - SIGTSTP: restore, stop with the default action; on SIGCONT re-enter raw mode and the modes,
///   then wake the frame loop to repaint.
/// - SIGWINCH and SIGCONT: wake the frame loop through the self-pipe.
/// - `atexit`: restore if a session is still armed when the process exits.
///
/// A stack overflow faults on the guard page, where the kernel cannot push a handler frame: the
/// session's thread therefore gets an alternate signal stack (unless it already has one), and the
/// SIGSEGV and SIGBUS handlers run on it (`SA_ONSTACK`).
///
/// Invariants:
/// - `isArmed` holds 1 only while the record describes the active session's terminal; a handler
///   claims the restore by exchanging it for 0, so the restore is written at most once per arming.
/// - Handlers are installed exactly while a session is armed (between ``arm(_:)`` and
///   ``disarm()``); a signal whose previous disposition was "ignore" stays ignored.
enum SignalRestorer {
    /// What a session hands over to the signal handlers.
    struct Arming {
        var terminalDescriptor: Int32
        var outputDescriptor: Int32
        var wakeDescriptor: Int32
        var original: termios
        var raw: termios
        var restoreSequence: [UInt8]
        var enterSequence: [UInt8]
    }

    /// The plain-old-data record the handlers read.
    struct Record {
        var isSuspended: Int32 = 0
        var terminalDescriptor: Int32 = -1
        var outputDescriptor: Int32 = -1
        var wakeDescriptor: Int32 = -1
        var original = termios()
        var raw = termios()
        /// Which half of the double-buffered sequences is current (0 or 1).
        var slot: Int32 = 0
        var restoreCounts = (0, 0)
        var enterCounts = (0, 0)
    }

    static let sequenceCapacity = 1024
    /// Room for a handler that writes a few bytes and calls `tcsetattr` and `sigaction`.
    static let alternateStackSize = 64 * 1024
    /// The signals a stack overflow raises, handled on the alternate stack.
    static let stackFaultSignals: [Int32] = [SIGSEGV, SIGBUS]
    static let terminatingSignals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE,
    ]
    static let handledSignals = terminatingSignals + [SIGTSTP, SIGCONT, SIGWINCH]

    /// Bytes the self-pipe carries to the frame loop.
    static let resizeWake: UInt8 = 0x57  // W
    static let resumeWake: UInt8 = 0x43  // C

    /// Arms the handlers for one session and installs them.
    static func arm(_ arming: Arming) {
        precondition(
            arming.restoreSequence.count <= sequenceCapacity
                && arming.enterSequence.count <= sequenceCapacity,
            "SignalRestorer: sequences of \(arming.restoreSequence.count) and \(arming.enterSequence.count) bytes exceed \(sequenceCapacity)"
        )
        let record = storage.record
        isArmed.store(0, ordering: .sequentiallyConsistent)
        record.pointee.isSuspended = 0
        record.pointee.terminalDescriptor = arming.terminalDescriptor
        record.pointee.outputDescriptor = arming.outputDescriptor
        record.pointee.wakeDescriptor = arming.wakeDescriptor
        record.pointee.original = arming.original
        record.pointee.raw = arming.raw
        copySequences(restore: arming.restoreSequence, enter: arming.enterSequence)
        registerAtExitOnce()
        installAlternateStack()
        for signal in handledSignals { install(signal) }
        isArmed.store(1, ordering: .sequentiallyConsistent)
    }

    /// Replaces the restore and re-enter sequences (inline mode after a resize). The new ones are
    /// written into the idle half of a double buffer and then made current by one aligned store, so
    /// a handler on any thread sees either the old or the new sequences, never a mix; the handled
    /// signals are also blocked on this thread meanwhile.
    static func updateSequences(restore: [UInt8], enter: [UInt8]) {
        precondition(
            restore.count <= sequenceCapacity && enter.count <= sequenceCapacity,
            "SignalRestorer: sequences of \(restore.count) and \(enter.count) bytes exceed \(sequenceCapacity)"
        )
        var all = sigset_t()
        var previous = sigset_t()
        sigemptyset(&all)
        for signal in handledSignals { sigaddset(&all, signal) }
        pthread_sigmask(SIG_BLOCK, &all, &previous)
        copySequences(restore: restore, enter: enter)
        pthread_sigmask(SIG_SETMASK, &previous, nil)
    }

    /// Disarms and reinstalls the dispositions that were in place before ``arm(_:)``.
    static func disarm() {
        isArmed.store(0, ordering: .sequentiallyConsistent)
        for signal in handledSignals {
            sigaction(signal, storage.previousActions + Int(signal), nil)
        }
        removeAlternateStack()
    }

    /// Gives the calling (session) thread the alternate signal stack, unless it already has one
    /// (Swift's backtracer, or the host application, may have installed their own).
    private static func installAlternateStack() {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
        var alternate = stack_t(ss_sp: storage.alternateStack, ss_flags: 0, ss_size: alternateStackSize)
        _ = sigaltstack(&alternate, nil)
    }

    /// Takes the alternate stack back from the calling thread if it is ours and not in use, so the
    /// one stack is never installed on two threads by consecutive sessions.
    private static func removeAlternateStack() {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_sp == storage.alternateStack,
            current.ss_flags & Int32(SS_ONSTACK) == 0
        else { return }
        var disabled = stack_t(ss_sp: nil, ss_flags: Int32(SS_DISABLE), ss_size: 0)
        _ = sigaltstack(&disabled, nil)
    }

    private static func copySequences(restore: [UInt8], enter: [UInt8]) {
        let record = storage.record
        let idle = 1 - Int(record.pointee.slot)
        let offset = idle * sequenceCapacity
        restore.withUnsafeBufferPointer {
            (storage.restoreBytes + offset).update(from: $0.baseAddress!, count: $0.count)
        }
        enter.withUnsafeBufferPointer {
            (storage.enterBytes + offset).update(from: $0.baseAddress!, count: $0.count)
        }
        if idle == 0 {
            record.pointee.restoreCounts.0 = restore.count
            record.pointee.enterCounts.0 = enter.count
        } else {
            record.pointee.restoreCounts.1 = restore.count
            record.pointee.enterCounts.1 = enter.count
        }
        record.pointee.slot = Int32(idle)
    }

    private static func install(_ signal: Int32) {
        var action = sigaction()
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        if stackFaultSignals.contains(signal) { action.sa_flags |= SA_ONSTACK }
        switch signal {
        case SIGTSTP: action.__sigaction_handler.sa_handler = onSuspendSignal
        case SIGCONT: action.__sigaction_handler.sa_handler = onContinueSignal
        case SIGWINCH: action.__sigaction_handler.sa_handler = onResizeSignal
        default:
            // With the signal's information and context, which the previous handler receives.
            action.sa_flags |= SA_SIGINFO
            action.__sigaction_handler.sa_sigaction = onTerminatingSignal
        }
        let previous = storage.previousActions + Int(signal)
        sigaction(signal, &action, previous)
        (storage.ownActions + Int(signal)).pointee = action
        // SIG_IGN is the handler value 1: a signal the user chose to ignore (nohup) stays ignored.
        let wasIgnored = unsafeBitCast(previous.pointee.__sigaction_handler, to: Int.self) == 1
        if wasIgnored && terminatingSignals.contains(signal) {
            sigaction(signal, previous, nil)
        }
    }

    private static func registerAtExitOnce() {
        guard !storage.hasAtExit.pointee else { return }
        storage.hasAtExit.pointee = true
        atexit { SignalRestorer.restoreTerminal() }
    }
}
