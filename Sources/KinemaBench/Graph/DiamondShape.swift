import Kinema

/// §1.5 diamond: input → 1000 rules (input + 1) → sum → observer (1002 nodes).
struct DiamondShape: Benchmark {
    let name = "diamond"

    func run(_ options: RunOptions) throws -> [Measurement] {
        let width = options.size(quick: 50, full: 1000)
        let graph = AttributeGraph()
        let head = graph.input(0)
        let branches = (0..<width).map { _ in graph.rule { graph in graph[head] + 1 } }
        let sum = graph.rule { graph in
            var total = 0
            for branch in branches { total &+= graph[branch] }
            return total
        }
        let seen = SeenValue()
        graph.observer { graph in
            seen.value = graph[sum]
            seen.runs += 1
        }
        return try measureShape(options, updates: 1000, nodes: width + 2, nsTarget: 12, allocationTarget: 0) {
            k in
            let runs = seen.runs
            graph[head] = k
            if seen.value != (k + 1) * width || seen.runs != runs + 1 {
                throw BenchmarkFailure("observer saw \(seen.value) after \(seen.runs - runs) runs")
            }
        }
    }
}
