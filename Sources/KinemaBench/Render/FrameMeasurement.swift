import Kinema

/// Renders `frames` display lists through one ``FrameRenderer`` and reports bytes per frame,
/// rasterise+diff CPU per frame (median of rounds) and heap allocations per frame.
struct FrameMeasurement {
    var bytesPerFrame: Double
    var microsecondsPerFrame: Double
    var allocationsPerFrame: Double
    /// The last frame the renderer produced, for checking.
    var lastFrame: CellBuffer

    init(
        width: Int, height: Int, frames: Int, rounds: Int,
        capabilities: TerminalCapabilities = TerminalCapabilities(), rasterizer: Rasterizer = Rasterizer(),
        list: (Int) -> DisplayList
    ) {
        let lists = (0..<frames).map(list)
        var renderer = FrameRenderer(capabilities: capabilities)
        renderer.rasterizer = rasterizer
        var output: [UInt8] = []
        output.reserveCapacity(1 << 20)
        // The first frame paints the whole screen; it is not what a steady animation costs.
        renderer.render(lists[0], width: width, height: height, into: &output)
        var bytes = 0
        func play() {
            for list in lists.dropFirst() {
                output.removeAll(keepingCapacity: true)
                renderer.render(list, width: width, height: height, into: &output)
                bytes += output.count
            }
            output.removeAll(keepingCapacity: true)
            renderer.render(lists[0], width: width, height: height, into: &output)
        }
        let times = measureRounds(warmup: 1, rounds: rounds, play)
        let allocations = countAllocations(play)
        let framesPerRound = Double(frames)
        bytesPerFrame = Double(bytes) / Double(rounds + 2) / framesPerRound
        microsecondsPerFrame = times.median / framesPerRound / 1_000
        allocationsPerFrame = Double(allocations.count) / framesPerRound
        lastFrame = renderer.current ?? CellBuffer(width: 0, height: 0)
    }
}
