/// `kinema-bench terminal`: the input decoder and the frame loop's pacing.
let terminalSuite = Suite(
    name: "terminal",
    benchmarks: [
        InputDecodeBenchmark(),
        FramePacingBenchmark(),
    ])
