import KinemaGeometry
import KinemaRender
import KinemaUI

/// Drives a KinemaUI `ViewHost` from a ``FrameLoop``: decoded terminal input becomes KinemaUI key
/// and pointer events, and each frame is the host's rendering at the loop's time.
///
/// Ctrl-C finishes the program (raw mode delivers it as a key, not a signal); so does the view
/// calling `dismiss()`. Events after Ctrl-C are not delivered. Ctrl-Z calls ``suspend``, which
/// ``TerminalApp`` sets to suspend the terminal session like Ctrl-Z in a shell (`fg` resumes).
///
/// Sizes are clamped to 1…`CellBuffer.maximumDimension` cells per side before they reach the
/// view: an in-band resize report (`CSI 48 ; rows ; columns t`) can claim any size, and a view laid
/// out at 10⁷ × 10⁷ cells would build rows and dividers of that length.
///
/// The loop runs on the main thread (`TerminalApp.run` calls it from the main
/// actor), so each callback assumes main-actor isolation to reach the host.
public final class ViewProgram: TerminalProgram {
    /// The host running the root view.
    public let host: ViewHost
    private var isInterrupted = false
    /// Set when an event reached the host and cleared by the next frame: `ViewHost.handle` applies
    /// the changes it causes (and any made before it, e.g. by a `.task`) without asking for a
    /// frame, so without this flag such a change would wait for the next unrelated frame.
    private var hasEventToDraw = false

    /// What Ctrl-Z does. ``TerminalApp`` sets it to the device's ``TerminalDevice/suspend()``: the
    /// terminal is restored and the process group stops (SIGTSTP), as Ctrl-Z does to a program in
    /// a shell; `fg` re-enters the app's modes and repaints. The host's `scenePhase` is `.background`
    /// from just before the process stops until it resumes. When `nil`, Ctrl-Z reaches the view as
    /// a key like any other.
    public var suspend: (() -> Void)?

    /// Wraps `host`.
    public init(host: ViewHost) {
        self.host = host
    }

    /// Maps and delivers one input event.
    public func handle(_ event: InputEvent, at time: Double) {
        guard !isInterrupted else { return }
        if case .key(let key) = event, Self.isInterrupt(key) {
            isInterrupted = true
            return
        }
        if case .key(let key) = event, let suspend, Self.isSuspend(key) {
            suspendScene(with: suspend)
            return
        }
        guard let hostEvent = Self.hostEvent(for: event) else { return }
        let host = host
        MainActor.assumeIsolated { host.handle(hostEvent, at: time) }
        hasEventToDraw = true
    }

    /// Ctrl-Z: the scene goes to the background (its `onChange(of: scenePhase)` handlers run and
    /// what they change is applied) before `suspend` stops the process, and is active again once
    /// the process resumes.
    private func suspendScene(with suspend: () -> Void) {
        let host = host
        MainActor.assumeIsolated { host.scenePhase = .background }
        suspend()
        MainActor.assumeIsolated { host.scenePhase = .active }
        hasEventToDraw = true
    }

    /// Whether `key` is Ctrl-C: pressed or repeated (a kitty release is not a second interrupt), with
    /// Control as the only modifier besides the lock keys the kitty protocol also reports.
    static func isInterrupt(_ key: KeyEvent) -> Bool {
        key.key == .character("c") && key.phase != .release
            && key.modifiers.subtracting([.capsLock, .numLock]) == .control
    }

    /// Whether `key` is Ctrl-Z (pressed or repeated), with Control as the only modifier besides the
    /// lock keys.
    static func isSuspend(_ key: KeyEvent) -> Bool {
        key.key == .character("z") && key.phase != .release
            && key.modifiers.subtracting([.capsLock, .numLock]) == .control
    }

    /// Renders the host at `time` and `size`.
    public func render(size: TerminalSize, at time: Double) -> CellBuffer {
        hasEventToDraw = false
        let host = host
        return MainActor.assumeIsolated {
            let wanted = Self.clampedSize(size)
            if host.screenSize != wanted { host.resize(to: wanted) }
            return host.render(at: time)
        }
    }

    /// Whether the view has changes to show or animations running, or an event arrived since the
    /// last frame.
    public var needsFrame: Bool {
        let host = host
        return hasEventToDraw || MainActor.assumeIsolated { host.needsFrame }
    }

    /// When the view needs frames only for animations that wait out a delay, the time the first of
    /// them moves (see `ViewHost.quietUntil`); `nil` when an event waits to be drawn.
    public var quietUntil: Double? {
        guard !hasEventToDraw else { return nil }
        let host = host
        return MainActor.assumeIsolated { host.quietUntil }
    }

    /// Hands the terminal's cell size in pixels, when it reported one, to the host (which uses it
    /// for points mode's points per cell when plausible; see `ViewHost.terminalReportedCellSize(pixels:)`).
    /// Hands the terminal's background colour, when it reported one, to the host, whose colour
    /// scheme follows it (see `ViewHost.terminalReportedBackground(red:green:blue:)`).
    public func terminalDidReport(_ report: TerminalReport) {
        let host = host
        MainActor.assumeIsolated {
            if let cell = report.cellPixelSize {
                host.terminalReportedCellSize(pixels: Size(width: Double(cell.width), height: Double(cell.height)))
            }
            if let color = report.backgroundColor {
                host.terminalReportedBackground(red: color.red, green: color.green, blue: color.blue)
            }
        }
    }

    /// Whether a view drawn in the last frame has a hover handler (`ViewHost.wantsPointerMotion`):
    /// the frame loop then asks the terminal for plain motion (1003).
    public var wantsPointerMotion: Bool {
        let host = host
        return MainActor.assumeIsolated { host.wantsPointerMotion }
    }

    /// Whether Ctrl-C was pressed or the view dismissed itself.
    public var isFinished: Bool {
        let host = host
        return isInterrupted || MainActor.assumeIsolated { host.isFinished }
    }

    /// `size` as a view size, each side clamped to 1…`CellBuffer.maximumDimension` cells.
    public static func clampedSize(_ size: TerminalSize) -> Size {
        let limit = CellBuffer.maximumDimension
        return Size(
            width: Double(min(max(size.width, 1), limit)), height: Double(min(max(size.height, 1), limit)))
    }

    static func hostEvent(for event: InputEvent) -> HostEvent? {
        switch event {
        case .key(let key):
            guard let press = keyPress(for: key) else { return nil }
            return .key(press)
        case .mouse(let mouse):
            return pointerEvent(for: mouse).map { .pointer($0) }
        case .resize(let width, let height):
            return .resize(clampedSize(TerminalSize(width: width, height: height)))
        case .focus(let isFocused):
            return .windowFocus(isFocused)
        case .paste(let text):
            return .paste(text)
        }
    }
}
