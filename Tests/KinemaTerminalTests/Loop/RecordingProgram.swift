import KinemaRender
import KinemaTerminal

/// A program for frame-loop tests: records events and frames, shows its event count, animates
/// until `animationEnd`, finishes on `q`, and wants plain pointer motion (hover) after an odd
/// number of `h` presses.
final class RecordingProgram: TerminalProgram {
    var events: [(time: Double, event: InputEvent)] = []
    var frames: [(time: Double, size: TerminalSize)] = []
    var animationEnd: Double
    var isDirty = true
    var isFinished = false
    var renderedSize: TerminalSize?
    /// What `terminalDidReport(_:)` was told, in order.
    var reports: [TerminalReport] = []
    var wantsPointerMotion = false

    init(animationEnd: Double = -1) {
        self.animationEnd = animationEnd
    }

    var needsFrame: Bool {
        isDirty || (frames.last.map { $0.time < animationEnd } ?? true)
    }

    func terminalDidReport(_ report: TerminalReport) {
        reports.append(report)
    }

    func handle(_ event: InputEvent, at time: Double) {
        events.append((time, event))
        if case .key(let key) = event, key.key == .character("q") { isFinished = true }
        if case .key(let key) = event, key.key == .character("h") { wantsPointerMotion.toggle() }
        isDirty = true
    }

    func render(size: TerminalSize, at time: Double) -> CellBuffer {
        isDirty = false
        frames.append((time, size))
        let renderSize = renderedSize ?? size
        var buffer = CellBuffer(width: renderSize.width, height: renderSize.height)
        buffer.write("events \(events.count)", x: 0, y: 0)
        return buffer
    }
}
