import KinemaRender

extension FrameLoop {
    func drawFrame(_ program: some TerminalProgram, at time: Double) throws {
        var next = program.render(size: size, at: time)
        if next.width != size.width || next.height != size.height {
            next = Self.fitted(next, to: size)
        }
        output.removeAll(keepingCapacity: true)
        encoder.encode(from: current, to: next, into: &output)
        let slot = frameSlot + configuration.frameInterval
        frameSlot = isWaitingForSlot && time - slot < configuration.frameInterval ? slot : time
        isWaitingForSlot = false
        statistics.frames += 1
        if !output.isEmpty {
            try terminal.write(output)
            statistics.bytesWritten += output.count
        }
        current = next
        // The frame just drawn says whether some view has a hover handler.
        try updatePointerMotion(program)
    }

    /// `buffer` cropped or padded with blanks to `size`.
    static func fitted(_ buffer: CellBuffer, to size: TerminalSize) -> CellBuffer {
        var fitted = CellBuffer(width: max(0, size.width), height: max(0, size.height))
        for y in 0..<min(buffer.height, fitted.height) {
            for x in 0..<min(buffer.width, fitted.width) {
                fitted.set(buffer[x, y], x: x, y: y)
            }
        }
        return fitted
    }
}

/// Counters of a ``FrameLoop``.
public struct FrameLoopStatistics: Hashable, Sendable {
    /// Frames drawn (including unchanged ones that wrote nothing).
    public var frames = 0
    /// Bytes written for frames.
    public var bytesWritten = 0
    /// Input events dispatched.
    public var events = 0
    /// Calls to ``TerminalDevice/waitForActivity(timeout:)``.
    public var waits = 0
    /// Waits that ended by their timeout rather than by activity.
    public var timeouts = 0
    /// ``TerminalActivity/wake`` activities received (state changed outside input events).
    public var wakes = 0
    /// Turns that slept through a quiet period (``TerminalProgram/quietUntil``) instead of drawing.
    public var quietWaits = 0

    /// Zero counters.
    public init() {}
}
