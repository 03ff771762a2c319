/// Turns the difference between two ``CellBuffer``s into the bytes that make a terminal showing
/// the first show the second.
///
/// Only changed cells are sent. The cursor takes the cheapest route (absolute, relative, carriage
/// return, column, or rewriting a short run of unchanged cells); SGR sends only the attributes and
/// colours that differ from the terminal's current ones, unless a reset is shorter; runs of blank
/// cells are erased with ECH or EL where ``TerminalCapabilities`` allow, and runs of a repeated
/// character use REP. The screen is never cleared and redrawn. A non-empty frame is wrapped in
/// synchronized output (DEC 2026) when supported; an unchanged frame writes nothing at all.
/// Colours are downgraded to the capabilities' ``ColorProfile``.
///
/// ```swift
/// var encoder = FrameEncoder(capabilities: .detect(environment: environment))
/// var bytes: [UInt8] = []
/// encoder.encode(from: previousFrame, to: nextFrame, into: &bytes)
/// ```
///
/// Invariants: when known, the encoder's cursor position and pen (current SGR state) are the
/// terminal's. Anything else that writes to the terminal breaks this; call ``invalidate()``
/// afterwards, and pass `previous: nil` to repaint every cell (after a resize or a Ctrl-L).
public struct FrameEncoder: Sendable {
    /// Where the terminal's cursor is. `columnIsUncertain` after a character was written in the
    /// last column (the terminal is in its pending-wrap state) or after a cluster whose width
    /// terminals disagree on: the row is known, but the next move sets the column absolutely.
    struct Cursor: Equatable {
        var x: Int
        var y: Int
        var columnIsUncertain: Bool
    }

    /// What the encoder may rely on.
    public var capabilities: TerminalCapabilities
    /// Figures for the most recent frame (its durations are left at zero; ``FrameRenderer``
    /// measures them).
    public private(set) var statistics = FrameStatistics()

    var cursor: Cursor?
    var pen: Style?

    /// An encoder that knows nothing of the terminal's cursor or pen yet.
    public init(capabilities: TerminalCapabilities = TerminalCapabilities()) {
        self.capabilities = capabilities
    }

    /// Forgets the terminal's cursor position and pen, so the next frame sets both explicitly.
    public mutating func invalidate() {
        cursor = nil
        pen = nil
    }

    /// The bytes that turn `previous` into `next` (every cell of `next` when `previous` is `nil` or
    /// of another size).
    public mutating func encode(from previous: CellBuffer?, to next: CellBuffer) -> [UInt8] {
        var output: [UInt8] = []
        encode(from: previous, to: next, into: &output)
        return output
    }

    /// Appends to `output` the bytes that turn `previous` into `next`; appends nothing when they
    /// are equal.
    ///
    /// - Complexity: O(cells) to compare, plus O(changed cells) to encode; no allocation once
    ///   `output` has capacity.
    public mutating func encode(from previous: CellBuffer?, to next: CellBuffer, into output: inout [UInt8]) {
        let repaint = previous.map { $0.width != next.width || $0.height != next.height } ?? true
        if repaint { cursor = nil }
        let frameStart = output.count
        if capabilities.synchronizedOutput { output.append(contentsOf: ControlSequence.beginSynchronized) }
        let bodyStart = output.count
        var frame = FrameStatistics()
        let base = repaint ? next : previous!
        next.cells.withUnsafeBufferPointer { nextCells in
            base.cells.withUnsafeBufferPointer { previousCells in
                let rows = RowPair(next: nextCells, previous: previousCells, width: next.width, repaint: repaint)
                for y in 0..<next.height where !rows.isRowIdentical(y) {
                    encodeRow(y, rows, into: &output, frame: &frame)
                }
            }
        }
        if output.count == bodyStart {
            output.removeSubrange(frameStart...)
        } else if capabilities.synchronizedOutput {
            output.append(contentsOf: ControlSequence.endSynchronized)
        }
        frame.bytes = output.count - frameStart
        statistics = frame
    }
}

/// The cells of the next and previous frames, read without bounds checks in the hot loop.
struct RowPair {
    let next: UnsafeBufferPointer<Cell>
    let previous: UnsafeBufferPointer<Cell>
    let width: Int
    /// Every cell counts as changed (the terminal's content is unknown).
    let repaint: Bool

    @inline(__always)
    func isChanged(_ index: Int) -> Bool {
        repaint || next[index] != previous[index]
    }

    /// Whether row `y` holds the same bytes in both frames, compared a word at a time.
    ///
    /// `Cell` holds only trivial values (no references), so equal bytes mean equal cells. Unequal
    /// bytes may still be equal cells (padding, unused enum payload), which the per-cell
    /// comparison then finds; this is only a fast path for untouched rows.
    func isRowIdentical(_ y: Int) -> Bool {
        guard !repaint else { return false }
        let stride = MemoryLayout<Cell>.stride
        let byteCount = width * stride
        let offset = y * byteCount
        let words = byteCount / 8
        let a = UnsafeRawPointer(next.baseAddress!) + offset
        let b = UnsafeRawPointer(previous.baseAddress!) + offset
        for word in 0..<words
        where a.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
            != b.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self)
        {
            return false
        }
        for byte in (words * 8)..<byteCount
        where a.load(fromByteOffset: byte, as: UInt8.self) != b.load(fromByteOffset: byte, as: UInt8.self) {
            return false
        }
        return true
    }
}
