import Kinema

/// §1.5 deepPull: input → chain of 1000 rules, no observer; each update writes and reads the tail.
struct DeepPullShape: Benchmark {
    let name = "deepPull"

    func run(_ options: RunOptions) throws -> [Measurement] {
        let length = options.size(quick: 50, full: 1000)
        let graph = AttributeGraph()
        let head = graph.input(0)
        let tail = graph.incrementChain(from: head, length: length)
        return try measureShape(options, updates: 1000, nodes: length, nsTarget: 12, allocationTarget: 0) {
            k in
            graph[head] = k
            let value = graph[tail]
            if value != k + length { throw BenchmarkFailure("tail is \(value), expected \(k + length)") }
        }
    }
}
