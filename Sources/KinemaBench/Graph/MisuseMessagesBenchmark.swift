import Glibc

/// Each misuse that stops the program (a read or write of a removed attribute, a cyclic read of a
/// rule with no value and no seed) must print a message naming the attribute and the remedy in this
/// optimized build too: `preconditionFailure` printed only "precondition failure" under `-O`.
/// Runs each scenario in a child process and checks its standard error.
struct MisuseMessagesBenchmark: Benchmark {
    let name = "misuse-messages"

    func run(_ options: RunOptions) throws -> [Measurement] {
        for scenario in MisuseScenario.allCases {
            let (status, errorOutput) = try runChild(scenario)
            if status == 0 {
                throw BenchmarkFailure("misuse '\(scenario.rawValue)' exited normally")
            }
            for fragment in scenario.expectedFragments where !errorOutput.contains(fragment) {
                let lastLine = errorOutput.split(separator: "\n").last.map(String.init) ?? "nothing"
                throw BenchmarkFailure(
                    "misuse '\(scenario.rawValue)': the message lacks \"\(fragment)\" (printed: \(lastLine))")
            }
        }
        return [Measurement("misuses checked", Double(MisuseScenario.allCases.count))]
    }

    /// Runs this executable as a child making `scenario`'s misuse; returns its wait status and its
    /// standard error.
    private func runChild(_ scenario: MisuseScenario) throws -> (status: Int32, errorOutput: String) {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw BenchmarkFailure("pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 2)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        // The crash backtracer would add seconds per child; the message is printed either way.
        let arguments = ["kinema-bench", MisuseScenario.childFlag, scenario.rawValue]
        let environment = ["SWIFT_BACKTRACE=enable=no"]
        var argv = arguments.map { strdup($0) } + [nil]
        var envp = environment.map { strdup($0) } + [nil]
        defer {
            for pointer in argv + envp { free(pointer) }
        }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, "/proc/self/exe", &actions, nil, &argv, &envp)
        close(pipeEnds[1])
        defer { close(pipeEnds[0]) }
        guard spawned == 0 else { throw BenchmarkFailure("posix_spawn failed: \(spawned)") }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(pipeEnds[0], &buffer, buffer.count)
            if count <= 0 { break }
            output += buffer[0..<count]
        }
        var status: Int32 = 0
        waitpid(child, &status, 0)
        return (status, String(decoding: output, as: UTF8.self))
    }
}
