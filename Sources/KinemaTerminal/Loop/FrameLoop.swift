import KinemaRender

/// Runs a ``TerminalProgram`` on a ``TerminalDevice``: waits for input, decodes it, dispatches
/// events, and draws frames only when the program needs one, at most ``Configuration/framesPerSecond``
/// times a second, writing only the cells that changed.
///
/// The loop's one blocking call is ``TerminalDevice/waitForActivity(timeout:)``. Its timeout is the
/// next frame slot while the program needs frames, the input decoder's escape deadline while a
/// sequence is incomplete, and otherwise `nil`: an idle program costs no wake-ups and no output.
/// Time comes only from the injected ``MonotonicClock``.
///
/// ```swift
/// try TerminalSession.withSession { session in
///     try FrameLoop(terminal: session).run(program)
/// }
/// ```
///
/// Invariants:
/// - `current` is what the terminal shows (`nil` when unknown, so the next frame repaints).
/// - At most one frame per slot: slots are one frame interval apart on the loop's clock, so the
///   rate never exceeds the cap. A frame the loop slept towards stays on the grid even when the
///   wake-up was late (by less than an interval); any other frame starts a new grid, so two frames
///   are never closer than an interval minus the previous frame's lateness.
public final class FrameLoop {
    /// Tunables of a ``FrameLoop``.
    public struct Configuration: Sendable {
        /// The frame-rate cap, 1…120; non-finite values fall back to 60.
        public var framesPerSecond: Double {
            didSet { framesPerSecond = Self.clampedRate(framesPerSecond) }
        }
        /// How input is decoded (escape timeout, paste and sequence limits).
        public var decoder: InputDecoder.Configuration
        /// What the frame encoder may rely on (synchronized output, colour profile, ECH/REP).
        public var capabilities: TerminalCapabilities
        /// The glyph set shapes are drawn with (`KINEMA_RENDER_QUALITY` when the app detects its
        /// configuration from the environment).
        public var renderQuality: RenderQuality

        /// Creates a configuration; `framesPerSecond` is clamped to 1…120.
        public init(
            framesPerSecond: Double = 60, decoder: InputDecoder.Configuration = .init(),
            capabilities: TerminalCapabilities = TerminalCapabilities(), renderQuality: RenderQuality = .default
        ) {
            self.framesPerSecond = Self.clampedRate(framesPerSecond)
            self.decoder = decoder
            self.capabilities = capabilities
            self.renderQuality = renderQuality
        }

        /// The rasteriser a view host should draw with for this terminal: the render quality, and
        /// the colour profile (which decides whether shape edges blend).
        public var rasterizer: Rasterizer {
            Rasterizer(quality: renderQuality, colorProfile: capabilities.colorProfile)
        }

        /// Seconds between two frames at the cap.
        public var frameInterval: Double { 1 / framesPerSecond }

        private static func clampedRate(_ rate: Double) -> Double {
            rate.isFinite ? min(max(rate, 1), 120) : 60
        }
    }

    /// The tunables this loop was created with.
    public let configuration: Configuration
    /// Counters since the loop was created.
    public internal(set) var statistics = FrameLoopStatistics()

    let terminal: any TerminalDevice
    let clock: any MonotonicClock
    var decoder: InputDecoder
    var encoder: FrameEncoder
    var current: CellBuffer?
    var size: TerminalSize
    /// The slot of the last frame: frames sit on a grid one interval apart, so a wake-up that comes
    /// late (the OS sleeps in whole milliseconds, or longer under load) does not delay every
    /// frame after it.
    var frameSlot = -Double.infinity
    /// Whether the loop slept towards the next slot because a frame was wanted: only then is a
    /// late frame kept on the grid. A frame wanted after idling starts a new grid at its own time.
    var isWaitingForSlot = false
    var output: [UInt8] = []
    var queryDeadline: Double?
    /// When the cell-size query sent after a resize stops waiting for its answer.
    var cellSizeQueryDeadline: Double?
    /// Whether the loop switched the terminal to any-motion tracking (1003) for hover.
    var isReportingAllMotion = false
    /// What the terminal reported about itself at start-up (see ``TerminalReport``).
    public internal(set) var report = TerminalReport()

