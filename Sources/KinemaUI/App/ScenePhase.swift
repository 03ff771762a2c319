/// Where a scene is in its life cycle: SwiftUI's `ScenePhase`, read with
/// `@Environment(\.scenePhase)`.
///
/// What puts a terminal app in each phase:
/// - ``active``: the app runs and the terminal has focus (or does not report focus).
/// - ``inactive``: the terminal window lost the system's focus. The host enables focus reports
///   (mode 1004, `TerminalConfiguration.focusEvents`); terminals that report focus (xterm, kitty,
///   WezTerm, foot, iTerm2, tmux with `set -g focus-events on`) send focus-out and focus-in, and
///   the phase follows. Elsewhere the app stays ``active``.
/// - ``background``: the user suspended the app with Ctrl-Z. The phase becomes ``background`` and
///   the changes it causes (`onChange(of: scenePhase)` handlers, state they write) are applied
///   before the process stops, so an app can save its work there; when the shell resumes it (`fg`)
///   the phase is ``active`` again. A SIGTSTP sent from outside (`kill -TSTP`) stops the process
///   at once, from a signal handler, which cannot run Swift code: no phase change is seen for it.
///
/// Phases are ordered `background < inactive < active`, as in SwiftUI.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// The scene is not visible: the app was suspended (Ctrl-Z).
    case background
    /// The scene is visible but the terminal window does not have the system's focus.
    case inactive
    /// The scene is in the foreground and interactive.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The phase of the scene the view belongs to (see ``ScenePhase``). It is ``ScenePhase/active``
    /// by default and while the app runs in the foreground.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
