import Kinema

/// kairo broadPropagation: one head, 50 pairs of rules, 50 observers.
struct KairoBroadPropagation: Benchmark {
    let name = "kairo-broad"

    func run(_ options: RunOptions) throws -> [Measurement] {
        let graph = AttributeGraph()
        let head = graph.input(0)
        var last = graph.rule { graph in graph[head] }
        var effectRuns = 0
        for i in 0..<50 {
            let a = graph.rule { graph in graph[head] + i }
            let b = graph.rule { graph in graph[a] + 1 }
            graph.observer { graph in
                _ = graph[b]
                effectRuns += 1
            }
            last = b
        }
        return try measureKairo(options) {
            graph.batch { graph[head] = 1 }
            effectRuns = 0
            for i in 0..<50 {
                graph.batch { graph[head] = i }
                try expectEqual(graph[last], i + 50, "last b after head=\(i)")
            }
            try expectEqual(effectRuns, 2500, "observer runs")
        }
    }
}
