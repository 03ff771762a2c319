import Kinema

/// A pulled chain (write the input, read the tail, no observer) at 1,000, 100,000 and 1,000,000
/// rules: the cost per rule must stay flat as the chain outgrows the caches (ratio 1M / 1k checked).
struct ChainGrowthBenchmark: Benchmark {
    let name = "chain-growth"

    func run(_ options: RunOptions) throws -> [Measurement] {
        let lengths = options.isQuick ? [1000, 10_000, 100_000] : [1000, 100_000, 1_000_000]
        var figures: [Measurement] = []
        var medians: [Double] = []
        for length in lengths {
            let graph = AttributeGraph()
            let head = graph.input(0)
            let tail = graph.incrementChain(from: head, length: length)
            try expectEqual(graph[tail], length, "tail after the first read (\(length) rules)")
            // About 10⁷ rule updates per round whatever the length.
            let updates = max(2, 10_000_000 / length)
            let measured = try measureShape(
                options, updates: updates, nodes: length, warmup: 2, rounds: 7, allocationTarget: 0
            ) { k in
                graph[head] = k
                let value = graph[tail]
                if value != k + length { throw BenchmarkFailure("tail is \(value), expected \(k + length)") }
            }
            let label = length >= 1_000_000 ? "\(length / 1_000_000)M" : "\(length / 1000)k"
            figures.append(Measurement("ns/node (median) \(label)", measured[1].value))
            figures.append(Measurement("allocs/update \(label)", measured[2].value, target: 0))
            medians.append(measured[1].value)
        }
        let growth = medians[medians.count - 1] / medians[0]
        figures.append(Measurement("ratio largest / 1k", growth, target: 1.2))
        return figures
    }
}
