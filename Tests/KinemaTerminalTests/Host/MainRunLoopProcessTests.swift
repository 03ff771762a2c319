import Glibc
import KinemaTestSupport
import Testing

@testable import KinemaTerminal

/// Foundation's main-thread work in a running app: the `Timers` demo on a pseudo-terminal.
@Suite("Main run loop in a running app", .serialized)
struct MainRunLoopProcessTests {
    /// The counts on the demo's three rows (asyncAfter, Timer, task), read from the screen the
    /// output draws.
    static func counts(in output: [UInt8]) -> [Int] {
        var terminal = VirtualTerminal(width: 100, height: 10)
        terminal.feed(output)
        return terminal.lines.compactMap { line -> Int? in
            guard let range = line.range(of: " ran ") else { return nil }
            return Int(line[range.upperBound...].prefix { $0.isNumber })
        }
    }

    @Test(
        "DispatchQueue.main.asyncAfter, a repeating Timer and a main-actor task run while the app waits for input, and their changes are drawn",
        arguments: [["--period", "0.05"], ["--async", "--period", "0.05"]])
    func foundationWorkRuns(arguments: [String]) throws {
        let path = try #require(demoPath("Timers"), "build the demos first: swift build")
        let process = try PseudoTerminalProcess(executable: path, arguments: arguments, width: 100, height: 10)
        // Only the three kinds of work change the screen (nobody types): three runs of each, drawn,
        // prove they ran on the main thread and woke the loop.
        try process.read(until: "three runs of each row") { output in
            let counts = Self.counts(in: output)
            return counts.count == 3 && counts.allSatisfy { $0 >= 3 }
        }
        process.type("q")
        try process.waitForExit()
        #expect(process.status.map { $0 & 0x7F == 0 && ($0 >> 8) & 0xFF == 0 } == true, "\(String(describing: process.status))")
    }
}
