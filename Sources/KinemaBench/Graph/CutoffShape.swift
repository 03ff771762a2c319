import Kinema

/// §1.5 cutoff: input → c0 = input & 0 (always 0) → chain of 1000 → observer. Only c0 may re-run.
struct CutoffShape: Benchmark {
    let name = "cutoff"

    func run(_ options: RunOptions) throws -> [Measurement] {
        let length = options.size(quick: 50, full: 1000)
        let graph = AttributeGraph()
        let head = graph.input(0)
        let zero = graph.rule { graph in graph[head] & 0 }
        let tail = graph.incrementChain(from: zero, length: length)
        let seen = SeenValue()
        graph.observer { [tail] graph in
            seen.value = graph[tail]
            seen.runs += 1
        }
        graph.resetStatistics()
        var figures = try measureShape(options, updates: 1000, nodes: length + 1, allocationTarget: 0) { k in
            graph[head] = k
        }
        try expectEqual(seen.runs, 1, "observer runs in total")
        try expectEqual(seen.value, length, "observed tail")
        try expectEqual(
            graph.statistics.rulesEvaluated, graph.statistics.inputsChanged, "rules re-run per write")
        let perNode = Double(length + 1) / 1000
        figures.insert(Measurement("µs/update (min)", figures[0].value * perNode, target: 1), at: 0)
        return figures
    }
}
