import Synchronization

/// The progress of a ``PropertyAnimator``, readable from anywhere: the seam through which the view
/// layer lets an animator drive state changes (``PropertyAnimator/animation``).
///
/// `Sendable` through a `Mutex`: the animator writes on its thread, animations read on theirs.
public final class AnimatorProgressClock: Sendable {
    private let storage = Mutex<(progress: Double, isFinished: Bool, isRunning: Bool)>((0, false, false))

    /// How many clocks exist that neither run nor have finished (a new clock is one). Animations
    /// can only wait on a paused animator while this is positive, so the per-frame question
    /// "does every running animation follow a paused animator?" (``AnimatedValue/isWaitingOnPausedAnimators``)
    /// is answered with one atomic load in the common case — no property animator waiting — instead
    /// of a walk over each animating value's generic animation chain (which cost ~12 % of a
    /// draw-heavy frame, `kinema-bench ui/animating-views` under callgrind).
    private static let waitingClocks = Atomic<Int>(0)

    /// Whether some clock neither runs nor has finished.
    package static var hasWaitingClocks: Bool { waitingClocks.load(ordering: .relaxed) > 0 }

    init() {
        Self.waitingClocks.add(1, ordering: .relaxed)
    }

    deinit {
        let isWaiting = storage.withLock { !$0.isRunning && !$0.isFinished }
        if isWaiting { Self.waitingClocks.subtract(1, ordering: .relaxed) }
    }

    /// The animator's current progress (0 at the start values, 1 at the end values; springs overshoot).
    public var progress: Double { storage.withLock { $0.progress } }

    /// Whether the animator has finished or been stopped without finishing.
    public var isFinished: Bool { storage.withLock { $0.isFinished } }

    /// Whether the animator is running (time moves its progress). While it is not, an animation
    /// following it changes only when a command (a scrub, a start) publishes a new progress.
    public var isRunning: Bool { storage.withLock { $0.isRunning } }

    func publish(progress: Double, isFinished: Bool, isRunning: Bool = false) {
        let change = storage.withLock { state -> Int in
            let wasWaiting = !state.isRunning && !state.isFinished
            state = (progress, isFinished, isRunning && !isFinished)
            let isWaiting = !state.isRunning && !state.isFinished
            return (isWaiting ? 1 : 0) - (wasWaiting ? 1 : 0)
        }
        if change != 0 { Self.waitingClocks.add(change, ordering: .relaxed) }
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
