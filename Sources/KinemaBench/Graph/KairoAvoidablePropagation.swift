import Kinema

/// kairo avoidablePropagation: the constant `c2` cuts off, so nothing below it re-runs.
struct KairoAvoidablePropagation: Benchmark {
    let name = "kairo-avoidable"

    func run(_ options: RunOptions) throws -> [Measurement] {
        let graph = AttributeGraph()
        let busyRuns = BusyCounter()
        let head = graph.input(0)
        let c1 = graph.rule { graph in graph[head] }
        let c2 = graph.rule { graph in
            _ = graph[c1]
            return 0
        }
        let c3 = graph.rule { graph in
            busyRuns.busy()
            return graph[c2] + 1
        }
        let c4 = graph.rule { graph in graph[c3] + 2 }
        let c5 = graph.rule { graph in graph[c4] + 3 }
        graph.observer { graph in
            _ = graph[c5]
            busyRuns.busy()
        }
        return try measureKairo(options) {
            graph.batch { graph[head] = 1 }
            try expectEqual(graph[c5], 6, "c5 after head=1")
            for i in 0..<1000 {
                graph.batch { graph[head] = i }
                try expectEqual(graph[c5], 6, "c5 after head=\(i)")
            }
            try expectEqual(busyRuns.count, 2, "busy() runs (only the first build may run them)")
        }
    }
}

/// The kairo `busy()` user work: a 100-step loop, counted so a wrongly re-run rule is caught.
final class BusyCounter {
    var count = 0
    var sink = 0

    func busy() {
        count += 1
        for step in 0..<100 { sink &+= step }
    }
}
