import Glibc
import Synchronization

/// Memory the signal handlers read, allocated once and never freed: a handler may run at any
/// moment, even after the session that armed it ended, so this memory must outlive every session.
struct SignalRestorerStorage {
    let record: UnsafeMutablePointer<SignalRestorer.Record>
    let restoreBytes: UnsafeMutablePointer<UInt8>
    let enterBytes: UnsafeMutablePointer<UInt8>
    let previousActions: UnsafeMutablePointer<sigaction>
    let ownActions: UnsafeMutablePointer<sigaction>
    let hasAtExit: UnsafeMutablePointer<Bool>
    /// The alternate signal stack, `SignalRestorer.alternateStackSize` bytes.
    let alternateStack: UnsafeMutableRawPointer

    init() {
        record = .allocate(capacity: 1)
        record.initialize(to: SignalRestorer.Record())
        // Two halves each: see `SignalRestorer.updateSequences`.
        restoreBytes = .allocate(capacity: 2 * SignalRestorer.sequenceCapacity)
        restoreBytes.initialize(repeating: 0, count: 2 * SignalRestorer.sequenceCapacity)
        enterBytes = .allocate(capacity: 2 * SignalRestorer.sequenceCapacity)
        enterBytes.initialize(repeating: 0, count: 2 * SignalRestorer.sequenceCapacity)
        // Signal numbers on Linux are below 65 (NSIG).
        previousActions = .allocate(capacity: 65)
        previousActions.initialize(repeating: sigaction(), count: 65)
        ownActions = .allocate(capacity: 65)
        ownActions.initialize(repeating: sigaction(), count: 65)
        hasAtExit = .allocate(capacity: 1)
        hasAtExit.initialize(to: false)
        alternateStack = .allocate(byteCount: SignalRestorer.alternateStackSize, alignment: 16)
    }
}

extension SignalRestorer {
    // nonisolated(unsafe): written only by `arm`, `updateSequences` and `disarm` on the session's
    // thread (with the handled signals blocked while sequences change) before `isArmed` is set;
    // handlers only read it, and the pointers themselves never change after this initialiser.
    nonisolated(unsafe) static let storage = SignalRestorerStorage()

    /// 1 while a session is armed. Atomic, so that of two handlers racing on two threads (SIGTERM
    /// to the process while SIGINT lands elsewhere) exactly one claims the restore; `Atomic<Int32>`
    /// is lock-free, hence async-signal-safe. Initialised by ``arm(_:)`` before any handler exists.
    static let isArmed = Atomic<Int32>(0)

    /// Writes the restore sequence and the original `termios`, once. Async-signal-safe.
    static func restoreTerminal() {
        let record = storage.record
        guard isArmed.exchange(0, ordering: .sequentiallyConsistent) == 1 else { return }
        let slot = record.pointee.slot
        let count = slot == 0 ? record.pointee.restoreCounts.0 : record.pointee.restoreCounts.1
        writeAll(record.pointee.outputDescriptor, storage.restoreBytes + Int(slot) * sequenceCapacity, count)
        tcsetattr(record.pointee.terminalDescriptor, TCSAFLUSH, &record.pointee.original)
    }

    /// Re-applies raw mode and the entered modes after a stop. Async-signal-safe.
    static func reenterTerminal() {
        let record = storage.record
        record.pointee.isSuspended = 0
        isArmed.store(1, ordering: .sequentiallyConsistent)
        tcsetattr(record.pointee.terminalDescriptor, TCSAFLUSH, &record.pointee.raw)
        let slot = record.pointee.slot
        let count = slot == 0 ? record.pointee.enterCounts.0 : record.pointee.enterCounts.1
        writeAll(record.pointee.outputDescriptor, storage.enterBytes + Int(slot) * sequenceCapacity, count)
        wake(resumeWake)
    }

    static func wake(_ byte: UInt8) {
        var byte = byte
        // A full pipe already holds a wake-up, so a failed write loses nothing.
        _ = write(storage.record.pointee.wakeDescriptor, &byte, 1)
    }

