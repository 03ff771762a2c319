/// `kinema-bench animation`: the per-property animator's cost per frame.
let animationSuite = Suite(
    name: "animation",
    benchmarks: [
        FluidSpringStepBenchmark(),
        TimingCurveStepBenchmark(),
    ])
