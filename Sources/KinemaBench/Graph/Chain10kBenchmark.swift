import Kinema

/// A chain of 10,000 rules: set the root, read the leaf (an AttributeGraph clone overflows its stack
/// at this depth).
struct Chain10kBenchmark: Benchmark {
    let name = "chain10k"

    func run(_ options: RunOptions) throws -> [Measurement] {
        let length = options.size(quick: 100, full: 10_000)
        let graph = AttributeGraph()
        let root = graph.input(0)
        let leaf = graph.incrementChain(from: root, length: length)
        return try measureShape(options, updates: 100, nodes: length, nsTarget: 15, allocationTarget: 0) {
            k in
            graph[root] = k
            let value = graph[leaf]
            if value != k + length { throw BenchmarkFailure("leaf is \(value), expected \(k + length)") }
        }
    }
}
