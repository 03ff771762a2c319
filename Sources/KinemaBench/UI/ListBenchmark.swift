import Kinema

/// A `List` of 100,000 one-line rows with a selection, on a 200×50 headless screen.
///
/// - mount: building the host and its first frame; checks the first and last visible rows are
///   drawn and that few views exist.
/// - one scroll frame: the End key selects the last row and scrolls it into view (the window is
///   rebuilt far away); then ↑ moves the selection one row within the built rows: µs median for
///   that frame (key to drawn frame); checks the selected row is drawn on the accent colour, and
///   that the frame re-ran two bodies (the rows deselected and selected: the list's body and the
///   other rows do not run) and one tracked closure (the list's read of its selection; no row
///   closure).
struct ListBenchmark: Benchmark {
    var name: String { "list" }

    static let width = 200
    static let height = 50
    static let rows = 100_000

    @MainActor
    struct Books: View {
        @State private var selection: Int?

        var body: some View {
            List(0..<ListBenchmark.rows, id: \.self, selection: $selection) { row in Text("book \(row)") }
        }
    }

    func run(_ options: RunOptions) throws -> [Measurement] {
        try MainActor.assumeIsolated {
            var host: HeadlessHost?
            let mount = measureRounds(warmup: 1, rounds: options.rounds(5)) {
                host = HeadlessHost(width: Self.width, height: Self.height) { Books() }
            }
            guard let host else { throw BenchmarkFailure("no host") }
            try expectEqual(host.lines[0].trimmed, "book 0", "the first line after mount")
            try expectEqual(host.lines[49].trimmed, "book 49", "the last line after mount")
            guard host.host.nodeCount < 2_000 else {
                throw BenchmarkFailure("\(host.host.nodeCount) views after mount")
            }
            let views = host.host.nodeCount

            host.press(.tab)
            let end = measureRounds(warmup: 0, rounds: 1) { host.press(.end) }
            try expectEqual(host.lines[49].trimmed, "book \(Self.rows - 1)", "the last row after End")
            var moves: [Double] = []
            var bodies: [Int] = []
            var closures: [Int] = []
            for _ in 0..<options.rounds(40) {
                host.host.resetStatistics()
                let frame = measureRounds(warmup: 0, rounds: 1) { host.press(.upArrow) }
                bodies.append(host.host.bodyEvaluations)
                closures.append(host.host.contentEvaluations)
                moves.append(frame.median)
                host.press(.downArrow)
            }
            moves.sort()
            bodies.sort()
            closures.sort()
            // Two rows change: more bodies means the list (or every row) runs again on a key.
            if let most = bodies.last, most > 2 {
                throw BenchmarkFailure("a ↑ frame re-ran \(most) bodies (2 expected)")
            }
            if let most = closures.last, most > 1 {
                throw BenchmarkFailure("a ↑ frame evaluated \(most) tracked closures (1 expected: no row's)")
            }
            try expectEqual(host.lines[49].trimmed, "book \(Self.rows - 1)", "the selected last row")
            let selectedBackground = host.buffer[100, 49].style.background
            guard selectedBackground == Color.accentColor else {
                throw BenchmarkFailure("the selected row is not highlighted: \(selectedBackground)")
            }
            return [
                Measurement("ms mount \(Self.rows)-row List (median)", mount.median / 1e6, target: 50),
                Measurement("views alive after mount", Double(views)),
                Measurement("ms End key: select the last row and scroll to it", end.median / 1e6),
                Measurement("µs/frame ↑ within built rows (median)", moves[moves.count / 2] / 1e3, target: 1_000),
                Measurement("bodies per ↑ frame (most)", Double(bodies.last ?? 0), target: 2),
            ]
        }
    }
}

extension String {
    fileprivate var trimmed: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
