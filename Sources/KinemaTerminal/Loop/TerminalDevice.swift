/// The terminal a ``FrameLoop`` drives: a real ``TerminalSession`` or, in tests, a scripted fake.
///
/// The loop's only blocking call is ``waitForActivity(timeout:)``, so a fake can advance a manual
/// clock there and the whole loop runs headless and deterministically.
public protocol TerminalDevice: AnyObject {
    /// The size of the area the program draws into, in cells.
    var size: TerminalSize { get }

    /// Writes `bytes` completely, or throws.
    func write(_ bytes: [UInt8]) throws

    /// Blocks until input arrives, a signal needs attention, or `timeout` seconds pass (`nil`: no
    /// time limit). Returns what happened, or an empty array when the timeout passed first.
    func waitForActivity(timeout: Double?) throws -> [TerminalActivity]

    /// Whether a real terminal answers queries on this device's input, so the loop may ask it
    /// about its capabilities at start-up. Defaults to `false`.
    var answersQueries: Bool { get }

    /// Prints `lines` above the app's rows, into the normal screen and its scrollback (inline mode
    /// only). Returns whether anything was written; the frame loop then re-establishes the cursor.
    func insertAbove(_ lines: [String]) throws -> Bool

    /// Tells the device what the terminal answered to the loop's start-up queries, so it can turn
    /// on what the terminal supports (the kitty keyboard protocol). Called once.
    func terminalDidReport(_ report: TerminalReport) throws

    /// The drawing area to use after the terminal reported, in band (mode 2048), that it is now
    /// `reported` cells. The report is only a hint: a ``TerminalSession`` clamps each side to the
    /// size the kernel reports for the terminal (`TIOCGWINSZ`), so input can never claim a bigger
    /// screen than the real one. Defaults to `reported` clamped to ``size``.
    func sizeForResizeReport(_ reported: TerminalSize) -> TerminalSize

    /// Suspends the program as Ctrl-Z does in a shell, when the device can: a ``TerminalSession``
    /// restores the terminal and stops the process group; when the shell continues it (`fg`), the
    /// modes come back and the next wait reports ``TerminalActivity/resumed``. Defaults to doing
    /// nothing.
    func suspend()

    /// Makes the ``waitForActivity(timeout:)`` in progress — or the next one — return
    /// ``TerminalActivity/wake``, so the loop asks its program for a frame again. Called from any
    /// thread (a view host's main actor while the loop thread sleeps); must be thread-safe and
    /// must not block. Defaults to doing nothing: such a device's loop sees the change at its next
    /// input or timeout.
    func wake()

    /// Which mouse reports the terminal was set up for: the frame loop switches between
    /// button-motion and any-motion tracking only under ``TerminalConfiguration/MouseTracking/drag``,
    /// and turns on SGR-pixel reports only when the mouse is tracked. The device's restore must turn
    /// every mouse mode off (``TerminalSession`` does). Defaults to `.none`.
    var mouseTracking: TerminalConfiguration.MouseTracking { get }
}

extension TerminalDevice {
    /// Devices answer no queries unless they say so.
    public var answersQueries: Bool { false }

    /// Devices without an inline screen print nothing.
    public func insertAbove(_ lines: [String]) throws -> Bool { false }

    /// Devices turn nothing on by default.
    public func terminalDidReport(_ report: TerminalReport) throws {}

    /// `reported`, each side clamped to 1…``size``.
    public func sizeForResizeReport(_ reported: TerminalSize) -> TerminalSize {
        TerminalSize(
            width: min(max(reported.width, 1), max(size.width, 1)),
            height: min(max(reported.height, 1), max(size.height, 1)))
    }

    /// Devices without job control do not suspend.
    public func suspend() {}

    /// Devices that cannot be woken ignore wake-ups.
    public func wake() {}

    /// Devices track no mouse unless they say so.
    public var mouseTracking: TerminalConfiguration.MouseTracking { .none }
}

/// Something a ``TerminalDevice`` reports from ``TerminalDevice/waitForActivity(timeout:)``.
public enum TerminalActivity: Hashable, Sendable {
    /// Bytes read from the terminal, to be decoded by an ``InputDecoder``.
    case input([UInt8])
    /// The drawing area changed size (SIGWINCH).
    case resized(TerminalSize)
    /// The process continued after a stop (SIGCONT): the screen must be repainted in full.
    case resumed
    /// The terminal's input reached end of file (the terminal closed).
    case inputClosed
    /// Someone called ``TerminalDevice/wake()``: the program may need a frame (state changed
    /// outside input events, e.g. in a `.task`).
    case wake
}
