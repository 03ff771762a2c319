/// The render half of a frame loop: rasterises each ``DisplayList``, diffs it against the frame
/// the terminal shows and encodes the difference, with statistics.
///
/// It keeps the previous frame, so each call costs what changed. Rendering has no clock of its
/// own: pass `now` (e.g. `{ ContinuousClock.now - start }`) to have durations measured.
///
/// ```swift
/// var renderer = FrameRenderer(capabilities: .detect(environment: environment))
/// let bytes = renderer.render(list, width: 80, height: 24)
/// print(renderer.statistics.bytes, renderer.statistics.cellsChanged)
/// ```
public struct FrameRenderer: Sendable {
    /// The rasteriser used for every frame; its colour profile follows ``capabilities``.
    public var rasterizer = Rasterizer()
    /// The encoder, which tracks the terminal's cursor and pen.
    public private(set) var encoder: FrameEncoder
    /// The frame the terminal shows, or `nil` before the first frame and after ``invalidate()``.
    public private(set) var current: CellBuffer?
    /// Figures for the most recent frame, including durations when a time source is set.
    public private(set) var statistics = FrameStatistics()
    /// Reads a monotonic time; `nil` leaves durations at zero.
    public var now: (@Sendable () -> Duration)?

    private var scratch: CellBuffer?
    /// The list `current` was rasterised from, so an unchanged list costs one comparison.
    private var currentList: DisplayList?

    /// A renderer for a terminal with `capabilities`.
    public init(capabilities: TerminalCapabilities = TerminalCapabilities(), now: (@Sendable () -> Duration)? = nil) {
        self.encoder = FrameEncoder(capabilities: capabilities)
        self.now = now
        rasterizer.colorProfile = capabilities.colorProfile
    }

    /// The capabilities the encoder relies on; changing them repaints on the next frame.
    public var capabilities: TerminalCapabilities {
        get { encoder.capabilities }
        set {
            encoder.capabilities = newValue
            rasterizer.colorProfile = newValue.colorProfile
            invalidate()
        }
    }

    /// Forgets what the terminal shows, so the next frame repaints every cell (after a resize, a
    /// Ctrl-L, or anything else writing to the terminal).
    public mutating func invalidate() {
        current = nil
        currentList = nil
        encoder.invalidate()
    }

    /// Rasterises `list` on a blank `width × height` buffer and appends the bytes that bring the
    /// terminal from the previous frame to it. The same list at the same size again appends
    /// nothing and skips rasterising.
    public mutating func render(_ list: DisplayList, width: Int, height: Int, into output: inout [UInt8]) {
        if let current, current.width == width, current.height == height, currentList == list {
            statistics = FrameStatistics()
            return
        }
        let start = now?()
        var next = scratch.flatMap { $0.width == width && $0.height == height ? $0 : nil }
            ?? CellBuffer(width: width, height: height)
        scratch = nil
        next.fill(with: .blank)
        rasterizer.rasterize(list, into: &next)
        let rasterized = now?()
        encoder.encode(from: current, to: next, into: &output)
        let encoded = now?()
        statistics = encoder.statistics
        if let start, let rasterized, let encoded {
            statistics.rasterizeDuration = rasterized - start
            statistics.encodeDuration = encoded - rasterized
        }
        scratch = current
        current = next
        currentList = list
    }

    /// The bytes that bring the terminal from the previous frame to `list`.
    public mutating func render(_ list: DisplayList, width: Int, height: Int) -> [UInt8] {
        var output: [UInt8] = []
        render(list, width: width, height: height, into: &output)
        return output
    }

    /// Encodes an already rasterised `buffer` as the next frame.
    public mutating func render(_ buffer: CellBuffer, into output: inout [UInt8]) {
        let start = now?()
        encoder.encode(from: current, to: buffer, into: &output)
        statistics = encoder.statistics
        if let start, let end = now?() { statistics.encodeDuration = end - start }
        current = buffer
        currentList = nil
    }
}
