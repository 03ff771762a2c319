import Kinema

/// One input read by 10,000 rules: write the input, read every rule.
struct FanOut10kBenchmark: Benchmark {
    let name = "fanout10k"

    func run(_ options: RunOptions) throws -> [Measurement] {
        let width = options.size(quick: 100, full: 10_000)
        let graph = AttributeGraph()
        let root = graph.input(0)
        let rules = (0..<width).map { i in graph.rule { graph in graph[root] &+ i } }
        return try measureShape(options, updates: 100, nodes: width, allocationTarget: 0) { k in
            graph[root] = k
            var sum = 0
            for rule in rules { sum &+= graph[rule] }
            let expected = width * k + width * (width - 1) / 2
            if sum != expected { throw BenchmarkFailure("rules sum to \(sum), expected \(expected)") }
        }
    }
}
