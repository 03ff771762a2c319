import Kinema

/// The cut-off shape at 1,000 and 10,000 rules: an update re-runs only the head rule, so its cost
/// must not depend on the chain's length (the ratio 10k / 1k is checked).
struct CutoffScalingBenchmark: Benchmark {
    let name = "cut-off-10k"

    func run(_ options: RunOptions) throws -> [Measurement] {
        let short = try microsecondsPerUpdate(options, length: options.size(quick: 100, full: 1000))
        let long = try microsecondsPerUpdate(options, length: options.size(quick: 1000, full: 10_000))
        return [
            Measurement("µs/update (min) 1k", short, target: 1),
            Measurement("µs/update (min) 10k", long, target: 1),
            Measurement("ratio 10k / 1k", long / short, target: 1.5),
        ]
    }

    /// Minimum time per update of the cut-off shape of `length` rules, checking that only the head
    /// rule re-ran and that the observer never ran again.
    private func microsecondsPerUpdate(_ options: RunOptions, length: Int) throws -> Double {
        let graph = AttributeGraph()
        let head = graph.input(0)
        let zero = graph.rule { graph in graph[head] & 0 }
        let tail = graph.incrementChain(from: zero, length: length)
        let seen = SeenValue()
        graph.observer { [tail] graph in
            seen.value = graph[tail]
            seen.runs += 1
        }
        graph.resetStatistics()
        let figures = try measureShape(options, updates: 1000, nodes: 1, allocationTarget: 0) { k in
            graph[head] = k
        }
        try expectEqual(seen.runs, 1, "observer runs in total (\(length) rules)")
        try expectEqual(seen.value, length, "observed tail (\(length) rules)")
        try expectEqual(
            graph.statistics.rulesEvaluated, graph.statistics.inputsChanged,
            "rules re-run per write (\(length) rules)")
        try expectEqual(figures[2].value, 0, "allocations per update (\(length) rules)")
        return figures[0].value / 1000
    }
}
