import Glibc
import Synchronization

/// A real terminal in raw mode, with the modes of a ``TerminalConfiguration`` turned on, restored on
/// every exit path.
///
/// Starting a session saves the `termios` state, switches to raw mode (no echo, no line editing,
/// no signal keys: Ctrl+C arrives as a key), writes the configuration's enter sequence and arms
/// async-signal-safe handlers (see `SignalRestorer`). The terminal is restored by ``restore()``,
/// by `deinit`, on SIGINT, SIGTERM, SIGHUP, SIGQUIT and crash signals, and at `exit`. SIGTSTP
/// suspends (restore, stop, re-enter on SIGCONT) and SIGWINCH becomes a
/// ``TerminalActivity/resized(_:)``.
///
/// A session is confined to the thread that created it. Only one may be active per process.
///
/// ```swift
/// try TerminalSession.withSession { session in
///     try FrameLoop(terminal: session).run(program)
/// }   // restored here, also when `run` throws
/// ```
///
/// Invariants:
/// - While ``isActive``: the terminal is in raw mode, the signal handlers are armed with this
///   session's restore sequence, and the process-wide active flag is held by this session.
public final class TerminalSession: TerminalDevice {
    /// Whether some session in this process is active.
    private static let hasActiveSession = Atomic<Bool>(false)

    /// The modes this session turned on.
    public let configuration: TerminalConfiguration
    /// The file descriptor input is read from.
    public let inputDescriptor: Int32
    /// The file descriptor frames are written to.
    public let outputDescriptor: Int32
    /// Whether the terminal is still in this session's modes (until ``restore()``).
    public private(set) var isActive = false

    let original: termios
    let raw: termios
    let wakeReadDescriptor: Int32
    let wakeWriteDescriptor: Int32
    var terminalSize: TerminalSize
    /// Whether ``terminalDidReport(_:)`` pushed the kitty keyboard flag.
    var hasPushedKeyboardFlags = false
    /// Runs the main run loop while the session waits on the main thread (created at the first such
    /// wait, cancelled before the self-pipe closes).
    var mainRunLoopWaiter: MainRunLoopWaiter?

    /// Enters raw mode and the configured modes on the terminal behind `input` and `output`.
    ///
    /// - Throws: ``TerminalError/notATerminal(fileDescriptor:)`` when `input` or `output` is not a
    ///   terminal,
    ///   ``TerminalError/sessionAlreadyActive``, or ``TerminalError/systemCall(_:errno:)``.
    public init(
        configuration: TerminalConfiguration = TerminalConfiguration(),
        input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO
    ) throws {
        guard isatty(input) == 1 else { throw TerminalError.notATerminal(fileDescriptor: input) }
        // Escape sequences must not end up in a file or a pipe.
        guard isatty(output) == 1 else { throw TerminalError.notATerminal(fileDescriptor: output) }
        guard
            Self.hasActiveSession.compareExchange(
                expected: false, desired: true, ordering: .acquiringAndReleasing
            ).exchanged
        else { throw TerminalError.sessionAlreadyActive }
        var saved = termios()
        var pipeDescriptors: [Int32] = [-1, -1]
        guard tcgetattr(input, &saved) == 0, pipe(&pipeDescriptors) == 0 else {
            let code = errno
            Self.hasActiveSession.store(false, ordering: .releasing)
            throw TerminalError.systemCall("tcgetattr/pipe", errno: code)
        }
        for descriptor in pipeDescriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        self.configuration = configuration
        inputDescriptor = input
        outputDescriptor = output
        original = saved
        var rawAttributes = saved
        cfmakeraw(&rawAttributes)
        raw = rawAttributes
        wakeReadDescriptor = pipeDescriptors[0]
        wakeWriteDescriptor = pipeDescriptors[1]
        terminalSize = Self.querySize(input: input, output: output)
        try enter()
    }

    private func enter() throws {
        let height = terminalSize.height
        SignalRestorer.arm(
            SignalRestorer.Arming(
                terminalDescriptor: inputDescriptor, outputDescriptor: outputDescriptor,
                wakeDescriptor: wakeWriteDescriptor, original: original, raw: raw,
                restoreSequence: Array(configuration.exitSequence(height: height).utf8),
                enterSequence: Array(configuration.enterSequence(height: height).utf8)))
        isActive = true
        var rawAttributes = raw
        guard tcsetattr(inputDescriptor, TCSAFLUSH, &rawAttributes) == 0 else {
            let code = errno
            restore()
            throw TerminalError.systemCall("tcsetattr", errno: code)
        }
        do {
            try write(Array(configuration.enterSequence(height: height).utf8))
        } catch {
            restore()
            throw error
        }
    }

    /// Runs `body` with a new session and restores the terminal however `body` ends.
    public static func withSession<Result>(
        configuration: TerminalConfiguration = TerminalConfiguration(),
        _ body: (TerminalSession) throws -> Result
    ) throws -> Result {
        let session = try TerminalSession(configuration: configuration)
        defer { session.restore() }
        return try body(session)
    }

    /// Leaves every mode, restores the saved `termios` and the previous signal dispositions.
    /// Idempotent.
    public func restore() {
        guard isActive else { return }
        isActive = false
        // Signals that arrive meanwhile wait until the terminal is restored, then act as before.
        var handled = sigset_t()
        var previous = sigset_t()
        sigemptyset(&handled)
        for signal in SignalRestorer.handledSignals { sigaddset(&handled, signal) }
        pthread_sigmask(SIG_BLOCK, &handled, &previous)
        SignalRestorer.restoreTerminal()
        SignalRestorer.disarm()
        pthread_sigmask(SIG_SETMASK, &previous, nil)
        mainRunLoopWaiter?.cancel()
        mainRunLoopWaiter = nil
        close(wakeReadDescriptor)
        close(wakeWriteDescriptor)
        Self.hasActiveSession.store(false, ordering: .releasing)
    }

    /// Suspends the process like Ctrl+Z in a shell: restores the terminal and stops; when the
    /// shell continues it, the modes come back and the frame loop repaints.
    ///
    /// SIGTSTP goes to the whole process group, as the terminal sends it for Ctrl+Z in cooked
    /// mode, so a wrapper in the same job (a script, `swift run`) stops too and the shell sees the
    /// job stopped. A process group without job control (orphaned) does not stop: the terminal is
    /// restored and re-entered at once.
    public func suspend() {
        guard isActive else { return }
        kill(0, SIGTSTP)
    }

    deinit {
        restore()
    }
}
