import Glibc

/// A child process running under a new pseudo-terminal, for lifecycle tests.
///
/// The child is started with `posix_spawn` (never `fork`, which is unsafe in a multithreaded test
/// process unless the child execs at once) in a new session whose controlling terminal is the
/// pty's slave side. The test reads what the child writes from the master side, types into it,
/// sends signals, and inspects the slave's `termios`.
final class PseudoTerminalProcess {
    enum Failure: Error, CustomStringConvertible {
        case system(String, Int32)
        case timedOut(String, output: String)

        var description: String {
            switch self {
            case .system(let call, let code): "\(call) failed with errno \(code)"
            case .timedOut(let what, let output):
                "timed out waiting for \(what); output so far: \(output.debugDescription)"
            }
        }
    }

    let master: Int32
    let slave: Int32
    let pid: pid_t
    private(set) var output: [UInt8] = []
    private(set) var status: Int32?

    /// Spawns `executable` with `arguments` on a `width × height` pty, via `/bin/sh` so core dumps
    /// stay off for SIGQUIT.
    ///
    /// With `controllingTerminal` the child leads a new session on the pty (the kernel then sends
    /// it SIGWINCH on resize). Without it the child gets its own process group in this session:
    /// a session leader's group is orphaned, and the kernel never stops an orphaned group on
    /// SIGTSTP, so suspend tests need this form.
    ///
    /// `backtrace` is the child's `SWIFT_BACKTRACE`; the default turns Swift's backtracer off (it
    /// would otherwise wait for a key after SIGQUIT on a terminal).
    init(
        executable: String, arguments: [String] = [], width: UInt16 = 80, height: UInt16 = 24,
        controllingTerminal: Bool = true, backtrace: String = "enable=no"
    ) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var window = winsize(ws_row: height, ws_col: width, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &window) == 0 else { throw Failure.system("openpty", errno) }
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        self.master = master
        self.slave = slave
        let slavePath = String(cString: ttyname(slave))
        let command = (["ulimit -c 0; exec \"$0\" \"$@\"", executable] + arguments)
        pid = try Self.spawn(
            ["/bin/sh", "-c"] + command, terminal: slavePath, newSession: controllingTerminal,
            backtrace: backtrace)
    }

    private static func spawn(
        _ argv: [String], terminal: String, newSession: Bool, backtrace: String
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened after setsid, without O_NOCTTY, the slave becomes the controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaultSignals = sigset_t()
        sigfillset(&defaultSignals)
        posix_spawnattr_setsigdefault(&attributes, &defaultSignals)
        var noMask = sigset_t()
        sigemptyset(&noMask)
        posix_spawnattr_setsigmask(&attributes, &noMask)
        // POSIX_SPAWN_SETSID (0x80, glibc ≥ 2.26) is not imported into Swift.
        let group = newSession ? 0x80 : POSIX_SPAWN_SETPGROUP
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(group | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let environment = [
            "TERM=xterm-256color", "COLORTERM=truecolor", "PATH=/usr/bin:/bin",
            "SWIFT_BACKTRACE=\(backtrace)",
        ]
        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup($0) } + [nil]
        defer { (cArguments + cEnvironment).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, argv[0], &actions, &attributes, cArguments, cEnvironment)
        guard result == 0 else { throw Failure.system("posix_spawn", result) }
        return pid
    }

    /// Reads until `output` contains `needle`; fails after `limit` seconds (a hang guard only).
    func read(until needle: String, limit: Double = 20) throws {
        let bytes = Array(needle.utf8)
        try pump(limit: limit, what: needle.debugDescription) { self.output.containsSubsequence(bytes) }
    }

    /// Reads until `done` holds for the output so far; fails after `limit` seconds (a hang guard
    /// only), naming `what` it waited for.
    func read(until what: String, limit: Double = 20, _ done: ([UInt8]) -> Bool) throws {
        try pump(limit: limit, what: what) { done(self.output) }
    }

    /// Reads until the child exits and records its wait status.
    func waitForExit(limit: Double = 20) throws {
        try pump(limit: limit, what: "exit") {
            var status: Int32 = 0
            if waitpid(self.pid, &status, WNOHANG) == self.pid { self.status = status }
            return self.status != nil
        }
        drain()
    }

    /// Reads until the child is stopped.
    func waitForStop(limit: Double = 20) throws {
        try pump(limit: limit, what: "stop") {
            var status: Int32 = 0
            return waitpid(self.pid, &status, WNOHANG | WUNTRACED) == self.pid && (status & 0xFF) == 0x7F
        }
        drain()
    }

    private func pump(limit: Double, what: String, until done: () -> Bool) throws {
        var waited = 0.0
        while !done() {
            drain()
            guard waited < limit else {
                throw Failure.timedOut(what, output: String(decoding: output, as: UTF8.self))
            }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 20)
            waited += 0.02
        }
    }

    private func drain() {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress!, $0.count) }
            guard count > 0 else { return }
            output += buffer[..<count]
        }
    }

    /// Types `text` into the terminal.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(master, $0.baseAddress!, $0.count) }
    }

    /// Changes the window size, which makes the kernel send SIGWINCH to the child.
    func resize(width: UInt16, height: UInt16) {
        var window = winsize(ws_row: height, ws_col: width, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &window)
    }

    /// The slave side's current `termios`.
    func attributes() -> termios {
        var attributes = termios()
        tcgetattr(slave, &attributes)
        return attributes
    }

    /// Forgets the output read so far.
    func clearOutput() { output.removeAll() }

    deinit {
        if status == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
        close(slave)
    }
}

extension Array where Element == UInt8 {
    func containsSubsequence(_ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= count else { return needle.isEmpty }
        return (0...(count - needle.count)).contains { start in
            self[start..<(start + needle.count)].elementsEqual(needle)
        }
    }
}
