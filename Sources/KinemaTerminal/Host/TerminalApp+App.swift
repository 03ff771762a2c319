import KinemaRender
import KinemaUI

extension TerminalApp {
    /// Why an `App` cannot start.
    public enum LaunchError: Error, Hashable, Sendable, CustomStringConvertible {
        /// The app's body contains no `WindowGroup`, so there is nothing to show.
        case noWindowGroup(app: String)

        /// A sentence naming the failure.
        public var description: String {
            switch self {
            case .noWindowGroup(let app):
                "\(app).body contains no WindowGroup; a terminal app shows its first WindowGroup"
            }
        }
    }

    /// Runs `app`'s first `WindowGroup` full-screen until the user presses Ctrl-C or a view calls
    /// `dismiss()`: what the `main()` of an `App` does, with options.
    ///
    /// ```swift
    /// @main
    /// enum Launcher {
    ///     static func main() throws {
    ///         try TerminalApp.run(SettingsApp(), units: .points)
    ///     }
    /// }
    /// ```
    ///
    /// The window group's title becomes the terminal's title unless `configuration` names one
    /// (see ``TerminalConfiguration/windowTitle``). The terminal is restored on every exit path.
    ///
    /// - Parameters:
    ///   - app: the app; its `@Environment` and `@State` properties work as a view's.
    ///   - units: what layout measures in (see `run(units:framesPerSecond:configuration:environment:_:)`);
    ///     `nil` takes the scene's `.layoutUnits(_:)`, else cells.
    ///   - framesPerSecond: the frame-rate cap (clamped to 1…120).
    ///   - configuration: how the terminal is set up.
    ///   - environment: the variables capabilities are detected from; `nil` reads the process's.
    /// - Throws: ``LaunchError`` when the app has no window group, ``TerminalError`` when the
    ///   terminal cannot be set up, read or written.
    @MainActor
    public static func run<Root: App>(
        _ app: Root, units: LayoutUnits? = nil, framesPerSecond: Double = 60,
        configuration: TerminalConfiguration = TerminalConfiguration(), environment: [String: String]? = nil
    ) throws {
        let launch = try launchPlan(for: app, configuration: configuration)
        try run(
            units: units ?? launch.units, framesPerSecond: framesPerSecond, configuration: launch.configuration,
            environment: environment
        ) { launch.root }
    }

    /// Runs `app` on any ``TerminalDevice`` (a scripted terminal in tests) with an explicit clock
    /// and loop configuration, until the app finishes or the device's input closes; the device's
    /// own setup decides the title. Returns the loop.
    ///
    /// - Throws: ``LaunchError`` when the app has no window group; what the device throws.
    @MainActor
    @discardableResult
    public static func run<Root: App>(
        _ app: Root, on terminal: any TerminalDevice, clock: any MonotonicClock,
        configuration: FrameLoop.Configuration, units: LayoutUnits? = nil
    ) throws -> FrameLoop {
        let launch = try launchPlan(for: app, configuration: TerminalConfiguration())
        return try run(
            launch.root, on: terminal, clock: clock, configuration: configuration, units: units ?? launch.units)
    }

    /// What running `app` takes: its root view, `configuration` with the window group's title
    /// when `configuration` names none, and the units the scene chose (cells by default).
    ///
    /// - Throws: ``LaunchError/noWindowGroup(app:)`` when the app's body has no window group.
    @MainActor
    static func launchPlan<Root: App>(
        for app: Root, configuration: TerminalConfiguration
    ) throws -> (root: AppRootView<Root>, configuration: TerminalConfiguration, units: LayoutUnits) {
        guard let window = app.primaryWindow() else {
            throw LaunchError.noWindowGroup(app: String(describing: Root.self))
        }
        var configuration = configuration
        if configuration.windowTitle == nil { configuration.windowTitle = window.title }
        return (AppRootView(app), configuration, window.units ?? .cells)
    }
}

extension App {
    /// Runs the app in the terminal: what `@main` calls.
    ///
    /// Creates the app with `init()` and runs its first `WindowGroup` full-screen with
    /// ``TerminalApp/run(_:units:framesPerSecond:configuration:environment:)`` (in the scene's
    /// `.layoutUnits(_:)`, else cells; 60 frames a second at most; the default
    /// ``TerminalConfiguration``) until the user presses Ctrl-C or a
    /// view calls `dismiss()`. The terminal is restored on every exit path (return, error,
    /// SIGINT, SIGTERM, SIGHUP, crash signals). An error that keeps the app from running (standard
    /// input is not a terminal, the body has no window group) is printed on one line of standard
    /// error and the process exits with status 1 (``TerminalApp/exit(reporting:)``).
    @MainActor
    public static func main() {
        do {
            try TerminalApp.run(Self())
        } catch {
            TerminalApp.exit(reporting: error)
        }
    }
}
