import Kinema

/// kairo molBench (from $mol): small graph dominated by `fib(16)` user work.
struct KairoMolBench: Benchmark {
    let name = "kairo-mol"

    private struct Item: Equatable { var x: Int }

    func run(_ options: RunOptions) throws -> [Measurement] {
        let graph = AttributeGraph()
        var results: [Int] = []
        let a = graph.input(0)
        let b = graph.input(0)
        let c = graph.rule { graph in graph[a] % 2 + graph[b] % 2 }
        let d = graph.rule(isEqual: { (_: [Item], _: [Item]) in false }) { graph in
            (0..<5).map { i in Item(x: i + graph[a] % 2 - graph[b] % 2) }
        }
        let e = graph.rule { graph in hard(graph[c] + graph[a] + graph[d][0].x) }
        let f = graph.rule { graph in
            let x = graph[d][2].x
            return hard(x != 0 ? x : graph[b])
        }
        let g = graph.rule { graph in
            let cValue = graph[c]
            return cValue + (cValue != 0 ? cValue : graph[e] % 2) + graph[d][4].x + graph[f]
        }
        graph.observer { graph in results.append(hard(graph[g])) }
        graph.observer { graph in results.append(graph[g]) }
        graph.observer { graph in results.append(hard(graph[f])) }
        var i = 0
        return try measureKairo(options) {
            i += 1
            results.removeAll(keepingCapacity: true)
            graph.batch {
                graph[b] = 1
                graph[a] = 1 + i * 2
            }
            graph.batch {
                graph[a] = 2 + i * 2
                graph[b] = 2
            }
            // Batch 1 (A odd, B = 1): C = 2, F = hard(2) is cut off, G = 2 + 2 + 4 + F = 1607, so
            // H and I run and J does not. Batch 2 (A even, B = 2): C = 0, G = E % 2 + 4 + F = 1604.
            try expectEqual(
                results, [hard(1607), 1607, hard(1604), 1604], "observer results of iteration \(i)")
        }
    }
}

private func fib(_ n: Int) -> Int { n < 2 ? 1 : fib(n - 1) + fib(n - 2) }

private func hard(_ n: Int) -> Int { n + fib(16) }
