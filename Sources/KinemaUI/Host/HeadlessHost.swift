import KinemaGeometry
import KinemaRender

/// Runs a view without a terminal, on a manual clock: for tests (yours too) and tools.
///
/// ```swift
/// let host = HeadlessHost(width: 20, height: 3) { Counter() }
/// host.click(x: 3, y: 1)
/// host.advance(by: 0.25)
/// #expect(host.lines == ["", "  Tapped 1 times", ""])
/// ```
///
/// Nothing happens between calls: time moves only with ``advance(by:)``; every call that changes
/// something renders a new frame at the current time. While something animates, `advance` also
/// runs the frames a terminal would run in between (at ``frameInterval``), because animations are
/// sampled per frame like on screen (springs integrate at most about a second of backlog).
@MainActor
public final class HeadlessHost {
    /// The underlying host.
    public let host: ViewHost
    /// The manual clock, in seconds.
    public private(set) var time: Double
    /// Seconds between the frames ``advance(by:)`` runs while something animates (1/60 by default).
    ///
    /// Values below ``minimumFrameInterval`` (zero, negative) are raised to it, and NaN or infinity
    /// restores 1/60, so ``advance(by:)`` always moves time forward.
    public var frameInterval: Double = 1.0 / 60 {
        didSet {
            if !frameInterval.isFinite {
                frameInterval = 1.0 / 60
            } else if frameInterval < Self.minimumFrameInterval {
                frameInterval = Self.minimumFrameInterval
            }
        }
    }

    /// The shortest ``frameInterval``: a thousand frames per second.
    public static let minimumFrameInterval = 0.001

    /// The most frames one ``advance(by:)`` runs; a longer advance jumps ahead first and runs the
    /// last `maxFramesPerAdvance` frames, so `advance(by: 1e9)` stays bounded while animations that
    /// end within those frames still end exactly as on screen.
    public static let maxFramesPerAdvance = 10_000

    /// Mounts `content` at `width` × `height` cells at time `time`, and renders the first frame.
    ///
    /// `content` is the body of the root view: it re-runs when state or `@Observable` properties it
    /// read change, like any body.
    public init<Content: View>(
        width: Int, height: Int, time: Double = 0, @ViewBuilder content: @escaping @MainActor () -> Content
    ) {
        self.time = time
        host = ViewHost(
            size: Size(width: Double(width), height: Double(height)), time: time,
            root: RootContent(content: content))
        host.render(at: time)
    }

    /// The last frame, one string per row (trailing spaces kept).
    public var lines: [String] { host.buffer.lines }

    /// The last frame's cells (characters and styles).
    public var buffer: CellBuffer { host.buffer }

    /// The last frame's display list.
    public var displayList: DisplayList { host.displayList }

    /// Applies the state changes made so far at the current time, then moves the clock forward by
    /// `seconds` and renders the frame for the new time.
    public func advance(by seconds: Double) {
        precondition(
            seconds.isFinite && seconds >= 0,
            "HeadlessHost.advance(by: \(seconds)): time only moves forward by a finite amount")
        host.update(at: time)
        let end = time + seconds
        let budget = Double(Self.maxFramesPerAdvance)
        if host.isAnimating && (end - time) / frameInterval > budget {
            time = end - budget * frameInterval
            host.tick(to: time)
        }
        // Counting frames also ends the loop where `time + frameInterval` rounds back to `time`.
        var frames = 0
        while host.isAnimating && time + frameInterval < end && frames < Self.maxFramesPerAdvance {
            time += frameInterval
            frames += 1
            host.tick(to: time)
        }
        time = end
        host.render(at: time)
    }

    /// Applies pending state changes (made outside any event) and renders at the current time.
    public func update() {
        host.render(at: time)
    }

    /// Presses a key and renders.
    public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) {
        send(.key(KeyPress(key: key, modifiers: modifiers)))
    }

    /// Clicks (press and release) the primary button on cell `x`, `y` and renders.
    public func click(x: Int, y: Int) {
        let location = Point(x: Double(x), y: Double(y))
        host.handle(.pointer(PointerEvent(kind: .down, location: location)), at: time)
        send(.pointer(PointerEvent(kind: .up, location: location)))
    }

    /// Delivers `event` and renders.
    public func send(_ event: HostEvent) {
        host.handle(event, at: time)
        host.render(at: time)
    }

    /// Resizes the screen and renders.
    public func resize(width: Int, height: Int) {
        send(.resize(Size(width: Double(width), height: Double(height))))
    }
}

/// The root view of a ``HeadlessHost``: its body is the content closure.
struct RootContent<Content: View>: View {
    let content: @MainActor () -> Content

    var body: Content { content() }
}
