import Foundation
import Glibc

extension TerminalSession {
    /// The drawing area: the terminal's width, and its height (or the reserved rows in inline mode).
    public var size: TerminalSize {
        TerminalSize(
            width: terminalSize.width,
            height: configuration.drawingHeight(terminalHeight: terminalSize.height))
    }

    /// The configuration's mouse tracking (the frame loop adds pixel reports and hover motion;
    /// ``restore()`` turns every mouse mode off).
    public var mouseTracking: TerminalConfiguration.MouseTracking { configuration.mouseTracking }

    /// A real terminal answers DECRQM, kitty keyboard and DA1 queries (multiplexers and emulators
    /// that do not know a query still answer DA1, which ends the batch).
    public var answersQueries: Bool { true }

    /// In inline mode, prints `lines` (sanitised, cut to the width) above the app's rows, so they
    /// scroll into the terminal's scrollback like ordinary output; elsewhere prints nothing.
    public func insertAbove(_ lines: [String]) throws -> Bool {
        guard isActive,
            let sequence = configuration.insertAboveSequence(
                lines, width: terminalSize.width, height: terminalSize.height)
        else { return false }
        try write(Array(sequence.utf8))
        return true
    }

    /// Pushes the kitty keyboard flag when the configuration asks for it conditionally and the
    /// terminal answered the flags query; a later resume (SIGCONT) pushes it again.
    public func terminalDidReport(_ report: TerminalReport) throws {
        guard isActive, configuration.keyboard == .kittyWhenSupported, report.kittyKeyboard == true,
            !hasPushedKeyboardFlags
        else { return }
        hasPushedKeyboardFlags = true
        let height = terminalSize.height
        SignalRestorer.updateSequences(
            restore: Array(configuration.exitSequence(height: height).utf8),
            enter: Array((configuration.enterSequence(height: height) + TerminalConfiguration.kittyPush).utf8)
        )
        try write(Array(TerminalConfiguration.kittyPush.utf8))
    }

    /// The drawing area after an in-band resize report: the terminal's size becomes `reported`
    /// with each side clamped to what `TIOCGWINSZ` says now (a forged or stale report cannot make
    /// the screen bigger than the window), and the inline region follows it.
    public func sizeForResizeReport(_ reported: TerminalSize) -> TerminalSize {
        let window = Self.querySize(input: inputDescriptor, output: outputDescriptor)
        terminalSize = TerminalSize(
            width: min(max(reported.width, 1), window.width),
            height: min(max(reported.height, 1), window.height))
        updateInlineRegion()
        return size
    }

    /// Writes all of `bytes`, retrying after interruptions and partial writes.
    public func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes {
                Glibc.write(outputDescriptor, $0.baseAddress! + offset, bytes.count - offset)
            }
            if written > 0 {
                offset += written
            } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
                var descriptor = pollfd(fd: outputDescriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&descriptor, 1, -1)
            } else {
                throw TerminalError.systemCall("write", errno: errno)
            }
        }
    }

    /// Waits for the terminal's input and the signal self-pipe; never wakes up on its own when
    /// `timeout` is `nil`.
    ///
    /// On the main thread the wait runs the main run loop (see `MainRunLoopWaiter`), so
    /// `DispatchQueue.main` blocks, main-actor tasks and `Timer`s scheduled on the main run loop
    /// run while the app waits for input; elsewhere it is a plain `poll`.
    public func waitForActivity(timeout: Double?) throws -> [TerminalActivity] {
        var timeout = timeout
        if isActive && Thread.isMainThread {
            if mainRunLoopWaiter == nil {
                mainRunLoopWaiter = MainRunLoopWaiter(descriptors: [inputDescriptor, wakeReadDescriptor])
            }
            // The waiter returns when a descriptor is readable or the time is up; the poll below
            // then only collects what is ready.
            if mainRunLoopWaiter!.wait(timeout: timeout) { timeout = 0 }
        }
        var descriptors = [
            pollfd(fd: inputDescriptor, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wakeReadDescriptor, events: Int16(POLLIN), revents: 0),
        ]
        let milliseconds =
            timeout.map { Int32(clamping: Int(($0 * 1000).rounded(.up).clamped(0, 86_400_000))) } ?? -1
        let ready = poll(&descriptors, 2, milliseconds)
        if ready < 0 {
            if errno == EINTR { return [] }
            throw TerminalError.systemCall("poll", errno: errno)
        }
        var activities: [TerminalActivity] = []
        if descriptors[1].revents != 0 { activities += drainWakePipe() }
        if descriptors[0].revents != 0, let input = try readInput() { activities.append(input) }
        return activities
    }

    private func readInput() throws -> TerminalActivity? {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { read(inputDescriptor, $0.baseAddress!, $0.count) }
        if count > 0 { return .input(Array(buffer[..<count])) }
        if count == 0 { return .inputClosed }
        switch errno {
        case EINTR, EAGAIN: return nil
        case EIO: return .inputClosed
        default: throw TerminalError.systemCall("read", errno: errno)
        }
    }

    /// The self-pipe byte of ``wake()``.
    static let programWake: UInt8 = 0x50  // P

    /// Writes a byte to the self-pipe the loop polls. Safe from another thread while the loop runs
    /// (`write(2)` of one byte to a pipe is atomic and, the pipe being non-blocking, never blocks;
    /// a full pipe already holds a wake-up). Hosts unsubscribe before ``restore()``; a call after
    /// it (on the restoring thread) does nothing.
    public func wake() {
        guard isActive else { return }
        var byte = Self.programWake
        _ = Glibc.write(wakeWriteDescriptor, &byte, 1)
    }

    private func drainWakePipe() -> [TerminalActivity] {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = buffer.withUnsafeMutableBytes { read(wakeReadDescriptor, $0.baseAddress!, $0.count) }
        guard count > 0 else { return [] }
        var activities: [TerminalActivity] = []
        let wakes = buffer[..<count]
        if wakes.contains(SignalRestorer.resumeWake) { activities.append(.resumed) }
        if wakes.contains(Self.programWake) { activities.append(.wake) }
        if wakes.contains(SignalRestorer.resizeWake) {
            terminalSize = Self.querySize(input: inputDescriptor, output: outputDescriptor)
            updateInlineRegion()
            activities.append(.resized(size))
        }
        return activities
    }

    /// In inline mode the reserved rows move with the terminal's bottom edge.
    private func updateInlineRegion() {
        guard case .inline = configuration.screen, isActive else { return }
        let height = terminalSize.height
        let push = hasPushedKeyboardFlags ? TerminalConfiguration.kittyPush : ""
        SignalRestorer.updateSequences(
            restore: Array(configuration.exitSequence(height: height).utf8),
            enter: Array((configuration.enterSequence(height: height) + push).utf8))
        try? write(Array(configuration.inlineRegion(height: height).utf8))
    }

    /// The terminal's size from `TIOCGWINSZ`, else `COLUMNS`/`LINES`, else 80×24.
    static func querySize(input: Int32, output: Int32) -> TerminalSize {
        for descriptor in [output, input] {
            var window = winsize()
            if ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
                return TerminalSize(width: Int(window.ws_col), height: Int(window.ws_row))
            }
        }
        let columns = getenv("COLUMNS").flatMap { Int(String(cString: $0)) } ?? 80
        let lines = getenv("LINES").flatMap { Int(String(cString: $0)) } ?? 24
        return TerminalSize(width: max(1, columns), height: max(1, lines))
    }
}

extension Double {
    fileprivate func clamped(_ lower: Double, _ upper: Double) -> Double {
        isNaN ? lower : Swift.min(Swift.max(self, lower), upper)
    }
}
