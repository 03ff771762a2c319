import KinemaGeometry
import KinemaRender
import KinemaTestSupport
import Testing

/// Random display lists with hostile geometry (NaN, infinities, huge and negative values, inverted
/// rectangles), every item kind, clips, z-indices and opacities: rasterising never traps, keeps the
/// buffer's invariants, and the encoded frame reproduces the buffer on the emulator.
@Suite struct RasterizerFuzzTests {
    static let numbers: [Double] = [0, 0.5, 1, 1.125, 2.875, 3.5, 7, -1, -0.375, 12.25, 1e9, -1e12, .nan, .infinity, -.infinity]

    /// A hostile number one time in three, otherwise eighths of a cell in -2…`limit`.
    func number(_ random: inout RandomFrames, upTo limit: Int = 18) -> Double {
        random.integer(in: 0..<3) == 0
            ? RasterizerFuzzTests.numbers[random.integer(in: 0..<RasterizerFuzzTests.numbers.count)]
            : Double(random.integer(in: -16..<(limit * 8))) / 8
    }

    func item(_ id: UInt64, _ random: inout RandomFrames) -> DisplayItem {
        let kind: DisplayItem.Kind
        switch random.integer(in: 0..<3) {
        case 0: kind = .text(random.text(maximum: 12) + (random.integer(in: 0..<4) == 0 ? "\n\t\u{1B}x" : ""), random.style())
        case 1: kind = .fill(random.style().background)
        default: kind = .border([BorderStyle.single, .rounded, .double, .ascii][random.integer(in: 0..<4)], random.style())
        }
        let frame = Rect(x: number(&random), y: number(&random, upTo: 6), width: number(&random), height: number(&random, upTo: 6))
        let clip = random.integer(in: 0..<3) == 0
            ? Rect(x: number(&random), y: number(&random), width: number(&random), height: number(&random)) : nil
        return DisplayItem(
            id: .init(rawValue: id), kind: kind, frame: frame, clip: clip,
            zIndex: number(&random), opacity: random.integer(in: 0..<2) == 0 ? 1 : number(&random) / 8)
    }

    @Test("2,000 random display lists rasterise and encode faithfully")
    func fuzz() throws {
        var random = RandomFrames(seed: 7_777)
        var renderer = FrameRenderer(capabilities: .full)
        var terminal = VirtualTerminal(width: 16, height: 6)
        var framesWithContent = 0
        for round in 0..<2_000 {
            let list = DisplayList((0..<UInt64(random.integer(in: 0..<8))).map { item($0, &random) })
            terminal.feed(renderer.render(list, width: 16, height: 6))
            let frame = try #require(renderer.current)
            frame.checkInvariants()
            try #require(terminal.screen == frame, "round \(round): \(list)")
            if frame.cells.contains(where: { $0 != .blank }) { framesWithContent += 1 }
        }
        #expect(terminal.unrecognized.isEmpty)
        // The generator must exercise drawing, not only rejection of bad geometry.
        #expect(framesWithContent > 1_000)
    }
}
