/// Turns the bytes a terminal sends into ``InputEvent``s: a pure state machine with no OS calls.
///
/// It understands keys with modifiers (C0 controls, `ESC`-prefixed Alt, CSI and SS3 cursor and
/// function keys, xterm modifier parameters, xterm `modifyOtherKeys`, the kitty `CSI u` protocol),
/// SGR mouse reports (1006, with the legacy X10 form as a fallback), bracketed paste, focus reports
/// and in-band resize reports (mode 2048, only with ``acceptsResizeReports``). Sequences may be
/// split across reads anywhere.
///
/// A lone `ESC` is ambiguous until more bytes arrive or time passes, so time is explicit: feed
/// bytes with ``decode(_:at:)`` and, when no input arrived by ``deadline``, call ``flush(at:)``.
/// Nothing here sleeps or reads a clock.
///
/// Bad input never traps, hangs or swallows what follows: invalid UTF-8 becomes U+FFFD, malformed
/// or overlong sequences are dropped (counted in ``discardedSequenceCount``) and the byte that
/// broke them is decoded afresh, and terminal replies (DA, DECRPM, kitty flags) are ignored.
///
/// A bracketed paste is bounded too. It keeps at most ``Configuration/maximumPasteBytes`` (the
/// rest is dropped and counted in ``discardedPasteByteCount``), and it ends without its end marker
/// when no byte arrived for ``Configuration/pasteTimeout`` seconds, when it has lasted
/// ``Configuration/maximumPasteDuration`` seconds, or at Ctrl-C (which then arrives as the key):
/// the text collected so far is delivered as a ``InputEvent/paste(_:)`` (unless empty), counted in
/// ``interruptedPasteCount``, and what follows is decoded as keys again. So a start marker whose
/// end never comes cannot lock out the keyboard.
///
/// ```swift
/// var decoder = InputDecoder()
/// var events = decoder.decode([0x1B], at: 0)           // [] — maybe the start of a sequence
/// events += decoder.decode(Array("[A".utf8), at: 0.001) // [.key(KeyEvent(.up))]
/// ```
///
/// Invariants:
/// - `sequence.count <= configuration.maximumSequenceBytes`.
/// - `pendingSince` is non-nil exactly when a sequence, an `ESC` or a UTF-8 character is incomplete
///   (a paste has deadlines of its own).
/// - `pasteStartedAt` is non-nil exactly in the paste state, and `pasteLastByteAt` is not before it.
/// - A pending Alt prefix is only held outside sequences.
public struct InputDecoder: Sendable {
    /// Tunables of an ``InputDecoder``.
    public struct Configuration: Hashable, Sendable {
        /// How long a lone `ESC` (or any incomplete sequence) waits for its continuation, in
        /// seconds, before it is reported as the Escape key (or dropped). Default 50 ms.
        public var escapeTimeout: Double
        /// The most bytes one bracketed paste keeps; the rest is dropped. Default 1 MiB.
        public var maximumPasteBytes: Int
        /// The longest CSI, SS3 or string sequence accepted; longer ones are dropped. Default 512.
        public var maximumSequenceBytes: Int
        /// How long a bracketed paste may go without a byte before it ends without its end marker,
        /// in seconds. Default 1: terminals send a paste in one burst, and a person who finds the
        /// app unresponsive waits longer than that before pressing a key.
        public var pasteTimeout: Double
        /// The longest a bracketed paste may last from its start marker, in seconds, however
        /// steadily bytes keep arriving. Default 10 (a 1 MiB paste needs ~1 Mbit/s).
        public var maximumPasteDuration: Double

        /// Creates a configuration; non-finite or negative values (zero for the paste bounds) fall
        /// back to the defaults.
        public init(
            escapeTimeout: Double = 0.05, maximumPasteBytes: Int = 1 << 20,
            maximumSequenceBytes: Int = 512, pasteTimeout: Double = 1, maximumPasteDuration: Double = 10
        ) {
            self.escapeTimeout = escapeTimeout.isFinite && escapeTimeout >= 0 ? escapeTimeout : 0.05
            self.maximumPasteBytes = max(0, maximumPasteBytes)
            self.maximumSequenceBytes = max(16, maximumSequenceBytes)
            self.pasteTimeout = pasteTimeout.isFinite && pasteTimeout > 0 ? pasteTimeout : 1
            self.maximumPasteDuration =
                maximumPasteDuration.isFinite && maximumPasteDuration > 0 ? maximumPasteDuration : 10
        }
    }

    enum State: Sendable {
        case ground, escape, csi, ss3, controlString, controlStringEscape, paste, x10Mouse, linuxFunctionKey
    }

    /// The tunables this decoder was created with.
    public let configuration: Configuration
    var state = State.ground
    var sequence: [UInt8] = []
    var isSequenceOverlong = false
    var hasAltPrefix = false
    var utf8 = UTF8Assembler()
    var paste: PasteCollector
    var pendingSince: Double?
    /// When the paste in progress began (its start marker was decoded); `nil` outside a paste.
    var pasteStartedAt: Double?
    /// When the paste in progress last received a byte.
    var pasteLastByteAt = 0.0
    /// The time of the bytes being decoded, for a paste that starts among them.
    var arrivalTime = 0.0
    var output: [InputEvent] = []

