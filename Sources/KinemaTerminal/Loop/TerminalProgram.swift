import KinemaRender

/// What a ``FrameLoop`` drives: a program that handles input and draws frames as cell buffers.
///
/// The loop calls ``handle(_:at:)`` for every decoded event, and ``render(size:at:)`` only when
/// ``needsFrame`` is `true` (or the screen must be repainted after a resize or a resume), at most
/// at the loop's frame-rate cap. A program that is animating keeps ``needsFrame`` `true`; an idle
/// one returns `false`, and the loop then sleeps until input arrives.
///
/// ```swift
/// final class Counter: TerminalProgram {
///     var count = 0
///     var needsFrame = true
///     var isFinished = false
///     func handle(_ event: InputEvent, at time: Double) {
///         if case .key(let key) = event, key.key == .character("q") { isFinished = true }
///         count += 1
///         needsFrame = true
///     }
///     func render(size: TerminalSize, at time: Double) -> CellBuffer {
///         needsFrame = false
///         var buffer = CellBuffer(width: size.width, height: size.height)
///         buffer.write("\(count) events", x: 0, y: 0)
///         return buffer
///     }
/// }
/// ```
public protocol TerminalProgram: AnyObject {
    /// Handles one input event that arrived at `time` (seconds on the loop's clock).
    func handle(_ event: InputEvent, at time: Double)

    /// Draws the frame for `time`. The buffer should be `size.width × size.height`; the loop crops
    /// or pads one of another size.
    func render(size: TerminalSize, at time: Double) -> CellBuffer

    /// Whether something changed since the last frame (or is animating).
    var needsFrame: Bool { get }

    /// Whether the loop should return.
    var isFinished: Bool { get }

    /// When ``needsFrame`` is `true` only because of animations that cannot change the frame before a
    /// later time (on the loop's clock), that time; otherwise `nil`. The loop then sleeps until that
    /// time or the next input instead of drawing identical frames. The default is `nil`.
    var quietUntil: Double? { get }

    /// Tells the program what the terminal answered to the loop's start-up queries (once, when the
    /// batch ends). Defaults to doing nothing.
    func terminalDidReport(_ report: TerminalReport)

    /// Whether the program wants plain pointer motion (no button held) reported, e.g. because a
    /// view has a hover handler: the loop then switches the terminal to any-motion tracking (1003),
    /// and back to button-motion tracking (1002) when it no longer does. Read after every frame.
    /// Defaults to `false`.
    var wantsPointerMotion: Bool { get }
}

extension TerminalProgram {
    /// No quiet periods: a program that needs a frame gets one at the next frame slot.
    public var quietUntil: Double? { nil }

    /// Programs ignore the terminal's report unless they say otherwise.
    public func terminalDidReport(_ report: TerminalReport) {}

    /// No plain motion unless the program asks for it.
    public var wantsPointerMotion: Bool { false }
}
