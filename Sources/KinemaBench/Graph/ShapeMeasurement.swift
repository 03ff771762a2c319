import Kinema

/// Times a graph shape the way graph-benchmarks.md §1.5 does: the graph is built once, `warmup`
/// untimed rounds, then `rounds` timed rounds of `updates` updates. Reports ns per node-update from the
/// minimum and the median round, and heap allocations per update (counted over one extra round).
func measureShape(
    _ options: RunOptions, updates: Int, nodes: Int, warmup: Int = 5, rounds: Int = 15,
    nsTarget: Double? = nil, allocationTarget: Double? = nil, update: (Int) throws -> Void
) throws -> [Measurement] {
    var counter = 0
    let round = {
        for _ in 0..<updates {
            counter += 1
            try update(counter)
        }
    }
    let times = try measureRounds(warmup: options.isQuick ? 1 : warmup, rounds: options.rounds(rounds), round)
    let allocations = try countAllocations(round)
    let perNode = Double(updates * nodes)
    return [
        Measurement("ns/node (min)", times.min / perNode, target: nsTarget),
        Measurement("ns/node (median)", times.median / perNode),
        Measurement("allocs/update", Double(allocations.count) / Double(updates), target: allocationTarget),
    ]
}

/// Times a kairo shape: minimum and median over samples of `iterations` calls of `iteration`
/// (graph-benchmarks.md §1.1: 10 samples × 500 iterations after a warm-up of 3).
func measureKairo(_ options: RunOptions, iteration: () throws -> Void) throws -> [Measurement] {
    let iterations = options.size(quick: 5, full: 500)
    for _ in 0..<3 { try iteration() }
    let times = try measureRounds(warmup: 0, rounds: options.rounds(10)) {
        for _ in 0..<iterations { try iteration() }
    }
    let allocations = try countAllocations(iteration)
    return [
        Measurement("µs/iter (min)", times.min / Double(iterations) / 1000),
        Measurement("µs/iter (median)", times.median / Double(iterations) / 1000),
        Measurement("allocs/iter", Double(allocations.count)),
    ]
}
