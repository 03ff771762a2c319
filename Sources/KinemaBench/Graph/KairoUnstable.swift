import Kinema

/// kairo unstable: the summing rule's inputs flip between two rules on every write.
struct KairoUnstable: Benchmark {
    let name = "kairo-unstable"

    func run(_ options: RunOptions) throws -> [Measurement] {
        let graph = AttributeGraph()
        let head = graph.input(0)
        let double = graph.rule { graph in graph[head] * 2 }
        let inverse = graph.rule { graph in -graph[head] }
        let current = graph.rule { graph in
            var result = 0
            for _ in 0..<20 { result += graph[head] % 2 != 0 ? graph[double] : graph[inverse] }
            return result
        }
        var effectRuns = 0
        graph.observer { graph in
            _ = graph[current]
            effectRuns += 1
        }
        return try measureKairo(options) {
            graph.batch { graph[head] = 1 }
            try expectEqual(graph[current], 40, "sum after head=1")
            effectRuns = 0
            for i in 0..<100 {
                graph.batch { graph[head] = i }
                try expectEqual(graph[current], i % 2 != 0 ? 40 * i : -20 * i, "sum after head=\(i)")
            }
            try expectEqual(effectRuns, 100, "observer runs")
        }
    }
}
