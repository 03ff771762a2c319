import KinemaRender

/// Which terminal modes a ``TerminalSession`` turns on, and so which it must turn off again.
///
/// The defaults suit a full-screen app: alternate screen, hidden cursor, SGR mouse with drag
/// reports, bracketed paste and focus events.
///
/// ```swift
/// var configuration = TerminalConfiguration()
/// configuration.screen = .inline(rows: 6)     // keep the shell's scrollback
/// configuration.mouseTracking = .allMotion    // also report hover
/// ```
public struct TerminalConfiguration: Hashable, Sendable {
    /// Where the app draws.
    public enum Screen: Hashable, Sendable {
        /// The alternate screen (mode 1049): the shell's screen and scrollback come back on exit.
        case alternate
        /// The bottom `rows` rows of the normal screen, below the shell's output, which stays in the
        /// scrollback; the last frame stays visible after exit.
        case inline(rows: Int)
    }

    /// How the terminal encodes keys.
    public enum KeyboardProtocol: Hashable, Sendable {
        /// The legacy encoding (with ``TerminalConfiguration/extendedKeys`` for `modifyOtherKeys`).
        case legacy
        /// Push the kitty keyboard protocol's "disambiguate escape codes" flag at start, whether or
        /// not the terminal knows it.
        case kitty
        /// Push that flag once the terminal answers the kitty flags query (the frame loop asks at
        /// start-up): Escape then arrives at once instead of after the escape timeout, and keys such
        /// as Ctrl+I and Tab become distinguishable. Terminals without the protocol keep the legacy
        /// encoding.
        case kittyWhenSupported
    }

    /// The sequence that pushes the kitty "disambiguate escape codes" flag.
    static let kittyPush = "\u{1B}[>1u"

    /// Which mouse reports the terminal sends (always in the SGR 1006 encoding).
    public enum MouseTracking: Hashable, Sendable {
        /// No mouse reports; the terminal keeps its own text selection.
        case none
        /// Presses, releases and wheel (mode 1000).
        case buttons
        /// Also motion while a button is held (mode 1002).
        case drag
        /// Also motion with no button held (mode 1003).
        case allMotion
    }

    /// Where the app draws. Default ``Screen/alternate``.
    public var screen: Screen = .alternate
    /// Mouse reports. Default ``MouseTracking/drag``.
    public var mouseTracking: MouseTracking = .drag
    /// Bracketed paste (mode 2004), so pasted text arrives as one ``InputEvent/paste(_:)``.
    public var bracketedPaste = true
    /// Focus in/out reports (mode 1004).
    public var focusEvents = true
    /// Whether the text cursor is hidden while the session runs.
    public var hidesCursor = true
    /// How keys are encoded. Default ``KeyboardProtocol/kittyWhenSupported``.
    public var keyboard: KeyboardProtocol = .kittyWhenSupported
    /// In-band resize reports (mode 2048) in addition to SIGWINCH, where the terminal supports them.
    /// The frame loop believes a report only after the terminal confirmed the mode (DECRQM at
    /// start-up), and clamps it to the window size the kernel reports (`TIOCGWINSZ`).
    public var inBandResize = false
    /// xterm's `modifyOtherKeys` level 1 (`CSI > 4 ; 1 m`): combinations that legacy encoding
    /// cannot tell apart, such as Ctrl+Shift+letter, arrive as `CSI 27 ; modifiers ; code ~`
    /// (tmux forwards them with `set -g extended-keys on`).
    public var extendedKeys = false
    /// The terminal window's title while the session runs (`nil`, the default, leaves it alone).
    ///
    /// The session saves the current title on the terminal's title stack (`CSI 22 ; 2 t`), sets
    /// this one (OSC 2) and pops the saved title (`CSI 23 ; 2 t`) whenever it restores the
    /// terminal, signals and Ctrl-Z included. Control characters become `?` and the title is cut
    /// to ``maximumWindowTitleBytes`` bytes of UTF-8 (at a character boundary), so it cannot
    /// inject a sequence. Terminals without a title stack keep the title until the shell sets its
    /// own; tmux shows it as the pane title.
    public var windowTitle: String?

    /// The longest window title sent, in bytes of UTF-8.
    public static let maximumWindowTitleBytes = 255

    /// Creates the default configuration.
    public init() {}

    /// The sequence that enters every configured mode.
    func enterSequence(height: Int) -> String {
        var sequence = ""
        switch screen {
        case .alternate:
            sequence += "\u{1B}[?1049h"
        case .inline(let rows):
            // Scroll just enough that the reserved rows lie below the shell's output.
            sequence += String(repeating: "\n", count: Self.clamp(rows, height: height))
            sequence += inlineRegion(height: height)
        }
        if hidesCursor { sequence += "\u{1B}[?25l" }
        switch mouseTracking {
        case .none: break
        case .buttons: sequence += "\u{1B}[?1000h\u{1B}[?1006h"
        case .drag: sequence += "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h"
        case .allMotion: sequence += "\u{1B}[?1000h\u{1B}[?1003h\u{1B}[?1006h"
        }
        if bracketedPaste { sequence += "\u{1B}[?2004h" }
        if focusEvents { sequence += "\u{1B}[?1004h" }
        if keyboard == .kitty { sequence += Self.kittyPush }
        if extendedKeys { sequence += "\u{1B}[>4;1m" }
        if inBandResize { sequence += "\u{1B}[?2048h" }
        if let title = windowTitle.map(Self.sanitizedTitle) {
            sequence += "\u{1B}[22;2t\u{1B}]2;\(title)\u{1B}\\"
        }
        return sequence
    }

