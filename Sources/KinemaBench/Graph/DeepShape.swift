import Kinema

/// §1.5 deep: input → chain of 1000 rules (+1) → one observer on the tail.
struct DeepShape: Benchmark {
    let name = "deep"

    func run(_ options: RunOptions) throws -> [Measurement] {
        let length = options.size(quick: 50, full: 1000)
        let graph = AttributeGraph()
        let head = graph.input(0)
        let tail = graph.incrementChain(from: head, length: length)
        let seen = SeenValue()
        graph.observer { [tail] graph in seen.value = graph[tail] }
        return try measureShape(options, updates: 1000, nodes: length, nsTarget: 12, allocationTarget: 0) {
            k in
            graph[head] = k
            if seen.value != k + length {
                throw BenchmarkFailure("observer saw \(seen.value), expected \(k + length)")
            }
        }
    }
}

/// The last value an observer saw (boxed so the observer closure can write it).
final class SeenValue {
    var value = 0
    var runs = 0
}
