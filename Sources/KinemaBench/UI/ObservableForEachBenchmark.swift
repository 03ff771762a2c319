import Kinema
import Observation

/// 1,000 changes (100 under `--quick`) to one `@Observable` model read through a `ForEach` — in its
/// data (sorted by a closure reading the model) and in every row — on an 80×40 headless screen.
///
/// The whole update is timed per change (commit → bodies → layout → display list → raster). A
/// view's work must depend on what changed, not on how many changes came before (issue 10: bodies
/// per change grew by one per row with every change). Checks that every change re-runs the same
/// number of bodies, that the median time of the last 100 changes is at most 3× that of the first
/// 100 (target 1.5×; a shared machine is noisy), and that every row shows the new count.
struct ObservableForEachBenchmark: Benchmark {
    var name: String { "observable-foreach" }

    static let rows = 20

    func run(_ options: RunOptions) throws -> [Measurement] {
        let changes = options.size(quick: 100, full: 1_000)
        let window = changes / 10
        let (times, bodies, residentGrowth) = try MainActor.assumeIsolated {
            try Self.measure(changes: changes)
        }
        let firstTime = RoundTimes(samples: Array(times.prefix(window))).median
        let lastTime = RoundTimes(samples: Array(times.suffix(window))).median
        let firstBodies = bodies.prefix(window).reduce(0, +)
        let lastBodies = bodies.suffix(window).reduce(0, +)
        if Set(bodies).count != 1 {
            throw BenchmarkFailure(
                "bodies per change are not flat: \(firstBodies) in the first \(window) changes, \(lastBodies) in "
                    + "the last \(window) (first \(bodies.prefix(3)), last \(bodies.suffix(3)))")
        }
        let ratio = lastTime / firstTime
        if ratio > 3 {
            throw BenchmarkFailure(
                "time per change grew: median \(firstTime / 1e3) µs over the first \(window) changes, "
                    + "\(lastTime / 1e3) µs over the last \(window)")
        }
        return [
            Measurement("bodies/change, changes 1-\(window)", Double(firstBodies) / Double(window)),
            Measurement(
                "bodies/change, changes \(changes - window + 1)-\(changes)",
                Double(lastBodies) / Double(window)),
            Measurement("µs/change, changes 1-\(window) (median)", firstTime / 1e3),
            Measurement("µs/change, changes \(changes - window + 1)-\(changes) (median)", lastTime / 1e3),
            Measurement(
                "time ratio last / first \(window) changes", ratio, target: options.isQuick ? nil : 1.5),
            Measurement("KiB resident growth over \(changes) changes", Double(residentGrowth) / 1024),
        ]
    }

    /// Nanoseconds and bodies of each change, and the growth of resident memory over all of them.
    @MainActor
    static func measure(changes: Int) throws -> ([Double], [Int], Int) {
        let model = TallyModel(rows: rows)
        let host = HeadlessHost(width: 80, height: 40) { SortedTally(model: model) }
        var times: [Double] = []
        var bodies: [Int] = []
        times.reserveCapacity(changes)
        bodies.reserveCapacity(changes)
        let residentBefore = residentMemoryBytes()
        for _ in 0..<changes {
            host.host.resetStatistics()
            let start = monotonicNanoseconds()
            model.count += 1
            host.update()
            times.append(Double(monotonicNanoseconds() - start))
            bodies.append(host.host.bodyEvaluations)
        }
        let residentGrowth = residentMemoryBytes() - residentBefore
        let expected = "\(model.names[0]) \(model.count)"
        guard host.displayList.frame(ofText: expected) != nil else {
            throw BenchmarkFailure("after \(changes) changes, \"\(expected)\" is not drawn")
        }
        return (times, bodies, residentGrowth)
    }
}

/// A counter and the names of the rows that show it.
@MainActor
@Observable
final class TallyModel {
    let names: [String]
    var count = 0

    init(rows: Int) { names = (0..<rows).map { "row\($0)" } }
}

/// The case: the `ForEach` data is sorted by a closure that reads the model, and each row
/// reads the model in its body.
struct SortedTally: View {
    let model: TallyModel

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(
                model.names.sorted { lhs, rhs in model.count.isMultiple(of: 2) ? lhs < rhs : lhs > rhs },
                id: \.self
            ) {
                TallyRow(name: $0, model: model)
            }
        }
    }
}

/// One row: its name and the model's count.
struct TallyRow: View {
    let name: String
    let model: TallyModel

    var body: some View { Text("\(name) \(model.count)") }
}
