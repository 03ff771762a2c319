import Glibc
import Testing

@testable import KinemaTerminal

/// The demos as a user runs them: as processes, on a pseudo-terminal or redirected.
@Suite("Demos as processes", .serialized)
struct DemoProcessTests {
    static let petPollTitle = "PetPoll · which pet is best?"

    /// Runs `executable` with standard input from `/dev/null` or from a pty (`stdinIsTerminal`)
    /// and standard output into a pipe or the pty (`stdoutIsTerminal`); returns the wait status and
    /// what it wrote to standard error.
    func runRedirected(
        _ executable: String, stdinIsTerminal: Bool, stdoutIsTerminal: Bool
    ) throws -> (status: Int32, standardError: String) {
        var master: Int32 = -1
        var slave: Int32 = -1
        #expect(openpty(&master, &slave, nil, nil, nil) == 0)
        defer {
            close(master)
            close(slave)
        }
        var output: [Int32] = [-1, -1]
        var errors: [Int32] = [-1, -1]
        #expect(pipe(&output) == 0 && pipe(&errors) == 0)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if stdinIsTerminal {
            posix_spawn_file_actions_adddup2(&actions, slave, 0)
        } else {
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        }
        posix_spawn_file_actions_adddup2(&actions, stdoutIsTerminal ? slave : output[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errors[1], 2)
        let arguments = [strdup(executable), nil]
        let environment = [strdup("TERM=xterm-256color"), strdup("SWIFT_BACKTRACE=enable=no"), nil]
        defer { (arguments + environment).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, arguments, environment)
        close(output[1])
        close(errors[1])
        defer {
            close(output[0])
            close(errors[0])
        }
        try #require(spawned == 0, "posix_spawn: \(spawned)")
        var standardError: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        // Blocking reads until the child closes its end: it exits at once (or is a hang to fix).
        while true {
            let count = buffer.withUnsafeMutableBytes { read(errors[0], $0.baseAddress!, $0.count) }
            guard count > 0 else { break }
            standardError += buffer[..<count]
        }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return (status, String(decoding: standardError, as: UTF8.self))
    }

    @Test(
        "PetPoll and Toggle print one line and exit with status 1 when stdin or stdout is not a terminal",
        arguments: [("PetPoll", false, true), ("PetPoll", true, false), ("Toggle", false, true)])
    func notATerminal(demo: String, stdinIsTerminal: Bool, stdoutIsTerminal: Bool) throws {
        let path = try #require(demoPath(demo), "build the demos first: swift build")
        let (status, standardError) = try runRedirected(
            path, stdinIsTerminal: stdinIsTerminal, stdoutIsTerminal: stdoutIsTerminal)
        #expect(status & 0x7F == 0 && (status >> 8) & 0xFF == 1, "wait status \(status)")
        let stream = stdinIsTerminal ? "standard output" : "standard input"
        #expect(standardError.hasPrefix("\(demo): \(stream) is not a terminal"), "\(standardError)")
        #expect(standardError.filter { $0 == "\n" }.count == 1, "\(standardError)")
    }

    @Test("Ctrl-Z in PetPoll restores the terminal and stops; continuing it re-enters and repaints")
    func petPollSuspend() throws {
        let path = try #require(demoPath("PetPoll"), "build the demos first: swift build")
        // Its own process group in this session, so the kernel lets SIGTSTP stop it.
        let process = try PseudoTerminalProcess(executable: path, controllingTerminal: false)
        try process.read(until: Self.petPollTitle)
        process.clearOutput()
        process.type("\u{1A}")
        try process.waitForStop()
        #expect(process.output.containsSubsequence(Array("\u{1B}[?1049l".utf8)))
        #expect(process.attributes().c_lflag & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
        process.clearOutput()
        kill(process.pid, SIGCONT)
        try process.read(until: Self.petPollTitle)
        #expect(process.output.containsSubsequence(Array("\u{1B}[?1049h".utf8)))
        #expect(process.attributes().c_lflag & tcflag_t(ICANON | ECHO) == 0)
        process.type("q")
        try process.waitForExit()
        #expect(process.status == 0)
    }
}
