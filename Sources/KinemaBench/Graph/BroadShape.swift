import Kinema

/// §1.5 broad: input → 1000 rules (input + i), each with its own observer (2000 nodes).
struct BroadShape: Benchmark {
    let name = "broad"

    func run(_ options: RunOptions) throws -> [Measurement] {
        let width = options.size(quick: 50, full: 1000)
        let graph = AttributeGraph()
        let head = graph.input(0)
        let seen = SeenValue()
        for i in 0..<width {
            let rule = graph.rule { graph in graph[head] + i }
            graph.observer { graph in seen.value &+= graph[rule] }
        }
        return try measureShape(options, updates: 1000, nodes: 2 * width, nsTarget: 12, allocationTarget: 0) {
            k in
            seen.value = 0
            graph[head] = k
            let expected = width * k + width * (width - 1) / 2
            if seen.value != expected {
                throw BenchmarkFailure("observers summed \(seen.value), expected \(expected)")
            }
        }
    }
}
