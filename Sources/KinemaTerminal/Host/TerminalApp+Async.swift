import Foundation
import KinemaRender
import KinemaUI

extension TerminalApp {
    /// Runs `root` like ``run(units:framesPerSecond:configuration:environment:_:)``, from an async main,
    /// with main-actor async work — `.task {}` and `.task(id:)` — running while the app waits for
    /// input.
    ///
    /// ```swift
    /// @main
    /// struct PetPollApp {
    ///     static func main() async throws {
    ///         try await TerminalApp.run { PetPoll() }
    ///     }
    /// }
    /// ```
    ///
    /// Called before the first `await` of `main` (as above), it still runs on the main thread and
    /// behaves exactly like the synchronous form: the loop waits in the main run loop, so
    /// `DispatchQueue.main`, main-actor tasks and `Timer`s all run on the main thread.
    ///
    /// Called after an `await`, it is no longer on the main thread: on Linux an async `main` hands
    /// the main queue to dispatch's worker threads at its first suspension. The frame loop's
    /// blocking wait then runs on a thread of its own; events and frames hop to the main actor,
    /// which is otherwise free to run async work and `DispatchQueue.main` blocks. Foundation's
    /// `Timer`s cannot fire there: `Timer.scheduledTimer` adds the timer to the run loop of the
    /// worker thread it is called on, which nobody runs. Call `run` before the first `await`, or
    /// use `DispatchQueue.main.asyncAfter` or a task.
    ///
    /// Either way an idle app sleeps without wake-ups: the loop wakes for input, signals, the
    /// frames the host asks for, and state changes made while it sleeps (a `.task` or a timer
    /// writing state calls `ViewHost.onNeedsFrame`, which wakes the device with
    /// ``TerminalDevice/wake()``), so such a change is drawn promptly.
    ///
    /// - Throws: ``TerminalError`` when the terminal cannot be set up, read or written.
    @MainActor
    public static func run<Root: View>(
        units: LayoutUnits = .cells, framesPerSecond: Double = 60,
        configuration: TerminalConfiguration = TerminalConfiguration(), environment: [String: String]? = nil,
        @ViewBuilder _ root: () -> Root
    ) async throws {
        let view = root()
        let loopConfiguration =
            environment.map { Self.loopConfiguration(framesPerSecond: framesPerSecond, environment: $0) }
            ?? Self.loopConfigurationFromProcessEnvironment(framesPerSecond: framesPerSecond)
        let session = try TerminalSession(configuration: configuration)
        defer { session.restore() }
        if Thread.isMainThread {
            _ = try runOnCallingThread(
                view, on: session, clock: SystemClock(), configuration: loopConfiguration, units: units)
            return
        }
        try await run(view, on: session, clock: SystemClock(), configuration: loopConfiguration, units: units)
    }

    /// Runs `root` on `terminal` with the frame loop on a thread of its own, so the main actor is
    /// free for `.task` work while the loop waits; returns when the view finishes or the device's
    /// input closes.
    ///
    /// `terminal` and `clock` belong to the loop thread until this returns.
    ///
    /// - Throws: what the device throws when it cannot be read or written.
    @MainActor
    public static func run<Root: View>(
        _ root: Root, on terminal: some TerminalDevice, clock: some MonotonicClock,
        configuration: FrameLoop.Configuration, units: LayoutUnits = .cells
    ) async throws {
        let host = ViewHost(
            size: ViewProgram.clampedSize(terminal.size), time: clock.now(), units: units, root: root)
        host.detectedColorScheme = Self.colorSchemeFromProcessEnvironment()
        host.rasterizer = configuration.rasterizer
        host.onNeedsFrame = DeviceWaker(terminal).wake
        defer { host.onNeedsFrame = nil }
        let viewProgram = ViewProgram(host: host)
        // Called on the main actor while the loop thread waits for it, so the device is idle.
        viewProgram.suspend = { terminal.suspend() }
        let program = MainActorProgram(viewProgram)
        let loop = LoopHandOver(
            loop: FrameLoop(terminal: terminal, clock: clock, configuration: configuration), program: program)
        try await LoopThread.run { try loop.loop.run(loop.program) }
    }

    /// The loop and its program, handed to the loop thread.
    private struct LoopHandOver: @unchecked Sendable {
        // @unchecked Sendable is safe: the main actor creates both and never touches them again
        // while the loop thread runs; the program reaches the main actor only through hops.
        let loop: FrameLoop
        let program: MainActorProgram
    }
}
