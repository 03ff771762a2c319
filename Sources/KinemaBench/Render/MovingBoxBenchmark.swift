import Kinema

/// A 10×3 bordered, filled box with a label moving one column per frame across a `width × height`
/// screen: bytes and rasterise+diff CPU per frame (target ≤ 250 B/frame at every size).
struct MovingBoxBenchmark: Benchmark {
    let width: Int
    let height: Int
    let cpuTargetMicroseconds: Double?

    var name: String { "moving-box-\(width)x\(height)" }

    static func list(frame: Int, width: Int, height: Int) -> DisplayList {
        let x = Double(frame % max(width - 10, 1))
        let y = Double(height / 2 - 1)
        let box = Rect(x: x, y: y, width: 10, height: 3)
        return DisplayList([
            DisplayItem(id: 1, kind: .fill(.rgb(red: 30, green: 60, blue: 160)), frame: box),
            DisplayItem(id: 2, kind: .border(.rounded, Style(foreground: .ansiBrightWhite)), frame: box),
            DisplayItem(id: 3, kind: .text("kinema", Style(foreground: .ansiBrightYellow, attributes: .bold)),
                        frame: Rect(x: x + 2, y: y + 1, width: 6, height: 1)),
        ])
    }

    func run(_ options: RunOptions) throws -> [Measurement] {
        let (width, height) = options.isQuick ? (40, 10) : (self.width, self.height)
        let frames = options.size(quick: 20, full: 200)
        let measured = FrameMeasurement(
            width: width, height: height, frames: frames, rounds: options.rounds(10)
        ) { MovingBoxBenchmark.list(frame: $0, width: width, height: height) }
        let row = measured.lastFrame.lines[height / 2]
        try expectEqual(String(row.prefix(10)), "│ kinema │", "box row after a full cycle")
        return [
            Measurement("bytes/frame", measured.bytesPerFrame, target: 250),
            Measurement("µs/frame", measured.microsecondsPerFrame, target: options.isQuick ? nil : cpuTargetMicroseconds),
            Measurement("allocs/frame", measured.allocationsPerFrame, target: 0),
        ]
    }
}
