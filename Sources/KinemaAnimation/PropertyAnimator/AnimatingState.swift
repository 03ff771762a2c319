/// The state of a ``PropertyAnimator`` (UIKit's `UIViewAnimatingState`).
public enum AnimatingState: Hashable, Sendable {
    /// Not started, or finished: no animations in flight.
    case inactive
    /// Started, running or paused.
    case active
    /// Stopped without finishing; ``PropertyAnimator/finishAnimation(at:)`` must follow.
    case stopped
}

/// Where a ``PropertyAnimator``'s animations ended (UIKit's `UIViewAnimatingPosition`).
public enum AnimatingPosition: Hashable, Sendable {
    /// At the end values.
    case end
    /// At the start values (a reversed animation that ran back).
    case start
    /// Wherever they were when finished.
    case current
}

/// A misuse of a ``PropertyAnimator`` that UIKit answers with an exception; here the call throws
/// and leaves the animator unchanged.
public enum PropertyAnimatorError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The call needs the `stopped` state (``PropertyAnimator/finishAnimation(at:)``); it was `state`.
    case notStopped(state: AnimatingState)
    /// A stopped animator can only be finished.
    case stopped
    /// The call needs an active animator.
    case notActive
    /// The animator is not interruptible and is running.
    case notInterruptible
    /// The property cannot change while the animator is active.
    case changeWhileActive(property: String)
    /// The fraction can only be set while paused or inactive.
    case scrubWhileRunning
    /// A parameter was NaN or infinite.
    case invalidValue(name: String, value: Double)

    /// A sentence naming the misuse.
    public var description: String {
        switch self {
        case .notStopped(let state): return "finishAnimation(at:) needs a stopped animator; it is \(state)"
        case .stopped: return "the animator is stopped; call finishAnimation(at:) first"
        case .notActive: return "the animator is not active"
        case .notInterruptible: return "the animator is not interruptible and is running"
        case .changeWhileActive(let property): return "\(property) cannot change while the animator is active"
        case .scrubWhileRunning: return "fractionComplete can only be set while paused or inactive"
        case .invalidValue(let name, let value): return "\(name) must be finite, got \(value)"
        }
    }
}
