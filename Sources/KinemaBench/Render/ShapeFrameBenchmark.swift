import Kinema

/// A full-screen animated shape scene at sub-cell resolution (braille): a rotating gradient-filled
/// rounded rectangle covering most of the screen, a ring stroked around it, a dashed circle and a
/// label, turning a little every frame. Rasterise+diff CPU per frame (target ≤ 2 ms at 200 × 50)
/// and allocations (target 0).
struct ShapeFrameBenchmark: Benchmark {
    let width: Int
    let height: Int
    var name: String { "shape-frame-\(width)x\(height)" }

    static func list(frame: Int, width: Int, height: Int) -> DisplayList {
        let screen = CGRect(x: 0, y: 0, width: width, height: height)
        let square = CellAspect.shapeRect(for: screen)
        let toCells = CellAspect.shapeTransform(for: screen)
        let centre = CGPoint(x: Double(width) / 2, y: Double(height) / 2)
        let turn = CellAspect.rotation(.degrees(Double(frame) * 3), anchor: centre)
        let card = PathDrawing(
            Path(roundedRect: square.insetBy(dx: square.width * 0.12, dy: square.height * 0.12), cornerRadius: 12),
            paint: .linearGradient(Gradient(colors: [.blue, .purple, .pink]), startPoint: .topLeading, endPoint: .bottomTrailing, in: square),
            transform: toCells)
        let ring = PathDrawing(
            Path(ellipseIn: square.insetBy(dx: square.width * 0.3, dy: square.height * 0.2)),
            paint: .color(.yellow), mode: .stroke(StrokeStyle(lineWidth: 3)), transform: toCells)
        let dashed = PathDrawing(
            Path(ellipseIn: square.insetBy(dx: square.width * 0.4, dy: square.height * 0.35)),
            paint: .color(.white), mode: .stroke(StrokeStyle(lineWidth: 1, lineCap: .round, dash: [4, 3], dashPhase: Double(frame))),
            transform: toCells)
        return DisplayList([
            DisplayItem(id: 1, kind: .path(card), frame: screen, transform: turn),
            DisplayItem(id: 2, kind: .path(ring), frame: screen, transform: turn),
            DisplayItem(id: 3, kind: .path(dashed), frame: screen),
            DisplayItem(
                id: 4, kind: .text("kinema", Style(foreground: .white, attributes: .bold)),
                frame: CGRect(x: centre.x - 3, y: centre.y, width: 6, height: 1)),
        ])
    }

    func run(_ options: RunOptions) throws -> [Measurement] {
        let (width, height) = options.isQuick ? (40, 12) : (self.width, self.height)
        let frames = options.size(quick: 6, full: 60)
        let measured = FrameMeasurement(
            width: width, height: height, frames: frames, rounds: options.rounds(10),
            rasterizer: Rasterizer(quality: .braille)
        ) { ShapeFrameBenchmark.list(frame: $0, width: width, height: height) }
        let frame = measured.lastFrame
        try expectEqual(frame.lines[height / 2].contains("kinema"), true, "label in the middle row")
        let braille = frame.cells.filter { ("\u{2801}"..."\u{28FF}").contains($0.character) }.count
        try expectEqual(braille > width, true, "sub-cell edges (\(braille) braille cells)")
        let corner = frame[width / 2, height / 6].style.background
        try expectEqual(corner != .default, true, "the card covers the upper middle")
        return [
            Measurement("µs/frame", measured.microsecondsPerFrame, target: options.isQuick ? nil : 2_000),
            Measurement("bytes/frame", measured.bytesPerFrame),
            Measurement("allocs/frame", measured.allocationsPerFrame, target: 0),
        ]
    }
}
