import Glibc
import KinemaRender
import KinemaTerminal

/// Shows every decoded input event, the terminal size, focus and the pointer, so a person can
/// check by hand what a real terminal sends. `q` quits, Ctrl+Z suspends, Ctrl+L repaints.
final class InputCheckProgram: TerminalProgram {
    private static let logLimit = 500

    private(set) var needsFrame = true
    private(set) var isFinished = false
    private var log: [String] = []
    private var eventCount = 0
    private var isFocused: Bool?
    private var pointer: (column: Int, row: Int)?
    private var startTime: Double?
    private let session: TerminalSession?
    private let describeMode: String
    /// A key that makes the program trap (a Swift runtime failure), to check by hand or in a test
    /// that a crash still restores the terminal. Off unless `--trap-on-key K` is given.
    var trapKey: Character?
    /// A key that calls `exit(3)` from inside the loop, bypassing every `defer`, to check that the
    /// `atexit` path restores the terminal. Off unless `--exit-on-key K` is given.
    var exitKey: Character?
    var repaint: () -> Void = {}
    /// Prints lines above the app (inline mode only; Enter triggers it).
    var insertAbove: ([String]) -> Void = { _ in }
    /// What the terminal answered to the start-up queries, shown in the status line.
    var terminalReport: () -> TerminalReport = { TerminalReport() }

    init(session: TerminalSession?, describeMode: String) {
        self.session = session
        self.describeMode = describeMode
    }

    func handle(_ event: InputEvent, at time: Double) {
        let start = startTime ?? time
        startTime = start
        eventCount += 1
        needsFrame = true
        if let trapKey, case .key(let key) = event, key.key == .character(trapKey) {
            preconditionFailure("InputCheck: trap requested with --trap-on-key \(trapKey)")
        }
        if let exitKey, case .key(let key) = event, key.key == .character(exitKey) {
            exit(3)
        }
        switch event {
        case .key(let key) where key.key == .character("q") && key.modifiers.isEmpty:
            isFinished = true
        case .key(let key) where key.key == .character("z") && key.modifiers == .control:
            session?.suspend()
        case .key(let key) where key.key == .character("l") && key.modifiers == .control:
            repaint()
        case .key(let key) where key.key == .enter && key.modifiers.isEmpty:
            insertAbove(["InputCheck: \(eventCount) events so far"])
        case .mouse(let mouse):
            pointer = (mouse.column, mouse.row)
        case .focus(let focused):
            isFocused = focused
        default:
            break
        }
        let seconds = (time - start).formatted(decimals: 3)
        log.append("\(seconds)s  \(event)")
        if log.count > Self.logLimit { log.removeFirst(log.count - Self.logLimit) }
    }

    func render(size: TerminalSize, at time: Double) -> CellBuffer {
        needsFrame = false
        var buffer = CellBuffer(width: size.width, height: size.height)
        let title = Style(foreground: .ansiBrightWhite, background: .ansiBlue, attributes: .bold)
        let dim = Style(foreground: .ansiBrightBlack)
        buffer.write(String(repeating: " ", count: size.width), x: 0, y: 0, style: title)
        buffer.write(
            " InputCheck — type, click, scroll, paste, resize · q quits · ^Z suspends · ⏎ prints above (inline)",
            x: 0, y: 0, style: title)
        let focus = isFocused.map { $0 ? "in" : "out" } ?? "?"
        let pointerText = pointer.map { "\($0.column),\($0.row)" } ?? "-"
        let report = terminalReport()
        let answers =
            report.isComplete
            ? "2026 \(Self.describe(report.synchronizedOutput))  2048 \(Self.describe(report.inBandResize))"
                + "  kitty \(Self.describe(report.kittyKeyboard))"
            : "querying…"
        buffer.write(
            " size \(size)  events \(eventCount)  focus \(focus)  pointer \(pointerText)  \(describeMode)  \(answers)",
            x: 0, y: 1, style: dim)
        let rows = max(0, size.height - 3)
        for (index, line) in log.suffix(rows).enumerated() {
            buffer.write(" " + line, x: 0, y: 3 + index)
        }
        if let pointer, buffer.contains(x: pointer.column, y: pointer.row) {
            let cell = buffer[pointer.column, pointer.row]
            var style = cell.style
            style.attributes.insert(.inverse)
            buffer.write(
                cell.isContinuation ? " " : String(cell.character), x: pointer.column, y: pointer.row,
                style: style)
        }
        return buffer
    }

    private static func describe(_ answer: Bool?) -> String {
        answer.map { $0 ? "yes" : "no" } ?? "?"
    }
}

extension Double {
    fileprivate func formatted(decimals: Int) -> String {
        let scale = (0..<decimals).reduce(1.0) { value, _ in value * 10 }
        let scaled = Int((self * scale).rounded())
        let whole = scaled / Int(scale)
        let fraction = String(scaled % Int(scale))
        return "\(whole)." + String(repeating: "0", count: decimals - fraction.count) + fraction
    }
}
