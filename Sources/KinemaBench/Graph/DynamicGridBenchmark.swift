import Kinema

/// The reactively "dynamic" grid (graph-benchmarks.md §1.1): `width` inputs, then rows of rules each
/// reading `sources` nodes of the previous row, some of them dynamically dropping one; one observer
/// reads a random subset of the leaves. Checks the exact sum and evaluation count of the reference.
struct DynamicGridBenchmark: Benchmark {
    let title: String
    let width: Int
    let layers: Int
    let staticFraction: Double
    let sources: Int
    let readFraction: Double
    let iterations: Int
    let expectedSum: Double
    let expectedCount: Int

    var name: String { "dynamic " + title }

    static let all = [
        DynamicGridBenchmark(
            title: "2-10x5 - lazy80%", width: 10, layers: 5, staticFraction: 1, sources: 2,
            readFraction: 0.2, iterations: 600_000, expectedSum: 19_199_968, expectedCount: 3_480_000),
        DynamicGridBenchmark(
            title: "6-10x10 - dyn25% - lazy80%", width: 10, layers: 10, staticFraction: 0.75, sources: 6,
            readFraction: 0.2, iterations: 15_000, expectedSum: 302_310_782_860, expectedCount: 1_155_000),
        DynamicGridBenchmark(
            title: "4-1000x12 - dyn5%", width: 1000, layers: 12, staticFraction: 0.95, sources: 4,
            readFraction: 1, iterations: 7000, expectedSum: 29_355_933_696_000, expectedCount: 1_463_000),
        DynamicGridBenchmark(
            title: "25-1000x5", width: 1000, layers: 5, staticFraction: 1, sources: 25,
            readFraction: 1, iterations: 3000, expectedSum: 1_171_484_375_000, expectedCount: 732_000),
        DynamicGridBenchmark(
            title: "3-5x500", width: 5, layers: 500, staticFraction: 1, sources: 3,
            readFraction: 1, iterations: 500, expectedSum: 3.0239642676898464e241, expectedCount: 1_246_500),
        DynamicGridBenchmark(
            title: "6-100x15 - dyn50%", width: 100, layers: 15, staticFraction: 0.5, sources: 6,
            readFraction: 1, iterations: 2000, expectedSum: 15_664_996_402_790_400, expectedCount: 1_078_000),
    ]

    func run(_ options: RunOptions) throws -> [Measurement] {
        let grid = DynamicGrid(self)
        let iterations = options.isQuick ? max(width, 20) : self.iterations
        let verify = !options.isQuick
        var result = (sum: 0.0, count: 0)
        for _ in 0..<(options.isQuick ? 1 : 3) { _ = grid.run(iterations: iterations) }
        let times = measureRounds(warmup: 0, rounds: options.rounds(5)) {
            result = grid.run(iterations: iterations)
        }
        if verify {
            try expectEqual(result.sum, expectedSum, "sum of the read leaves")
            try expectEqual(result.count, expectedCount, "rule evaluations")
        } else {
            let again = grid.run(iterations: iterations)
            try expectEqual(again.sum, result.sum, "sum of a repeated run")
            try expectEqual(again.count, result.count, "rule evaluations of a repeated run")
        }
        return [
            Measurement("ms (min)", times.min / 1e6),
            Measurement("ms (median)", times.median / 1e6),
        ]
    }
}

/// The built grid of one configuration.
final class DynamicGrid {
    let graph = AttributeGraph()
    let sources: [Attribute<Double>]
    let readLeaves: [Attribute<Double>]
    let counter = EvaluationCounter()

    init(_ config: DynamicGridBenchmark) {
        let graph = self.graph
        let counter = self.counter
        sources = (0..<config.width).map { graph.input(Double($0)) }
        var random = PseudoRandom()
        var row = sources
        for _ in 0..<(config.layers - 1) {
            row = (0..<config.width).map { index in
                let inputs = (0..<config.sources).map { row[(index + $0) % row.count] }
                let isStatic = random.next() < config.staticFraction
                return isStatic
                    ? Self.staticNode(graph, inputs, counter) : Self.dynamicNode(graph, inputs, counter)
            }
        }
        var pick = PseudoRandom()
        var leaves = row
        let skip = Int((Double(leaves.count) * (1 - config.readFraction)).rounded(.toNearestOrAwayFromZero))
        for _ in 0..<skip { leaves.remove(at: Int(pick.next() * Double(leaves.count))) }
        readLeaves = leaves
        graph.observer { [leaves] graph in for leaf in leaves { _ = graph[leaf] } }
    }

    private static func staticNode(
        _ graph: AttributeGraph, _ inputs: [Attribute<Double>], _ counter: EvaluationCounter
    ) -> Attribute<Double> {
        graph.rule { graph in
            counter.count += 1
            var sum = 0.0
            for input in inputs { sum += graph[input] }
            return sum
        }
    }

    private static func dynamicNode(
        _ graph: AttributeGraph, _ inputs: [Attribute<Double>], _ counter: EvaluationCounter
    ) -> Attribute<Double> {
        let first = inputs[0]
        let tail = Array(inputs.dropFirst())
        return graph.rule { graph in
            counter.count += 1
            var sum = graph[first]
            let shouldDrop = javaScriptInt32(sum) & 1 != 0
            let dropIndex = sum.truncatingRemainder(dividingBy: Double(tail.count))
            for (position, input) in tail.enumerated() {
                if shouldDrop && Double(position) == dropIndex { continue }
                sum += graph[input]
            }
            return sum
        }
    }

    /// Writes one source per iteration (batched) and reads every kept leaf; returns the leaf sum and
    /// the rule evaluations made.
    func run(iterations: Int) -> (sum: Double, count: Int) {
        counter.count = 0
        for i in 0..<iterations {
            let index = i % sources.count
            graph.batch { graph[sources[index]] = Double(i + index) }
            for leaf in readLeaves { _ = graph[leaf] }
        }
        let sum = readLeaves.reduce(0.0) { graph[$1] + $0 }
        return (sum, counter.count)
    }
}

/// Counts rule evaluations from inside the closures (the reference counts the same way).
final class EvaluationCounter {
    var count = 0
}

/// JavaScript's ToInt32: the value truncated, modulo 2³², as a signed 32-bit integer.
func javaScriptInt32(_ value: Double) -> Int32 {
    guard value.isFinite else { return 0 }
    let modulus = 4_294_967_296.0
    var wrapped = value.rounded(.towardZero).truncatingRemainder(dividingBy: modulus)
    if wrapped < 0 { wrapped += modulus }
    return Int32(bitPattern: UInt32(wrapped))
}
