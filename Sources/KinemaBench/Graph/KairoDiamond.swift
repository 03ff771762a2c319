import Kinema

/// kairo diamond: fan-out 5, fan-in 5; the observer must run exactly once per write (no glitch).
struct KairoDiamond: Benchmark {
    let name = "kairo-diamond"

    func run(_ options: RunOptions) throws -> [Measurement] {
        let graph = AttributeGraph()
        let head = graph.input(0)
        let branches = (0..<5).map { _ in graph.rule { graph in graph[head] + 1 } }
        let sum = graph.rule { graph in branches.reduce(0) { $0 + graph[$1] } }
        var effectRuns = 0
        var glitches = 0
        graph.observer { graph in
            if graph[sum] != (graph[head] + 1) * 5 { glitches += 1 }
            effectRuns += 1
        }
        return try measureKairo(options) {
            graph.batch { graph[head] = 1 }
            effectRuns = 0
            for i in 0..<500 {
                graph.batch { graph[head] = i }
                try expectEqual(graph[sum], (i + 1) * 5, "sum after head=\(i)")
            }
            try expectEqual(effectRuns, 500, "observer runs")
            try expectEqual(glitches, 0, "inconsistent values seen by the observer")
        }
    }
}
