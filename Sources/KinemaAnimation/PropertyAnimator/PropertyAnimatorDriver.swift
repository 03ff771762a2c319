/// Advances property animators with its frames: a view host installs itself as
/// ``PropertyAnimator/driver`` while it works, and an animator commanded then (started, paused,
/// scrubbed, continued or stopped from a view's action, gesture or `onAppear`) joins it, so its
/// ``PropertyAnimator/update(at:)`` runs with the host's frames and its changes are drawn in the
/// same frame.
///
/// Called on the thread that installed the driver, during the call that installed it.
public protocol PropertyAnimatorDriver: AnyObject, Sendable {
    /// The time of the frame being worked on (seconds, the driver's clock).
    var frameTime: Double { get }
    /// Takes `animator` into the set advanced every frame (once; adopting it again does nothing).
    func adopt(_ animator: PropertyAnimator)
}

extension PropertyAnimator {
    /// The driver of the work in progress (a view host installs its own while it handles an event or
    /// draws a frame), or `nil` outside any host's work.
    @TaskLocal public static var driver: (any PropertyAnimatorDriver)?

    /// Joins the current ``driver``: the first time, the animator's clock moves to the driver's
    /// frame time (an animator created at time 0 in a host whose clock reads 100 s must not jump
    /// 100 s at its first frame).
    ///
    /// Later, the clock is brought to the frame time before the command acts: a host draws no
    /// frames while an animator is paused, so without this a resumed animator would count the
    /// idle time as elapsed and jump. A running one is updated to the frame time first, so the
    /// command acts at the present.
    func joinDriverIfNeeded() {
        guard let driver = Self.driver else { return }
        let now = driver.frameTime
        if drivenBy !== driver {
            drivenBy = driver
            if now.isFinite { currentTime = now }
        } else if now.isFinite && now > currentTime {
            if isRunning {
                update(at: now)
            } else {
                currentTime = now
            }
        }
        driver.adopt(self)
    }
}

extension AnimatedValue {
    /// Whether every running animation follows a ``PropertyAnimator`` that is not running (paused,
    /// or scrubbed): its presentation changes only when the animator is commanded, so a frame loop
    /// need not draw for it.
    public var isWaitingOnPausedAnimators: Bool {
        guard let animator, forks.isEmpty else { return false }
        return animator.isWaitingOnPausedAnimators
    }
}

extension ValueAnimator {
    var isWaitingOnPausedAnimators: Bool {
        var sawEntry = false
        for entry in chain?.entries ?? [] {
            guard entry.isWaitingOnPausedAnimator else { return false }
            sawEntry = true
        }
        for entry in additive {
            guard entry.isWaitingOnPausedAnimator else { return false }
            sawEntry = true
        }
        return sawEntry
    }
}

extension AnimationEntry {
    /// Whether this entry follows an animator's clock that neither runs nor has finished.
    var isWaitingOnPausedAnimator: Bool {
        guard case .custom = kind, let clock = (animation.base as? AnimatorClockAnimation)?.clock else {
            return false
        }
        return !clock.isRunning && !clock.isFinished
    }
}
