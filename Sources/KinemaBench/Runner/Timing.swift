import Glibc

/// Monotonic nanoseconds (`CLOCK_MONOTONIC`).
func monotonicNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// Timings of repeated rounds, in nanoseconds per round.
struct RoundTimes {
    var samples: [Double]

    var min: Double { samples.min() ?? .nan }
    var median: Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return .nan }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }
}

/// Runs `body` `warmup` times untimed, then `rounds` times timed.
func measureRounds(warmup: Int, rounds: Int, _ body: () throws -> Void) rethrows -> RoundTimes {
    for _ in 0..<warmup { try body() }
    var samples: [Double] = []
    samples.reserveCapacity(rounds)
    for _ in 0..<rounds {
        let start = monotonicNanoseconds()
        try body()
        samples.append(Double(monotonicNanoseconds() - start))
    }
    return RoundTimes(samples: samples)
}
