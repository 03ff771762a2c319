/// `kinema-bench ui`: the KinemaUI update cycle through the headless host — one row of a long
/// list changing per update, and frames with k animating views in a larger tree.
let uiSuite = Suite(
    name: "ui",
    benchmarks: [
        ListUpdateBenchmark(),
        AnimatingFrameBenchmark(),
    ])
