import KinemaGeometry

/// What a gesture recognizer is fed: the pointer of one capture, or the passing of time.
///
/// Locations are in screen cells (fractional: a terminal that reports whole cells reports their
/// centres), before any conversion to a gesture's coordinate space.
struct GestureEvent {
    enum Kind: Equatable {
        /// The primary button went down: the first event of each press.
        case began
        /// The pointer moved while the button is held.
        case moved
        /// The button went up.
        case ended
        /// The capture was taken away (the window lost focus, a press arrived without the release
        /// of the previous one): every recognizer fails without ending.
        case cancelled
        /// Time passed (a deadline a recognizer asked for was reached); the pointer did not change.
        case timer
        /// No further press will continue this capture (the next press went elsewhere): gestures
        /// waiting for another press (a double tap after its first tap) fail.
        case expired
    }

    var kind: Kind
    var location: Point
    var time: Double
    var modifiers: EventModifiers
    /// Whether the button is held after this event.
    var isPointerDown: Bool

    init(kind: Kind, location: Point, time: Double, modifiers: EventModifiers = [], isPointerDown: Bool) {
        self.kind = kind
        self.location = location
        self.time = time
        self.modifiers = modifiers
        self.isPointerDown = isPointerDown
    }

    /// This event seen as the first event of a press that starts now (a sequence's second gesture
    /// starting while the button is held).
    var asBegan: GestureEvent {
        var event = self
        event.kind = .began
        return event
    }
}
