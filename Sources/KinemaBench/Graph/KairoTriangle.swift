import Kinema

/// kairo triangle: a chain of 10 whose every level is also summed.
struct KairoTriangle: Benchmark {
    let name = "kairo-triangle"

    func run(_ options: RunOptions) throws -> [Measurement] {
        let width = 10
        let graph = AttributeGraph()
        let head = graph.input(0)
        var current = graph.rule { graph in graph[head] }
        var list: [Attribute<Int>] = []
        for _ in 0..<width {
            let previous = current
            list.append(previous)
            current = graph.rule { graph in graph[previous] + 1 }
        }
        let sum = graph.rule { [list] graph in list.reduce(0) { $0 + graph[$1] } }
        var effectRuns = 0
        graph.observer { graph in
            _ = graph[sum]
            effectRuns += 1
        }
        let constant = (1...width).reduce(0, +)
        return try measureKairo(options) {
            graph.batch { graph[head] = 1 }
            try expectEqual(graph[sum], constant, "sum after head=1")
            effectRuns = 0
            for i in 0..<100 {
                graph.batch { graph[head] = i }
                try expectEqual(graph[sum], constant - width + i * width, "sum after head=\(i)")
            }
            try expectEqual(effectRuns, 100, "observer runs")
        }
    }
}
