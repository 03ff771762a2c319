/// Every suite the runner knows, in the order `all` runs them. Each suite lists its benchmarks in
/// `<Area>/<Area>Suite.swift` (one benchmark per file beside it).
let allSuites: [Suite] = [graphSuite, animationSuite, renderSuite, terminalSuite, uiSuite]
