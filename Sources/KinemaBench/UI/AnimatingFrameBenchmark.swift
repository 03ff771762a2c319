import Kinema

/// Frames while k views animate their offset (k = 10, 1,000, 10,000) in a tree of 20,000 cells,
/// and k = 10 in a tree a tenth that size, on an 80×40 headless screen.
///
/// One timed frame is `HeadlessHost.advance(by: 1/60)`: the animations advance and the frame is
/// laid out, drawn into a display list and rasterised. The animating cells start at the first
/// visible row. Checks that no body re-runs per frame and that the first animating cell sits where
/// a linear animation puts it at the frame's time. Time
/// per frame should grow with k, not with the tree: the figure reported as "tree ratio" compares
/// k = 10 in the large tree with k = 10 in the small one (target 1.5).
struct AnimatingFrameBenchmark: Benchmark {
    var name: String { "animating-views" }

    /// Seconds of the linear animation: long enough that every timed frame is mid-animation, and
    /// under `Animation.maximumDuration` (600 s), which would otherwise shorten it.
    static let duration = 500.0

    func run(_ options: RunOptions) throws -> [Measurement] {
        let tree = options.size(quick: 200, full: 20_000)
        let small = tree / 10
        let counts = options.isQuick ? [2, 20, 200] : [10, 1_000, 10_000]
        return try MainActor.assumeIsolated {
            var measurements: [Measurement] = []
            var perFrame: [Int: Double] = [:]
            for k in counts {
                let (microseconds, bodies) = try Self.measure(animating: k, tree: tree, options: options)
                perFrame[k] = microseconds
                measurements.append(Measurement("µs/frame (animate+layout+draw+raster) k=\(k) of \(tree)", microseconds))
                measurements.append(Measurement("bodies/frame k=\(k) of \(tree)", bodies, target: 0))
            }
            let (smallTree, _) = try Self.measure(animating: counts[0], tree: small, options: options)
            measurements.append(Measurement("µs/frame k=\(counts[0]) of \(small)", smallTree))
            measurements.append(
                Measurement(
                    "tree ratio k=\(counts[0]): \(tree) / \(small) views", perFrame[counts[0]]! / smallTree,
                    target: options.isQuick ? nil : 1.5))
            return measurements
        }
    }

    /// Median µs per frame and bodies re-run per frame with `animating` of `tree` cells animating.
    @MainActor
    static func measure(animating: Int, tree: Int, options: RunOptions) throws -> (Double, Double) {
        let models = AnimatedGrid.models(count: tree, columns: 10)
        // The animated cells start at the first visible row, so the first of them is on screen.
        let cells = Array(models.joined())
        let first = min(AnimatedGrid.firstVisibleRow(rows: models.count, screenHeight: 40) * 10, tree - animating)
        cells[first].isMarked = true
        let host = HeadlessHost(width: 80, height: 40) { AnimatedGrid(rows: models) }
        guard let start = host.displayList.frame(ofText: "A")?.origin.x else {
            throw BenchmarkFailure("the first animated cell is not drawn")
        }
        let animated = cells[first..<(first + animating)]
        withAnimation(.linear(duration: duration)) {
            for model in animated { model.isShifted = true }
        }
        host.update()
        host.host.resetStatistics()
        let began = host.time
        let times = measureRounds(warmup: 3, rounds: options.rounds(30)) {
            host.advance(by: 1.0 / 64)
        }
        let frames = Double(3 + times.samples.count)
        let bodies = Double(host.host.bodyEvaluations) / frames
        guard host.host.isAnimating else { throw BenchmarkFailure("the animation stopped early") }
        let expected = start + GridCell.shift * (host.time - began) / duration
        guard let x = host.displayList.frame(ofText: "A")?.origin.x, abs(x - expected) < 1e-6 else {
            throw BenchmarkFailure(
                "the first animated cell at x = \(String(describing: host.displayList.frame(ofText: "A")?.origin.x)), "
                    + "expected \(expected) at t = \(host.time - began)")
        }
        return (times.median / 1e3, bodies)
    }
}
