import KinemaGeometry
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
public enum TerminalApp {
    /// Runs `root` at most `framesPerSecond` frames a second (frames are drawn only while something
    /// changes or animates).
    ///
    /// - Throws: ``TerminalError`` when the terminal cannot be set up, read or written.
    @MainActor
    public static func run<Root: View>(
        framesPerSecond: Double = 60, @ViewBuilder _ root: () -> Root
    ) throws {
        let clock = SystemClock()
        let view = root()
        try TerminalSession.withSession { session in
            let size = session.size
            let host = ViewHost(
                size: Size(width: Double(size.width), height: Double(size.height)), time: clock.now(), root: view)
            let loop = FrameLoop(
                terminal: session, clock: clock, configuration: FrameLoop.Configuration(framesPerSecond: framesPerSecond))
            try loop.run(ViewProgram(host: host))
        }
    }
}
