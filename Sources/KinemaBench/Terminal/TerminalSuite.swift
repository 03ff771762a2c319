/// `kinema-bench terminal`: the input side of the terminal host.
let terminalSuite = Suite(
    name: "terminal",
    benchmarks: [
        InputDecodeBenchmark()
    ])
