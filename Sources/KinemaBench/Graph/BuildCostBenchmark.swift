import Kinema

/// Graph build cost per node: creating a chain of rules (not evaluating it), then its first read.
struct BuildCostBenchmark: Benchmark {
    let name = "build"

    func run(_ options: RunOptions) throws -> [Measurement] {
        let length = options.size(quick: 10_000, full: 100_000)
        var builds: [Double] = []
        var reads: [Double] = []
        for _ in 0..<options.rounds(7) {
            let graph = AttributeGraph()
            var start = monotonicNanoseconds()
            let root = graph.input(0)
            let leaf = graph.incrementChain(from: root, length: length)
            builds.append(Double(monotonicNanoseconds() - start))
            start = monotonicNanoseconds()
            try expectEqual(graph[leaf], length, "leaf after the first read")
            reads.append(Double(monotonicNanoseconds() - start))
        }
        let perNode = Double(length)
        return [
            Measurement("build ns/node (median)", RoundTimes(samples: builds).median / perNode),
            Measurement("first read ns/node (median)", RoundTimes(samples: reads).median / perNode),
        ]
    }
}
