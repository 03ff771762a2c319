import Kinema

/// kairo repeatedObservers: one rule reads the same input 30 times (recorded once).
struct KairoRepeatedObservers: Benchmark {
    let name = "kairo-repeated"

    func run(_ options: RunOptions) throws -> [Measurement] {
        let graph = AttributeGraph()
        let head = graph.input(0)
        let current = graph.rule { graph in
            var sum = 0
            for _ in 0..<30 { sum += graph[head] }
            return sum
        }
        var effectRuns = 0
        graph.observer { graph in
            _ = graph[current]
            effectRuns += 1
        }
        try expectEqual(graph.inputs(of: current).count, 1, "recorded inputs of the summing rule")
        return try measureKairo(options) {
            graph.batch { graph[head] = 1 }
            effectRuns = 0
            for i in 0..<100 {
                graph.batch { graph[head] = i }
                try expectEqual(graph[current], 30 * i, "sum after head=\(i)")
            }
            try expectEqual(effectRuns, 100, "observer runs")
        }
    }
}
