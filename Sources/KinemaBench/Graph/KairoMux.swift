import Kinema

/// kairo mux: 100 inputs gathered into one dictionary, split back into 100 rules (cut-off on all
/// but one), each with an observer.
struct KairoMux: Benchmark {
    let name = "kairo-mux"

    func run(_ options: RunOptions) throws -> [Measurement] {
        let graph = AttributeGraph()
        let heads = (0..<100).map { _ in graph.input(0) }
        let mux = graph.rule { graph in
            Dictionary(uniqueKeysWithValues: heads.enumerated().map { ($0.offset, graph[$0.element]) })
        }
        let split = (0..<100).map { index in graph.rule { graph in graph[mux][index]! } }
        let outputs = split.map { x in graph.rule { graph in graph[x] + 1 } }
        for output in outputs { graph.observer { graph in _ = graph[output] } }
        return try measureKairo(options) {
            for i in 0..<10 {
                graph.batch { graph[heads[i]] = i }
                try expectEqual(graph[outputs[i]], i + 1, "output \(i)")
            }
            for i in 0..<10 {
                graph.batch { graph[heads[i]] = i * 2 }
                try expectEqual(graph[outputs[i]], i * 2 + 1, "output \(i) second pass")
            }
        }
    }
}
