import KinemaAnimation
import KinemaGeometry

/// What the pointer did to a list row: a click (with the modifier keys held as it went down), or a
/// horizontal drag (a swipe) with its translation and velocity along x.
enum ListRowGestureValue: Equatable {
    case tap(EventModifiers)
    case swipe(translation: Double, velocity: Double)
}

/// A list row's own gesture: a click selects; a drag that starts mostly sideways on a row with
/// swipe actions is a swipe; any other drag fails at once, so the scroll view around the list takes
/// it and scrolls (the row's gesture is inside the scroll view, so it is offered the drag first).
struct ListRowGesture: Gesture {
    typealias Value = ListRowGestureValue
    typealias Body = Never

    /// Whether a sideways drag is a swipe (the row has swipe actions).
    var allowsSwipe: Bool

    func _makeRecognizer(reusing existing: _GestureRecognizer<Value>?) -> _GestureRecognizer<Value> {
        let recognizer = existing as? ListRowRecognizer ?? ListRowRecognizer()
        recognizer.allowsSwipe = allowsSwipe
        return recognizer
    }
}

/// Follows one press on a row: possible until the pointer moves a cell; then a swipe (mostly
/// sideways, swipes allowed) or failed; ended at release as a tap when it never moved.
final class ListRowRecognizer: _GestureRecognizer<ListRowGestureValue> {
    var allowsSwipe = false
    private var isDown = false
    private var isSwiping = false
    private var start = Point.zero
    private var modifiers: EventModifiers = []
    private var tracker = VelocityTracker()

    override func update(_ event: GestureEvent, in space: GestureSpace) {
        guard !phase.isTerminal else { return }
        switch event.kind {
        case .began:
            guard !isDown else { return }
            isDown = true
            isSwiping = false
            start = event.location
            modifiers = event.modifiers
            tracker.reset()
            tracker.addPosition(time: event.time, position: start)
            phase = .possible(nil)
        case .moved, .ended:
            guard isDown else { return }
            tracker.addPosition(time: event.time, position: event.location)
            let dx = Double(event.location.x - start.x)
            let dy = Double(event.location.y - start.y)
            if !isSwiping && (abs(dx) >= 1 || abs(dy) >= 1) {
                // Sideways: at least twice as far across as down (cells are about twice as tall as
                // wide, so this is roughly a 45° cone on screen).
                guard allowsSwipe, abs(dx) >= 2 * abs(dy) else {
                    phase = .failed
                    return
                }
                isSwiping = true
            }
            let value: ListRowGestureValue =
                isSwiping ? .swipe(translation: dx, velocity: Double(tracker.velocity().x)) : .tap(modifiers)
            if event.kind == .ended {
                isDown = false
                phase = .ended(value)
            } else if isSwiping {
                phase = .active(value)
            }
        case .cancelled:
            phase = .failed
        case .timer, .expired:
            break
        }
    }

    override func reset() {
        isDown = false
        isSwiping = false
        tracker.reset()
        super.reset()
    }
}
