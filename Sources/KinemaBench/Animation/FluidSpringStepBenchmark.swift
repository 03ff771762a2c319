import Kinema

/// Advances 100,000 concurrently animating scalar fluid springs (`.spring(response:dampingFraction:)`,
/// the 300 Hz integrator) by one 60 fps frame: ns and heap allocations per animator step.
struct FluidSpringStepBenchmark: Benchmark {
    let name = "fluid-spring-step"

    func run(_ options: RunOptions) throws -> [Measurement] {
        let count = options.size(quick: 1_000, full: 100_000)
        let transaction = Transaction(animation: .spring(response: 0.5, dampingFraction: 0.825))
        var values = [AnimatedValue<Double>](repeating: AnimatedValue(0), count: count)
        for index in values.indices { values[index].setModel(100, transaction: transaction, at: 0) }
        var reference = AnimatedValue(0.0)
        reference.setModel(100, transaction: transaction, at: 0)

        var frame = 0
        var checksum = 0.0
        func step() {
            frame += 1
            let time = Double(frame) / 60
            checksum = 0
            for index in values.indices { checksum += values[index].presentation(at: time) }
        }
        let rounds = 10 * options.repeatCount
        let times = measureRounds(warmup: 2, rounds: rounds, step)
        let allocations = countAllocations(step)

        let expected = reference.presentation(at: Double(frame) / 60)
        let mean = checksum / Double(count)
        try expectEqual((mean - expected).magnitude < 1e-9, true, "mean presentation \(mean) ≠ \(expected) at frame \(frame)")
        try expectEqual(values.allSatisfy(\.isAnimating), true, "every spring still animating")
        return [
            Measurement("ns/step", times.median / Double(count), target: 80),
            Measurement("allocs/step", Double(allocations.count) / Double(count), target: 0),
        ]
    }
}
