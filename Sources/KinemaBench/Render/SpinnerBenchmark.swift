import Kinema

/// The classic SwiftUI spinner — `Circle().trim(from: 0, to: 0.7).stroke(…, lineCap: .round)`
/// turning — drawn in braille on an 80 × 24 screen: rasterise+diff CPU (target ≤ 0.2 ms), bytes
/// (target ≤ 300) and allocations (target 0) per frame.
struct SpinnerBenchmark: Benchmark {
    let name = "spinner-80x24"

    static func list(frame: Int) -> DisplayList {
        let box = CGRect(x: 35, y: 9, width: 10, height: 5)
        let square = CellAspect.shapeRect(for: box)
        let arc = PathDrawing(
            Path(ellipseIn: square.insetBy(dx: 1, dy: 1)).trimmedPath(from: 0, to: 0.7), paint: .color(.blue),
            mode: .stroke(StrokeStyle(lineWidth: 2, lineCap: .round)), transform: CellAspect.shapeTransform(for: box))
        let turn = CellAspect.rotation(.degrees(Double(frame) * 12), anchor: CGPoint(x: box.midX, y: box.midY))
        return DisplayList([DisplayItem(id: 1, kind: .path(arc), frame: box, transform: turn)])
    }

    func run(_ options: RunOptions) throws -> [Measurement] {
        let frames = options.size(quick: 6, full: 30)
        let measured = FrameMeasurement(
            width: 80, height: 24, frames: frames, rounds: options.rounds(20), rasterizer: Rasterizer(quality: .braille)
        ) { SpinnerBenchmark.list(frame: $0) }
        let glyphs = measured.lastFrame.cells.filter { $0.character != " " }.count
        try expectEqual(glyphs > 10 && glyphs < 50, true, "spinner cells (\(glyphs))")
        return [
            Measurement("µs/frame", measured.microsecondsPerFrame, target: options.isQuick ? nil : 200),
            Measurement("bytes/frame", measured.bytesPerFrame, target: 300),
            Measurement("allocs/frame", measured.allocationsPerFrame, target: 0),
        ]
    }
}
