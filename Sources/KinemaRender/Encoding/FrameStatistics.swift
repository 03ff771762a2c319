/// What encoding one frame cost: the figures tests and `kinema-bench render` budget.
public struct FrameStatistics: Hashable, Sendable {
    /// Bytes written for the frame (0 when nothing changed).
    public var bytes: Int = 0
    /// Cells whose content or style differs from the previous frame.
    public var cellsChanged: Int = 0
    /// Cells sent as characters (changed cells, plus unchanged ones rewritten because that was
    /// cheaper than moving the cursor over them).
    public var cellsWritten: Int = 0
    /// Cells cleared by ECH or EL instead of being written.
    public var cellsErased: Int = 0
    /// Cursor movement sequences (and carriage returns) emitted.
    public var cursorMoves: Int = 0
    /// SGR sequences emitted.
    public var styleChanges: Int = 0
    /// Time spent rasterising, when the caller supplied a time source.
    public var rasterizeDuration: Duration = .zero
    /// Time spent diffing and encoding, when the caller supplied a time source.
    public var encodeDuration: Duration = .zero

    /// Zero for every figure.
    public init() {}
}
