import Kinema

/// cellx as the milomg harness runs it: 10 fresh builds; each times reading the four end properties,
/// one batched write of all four inputs, and reading them again. Reports the per-update time
/// (sum over the builds / 10) and ns per node (4 rules per layer).
struct CellxBenchmark: Benchmark {
    let layers: Int
    var name: String { "cellx\(layers)" }

    func run(_ options: RunOptions) throws -> [Measurement] {
        let layers = options.size(quick: 10, full: self.layers)
        let expectedBefore = CellxGraph.reference(layers: layers, start: [1, 2, 3, 4])
        let expectedAfter = CellxGraph.reference(layers: layers, start: [4, 3, 2, 1])
        if layers == 1000 || layers == 2500 {
            try expectEqual(expectedBefore, [-3, -6, -2, 2], "reference before")
            try expectEqual(expectedAfter, [-2, -4, 2, 3], "reference after")
        }
        var samples: [Double] = []
        for _ in 0..<options.rounds(10) {
            let cellx = CellxGraph(layers: layers)
            let start = monotonicNanoseconds()
            let before = cellx.readEnd()
            cellx.write([4, 3, 2, 1])
            let after = cellx.readEnd()
            samples.append(Double(monotonicNanoseconds() - start))
            try expectEqual(before, expectedBefore, "end properties before the write")
            try expectEqual(after, expectedAfter, "end properties after the write")
        }
        let times = RoundTimes(samples: samples)
        let total = samples.reduce(0, +)
        return [
            Measurement("ms (sum of 10 builds)", total / 1e6 * 10 / Double(samples.count)),
            Measurement("ns/node (min)", times.min / Double(4 * layers)),
            Measurement("ns/node (median)", times.median / Double(4 * layers)),
        ]
    }
}
