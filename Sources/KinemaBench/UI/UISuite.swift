/// `kinema-bench ui`: the KinemaUI update cycle through the headless host — one row of a long
/// list changing per update, frames with k animating views in a larger tree, and 1,000 changes of
/// one `@Observable` model read through a `ForEach`, and a million-row `LazyVStack` mounted and
/// scrolled, and drag steps from input event to bytes.
let uiSuite = Suite(
    name: "ui",
    benchmarks: [
        ListUpdateBenchmark(),
        AnimatingFrameBenchmark(),
        ObservableForEachBenchmark(),
        TransitionFrameBenchmark(),
        LazyScrollBenchmark(),
        ListBenchmark(),
        DragBenchmark(),
    ])
