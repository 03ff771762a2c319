import Glibc
import KinemaRender

extension TerminalCapabilities {
    /// The environment variables ``detect(environment:)`` reads.
    public static let environmentNames = [
        "TERM", "COLORTERM", "TERM_PROGRAM", "TMUX", "NO_COLOR", "FORCE_COLOR", "CLICOLOR_FORCE",
    ]

    /// The capabilities this process's environment suggests: ``detect(environment:)`` applied to
    /// the variables in ``environmentNames``. The frame loop refines them with start-up queries.
    ///
    /// ```swift
    /// let loop = FrameLoop(terminal: session,
    ///                      configuration: .init(capabilities: .detectFromProcessEnvironment()))
    /// ```
    public static func detectFromProcessEnvironment() -> TerminalCapabilities {
        var environment: [String: String] = [:]
        for name in environmentNames {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return detect(environment: environment)
    }
}

extension RenderQuality {
    /// The render quality this process's `KINEMA_RENDER_QUALITY` names, ``RenderQuality/default``
    /// when it is unset or names none.
    public static func detectFromProcessEnvironment() -> RenderQuality {
        guard let value = getenv(environmentName) else { return .default }
        return detect(environment: [environmentName: String(cString: value)])
    }
}