    /// A loop for `terminal`, timed by `clock`.
    public init(
        terminal: any TerminalDevice, clock: any MonotonicClock = SystemClock(),
        configuration: Configuration = Configuration()
    ) {
        self.terminal = terminal
        self.clock = clock
        self.configuration = configuration
        decoder = InputDecoder(configuration: configuration.decoder)
        encoder = FrameEncoder(capabilities: configuration.capabilities)
        size = terminal.size
    }

    /// Draws the first frame, then handles input and draws frames until the program finishes or
    /// the terminal's input closes.
    ///
    /// - Throws: what the terminal throws when it cannot be read or written.
    public func run(_ program: some TerminalProgram) throws {
        size = terminal.size
        try beginQueries(at: clock.now())
        try drawFrame(program, at: clock.now())
        while !program.isFinished {
            guard try turn(program) else { return }
        }
    }

    /// One turn: draws a due frame, or waits once and dispatches what arrived. Returns `false`
    /// when the terminal's input closed.
    func turn(_ program: some TerminalProgram) throws -> Bool {
        let now = clock.now()
        var wantsFrame = program.needsFrame || current == nil
        // Animations that cannot change the frame yet (waiting out a delay): sleep until they can.
        var quietDeadline: Double?
        if wantsFrame, current != nil, let quiet = program.quietUntil, quiet.isFinite, quiet > now {
            wantsFrame = false
            quietDeadline = quiet
            statistics.quietWaits += 1
        }
        let nextFrameTime = frameSlot + configuration.frameInterval
        if wantsFrame && now >= nextFrameTime {
            try drawFrame(program, at: now)
            return true
        }
        isWaitingForSlot = wantsFrame
        let deadlines = [
            wantsFrame ? nextFrameTime : nil, quietDeadline, decoder.deadline, queryDeadline,
            cellSizeQueryDeadline,
        ].compactMap { $0 }
        let timeout = deadlines.min().map { max(0, $0 - now) }
        statistics.waits += 1
        let activities = try terminal.waitForActivity(timeout: timeout)
        let time = clock.now()
        if activities.isEmpty {
            statistics.timeouts += 1
            dispatch(decoder.flush(at: time), to: program, at: time)
        }
        for activity in activities {
            switch activity {
            case .input(let bytes):
                dispatch(decoder.decode(bytes, at: time), to: program, at: time)
            case .resized(let newSize):
                resize(to: newSize)
                try requeryCellSize(at: time)
                program.handle(.resize(width: newSize.width, height: newSize.height), at: time)
            case .resumed:
                invalidate()
                try reapplyMouseModes()
                // The font may have changed while the program was stopped.
                try requeryCellSize(at: time)
            case .wake:
                // Nothing to dispatch: the next turn asks the program whether it needs a frame.
                statistics.wakes += 1
            case .inputClosed:
                return false
            }
        }
        try processReplies(at: time, program: program)
        processCellSizeReply(at: time)
        return true
    }

    /// Forgets what the terminal shows, so the next frame repaints every cell (after anything
    /// else wrote to the terminal, or on Ctrl+L).
    public func invalidate() {
        current = nil
        encoder.invalidate()
    }

    /// Prints `lines` above the app in inline mode (log output that should stay in the
    /// scrollback), keeping the app's frame intact; does nothing on the alternate screen.
    public func insertAbove(_ lines: [String]) throws {
        if try terminal.insertAbove(lines) {
            encoder.invalidate()
        }
    }

    private func dispatch(_ events: [InputEvent], to program: some TerminalProgram, at time: Double) {
        for var event in events {
            if case .resize(let width, let height) = event {
                // The device clamps the report to the window size the OS knows.
                let accepted = terminal.sizeForResizeReport(TerminalSize(width: width, height: height))
                resize(to: accepted)
                try? requeryCellSize(at: time)
                event = .resize(width: accepted.width, height: accepted.height)
            }
            statistics.events += 1
            program.handle(event, at: time)
        }
    }

    private func resize(to newSize: TerminalSize) {
        guard newSize != size else {
            // The device may have moved the cursor (inline mode resets its margins on SIGWINCH).
            encoder.invalidate()
            return
        }
        size = newSize
        invalidate()
    }
}
