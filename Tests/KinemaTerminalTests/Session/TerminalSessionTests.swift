import Glibc
import Testing

@testable import KinemaTerminal

/// A pty opened in this process: the session runs on the slave side, the test reads the master.
final class InProcessPseudoTerminal {
    let master: Int32
    let slave: Int32

    init() throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var window = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&master, &slave, nil, nil, &window) == 0 else {
            throw TerminalError.systemCall("openpty", errno: errno)
        }
        _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
        self.master = master
        self.slave = slave
    }

    /// Everything written to the slave side so far.
    func readOutput() -> [UInt8] {
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress!, $0.count) }
            guard count > 0 else { return output }
            output += buffer[..<count]
        }
    }

    var localFlags: tcflag_t {
        var attributes = termios()
        tcgetattr(slave, &attributes)
        return attributes.c_lflag
    }

    deinit {
        close(master)
        close(slave)
    }
}

@Suite("TerminalSession in process", .serialized)
struct TerminalSessionTests {
    static let cooked = tcflag_t(ICANON | ECHO)
    static let restore = Array(TerminalConfiguration().exitSequence(height: 24).utf8)

    @Test("a session enters raw mode and the modes, and restore() undoes both exactly once")
    func enterAndRestore() throws {
        let pty = try InProcessPseudoTerminal()
        let before = pty.localFlags
        let session = try TerminalSession(input: pty.slave, output: pty.slave)
        #expect(pty.localFlags & Self.cooked == 0)
        #expect(pty.readOutput() == Array(TerminalConfiguration().enterSequence(height: 24).utf8))
        #expect(session.size == TerminalSize(width: 80, height: 24))
        session.restore()
        session.restore()
        #expect(pty.localFlags == before)
        #expect(pty.readOutput() == Self.restore)
        #expect(!session.isActive)
    }

    @Test("the kitty flag is pushed once when the terminal reports the protocol, and popped at exit")
    func kittyWhenSupported() throws {
        let pty = try InProcessPseudoTerminal()
        let session = try TerminalSession(input: pty.slave, output: pty.slave)
        _ = pty.readOutput()
        var report = TerminalReport()
        report.kittyKeyboard = false
        try session.terminalDidReport(report)
        #expect(pty.readOutput() == [])
        report.kittyKeyboard = true
        try session.terminalDidReport(report)
        try session.terminalDidReport(report)
        #expect(pty.readOutput() == Array("\u{1B}[>1u".utf8))
        session.restore()
        #expect(pty.readOutput().containsSubsequence(Array("\u{1B}[<u".utf8)))
    }

    @Test("an error thrown inside withSession still restores the terminal")
    func thrownError() throws {
        struct Failure: Error {}
        let pty = try InProcessPseudoTerminal()
        let before = pty.localFlags
        let configuration = TerminalConfiguration()
        #expect(throws: Failure.self) {
            let session = try TerminalSession(
                configuration: configuration, input: pty.slave, output: pty.slave)
            defer { session.restore() }
            throw Failure()
        }
        #expect(pty.localFlags == before)
        #expect(pty.readOutput().containsSubsequence(Self.restore))
    }

    @Test("only one session may be active, and a new one may start after restore")
    func oneAtATime() throws {
        let pty = try InProcessPseudoTerminal()
        let first = try TerminalSession(input: pty.slave, output: pty.slave)
        #expect(throws: TerminalError.sessionAlreadyActive) {
            _ = try TerminalSession(input: pty.slave, output: pty.slave)
        }
        first.restore()
        let second = try TerminalSession(input: pty.slave, output: pty.slave)
        second.restore()
    }

    @Test("a file is not a terminal, as input or as output")
    func notATerminal() throws {
        let pty = try InProcessPseudoTerminal()
        let file = open("/dev/null", O_RDWR)
        defer { close(file) }
        #expect(throws: TerminalError.notATerminal(fileDescriptor: file)) {
            _ = try TerminalSession(input: file, output: pty.slave)
        }
        #expect(throws: TerminalError.notATerminal(fileDescriptor: file)) {
            _ = try TerminalSession(input: pty.slave, output: file)
        }
    }

    @Test("input and SIGWINCH arrive through waitForActivity; an idle wait with a timeout returns nothing")
    func activity() throws {
        let pty = try InProcessPseudoTerminal()
        let session = try TerminalSession(input: pty.slave, output: pty.slave)
        defer { session.restore() }
        #expect(try session.waitForActivity(timeout: 0) == [])
        _ = Array("x".utf8).withUnsafeBytes { write(pty.master, $0.baseAddress!, 1) }
        #expect(try session.waitForActivity(timeout: 5) == [.input([0x78])])
        var window = winsize(ws_row: 30, ws_col: 100, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(pty.master, UInt(TIOCSWINSZ), &window)
        kill(getpid(), SIGWINCH)  // to the process: a test thread may block signals
        #expect(try session.waitForActivity(timeout: 5) == [.resized(TerminalSize(width: 100, height: 30))])
    }

    @Test("an in-band resize report is clamped to the window size TIOCGWINSZ reports")
    func resizeReportClamped() throws {
        let pty = try InProcessPseudoTerminal()
        let session = try TerminalSession(input: pty.slave, output: pty.slave)
        defer { session.restore() }
        let forged = session.sizeForResizeReport(TerminalSize(width: 99999, height: 99999))
        #expect(forged == TerminalSize(width: 80, height: 24))
        let smaller = session.sizeForResizeReport(TerminalSize(width: 40, height: 0))
        #expect(smaller == TerminalSize(width: 40, height: 1))
        #expect(session.size == TerminalSize(width: 40, height: 1))
    }

    @Test("wake() from another thread makes the wait return .wake once; after restore it does nothing")
    func wake() async throws {
        let pty = try InProcessPseudoTerminal()
        let session = try TerminalSession(input: pty.slave, output: pty.slave)
        let waker = SessionWaker(session: session)
        await Task.detached { waker.session.wake() }.value
        #expect(try session.waitForActivity(timeout: 0) == [.wake])
        #expect(try session.waitForActivity(timeout: 0) == [])
        session.restore()
        session.wake()
    }
}

/// Hands the session to another thread, for ``TerminalSessionTests/wake()`` only.
private struct SessionWaker: @unchecked Sendable {
    // @unchecked Sendable is safe: the other thread only calls `wake()`, which TerminalDevice
    // requires to be thread-safe, and the test awaits it before using the session again.
    let session: TerminalSession
}
