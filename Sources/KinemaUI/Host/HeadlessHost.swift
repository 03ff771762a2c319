import Foundation
import KinemaGeometry
import KinemaRender

/// Runs a view without a terminal, on a manual clock: for tests (yours too) and tools.
///
/// ```swift
/// let host = HeadlessHost(width: 20, height: 3) { Counter() }
/// host.click(x: 3, y: 1)
/// host.drag(from: Point(x: 3, y: 1), to: Point(x: 13, y: 1), steps: 10, duration: 0.2)
/// host.advance(by: 0.25)
/// #expect(host.lines == ["", "  Tapped 1 times", ""])
/// ```
///
/// Nothing happens between calls: time moves only with ``advance(by:)``; every call that changes
/// something renders a new frame at the current time. While something animates, `advance` also
/// runs the frames a terminal would run in between (at ``frameInterval``), because animations are
/// sampled per frame like on screen (springs integrate at most about a second of backlog).
///
/// Foundation's main-thread work runs on the same clock. What the views schedule while the host
/// works — in event handlers, actions, `onAppear`, and in the blocks and timers it runs — with
/// `DispatchQueue.main.async`, `DispatchQueue.main.asyncAfter(deadline:)` and
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` runs when the manual clock reaches its
/// time: `async` blocks before the next frame (a button's `DispatchQueue.main.async` shows in the
/// frame its click renders), the others during ``advance(by:)``, which stops at each due time as
/// a terminal would wake for it. Main-actor tasks (`Task { @MainActor in … }`, `.task {}`) run on
/// the real main queue, as in an app; ``runMainQueue(rounds:)`` lets them run and draws what they did.
///
/// ```swift
/// let host = HeadlessHost(width: 20, height: 1) { Countdown() }   // a 1 s repeating Timer
/// host.advance(by: 3)
/// #expect(host.lines == ["7 seconds left"])
/// ```
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

    /// Mounts `content` on a screen of `width` × `height` cells at time `time`, laid out in `units`
    /// (cells by default; `.points` lays out in points, 8 × 16 per cell, as a SwiftUI view expects),
    /// and renders the first frame.
    ///
    /// `content` is the body of the root view: it re-runs when state or `@Observable` properties it
    /// read change, like any body.
    ///
    /// The motion preference is ``MotionPreference/full`` unless `motionPreference` says otherwise
    /// (a test does not depend on `KINEMA_ANIMATIONS`). `date` is the calendar date at `time` — what
    /// a `TimelineView` shows then — and moves with the manual clock; by default 1 January 2001,
    /// 00:00:00 UTC (`Date(timeIntervalSinceReferenceDate: 0)`), so a test never reads the real clock.
    ///
    /// Whatever the units, the host's screen-side API is in cells: ``lines``, ``click(x:y:)``,
    /// pointer locations and ``resize(width:height:)``.
    public init<Content: View>(
        width: Int, height: Int, time: Double = 0, date: Date = Date(timeIntervalSinceReferenceDate: 0),
        units: LayoutUnits = .cells,
        motionPreference: MotionPreference = .full,
        @ViewBuilder content: @escaping @MainActor () -> Content
    ) {
        self.time = time
        host = ViewHost(
            size: Size(width: Double(width), height: Double(height)), time: time, units: units,
            motionPreference: motionPreference, root: RootContent(content: content), schedulesOnClock: true,
            date: date)
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
    ///
    /// On the way it runs the frames a terminal would run while something animates (every
    /// ``frameInterval``) and stops at the instants gestures wait for (a long press reaching its
    /// duration, a double tap's interval running out) and at the times main-queue blocks were
    /// scheduled for, so they happen at their time (at most ``maxFramesPerAdvance`` stops; after
    /// that, the clock jumps to the end and what is due runs there).
    public func advance(by seconds: Double) {
        precondition(
            seconds.isFinite && seconds >= 0,
            "HeadlessHost.advance(by: \(seconds)): time only moves forward by a finite amount")
        host.update(at: time)
        let end = time + seconds
        let budget = Double(Self.maxFramesPerAdvance)
        if host.isAnimating && host.nextGestureDeadline == nil && (end - time) / frameInterval > budget {
            time = end - budget * frameInterval
            host.tick(to: time)
        }
        // Counting frames also ends the loop where `time + frameInterval` rounds back to `time`.
        var frames = 0
        while frames < Self.maxFramesPerAdvance {
            var next = end
            if host.isAnimating && time + frameInterval < end { next = time + frameInterval }
            if let deadline = host.nextGestureDeadline, deadline > time, deadline < next { next = deadline }
            if let due = host.nextScheduledWorkTime, due > time, due < next { next = due }
            guard next < end else { break }
            time = next
            frames += 1
            host.tick(to: time)
        }
        time = end
        host.render(at: time)
    }

    /// Lets work waiting on the real main queue run — main-actor tasks that are ready
    /// (`Task { @MainActor in … }`, `.task {}` bodies), `DispatchQueue.main` blocks queued outside
    /// the host — then applies what it changed and renders at the current time.
    ///
    /// The host's test suspends `rounds` times, each time behind everything queued on the main
    /// queue until then, so work that queues more work (a task resuming after `await Task.yield()`)
    /// runs too, up to `rounds` steps deep. Tasks that wait for real time (`Task.sleep`) are not
    /// on the manual clock and still wait.
    public func runMainQueue(rounds: Int = 10) async {
        for _ in 0..<max(rounds, 1) {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                // A work item: this goes to Dispatch itself, never to the host's manual clock.
                DispatchQueue.main.async(execute: DispatchWorkItem { continuation.resume() })
            }
        }
        update()
    }

    /// Applies pending state changes (made outside any event) and renders at the current time.
    public func update() {
        host.render(at: time)
    }

    /// Presses a key and renders.
    public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) {
        send(.key(KeyPress(key: key, modifiers: modifiers)))
    }

    /// Types `text`: one key press per character (a space is the space key), rendering after each.
    /// Line breaks are not typed (use `press(.return)`).
    public func type(_ text: String) {
        for character in text where !character.isNewline {
            send(.key(KeyPress(key: KeyEquivalent(character))))
        }
    }

    /// Pastes `text` as a terminal's bracketed paste delivers it (one event) and renders.
    public func paste(_ text: String) {
        send(.paste(text))
    }

    /// Clicks (press and release) the primary button on cell `x`, `y` (at its centre) and renders.
    public func click(x: Int, y: Int) {
        let location = PointerEvent.cellCentre(column: x, row: y)
        press(at: location)
        release(at: location)
    }

    /// Whether the primary button is held (between ``press(at:modifiers:)`` and
    /// ``release(at:modifiers:)``).
    public private(set) var isPointerDown = false

    /// Presses the primary button at `location` (in cells, fractional: `(3.5, 1.5)` is the centre of
    /// cell 3 on row 1) and renders.
    public func press(at location: Point, modifiers: EventModifiers = []) {
        isPointerDown = true
        send(.pointer(PointerEvent(kind: .down, location: location, modifiers: modifiers)))
    }

    /// Releases the primary button at `location` and renders. A release without a press is
    /// delivered too (and ignored by the views), as a terminal may send one.
    public func release(at location: Point, modifiers: EventModifiers = []) {
        isPointerDown = false
        send(.pointer(PointerEvent(kind: .up, location: location, modifiers: modifiers)))
    }

    /// Moves the pointer to `location` and renders: a drag step while the button is held, hover
    /// motion otherwise.
    public func move(to location: Point, modifiers: EventModifiers = []) {
        let kind: PointerEvent.Kind = isPointerDown ? .drag : .move
        send(.pointer(PointerEvent(kind: kind, location: location, modifiers: modifiers)))
    }

    /// Moves the pointer, no button held, to `location` (hover) and renders.
    public func hover(at location: Point) {
        send(.pointer(PointerEvent(kind: .move, location: location)))
    }

    /// Drags from `from` to `to`: presses at `from`, moves in `steps` equal steps spread over
    /// `duration` seconds of the manual clock (running the frames in between), and releases at
    /// `to` at the time of the last step — a pointer moving at a constant
    /// `(to − from) / duration` cells per second until the release.
    ///
    /// Velocity estimates look at the last 100 ms of motion; a gap over 40 ms counts as a stop only
    /// when the pointer did not move across it (see the GesturesAndFocus article), so steps 50 ms
    /// apart still throw, and a release after `advance(by:)` with no motion has no velocity.
    public func drag(
        from: Point, to: Point, steps: Int = 10, duration: Double = 0.25, modifiers: EventModifiers = []
    ) {
        precondition(steps >= 1, "HeadlessHost.drag(steps: \(steps)): a drag needs at least one step")
        precondition(
            duration.isFinite && duration >= 0,
            "HeadlessHost.drag(duration: \(duration)): the duration must be finite and not negative")
        press(at: from, modifiers: modifiers)
        for step in 1...steps {
            advance(by: duration / Double(steps))
            let fraction = Double(step) / Double(steps)
            move(
                to: Point(
                    x: Double(from.x) + (Double(to.x) - Double(from.x)) * fraction,
                    y: Double(from.y) + (Double(to.y) - Double(from.y)) * fraction),
                modifiers: modifiers)
        }
        release(at: to, modifiers: modifiers)
    }

    /// Presses at `location`, holds still for `duration` seconds of the manual clock, and releases.
    public func longPress(at location: Point, duration: Double = 0.6) {
        press(at: location)
        advance(by: duration)
        release(at: location)
    }

    /// Turns the wheel over `location` by `dx`, `dy` lines (positive `dy` scrolls down) and renders.
    public func scroll(at location: Point, dx: Double = 0, dy: Double) {
        send(.pointer(PointerEvent(kind: .scroll(dx: dx, dy: dy), location: location)))
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
