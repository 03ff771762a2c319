import Kinema

/// The cellx layered graph (Riim/cellx perf.html): four inputs, then `layers` layers of four rules
/// (`p1 = p2`, `p2 = p1 − p3`, `p3 = p2 + p4`, `p4 = p3`), each with four observers.
struct CellxGraph {
    let graph = AttributeGraph()
    let start: [Attribute<Int>]
    let end: [Attribute<Int>]

    init(layers: Int) {
        let graph = self.graph
        start = (1...4).map { graph.input($0) }
        var layer = start
        for _ in 0..<layers {
            let m = layer
            let next = [
                graph.rule { graph in graph[m[1]] },
                graph.rule { graph in graph[m[0]] - graph[m[2]] },
                graph.rule { graph in graph[m[1]] + graph[m[3]] },
                graph.rule { graph in graph[m[2]] },
            ]
            for property in next { graph.observer { graph in _ = graph[property] } }
            layer = next
        }
        end = layer
    }

    /// Writes the four inputs in one batch.
    func write(_ values: [Int]) {
        graph.batch {
            for (input, value) in zip(start, values) { graph[input] = value }
        }
    }

    /// The four end properties.
    func readEnd() -> [Int] { end.map { graph[$0] } }

    /// Reads the four end properties into `values` (no allocation once it has the capacity).
    func readEnd(into values: inout [Int]) {
        values.removeAll(keepingCapacity: true)
        for property in end { values.append(graph[property]) }
    }

    /// The end properties computed by a plain loop, to check the graph against.
    static func reference(layers: Int, start: [Int]) -> [Int] {
        var p = start
        for _ in 0..<layers { p = [p[1], p[0] - p[2], p[1] + p[3], p[2]] }
        return p
    }
}
