import KinemaGeometry

/// A gesture that succeeds when the primary button is held for ``minimumDuration`` seconds without
/// the pointer moving more than ``maximumDistance`` cells.
///
/// Its value is `true` from the moment the button goes down (so `updating` can show that a press is
/// in progress); it ends — `onEnded` runs — as soon as the duration has passed, while the button is
/// still held. Releasing earlier or moving too far makes it fail. Time is the host's frame clock, so
/// a headless test presses, advances its manual clock and releases.
///
/// ```swift
/// @GestureState private var isPressing = false
/// Text("hold").gesture(
///     LongPressGesture(minimumDuration: 1)
///         .updating($isPressing) { value, state, _ in state = value }
///         .onEnded { _ in armed = true })
/// ```
///
/// SwiftUI's default `maximumDistance` is 10 points; Kinema lays out in cells, and one cell (about
/// 8 × 16 points) is the closest equivalent.
public struct LongPressGesture: Gesture {
    /// Seconds the button must stay down (NaN or negative means 0: it succeeds on the press).
    public var minimumDuration: Double
    /// Cells the pointer may move before the gesture fails (NaN means the default, 1).
    public var maximumDistance: Double

    /// Creates a long-press gesture.
    public init(minimumDuration: Double = 0.5, maximumDistance: Double = 1) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// `true` while pressed and when recognized.
    public typealias Value = Bool
    /// A primitive gesture.
    public typealias Body = Never

    /// The runtime's recognizer (see ``Gesture/_makeRecognizer(reusing:)``).
    public func _makeRecognizer(reusing existing: _GestureRecognizer<Bool>?) -> _GestureRecognizer<Bool> {
        let recognizer = existing as? LongPressRecognizer ?? LongPressRecognizer()
        recognizer.minimumDuration = minimumDuration.isNaN ? 0 : max(minimumDuration, 0)
        recognizer.maximumDistance = maximumDistance.isNaN ? 1 : max(maximumDistance, 0)
        return recognizer
    }
}

/// Holds a press until its duration passes; fails on early release or too much movement.
final class LongPressRecognizer: _GestureRecognizer<Bool> {
    var minimumDuration = 0.5
    var maximumDistance = 1.0
    private var isDown = false
    private var start = Point.zero
    private var endTime = 0.0

    override func update(_ event: GestureEvent, in space: GestureSpace) {
        guard !phase.isTerminal else { return }
        // An event after the duration (when no timer ran in between) finds the press already won.
        if isDown && event.time >= endTime && event.kind != .began && event.kind != .cancelled {
            phase = .ended(true)
            return
        }
        switch event.kind {
        case .began:
            guard !isDown else { return }
            isDown = true
            start = event.location
            endTime = event.time + minimumDuration
            phase = minimumDuration <= 0 ? .ended(true) : .possible(true)
        case .moved:
            if isDown && distance(event.location, start) > maximumDistance { phase = .failed }
        case .ended:
            if isDown { phase = .failed }
        case .cancelled:
            phase = .failed
        case .timer, .expired:
            break
        }
    }

    override var deadline: Double? { isDown && phase.isPossible ? endTime : nil }

    override func reset() {
        isDown = false
        super.reset()
    }
}
