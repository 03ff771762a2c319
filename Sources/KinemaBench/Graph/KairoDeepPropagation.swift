import Kinema

/// kairo deepPropagation: a chain of 50 rules with one observer on the tail.
struct KairoDeepPropagation: Benchmark {
    let name = "kairo-deep"

    func run(_ options: RunOptions) throws -> [Measurement] {
        let graph = AttributeGraph()
        let head = graph.input(0)
        var tail = graph.rule { graph in graph[head] }
        for _ in 0..<50 {
            let previous = tail
            tail = graph.rule { graph in graph[previous] + 1 }
        }
        var effectRuns = 0
        graph.observer { [tail] graph in
            _ = graph[tail]
            effectRuns += 1
        }
        return try measureKairo(options) {
            graph.batch { graph[head] = 1 }
            effectRuns = 0
            for i in 0..<50 {
                graph.batch { graph[head] = i }
                try expectEqual(graph[tail], 50 + i, "tail after head=\(i)")
            }
            try expectEqual(effectRuns, 50, "observer runs")
        }
    }
}
