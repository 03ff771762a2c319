import Kinema

/// Every cell of a 400×100 screen changes to one new background colour each frame: bytes and
/// rasterise+diff CPU per frame (targets ≤ 1.5 KB and ≤ 1 ms), on a terminal with background-colour
/// erase (erased with EL) and on one without, like tmux (a space and a REP per row).
struct RecolourBenchmark: Benchmark {
    /// What the terminal offers: BCE, or no BCE but REP (as detected under tmux).
    let capabilities: TerminalCapabilities
    let name: String

    init(backgroundColorErase: Bool) {
        capabilities = TerminalCapabilities(backgroundColorErase: backgroundColorErase, repeatCharacter: !backgroundColorErase)
        name = backgroundColorErase ? "recolour-400x100" : "recolour-400x100-no-bce"
    }

    static let colors: [Color] = [
        .rgb(red: 20, green: 20, blue: 40), .rgb(red: 40, green: 20, blue: 20), .rgb(red: 20, green: 40, blue: 20),
    ]

    func run(_ options: RunOptions) throws -> [Measurement] {
        let (width, height) = options.isQuick ? (40, 10) : (400, 100)
        let frames = options.size(quick: 6, full: 60)
        let measured = FrameMeasurement(
            width: width, height: height, frames: frames, rounds: options.rounds(10), capabilities: capabilities
        ) { frame in
            DisplayList([
                DisplayItem(
                    id: 1, kind: .fill(RecolourBenchmark.colors[frame % RecolourBenchmark.colors.count]),
                    frame: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
            ])
        }
        let corner = measured.lastFrame[width - 1, height - 1]
        try expectEqual(corner.style.background, RecolourBenchmark.colors[0], "bottom-right background")
        return [
            Measurement("bytes/frame", measured.bytesPerFrame, target: 1_500),
            Measurement("µs/frame", measured.microsecondsPerFrame, target: options.isQuick ? nil : 1_000),
            Measurement("allocs/frame", measured.allocationsPerFrame, target: 0),
        ]
    }
}
