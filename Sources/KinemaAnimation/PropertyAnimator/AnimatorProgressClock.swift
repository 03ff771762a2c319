import Synchronization

/// The progress of a ``PropertyAnimator``, readable from anywhere: the seam through which the view
/// layer lets an animator drive state changes (``PropertyAnimator/animation``).
///
/// `Sendable` through a `Mutex`: the animator writes on its thread, animations read on theirs.
public final class AnimatorProgressClock: Sendable {
    private let storage = Mutex<(progress: Double, isFinished: Bool, isRunning: Bool)>((0, false, false))

    init() {}

    /// The animator's current progress (0 at the start values, 1 at the end values; springs overshoot).
    public var progress: Double { storage.withLock { $0.progress } }

    /// Whether the animator has finished or been stopped without finishing.
    public var isFinished: Bool { storage.withLock { $0.isFinished } }

    /// Whether the animator is running (time moves its progress). While it is not, an animation
    /// following it changes only when a command (a scrub, a start) publishes a new progress.
    public var isRunning: Bool { storage.withLock { $0.isRunning } }

    func publish(progress: Double, isFinished: Bool, isRunning: Bool = false) {
        storage.withLock { $0 = (progress, isFinished, isRunning && !isFinished) }
    }
}

/// An animation whose covered fraction is a ``PropertyAnimator``'s progress: use
/// `Transaction(animation: animator.animation)` for a state change the animator should drive
/// (scrubbing, reversing and pausing then apply to it). Finishes when the animator finishes.
struct AnimatorClockAnimation: CustomAnimation {
    let clock: AnimatorProgressClock

    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        if clock.isFinished {
            context.isLogicallyComplete = true
            return nil
        }
        return value.scaled(by: clock.progress)
    }

    static func == (lhs: AnimatorClockAnimation, rhs: AnimatorClockAnimation) -> Bool { lhs.clock === rhs.clock }

    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(clock)) }
}