    /// How many malformed, overlong, unknown or timed-out sequences were dropped so far.
    public internal(set) var discardedSequenceCount = 0
    /// How many pastes ended without their end marker (timeout, longest duration, Ctrl-C) so far.
    public internal(set) var interruptedPasteCount = 0
    /// How many pasted bytes were dropped so far because a paste passed
    /// ``Configuration/maximumPasteBytes``.
    public var discardedPasteByteCount: Int { paste.droppedByteCount }
    /// Whether replies to queries are expected: only then are they recorded (see ``takeReplies()``).
    public var isAwaitingReplies = false
    /// Whether a cell-size reply (`CSI 6 ; height ; width t`, the answer to `CSI 16 t`) is expected
    /// outside the start-up queries: the frame loop asks again after a resize, since a font change
    /// comes with one. Only that reply is recorded then.
    public var isAwaitingCellSize = false
    /// Whether in-band resize reports (`CSI 48 ; rows ; columns ; … t`, mode 2048) become
    /// ``InputEvent/resize(width:height:)`` events. Off by default, because any text typed or
    /// pasted can contain one: the frame loop turns it on only once the terminal has confirmed
    /// that the mode is set (see ``TerminalReport/inBandResize``). Reports are dropped and counted
    /// in ``discardedSequenceCount`` otherwise.
    public var acceptsResizeReports = false
    /// The size of a cell in pixels while the terminal reports the mouse in pixels (SGR-pixel mode
    /// 1016, which the frame loop turns on when the terminal supports it): SGR mouse reports are
    /// then read as pixels and carry fractional cells (``MouseEvent/preciseColumn``). `nil` (the
    /// default): reports are in whole cells.
    public var mousePixelCellSize: TerminalSize?
    var replies: [TerminalReply] = []
    /// The byte after ESC that started the control string being read (`]` for OSC).
    var controlStringIntroducer: UInt8 = 0

    /// Creates a decoder in the ground state.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        paste = PasteCollector(limit: configuration.maximumPasteBytes)
    }

    /// When an incomplete `ESC`, sequence, character or paste should be resolved by
    /// ``flush(at:)``, or `nil` when nothing is pending (the caller may then wait for input
    /// indefinitely).
    public var deadline: Double? {
        pasteDeadline ?? pendingSince.map { $0 + configuration.escapeTimeout }
    }

    /// When the paste in progress ends unless its end marker arrives first.
    var pasteDeadline: Double? {
        pasteStartedAt.map {
            min(pasteLastByteAt + configuration.pasteTimeout, $0 + configuration.maximumPasteDuration)
        }
    }

    /// Whether the decoder is inside a bracketed paste.
    public var isInPaste: Bool { state == .paste }

    /// Decodes `bytes` that arrived at `time` and returns the events they completed.
    ///
    /// - Complexity: O(`bytes.count`) amortised.
    public mutating func decode(_ bytes: some Sequence<UInt8>, at time: Double) -> [InputEvent] {
        consumeAll(bytes, at: time)
        return takeOutput()
    }

    /// Decodes `bytes` that arrived at `time` and appends the events they completed to `events`;
    /// allocates nothing once `events` has capacity (pastes aside).
    ///
    /// - Complexity: O(`bytes.count`) amortised.
    public mutating func decode(
        _ bytes: some Sequence<UInt8>, at time: Double, into events: inout [InputEvent]
    ) {
        swap(&output, &events)
        consumeAll(bytes, at: time)
        swap(&output, &events)
    }

    private mutating func consumeAll(_ bytes: some Sequence<UInt8>, at time: Double) {
        // Bytes that arrive after the paste's deadline are not part of it, flushed or not. All
        // bytes of one call share `time`, and a paste they start cannot expire at its own start,
        // so checking once here is the same as checking every byte (and keeps the per-byte path
        // of a paste to a single comparison).
        if let pasteDeadline, time >= pasteDeadline { endPasteEarly() }
        arrivalTime = time
        // Contiguous bytes (arrays, slices) take the concrete loop, which stays fast even when
        // this generic function is called unspecialised from another module.
        let count: Int? = bytes.withContiguousStorageIfAvailable { buffer in
            for byte in buffer { consume(byte, at: time) }
            return buffer.count
        }
        var consumed = count ?? 0
        if count == nil {
            for byte in bytes {
                consume(byte, at: time)
                consumed += 1
            }
        }
        if state == .paste && consumed > 0 { pasteLastByteAt = time }
    }

    /// Resolves what is pending once ``deadline`` has passed: a lone `ESC` becomes the Escape key,
    /// `ESC [` and `ESC O` become Alt+`[` and Alt+`O`, an incomplete UTF-8 character becomes U+FFFD,
    /// a paste without its end marker is delivered as it stands, and any other incomplete
    /// sequence is dropped. Before the deadline it does nothing.
    public mutating func flush(at time: Double) -> [InputEvent] {
        guard let deadline, time >= deadline else { return [] }
        resolvePending()
        return takeOutput()
    }

    private mutating func takeOutput() -> [InputEvent] {
        var events: [InputEvent] = []
        swap(&events, &output)
        return events
    }

    /// Traps when the documented invariants do not hold.
    public func checkInvariants() {
        precondition(
            sequence.count <= configuration.maximumSequenceBytes,
            "InputDecoder: sequence of \(sequence.count) bytes exceeds the limit")
        let isIncomplete =
            utf8.isPending || hasAltPrefix
            || (state != .ground && state != .paste)
        precondition(
            (pendingSince != nil) == isIncomplete,
            "InputDecoder: pendingSince \(String(describing: pendingSince)) in state \(state)")
        precondition(
            (pasteStartedAt != nil) == (state == .paste) && pasteLastByteAt >= (pasteStartedAt ?? 0),
            "InputDecoder: paste started at \(String(describing: pasteStartedAt)), last byte at \(pasteLastByteAt), in state \(state)"
        )
        utf8.checkInvariants()
        paste.checkInvariants()
    }
}
