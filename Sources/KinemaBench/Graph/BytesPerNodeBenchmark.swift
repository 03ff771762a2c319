import Kinema

/// Resident memory of a 1,000,000-node `Int` chain (built and evaluated) divided by its nodes.
/// Runs first in the suite so that memory freed by other benchmarks does not hide the growth.
struct BytesPerNodeBenchmark: Benchmark {
    let name = "bytes-per-node"

    func run(_ options: RunOptions) throws -> [Measurement] {
        let length = options.size(quick: 100_000, full: 1_000_000)
        let before = residentMemoryBytes()
        let graph = AttributeGraph()
        let root = graph.input(0)
        let leaf = graph.incrementChain(from: root, length: length)
        try expectEqual(graph[leaf], length, "leaf")
        // The graph's last use is above: without this, it may be released before the sample.
        let after = withExtendedLifetime(graph) { residentMemoryBytes() }
        return [Measurement("bytes/node", Double(after - before) / Double(length), target: 100)]
    }
}