    /// `title` with C0 and C1 controls (and DEL) replaced by `?`, cut to
    /// ``maximumWindowTitleBytes`` bytes of UTF-8 at a character boundary.
    static func sanitizedTitle(_ title: String) -> String {
        var result = ""
        var bytes = 0
        for character in title {
            let clean =
                character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
                ? "?" : character
            let size = clean.utf8.count
            guard bytes + size <= maximumWindowTitleBytes else { break }
            result.append(clean)
            bytes += size
        }
        return result
    }

    /// Turns off every mouse mode an app may set: SGR-pixel (1016), SGR (1006), any-motion (1003),
    /// button-motion (1002) and button (1000) tracking.
    static let mouseModesOff = "\u{1B}[?1016l\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l"

    /// The sequence that undoes ``enterSequence(height:)``, in reverse order. It first ends any
    /// synchronized update (mode 2026) a signal may have interrupted, and resets the SGR state.
    func exitSequence(height: Int) -> String {
        var sequence = "\u{1B}[?2026l\u{1B}[0m"
        if windowTitle != nil { sequence += "\u{1B}[23;2t" }
        if inBandResize { sequence += "\u{1B}[?2048l" }
        if extendedKeys { sequence += "\u{1B}[>4m" }
        // Popping an empty stack is harmless, so the conditional push needs no bookkeeping here.
        if keyboard != .legacy { sequence += "\u{1B}[<u" }
        if focusEvents { sequence += "\u{1B}[?1004l" }
        if bracketedPaste { sequence += "\u{1B}[?2004l" }
        // Every mouse mode off, including what the frame loop may have switched on while running
        // (SGR-pixel reports 1016, any-motion tracking 1003 while a view wants hover); turning
        // off a mode that is not on is harmless.
        if mouseTracking != .none { sequence += Self.mouseModesOff }
        if hidesCursor { sequence += "\u{1B}[?25h" }
        switch screen {
        case .alternate:
            // Blank the alternate screen before leaving it: tmux, after a resize on the alternate
            // screen, can carry some of its rows into the restored shell screen.
            sequence += "\u{1B}[H\u{1B}[2J\u{1B}[?1049l"
        case .inline:
            // Origin mode off, full-screen margins, then leave the cursor below the last frame.
            sequence += "\u{1B}[?6l\u{1B}[r\u{1B}[\(max(1, height));1H\r\n"
        }
        return sequence
    }

    /// In inline mode: margins around the bottom rows and origin mode, so the frame encoder's
    /// absolute cursor addresses land inside the reserved rows. Empty on the alternate screen.
    func inlineRegion(height: Int) -> String {
        guard case .inline(let rows) = screen else { return "" }
        let reserved = Self.clamp(rows, height: height)
        let top = max(1, height - reserved + 1)
        return "\u{1B}[\(top);\(max(1, height))r\u{1B}[?6h\u{1B}[H"
    }

    /// In inline mode: the bytes that print `lines` above the reserved rows, scrolling the shell's
    /// output (and so the scrollback) up, or `nil` on the alternate screen or when the reserved rows
    /// fill the terminal. Lines are sanitised and cut to `width` columns.
    ///
    /// The margins shrink to the rows above the app, so each line feed at their bottom pushes the
    /// top row into the scrollback (margins starting at row 1 do that in xterm and tmux); then the
    /// app's margins and origin mode come back. The cursor is left inside the app's rows, at an
    /// unknown place for the frame encoder.
    func insertAboveSequence(_ lines: [String], width: Int, height: Int) -> String? {
        guard case .inline(let rows) = screen else { return nil }
        let top = height - Self.clamp(rows, height: height) + 1
        guard top >= 2, !lines.isEmpty else { return nil }
        var sequence = "\u{1B}[?6l\u{1B}[1;\(top - 1)r\u{1B}[\(top - 1);1H\u{1B}[0m"
        for line in lines {
            sequence += "\n\r" + Self.fitted(line, width: width)
        }
        return sequence + inlineRegion(height: height)
    }

    private static func fitted(_ line: String, width: Int) -> String {
        var result = ""
        var used = 0
        for character in TextSanitizer.sanitize(line) {
            let columns = DisplayWidth.of(character)
            guard used + columns <= width else { break }
            result.append(character)
            used += columns
        }
        return result
    }

    /// The rows the app draws into on a terminal `height` rows tall.
    func drawingHeight(terminalHeight height: Int) -> Int {
        switch screen {
        case .alternate: max(1, height)
        case .inline(let rows): Self.clamp(rows, height: height)
        }
    }

    private static func clamp(_ rows: Int, height: Int) -> Int {
        min(max(1, rows), max(1, height))
    }
}
