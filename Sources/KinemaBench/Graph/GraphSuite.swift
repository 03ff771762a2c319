/// `kinema-bench graph`: the reactive-graph field's shapes (graph-benchmarks.md) run on KinemaGraph.
let graphSuite = Suite(
    name: "graph",
    benchmarks: [
        BytesPerNodeBenchmark(),
        DeepShape(), DeepPullShape(), BroadShape(), DiamondShape(), CutoffShape(),
        CellxShape(layers: 1000), CellxShape(layers: 2500),
        Chain10kBenchmark(), CutoffScalingBenchmark(), ChainGrowthBenchmark(), FanOut10kBenchmark(),
        BuildCostBenchmark(), ReverseChainBenchmark(), MisuseMessagesBenchmark(),
        KairoAvoidablePropagation(), KairoBroadPropagation(), KairoDeepPropagation(), KairoDiamond(),
        KairoMux(), KairoRepeatedObservers(), KairoTriangle(), KairoUnstable(), KairoMolBench(),
        CellxBenchmark(layers: 1000), CellxBenchmark(layers: 2500),
    ] + DynamicGridBenchmark.all + [DeepChain10MBenchmark()]
)
