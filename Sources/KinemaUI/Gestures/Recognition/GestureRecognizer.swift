/// The runtime's recognizer of one gesture value: it follows the events of a pointer capture and
/// holds the gesture's state between them (how far a drag went, how many taps were counted).
///
/// Not for direct use: ``Gesture/_makeRecognizer(reusing:)`` makes and updates it. One lives per
/// attached gesture per view node, so a gesture's state survives the body that declares it
/// re-running (the new gesture value updates the recognizer's parameters and actions in place).
///
/// Each event is handled in two steps, so that arbitration can hold back a gesture's actions
/// without losing its state:
/// 1. `update` moves the phase (no user code runs, except the transforms of `map`);
/// 2. `deliver` runs the actions (`onChanged`, `onEnded`, `updating`) for what changed since the
///    last delivery. A composite calls it only on the children whose results it lets through, and
///    may call it later (an exclusive gesture's second gesture, once the first failed): actions
///    then catch up with the phase.
///
/// Invariants:
/// - `phase` is terminal (`ended` or `failed`) only after an event moved it there, and stays so
///   until `reset()`;
/// - after `reset()` the phase is idle and no `@GestureState` the recognizer set keeps its value.
@MainActor
public class _GestureRecognizer<Value> {
    /// The phase after the last update.
    var phase: GesturePhase<Value> = .idle

    init() {}

    /// Moves the phase for `event`; `space` converts locations for the gesture's coordinate space.
    func update(_ event: GestureEvent, in space: GestureSpace) {}

    /// Runs the actions for what changed since the last delivery (children first).
    func deliver() {}

    /// Returns to idle for the next capture: forgets the events, and puts back any `@GestureState`
    /// it had set (a gesture cancelled mid-way resets its state too).
    func reset() {
        phase = .idle
    }

    /// The time at which the recognizer must be updated (with a timer event) even if the pointer
    /// does not move: a long press's minimum duration, a double tap's interval.
    var deadline: Double? { nil }

    /// Whether the recognizer, still possible, waits for the next press (a double tap after its
    /// first tap) rather than following the one in progress.
    var isWaitingForNextPress: Bool { false }
}

/// A recognizer seen without its value type, as arbitration between views sees it.
@MainActor
protocol ErasedGestureRecognizer: AnyObject {
    var erasedPhase: GesturePhase<Void> { get }
    func update(_ event: GestureEvent, in space: GestureSpace)
    func deliver()
    func reset()
    var deadline: Double? { get }
    var isWaitingForNextPress: Bool { get }
}

extension _GestureRecognizer: ErasedGestureRecognizer {
    var erasedPhase: GesturePhase<Void> { phase.map { _ in () } }
}

/// The earlier of two optional deadlines.
func earliest(_ a: Double?, _ b: Double?) -> Double? {
    switch (a, b) {
    case (let a?, let b?): min(a, b)
    case (let a?, nil): a
    case (nil, let b): b
    }
}
