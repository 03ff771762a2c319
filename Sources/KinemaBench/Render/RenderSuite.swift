/// `kinema-bench render`: bytes written and rasterise+diff CPU per frame for the scenarios of
/// `/work/shared/reference/terminal.md` §3 (a 10×3 box moving one cell per frame; a full-screen
/// recolour, with and without background-colour erase) and for sub-cell shapes (a full-screen
/// animated shape scene; a spinner).
let renderSuite = Suite(
    name: "render",
    benchmarks: [
        MovingBoxBenchmark(width: 80, height: 24, cpuTargetMicroseconds: nil),
        MovingBoxBenchmark(width: 200, height: 50, cpuTargetMicroseconds: 500),
        MovingBoxBenchmark(width: 400, height: 100, cpuTargetMicroseconds: nil),
        RecolourBenchmark(backgroundColorErase: true),
        RecolourBenchmark(backgroundColorErase: false),
        ShapeFrameBenchmark(width: 200, height: 50),
        SpinnerBenchmark(),
    ])
