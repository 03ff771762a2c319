/// What a terminal said about itself in answer to the frame loop's start-up queries.
///
/// `nil` fields mean the terminal did not say (it does not know the query, or the batch timed out);
/// the detected `TerminalCapabilities` then stay as they were.
public struct TerminalReport: Hashable, Sendable {
    /// DEC mode 2026 (synchronized output): `true` when the terminal knows it, `false` when it said
    /// it does not (DECRPM state 0 or 4).
    public var synchronizedOutput: Bool?
    /// Whether the terminal answered the kitty keyboard protocol's flags query.
    public var kittyKeyboard: Bool?
    /// DEC mode 2048 (in-band resize reports): `true` when the terminal says it is set (the session
    /// turns it on when ``TerminalConfiguration/inBandResize`` asks), `false` when it says it is
    /// not. Only after a `true` does the loop believe resize reports in the input.
    public var inBandResize: Bool?
    /// The size of one character cell in pixels, when the terminal answered `CSI 16 t` (xterm,
    /// kitty, WezTerm, foot, iTerm2 do); a view host in points mode may size its points by it.
    public var cellPixelSize: TerminalSize?
    /// The terminal's background colour, when it answered `OSC 11 ; ?` (xterm, kitty, WezTerm,
    /// foot, iTerm2, GNOME Terminal, Konsole, tmux do); a view host takes its colour scheme from it.
    public var backgroundColor: TerminalRGB?
    /// DEC mode 1016 (SGR-pixel mouse reports): `true` when the terminal recognises it (DECRPM
    /// state 1, 2 or 3: xterm, kitty, WezTerm, foot), `false` when it said it does not. With a
    /// ``cellPixelSize`` too, the loop turns it on and pointer positions become fractional cells.
    public var pixelMouse: Bool?
    /// Whether the batch ended: DA1 arrived or the timeout passed.
    public var isComplete = false

    /// An empty report.
    public init() {}
}

