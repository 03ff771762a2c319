/// What the ``FrameEncoder`` may rely on when writing to a terminal.
///
/// ``detect(environment:)`` guesses from environment variables alone; the terminal module may
/// refine the result with queries (DECRQM 2026, XTGETTCAP) and set the properties directly.
///
/// ```swift
/// var capabilities = TerminalCapabilities.detect(environment: environment)
/// capabilities.synchronizedOutput = replyToDECRQM2026
/// ```
public struct TerminalCapabilities: Hashable, Sendable {
    /// The colours the terminal shows.
    public var colorProfile: ColorProfile
    /// Whether to wrap each frame in DEC mode 2026 (synchronized output). Terminals that do not
    /// know the mode ignore it, so this is on unless the terminal is known to mishandle it.
    public var synchronizedOutput: Bool
    /// Whether ECH (erase characters, `CSI n X`) is available.
    public var eraseCharacters: Bool
    /// Whether erased cells take the current background colour (BCE). Without it the encoder
    /// erases only runs whose background is the default.
    public var backgroundColorErase: Bool
    /// Whether REP (repeat the preceding character, `CSI n b`) is available.
    public var repeatCharacter: Bool

    /// Capabilities given explicitly; the defaults suit a modern xterm-compatible terminal.
    public init(
        colorProfile: ColorProfile = .trueColor, synchronizedOutput: Bool = true,
        eraseCharacters: Bool = true, backgroundColorErase: Bool = true, repeatCharacter: Bool = false
    ) {
        self.colorProfile = colorProfile
        self.synchronizedOutput = synchronizedOutput
        self.eraseCharacters = eraseCharacters
        self.backgroundColorErase = backgroundColorErase
        self.repeatCharacter = repeatCharacter
    }

    /// Everything the encoder knows how to use (for tests and for terminals known to support it).
    public static let full = TerminalCapabilities(repeatCharacter: true)

    /// Only cursor positioning, SGR and EL with the default background: what every ANSI terminal
    /// supports.
    public static let minimal = TerminalCapabilities(
        colorProfile: .ansi16, synchronizedOutput: false, eraseCharacters: false,
        backgroundColorErase: false, repeatCharacter: false)

    /// The capabilities the environment suggests (`TERM`, `TERM_PROGRAM`, `TMUX`, `COLORTERM`,
    /// `NO_COLOR`, `FORCE_COLOR`).
    ///
    /// REP is enabled for terminals known to implement it: tmux (which interprets the sequence
    /// itself, whatever terminal it runs in; checked with tmux 3.3a), kitty, foot, WezTerm, Ghostty
    /// and Alacritty. It stays off for GNU screen and for plain `xterm*`, a name many terminals
    /// claim without implementing REP. BCE is assumed except under `screen`/`tmux`, whose terminfo
    /// entries differ; so under tmux a coloured run is one space and a REP rather than a run of
    /// spaces.
    public static func detect(environment: [String: String]) -> TerminalCapabilities {
        let term = environment["TERM", default: ""].lowercased()
        let program = environment["TERM_PROGRAM", default: ""].lowercased()
        let isTmux = environment["TMUX"] != nil || term.hasPrefix("tmux")
        let isMultiplexed = isTmux || term.hasPrefix("screen")
        let isPrimitive = term.isEmpty || term == "dumb" || term.hasPrefix("vt1")
        let repeatTerms = ["kitty", "foot", "wezterm", "ghostty", "alacritty"]
        let knowsRepeat =
            isTmux
            || (!isMultiplexed
                && (repeatTerms.contains { term.contains($0) } || ["wezterm", "ghostty"].contains(program)))
        return TerminalCapabilities(
            colorProfile: .detect(environment: environment),
            synchronizedOutput: !isPrimitive && term != "linux",
            eraseCharacters: !isPrimitive,
            backgroundColorErase: !isPrimitive && !isMultiplexed,
            repeatCharacter: knowsRepeat && !isPrimitive)
    }
}
