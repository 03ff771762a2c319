import Foundation
import KinemaGeometry
import KinemaRender
import KinemaUI

/// Runs a KinemaUI view full-screen in the terminal until it calls `dismiss()` or the user presses
/// Ctrl-C; the terminal is restored on every exit path (normal return, thrown error, signals).
///
/// ```swift
/// @main
/// struct PetPollApp {
///     static func main() throws {
///         try TerminalApp.run { PetPoll() }
///     }
/// }
/// ```
///
/// Foundation's main-thread work runs while the app waits for input: the frame loop waits in the
/// main run loop (`RunLoop.main`), so `DispatchQueue.main.async` and `asyncAfter` blocks,
/// main-actor tasks (`Task { @MainActor in … }`, `.task {}`) and `Timer`s scheduled on the main
/// thread run on time, and a state change they make wakes the loop to draw it. Nothing scheduled
/// means no wake-ups. From an async `main`, `try await TerminalApp.run { … }` does the same.
///
/// What the frame encoder may emit follows the environment (`TERM`, `COLORTERM`, `TERM_PROGRAM`,
/// `TMUX`, `NO_COLOR`, `FORCE_COLOR`, `CLICOLOR_FORCE`): `NO_COLOR` drops colours, `TERM=xterm`
/// without `COLORTERM` gets 16 colours, and background-colour erase is not assumed under tmux or
/// screen. The frame loop refines the guess with start-up queries. `KINEMA_RENDER_QUALITY` picks the
/// glyph set shapes are drawn with (`braille`, the default, `sextant`, `quadrant`, `halfBlock`,
/// `cell`; see `RenderQuality`).
public enum TerminalApp {
    /// Runs `root` at most `framesPerSecond` frames a second (frames are drawn only while something
    /// changes or animates).
    ///
    /// ```swift
    /// try TerminalApp.run(units: .points) { SettingsScreen() }   // SwiftUI code, sized in points
    /// ```
    ///
    /// - Parameters:
    ///   - units: what layout measures in: cells (the default, Kinema's native unit) or points, for
    ///     code written for SwiftUI (see `LayoutUnits`; `.points` uses the cell size the terminal
    ///     reports when it is plausible, else 8 × 16 points per cell).
    ///   - framesPerSecond: the frame-rate cap (clamped to 1…120).
    ///   - configuration: how the terminal is set up (screen, mouse, keyboard protocol).
    ///   - environment: the variables capabilities are detected from; `nil` reads the process's.
    ///   - root: the root view.
    /// - Throws: ``TerminalError`` when the terminal cannot be set up, read or written.
    @MainActor
    public static func run<Root: View>(
        units: LayoutUnits = .cells, framesPerSecond: Double = 60,
        configuration: TerminalConfiguration = TerminalConfiguration(), environment: [String: String]? = nil,
        @ViewBuilder _ root: () -> Root
    ) throws {
        let view = root()
        let loopConfiguration =
            environment.map { Self.loopConfiguration(framesPerSecond: framesPerSecond, environment: $0) }
            ?? Self.loopConfigurationFromProcessEnvironment(framesPerSecond: framesPerSecond)
        try TerminalSession.withSession(configuration: configuration) { session in
            _ = try run(view, on: session, clock: SystemClock(), configuration: loopConfiguration, units: units)
        }
    }

    /// Runs `root` on any ``TerminalDevice`` (a session, or a scripted terminal in tests) with an
    /// explicit clock and loop configuration, until the view finishes or the device's input closes.
    ///
    /// Returns the loop, so callers can read its ``FrameLoop/statistics`` and ``FrameLoop/report``.
    ///
    /// - Throws: what the device throws when it cannot be read or written.
    @MainActor
    @discardableResult
    public static func run<Root: View>(
        _ root: Root, on terminal: any TerminalDevice, clock: any MonotonicClock,
        configuration: FrameLoop.Configuration, units: LayoutUnits = .cells
    ) throws -> FrameLoop {
        try runOnCallingThread(root, on: terminal, clock: clock, configuration: configuration, units: units)
    }

    /// The synchronous run: the loop on the calling thread (on the main thread, a
    /// ``TerminalSession`` waits in the main run loop).
    @MainActor
    static func runOnCallingThread<Root: View>(
        _ root: Root, on terminal: any TerminalDevice, clock: any MonotonicClock,
        configuration: FrameLoop.Configuration, units: LayoutUnits
    ) throws -> FrameLoop {
        let size = ViewProgram.clampedSize(terminal.size)
        let host = ViewHost(size: size, time: clock.now(), units: units, root: root)
        host.detectedColorScheme = Self.colorSchemeFromProcessEnvironment()
        host.rasterizer = configuration.rasterizer
        let loop = FrameLoop(terminal: terminal, clock: clock, configuration: configuration)
        host.onNeedsFrame = DeviceWaker(terminal).wake
        defer { host.onNeedsFrame = nil }
        let program = ViewProgram(host: host)
        program.suspend = { terminal.suspend() }
        try loop.run(program)
        return loop
    }

    /// The colour scheme `COLORFGBG` describes, until the terminal answers OSC 11 (see
    /// `ColorScheme.fromColorFGBG(_:)`).
    static func colorSchemeFromProcessEnvironment() -> ColorScheme? {
        ColorScheme.fromColorFGBG(ProcessInfo.processInfo.environment["COLORFGBG"])
    }

    /// The loop configuration `run(units:framesPerSecond:configuration:environment:_:)` uses for
    /// `environment`: the frame-rate cap, the capabilities the variables suggest and the render
    /// quality `KINEMA_RENDER_QUALITY` names.
    public static func loopConfiguration(
        framesPerSecond: Double = 60, environment: [String: String]
    ) -> FrameLoop.Configuration {
        FrameLoop.Configuration(
            framesPerSecond: framesPerSecond, capabilities: .detect(environment: environment),
            renderQuality: .detect(environment: environment))
    }

    /// ``loopConfiguration(framesPerSecond:environment:)`` for this process's environment.
    static func loopConfigurationFromProcessEnvironment(framesPerSecond: Double) -> FrameLoop.Configuration {
        FrameLoop.Configuration(
            framesPerSecond: framesPerSecond, capabilities: .detectFromProcessEnvironment(),
            renderQuality: .detectFromProcessEnvironment())
    }
}

/// Wakes a ``TerminalDevice`` from a view host's ``ViewHost/onNeedsFrame``.
struct DeviceWaker: @unchecked Sendable {
    // @unchecked Sendable is safe: only `wake()` is ever called through it, which
    // `TerminalDevice` requires to be callable from any thread.
    private let device: any TerminalDevice

    init(_ device: any TerminalDevice) {
        self.device = device
    }

    /// Wakes the device's loop.
    @MainActor
    func wake() {
        device.wake()
    }
}