// Start-up capability queries: DECRQM for modes 2026, 2048 and 1016, the kitty flags query, the cell size
// in pixels (`CSI 16 t`), the background colour (`OSC 11 ; ?`), then DA1 as the sentinel every terminal answers, so waiting can never hang
// (and a timeout covers the rest).
extension FrameLoop {
    static let capabilityQueries = Array(
        "\u{1B}[?2026$p\u{1B}[?2048$p\u{1B}[?1016$p\u{1B}[?u\u{1B}[16t\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8)
    /// Long enough for a terminal over SSH; the first frame is drawn meanwhile.
    static let queryTimeout = 0.5

    func beginQueries(at time: Double) throws {
        guard terminal.answersQueries, !report.isComplete, queryDeadline == nil else { return }
        decoder.isAwaitingReplies = true
        queryDeadline = time + Self.queryTimeout
        try terminal.write(Self.capabilityQueries)
    }

    func processReplies(at time: Double, program: some TerminalProgram) throws {
        guard queryDeadline != nil else { return }
        for reply in decoder.takeReplies() {
            switch reply {
            case .modeReport(2026, let state):
                report.synchronizedOutput = (1...3).contains(state)
            case .modeReport(2048, let state):
                // Set (1) or permanently set (3): the terminal itself will send reports.
                report.inBandResize = state == 1 || state == 3
                decoder.acceptsResizeReports = report.inBandResize == true
            case .modeReport(1016, let state):
                report.pixelMouse = (1...3).contains(state)
            case .modeReport:
                break
            case .keyboardFlags:
                report.kittyKeyboard = true
            case .cellSize(let size):
                report.cellPixelSize = size
            case .backgroundColor(let color):
                report.backgroundColor = color
            case .primaryDeviceAttributes:
                try finishQueries(program: program)
            }
        }
        if let deadline = queryDeadline, time >= deadline { try finishQueries(program: program) }
    }

    private func finishQueries(program: some TerminalProgram) throws {
        guard queryDeadline != nil else { return }
        queryDeadline = nil
        decoder.isAwaitingReplies = false
        report.isComplete = true
        if report.kittyKeyboard == nil { report.kittyKeyboard = false }
        if let synchronizedOutput = report.synchronizedOutput {
            encoder.capabilities.synchronizedOutput = synchronizedOutput
        }
        try terminal.terminalDidReport(report)
        program.terminalDidReport(report)
        try enablePixelMouseIfSupported()
    }

    /// Turns on SGR-pixel mouse reports (mode 1016) when the terminal recognises the mode and
    /// reported a plausible cell size (1…1,000 pixels a side) and the device tracks the mouse; the
    /// decoder then reads reports as pixels. Elsewhere reports stay in whole cells (1006).
    func enablePixelMouseIfSupported() throws {
        guard terminal.mouseTracking != .none, report.pixelMouse == true, let cell = report.cellPixelSize,
            (1...1_000).contains(cell.width), (1...1_000).contains(cell.height)
        else { return }
        try terminal.write(Self.pixelMouseOn)
        decoder.mousePixelCellSize = cell
    }

    static let cellSizeQuery = Array("\u{1B}[16t".utf8)

    /// Asks the terminal for its cell size in pixels again after a resize, while the pointer is read
    /// in pixels (1016): a font change (zooming in kitty, xterm, WezTerm, foot) resizes the grid,
    /// and every pixel report must then be divided by the new cell size. Until the answer comes
    /// (or ``queryTimeout`` passes without one, keeping the old size), reports use the old size.
    func requeryCellSize(at time: Double) throws {
        // During the start-up batch its own `CSI 16 t` answers.
        guard decoder.mousePixelCellSize != nil, queryDeadline == nil else { return }
        decoder.isAwaitingCellSize = true
        cellSizeQueryDeadline = time + Self.queryTimeout
        try terminal.write(Self.cellSizeQuery)
    }

    /// Takes the answers to ``requeryCellSize(at:)`` that arrive within ``queryTimeout`` of the
    /// last query (the last one wins, so a second resize's answer replaces the first's): a plausible
    /// size (1…1,000 pixels a side) replaces the decoder's; an implausible one leaves it.
    func processCellSizeReply(at time: Double) {
        guard let deadline = cellSizeQueryDeadline else { return }
        for case .cellSize(let cell) in decoder.takeReplies()
        where (1...1_000).contains(cell.width) && (1...1_000).contains(cell.height) {
            decoder.mousePixelCellSize = cell
            report.cellPixelSize = cell
        }
        if time >= deadline {
            cellSizeQueryDeadline = nil
            decoder.isAwaitingCellSize = false
        }
    }

    static let pixelMouseOn = Array("\u{1B}[?1016h".utf8)
    static let allMotionOn = Array("\u{1B}[?1003h".utf8)
    /// Back to button-motion tracking: setting 1002 replaces 1003 (one tracking mode at a time in
    /// xterm, tmux, kitty), where resetting 1003 would turn tracking off altogether.
    static let buttonMotionOn = Array("\u{1B}[?1002h".utf8)

    /// Switches between button-motion (1002) and any-motion (1003) tracking as the program's
    /// ``TerminalProgram/wantsPointerMotion`` changes, when the device tracks drags (the default
    /// ``TerminalConfiguration/MouseTracking/drag``): plain motion is reported only while some view
    /// has a hover handler.
    func updatePointerMotion(_ program: some TerminalProgram) throws {
        guard terminal.mouseTracking == .drag else { return }
        let wanted = program.wantsPointerMotion
        guard wanted != isReportingAllMotion else { return }
        try terminal.write(wanted ? Self.allMotionOn : Self.buttonMotionOn)
        isReportingAllMotion = wanted
    }

    /// After a suspension the device re-entered its configured modes: switch the loop's own mouse
    /// modes on again.
    func reapplyMouseModes() throws {
        if decoder.mousePixelCellSize != nil { try terminal.write(Self.pixelMouseOn) }
        isReportingAllMotion = false
    }
}
