import Kinema

/// A 10,000,000-deep chain: build, first read (which must not grow the stack), update, read.
struct DeepChain10MBenchmark: Benchmark {
    let name = "chain10M"

    func run(_ options: RunOptions) throws -> [Measurement] {
        let length = options.size(quick: 100_000, full: 10_000_000)
        let graph = AttributeGraph()
        var start = monotonicNanoseconds()
        let root = graph.input(0)
        let leaf = graph.incrementChain(from: root, length: length)
        let build = monotonicNanoseconds() - start
        start = monotonicNanoseconds()
        try expectEqual(graph[leaf], length, "leaf after the first read")
        let firstRead = monotonicNanoseconds() - start
        start = monotonicNanoseconds()
        graph[root] = 7
        try expectEqual(graph[leaf], length + 7, "leaf after an update")
        let update = monotonicNanoseconds() - start
        return [
            Measurement("build s", Double(build) / 1e9),
            Measurement("first read s", Double(firstRead) / 1e9),
            Measurement("update+read s", Double(update) / 1e9),
            Measurement("update ns/node", Double(update) / Double(length)),
        ]
    }
}
