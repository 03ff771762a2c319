import Kinema

/// A list of N rows (1,000, 10,000, 100,000; tiny under `--quick`) on an 80×40 headless screen;
/// each update changes one row's `@Observable` model and renders.
///
/// The timed update is the whole path a terminal frame takes: commit → bodies → layout → display
/// list → rasterised cells. Checks that each update re-runs exactly the changed row's body (so
/// bodies per update do not grow with N) and that a changed row on a visible line shows its new
/// text on that line (every other update changes a visible row). Targets: ≤ 0.3 ms per update at 10,000 rows, and the largest list's
/// time at most 1.5× the smallest's.
struct ListUpdateBenchmark: Benchmark {
    var name: String { "list-row-update" }

    static let screenWidth = 80
    static let screenHeight = 40

    /// What one list size measured.
    struct Figures {
        var rows: Int
        var mountMilliseconds: Double
        var microsecondsPerUpdate: Double
        var microsecondsPerCommit: Double
        var bodiesPerUpdate: Double
    }

    func run(_ options: RunOptions) throws -> [Measurement] {
        let sizes = options.isQuick ? [10, 100, 1_000] : [1_000, 10_000, 100_000]
        let figures = try MainActor.assumeIsolated {
            try sizes.map { try Self.measure(rows: $0, options: options) }
        }
        var measurements: [Measurement] = []
        for figure in figures {
            let rows = figure.rows
            measurements.append(Measurement("ms to mount \(rows) rows", figure.mountMilliseconds))
            measurements.append(Measurement("bodies/update @\(rows) rows", figure.bodiesPerUpdate, target: 1))
            measurements.append(
                Measurement(
                    "µs/update (commit+bodies+layout+draw+raster) @\(rows) rows", figure.microsecondsPerUpdate,
                    target: rows == 10_000 ? 300 : nil))
            measurements.append(
                Measurement("  of which µs commit (bodies+layout) @\(rows) rows", figure.microsecondsPerCommit))
        }
        for (smaller, larger) in zip(figures, figures.dropFirst()) where larger.bodiesPerUpdate > smaller.bodiesPerUpdate {
            throw BenchmarkFailure(
                "bodies re-run per update grew with the list: \(smaller.bodiesPerUpdate) at \(smaller.rows) rows, "
                    + "\(larger.bodiesPerUpdate) at \(larger.rows) rows")
        }
        let ratio = figures.last!.microsecondsPerUpdate / figures.first!.microsecondsPerUpdate
        measurements.append(
            Measurement(
                "time ratio \(figures.last!.rows) rows / \(figures.first!.rows) rows", ratio,
                target: options.isQuick ? nil : 1.5))
        return measurements
    }

    @MainActor
    static func measure(rows: Int, options: RunOptions) throws -> Figures {
        let models = (0..<rows).map(RowModel.init(id:))
        let mountStart = monotonicNanoseconds()
        let host = HeadlessHost(width: screenWidth, height: screenHeight) { RowList(models: models) }
        let mountNanoseconds = Double(monotonicNanoseconds() - mountStart)
        let top = try topLine(of: host)
        let firstVisible = min(max(-top, 0), rows - 1)

        var update = 0
        var bodies = 0
        var commitNanoseconds: [Double] = []
        // Every other update changes a visible row (checked on screen), the others a row scattered
        // over the list. The commit (bodies, layout) is timed apart from the whole update, to show
        // where time goes.
        let round = {
            let row = update.isMultiple(of: 2)
                ? min(firstVisible + (update / 2) % screenHeight, rows - 1) : (update &* 7_919) % rows
            update += 1
            let model = models[row]
            host.host.resetStatistics()
            let start = monotonicNanoseconds()
            model.value += 1
            host.host.update(at: host.time)
            commitNanoseconds.append(Double(monotonicNanoseconds() - start))
            host.update()
            bodies += host.host.bodyEvaluations
            try check(host: host, row: row, line: top + row, label: model.label)
        }
        let probe = try measureRounds(warmup: 0, rounds: 1, round)
        let times = try measureRounds(warmup: 0, rounds: rounds(perUpdate: probe.median, options: options), round)
        commitNanoseconds.removeFirst()
        return Figures(
            rows: rows, mountMilliseconds: mountNanoseconds / 1e6, microsecondsPerUpdate: times.median / 1e3,
            microsecondsPerCommit: RoundTimes(samples: commitNanoseconds).median / 1e3,
            bodiesPerUpdate: Double(bodies) / Double(update))
    }

    /// As many rounds as fit in about two seconds, at least 5 and at most the usual 200: a list
    /// whose updates cost O(N) must not make the run take hours.
    private static func rounds(perUpdate nanoseconds: Double, options: RunOptions) -> Int {
        let fitting = Int(2e9 / max(nanoseconds, 1))
        return min(max(fitting, 5), options.rounds(200))
    }

    /// The screen line of row 0 (negative when the list overflows the screen: a stack taller than
    /// the screen overflows equally at the top and the bottom, as in SwiftUI), from the first row
    /// drawn.
    @MainActor
    private static func topLine(of host: HeadlessHost) throws -> Int {
        for item in host.displayList.items {
            guard case .text(let text, _) = item.kind, text.hasPrefix("row "),
                let row = Int(text.dropFirst(4).prefix { $0.isNumber })
            else { continue }
            return Int(item.frame.origin.y.rounded(.down)) - row
        }
        throw BenchmarkFailure("no row is drawn after mounting")
    }

    /// A row on a visible line shows its new text there; rows off screen need not be drawn.
    @MainActor
    private static func check(host: HeadlessHost, row: Int, line: Int, label: String) throws {
        guard line >= 0 && line < screenHeight else { return }
        guard let frame = host.displayList.frame(ofText: label) else {
            throw BenchmarkFailure("row \(row) on line \(line): \"\(label)\" is not drawn after its update")
        }
        try expectEqual(Int(frame.origin.y.rounded(.down)), line, "line of row \(row)")
        let column = max(Int(frame.origin.x.rounded(.down)), 0)
        let shown = host.lines[line].dropFirst(column).prefix(label.count)
        try expectEqual(String(shown), label, "screen line \(line) of row \(row)")
    }
}