    static func writeAll(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) {
        var offset = 0
        while offset < count {
            let written = write(descriptor, bytes + offset, count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}

func onTerminatingSignal(
    _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
    SignalRestorer.restoreTerminal()
    SignalRestorer.callPreviousHandler(signal, info, context)
    // Whatever the previous handler did, the process ends here: Swift's backtracer, for one,
    // resets the disposition and returns, which ends the process only when the signal came from
    // a fault that re-executes; for a signal sent with `kill` the loop would go on painting.
    SignalRestorer.terminate(by: signal)
}

extension SignalRestorer {
    /// Runs the handler that was installed for `signal` before ``arm(_:)`` — the Swift runtime's
    /// backtracer, a test harness, the host application — with the signal's own information and
    /// context, so a backtrace shows the interrupted code. Does nothing for the default action.
    /// Async-signal-safe as far as that handler is.
    static func callPreviousHandler(
        _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
    ) {
        let previous = storage.previousActions + Int(signal)
        // SIG_DFL is the handler value 0 and SIG_IGN 1 (a terminating signal that was ignored never
        // gets this handler; see `install`).
        guard unsafeBitCast(previous.pointee.__sigaction_handler, to: Int.self) > 1 else { return }
        var blockedByPrevious = previous.pointee.sa_mask
        var saved = sigset_t()
        pthread_sigmask(SIG_BLOCK, &blockedByPrevious, &saved)
        if previous.pointee.sa_flags & SA_SIGINFO != 0 {
            previous.pointee.__sigaction_handler.sa_sigaction?(signal, info, context)
        } else {
            previous.pointee.__sigaction_handler.sa_handler?(signal)
        }
        pthread_sigmask(SIG_SETMASK, &saved, nil)
    }

    /// Ends the process by `signal` with its default action, so the parent sees the conventional
    /// status (the shell reports 128 + `signal`); `_exit(128 + signal)` if the default action
    /// somehow returns. Async-signal-safe.
    static func terminate(by signal: Int32) {
        var defaultAction = sigaction()
        sigemptyset(&defaultAction.sa_mask)
        sigaction(signal, &defaultAction, nil)
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, signal)
        pthread_sigmask(SIG_UNBLOCK, &only, nil)
        // Unblocked and sent to this thread, the signal is delivered before `raise` returns.
        raise(signal)
        _exit(128 + signal)
    }
}

func onSuspendSignal(_ signal: Int32) {
    let savedErrno = errno
    defer { errno = savedErrno }
    let record = SignalRestorer.storage.record
    let wasArmed = SignalRestorer.isArmed.load(ordering: .sequentiallyConsistent) == 1
    SignalRestorer.restoreTerminal()
    if wasArmed { record.pointee.isSuspended = 1 }
    var defaultAction = sigaction()
    sigemptyset(&defaultAction.sa_mask)
    sigaction(SIGTSTP, &defaultAction, nil)
    var suspendOnly = sigset_t()
    sigemptyset(&suspendOnly)
    sigaddset(&suspendOnly, SIGTSTP)
    pthread_sigmask(SIG_UNBLOCK, &suspendOnly, nil)
    raise(SIGTSTP)  // the process stops here until SIGCONT
    pthread_sigmask(SIG_BLOCK, &suspendOnly, nil)
    sigaction(SIGTSTP, SignalRestorer.storage.ownActions + Int(SIGTSTP), nil)
    if record.pointee.isSuspended == 1 { SignalRestorer.reenterTerminal() }
}

func onContinueSignal(_ signal: Int32) {
    let savedErrno = errno
    defer { errno = savedErrno }
    let record = SignalRestorer.storage.record
    if record.pointee.isSuspended == 1 {
        SignalRestorer.reenterTerminal()
    } else if SignalRestorer.isArmed.load(ordering: .sequentiallyConsistent) == 1 {
        // Stopped by SIGSTOP: the shell may have reset the tty modes meanwhile.
        tcsetattr(record.pointee.terminalDescriptor, TCSANOW, &record.pointee.raw)
        SignalRestorer.wake(SignalRestorer.resumeWake)
    }
}

func onResizeSignal(_ signal: Int32) {
    let savedErrno = errno
    defer { errno = savedErrno }
    if SignalRestorer.isArmed.load(ordering: .sequentiallyConsistent) == 1 {
        SignalRestorer.wake(SignalRestorer.resizeWake)
    }
}
