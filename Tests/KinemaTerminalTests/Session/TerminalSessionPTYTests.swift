import Glibc
import Testing

@testable import KinemaTerminal

/// The InputCheck demo, built next to this test bundle (`swift build` builds every product).
func inputCheckPath() -> String? {
    demoPath("InputCheck")
}

/// The demo executable `name`, built next to this test bundle.
func demoPath(_ name: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard length > 0 else { return nil }
    var directory = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    while let last = directory.last, last != "/" { directory.removeLast() }
    // The test binary lives in `<bin>/KinemaPackageTests.xctest` (a file on Linux).
    let path = directory + name
    return access(path, X_OK) == 0 ? path : nil
}

@Suite("TerminalSession under a pseudo-terminal", .serialized)
struct TerminalSessionPTYTests {
    static let restore = Array(TerminalConfiguration().exitSequence(height: 24).utf8)
    static let enter = Array(TerminalConfiguration().enterSequence(height: 24).utf8)

    func start(
        controllingTerminal: Bool = true, arguments: [String] = [], backtrace: String = "enable=no"
    ) throws -> PseudoTerminalProcess {
        let path = try #require(inputCheckPath(), "build InputCheck first: swift build")
        let process = try PseudoTerminalProcess(
            executable: path, arguments: arguments, controllingTerminal: controllingTerminal,
            backtrace: backtrace)
        try process.read(until: "InputCheck —")
        return process
    }

    func expectCooked(_ attributes: termios, like original: termios) {
        #expect(attributes.c_lflag == original.c_lflag)
        #expect(attributes.c_iflag == original.c_iflag)
        #expect(attributes.c_oflag == original.c_oflag)
        #expect(attributes.c_cflag == original.c_cflag)
        #expect(attributes.c_lflag & tcflag_t(ICANON | ECHO | ISIG) == tcflag_t(ICANON | ECHO | ISIG))
    }

    @Test(
        "each terminating signal writes the restore sequence, restores termios, and kills by that signal",
        arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
    func terminatingSignal(signal: Int32) throws {
        let process = try start()
        #expect(process.attributes().c_lflag & tcflag_t(ICANON | ECHO) == 0, "the demo should be in raw mode")
        #expect(process.output.containsSubsequence(Self.enter))
        process.clearOutput()
        kill(process.pid, signal)
        try process.waitForExit()
        let status = try #require(process.status)
        #expect(status & 0x7F == signal, "wait status \(status)")
        #expect(process.output.containsSubsequence(Self.restore))
        expectCooked(process.attributes(), like: cookedReference())
    }

    @Test("with Swift's backtracer on, SIGQUIT sent with kill ends the process by SIGQUIT after restoring")
    func quitWithBacktracer() throws {
        // Not interactive, so the backtracer does not wait for a key on the terminal.
        let process = try start(backtrace: "enable=yes,interactive=no,symbolicate=off,threads=crashed")
        process.clearOutput()
        kill(process.pid, SIGQUIT)
        try process.waitForExit()
        let status = try #require(process.status)
        #expect(status & 0x7F == SIGQUIT, "wait status \(status)")
        #expect(process.output.containsSubsequence(Self.restore))
        expectCooked(process.attributes(), like: cookedReference())
    }

    @Test("a Swift trap in the program restores the terminal before the process dies")
    func trap() throws {
        let process = try start(arguments: ["--trap-on-key", "x"])
        process.clearOutput()
        process.type("x")
        try process.waitForExit()
        let status = try #require(process.status)
        let signal = status & 0x7F
        #expect(signal == SIGILL || signal == SIGTRAP, "wait status \(status)")
        #expect(process.output.containsSubsequence(Self.restore))
        expectCooked(process.attributes(), like: cookedReference())
    }

    @Test("exit() from inside the loop restores the terminal through atexit")
    func exitCall() throws {
        let process = try start(arguments: ["--exit-on-key", "x"])
        process.clearOutput()
        process.type("x")
        try process.waitForExit()
        let status = try #require(process.status)
        #expect(status & 0x7F == 0 && (status >> 8) & 0xFF == 3, "wait status \(status)")
        #expect(process.output.containsSubsequence(Self.restore))
        expectCooked(process.attributes(), like: cookedReference())
    }

    @Test("q quits normally: exit status 0, restore sequence, termios back")
    func normalExit() throws {
        let process = try start()
        process.clearOutput()
        process.type("q")
        try process.waitForExit()
        #expect(process.status == 0)
        #expect(process.output.containsSubsequence(Self.restore))
        expectCooked(process.attributes(), like: cookedReference())
    }

    @Test("SIGTSTP restores and stops; SIGCONT re-enters raw mode and repaints")
    func suspendAndResume() throws {
        let process = try start(controllingTerminal: false)
        process.clearOutput()
        kill(process.pid, SIGTSTP)
        try process.waitForStop()
        #expect(process.output.containsSubsequence(Self.restore))
        expectCooked(process.attributes(), like: cookedReference())
        process.clearOutput()
        kill(process.pid, SIGCONT)
        try process.read(until: "InputCheck —")
        #expect(process.output.containsSubsequence(Self.enter))
        #expect(process.attributes().c_lflag & tcflag_t(ICANON | ECHO) == 0)
        process.type("q")
        try process.waitForExit()
        #expect(process.status == 0)
    }

    @Test("SIGWINCH redraws at the new size and keys still arrive")
    func resize() throws {
        let process = try start()
        process.resize(width: 100, height: 30)
        try process.read(until: "size 100x30")
        process.type("\u{1B}[1;5A")
        try process.read(until: "ctrl+up")
        process.type("q")
        try process.waitForExit()
        #expect(process.status == 0)
    }

    /// The attributes a fresh pty starts with, which the demo must restore.
    func cookedReference() -> termios {
        var master: Int32 = -1
        var slave: Int32 = -1
        _ = openpty(&master, &slave, nil, nil, nil)
        defer {
            close(master)
            close(slave)
        }
        var attributes = termios()
        tcgetattr(slave, &attributes)
        return attributes
    }
}
