import Kinema

/// A chain of 1,000,000 rules where each reads the rule created after it (the last reads the
/// input): its first read must not nest a million evaluations on the native stack.
struct ReverseChainBenchmark: Benchmark {
    let name = "reverse-chain-1M"

    func run(_ options: RunOptions) throws -> [Measurement] {
        let length = options.size(quick: 100_000, full: 1_000_000)
        let graph = AttributeGraph()
        let head = graph.input(1)
        let rules = ReverseChainRules()
        rules.list.reserveCapacity(length)
        var start = monotonicNanoseconds()
        for i in 0..<length {
            rules.list.append(
                graph.rule { graph in i == length - 1 ? graph[head] : graph[rules.list[i + 1]] + 1 })
        }
        let build = monotonicNanoseconds() - start
        start = monotonicNanoseconds()
        try expectEqual(graph[rules.list[0]], length, "first rule after the first read")
        let firstRead = monotonicNanoseconds() - start
        start = monotonicNanoseconds()
        graph[head] = 2
        try expectEqual(graph[rules.list[0]], length + 1, "first rule after an update")
        let update = monotonicNanoseconds() - start
        return [
            Measurement("build ns/node", Double(build) / Double(length)),
            Measurement("first read ns/node", Double(firstRead) / Double(length)),
            Measurement("update+read ns/node", Double(update) / Double(length)),
        ]
    }
}

/// The rules of ``ReverseChainBenchmark``: each closure reads its successor through this list.
private final class ReverseChainRules {
    var list: [Attribute<Int>] = []
}
