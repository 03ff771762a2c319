/// One benchmark of the runner: builds its fixture, runs it, checks its own result and reports
/// measurements. One benchmark per file; each suite lists its benchmarks in `<Suite>Suite.swift`.
protocol Benchmark: Sendable {
    /// Short name, unique within its suite (`deep`, `cellx1000`, `moving-box-200x50`).
    var name: String { get }
    /// Runs the benchmark at the size `options` asks for (tiny under `--quick`) and returns what it
    /// measured. Throws ``BenchmarkFailure`` when the computed result is wrong, so that a broken engine
    /// cannot look fast.
    func run(_ options: RunOptions) throws -> [Measurement]
}

/// A named group of benchmarks selected by the first command-line argument (`kinema-bench graph`).
struct Suite: Sendable {
    var name: String
    var benchmarks: [any Benchmark]
}

/// One reported figure.
struct Measurement: Sendable {
    /// What was measured (`ns/node`, `allocs/update`, `bytes/frame`).
    var metric: String
    var value: Double
    /// The committed threshold, if any: the figure should be at most this.
    var target: Double?

    init(_ metric: String, _ value: Double, target: Double? = nil) {
        self.metric = metric
        self.value = value
        self.target = target
    }

    var meetsTarget: Bool? { target.map { value <= $0 } }
}

/// A benchmark computed a wrong result.
struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Throws a ``BenchmarkFailure`` naming the expected and actual values when they differ.
func expectEqual<T: Equatable>(
    _ actual: T, _ expected: T, _ what: @autoclosure () -> String
) throws {
    if actual != expected {
        throw BenchmarkFailure("\(what()): expected \(expected), got \(actual)")
    }
}
