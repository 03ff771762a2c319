import Kinema

/// Advances 100,000 concurrently animating two-dimensional `easeInOut` animations (`Point`) by one
/// 60 fps frame: ns and heap allocations per animator step.
struct TimingCurveStepBenchmark: Benchmark {
    let name = "timing-curve-2d-step"

    func run(_ options: RunOptions) throws -> [Measurement] {
        let count = options.size(quick: 1_000, full: 100_000)
        let transaction = Transaction(animation: .easeInOut(duration: 2))
        var values = [AnimatedValue<Point>](repeating: AnimatedValue(.zero), count: count)
        for index in values.indices {
            values[index].setModel(Point(x: 40, y: Double(index % 50)), transaction: transaction, at: 0)
        }

        var frame = 0
        var checksum = 0.0
        func step() {
            frame += 1
            let time = Double(frame) / 60
            checksum = 0
            for index in values.indices {
                let point = values[index].presentation(at: time)
                checksum += point.x
            }
        }
        let rounds = 10 * options.repeatCount
        let times = measureRounds(warmup: 2, rounds: rounds, step)
        let allocations = countAllocations(step)

        let expected = 40 * UnitCurve.easeInOut.value(at: Double(frame) / 60 / 2)
        try expectEqual((checksum / Double(count) - expected).magnitude < 1e-9, true, "mean x at frame \(frame)")
        return [
            Measurement("ns/step", times.median / Double(count), target: 80),
            Measurement("allocs/step", Double(allocations.count) / Double(count), target: 0),
        ]
    }
}
