extension PropertyAnimator {
    /// An animation that follows this animator's progress (see ``AnimatorProgressClock``).
    public var animation: Animation { Animation(AnimatorClockAnimation(clock: clock)) }

    /// Creates an animator and starts it at once (UIKit's `runningPropertyAnimator`).
    public static func runningPropertyAnimator(
        withDuration duration: Double, delay: Double = 0, curve: UnitCurve = .easeInOut, at time: Double = 0,
        animations: @escaping (Double) -> Void, completion: ((AnimatingPosition) -> Void)? = nil
    ) throws -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, timingParameters: .curve(curve), at: time)
        animator.blocks.append(Block(apply: animations, startFraction: 0))
        if let completion { animator.completions.append(completion) }
        try animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds a block that starts after `delayFactor × duration` seconds (clipped to the remaining time)
    /// and runs to the end. Added while active, it starts from the current fraction (UIKit's documented
    /// example: duration 2, 25 % done, factor 0.25 → starts at 50 %, runs 1 s). `delayFactor` is clamped
    /// to 0…1. Throws when stopped or the factor is NaN.
    public func addAnimations(_ animation: @escaping (Double) -> Void, delayFactor: Double = 0) throws {
        guard state != .stopped else { throw PropertyAnimatorError.stopped }
        guard !delayFactor.isNaN else { throw PropertyAnimatorError.invalidValue(name: "delayFactor", value: delayFactor) }
        let factor = min(max(delayFactor, 0), 1)
        let start = state == .active ? min(fractionComplete + factor, 1) : factor
        blocks.append(Block(apply: animation, startFraction: start))
        if state == .active { animation(blockProgress(blocks[blocks.count - 1], overall: progress)) }
    }

    /// Adds a completion that receives the position at which the animations ended. Throws when stopped.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) throws {
        guard state != .stopped else { throw PropertyAnimatorError.stopped }
        completions.append(completion)
    }

    /// Starts (or resumes) the animation after `delay` seconds. Throws when stopped, or for a NaN or
    /// infinite delay (negative means 0; a longer one than ``Animation/maximumDuration`` is clamped).
    public func startAnimation(afterDelay delay: Double = 0) throws {
        joinDriverIfNeeded()
        guard state != .stopped else { throw PropertyAnimatorError.stopped }
        guard delay.isFinite else { throw PropertyAnimatorError.invalidValue(name: "delay", value: delay) }
        if isScrubbedLinearly { resumeFromLinearScrub() }
        self.delay = Animation.clampedDuration(delay)
        remainingDelay = self.delay
        state = .active
        isPaused = false
        publish()
    }

    /// Pauses: time stops counting. From inactive, prepares the animations at fraction 0. Throws when
    /// stopped, or when running and not interruptible.
    public func pauseAnimation() throws {
        joinDriverIfNeeded()
        guard state != .stopped else { throw PropertyAnimatorError.stopped }
        if isRunning && !isInterruptible { throw PropertyAnimatorError.notInterruptible }
        state = .active
        isPaused = true
        publish()
    }

    /// Stops the animations where they are. With `withoutFinishing` true the animator becomes inactive
    /// and its completions never run; with false it becomes `stopped` and ``finishAnimation(at:)`` must
    /// follow. Throws unless active, or when running and not interruptible.
    public func stopAnimation(_ withoutFinishing: Bool) throws {
        joinDriverIfNeeded()
        guard state == .active else { throw PropertyAnimatorError.notActive }
        if isRunning && !isInterruptible { throw PropertyAnimatorError.notInterruptible }
        isPaused = false
        if withoutFinishing {
            clock.publish(progress: progress, isFinished: true)
            resetToInactive()
        } else {
            state = .stopped
            clock.publish(progress: progress, isFinished: true)
        }
    }

    /// Finishes a stopped animator at `position`: blocks receive 1, 0 or their current progress and the
    /// completions run with `position`. Throws unless stopped.
    public func finishAnimation(at position: AnimatingPosition) throws {
        guard state == .stopped else { throw PropertyAnimatorError.notStopped(state: state) }
        complete(at: position)
    }

    /// Runs the rest of the animation with `parameters` (`nil` keeps the current timing) over
    /// `durationFactor × duration` seconds (a physical spring keeps its own settling time); a factor
    /// of 0 means the time that remains of the original duration (`(1 − fractionComplete) × duration`,
    /// or `fractionComplete × duration` when reversed), as in UIKit. Progress and, for springs, the
    /// relative initial velocity continue from where the animator is. Starts a paused animator.
    /// Throws unless active, or for a factor that is NaN, infinite or negative.
    public func continueAnimation(withTimingParameters parameters: TimingParameters?, durationFactor: Double) throws {
        joinDriverIfNeeded()
        guard state == .active else { throw PropertyAnimatorError.notActive }
        guard durationFactor.isFinite, durationFactor >= 0 else {
            throw PropertyAnimatorError.invalidValue(name: "durationFactor", value: durationFactor)
        }
        let remaining = isReversed ? fractionComplete : 1 - fractionComplete
        let seconds = durationFactor == 0 ? remaining * duration : durationFactor * duration
        let timing = parameters ?? timeline.segment
        // A huge factor is clamped like any duration; nothing left to run still takes a moment.
        let clamped = max(Animation.clampedDuration(seconds), 1e-3)
        let runTime = AnimatorTimeline.runTime(of: timing, over: clamped)
        timeline.rebase(fraction: fractionComplete, progress: progress, timing: timing, runTime: runTime)
        isScrubbedLinearly = false
        isPaused = false
        remainingDelay = 0
        publish()
    }

    /// Scrubs to `fraction` (clamped to 0…1). From inactive the animator becomes active and paused.
    /// Throws while running or stopped, or for NaN.
    public func setFractionComplete(_ fraction: Double) throws {
        joinDriverIfNeeded()
        guard state != .stopped else { throw PropertyAnimatorError.stopped }
        guard !isRunning else { throw PropertyAnimatorError.scrubWhileRunning }
        guard !fraction.isNaN else { throw PropertyAnimatorError.invalidValue(name: "fractionComplete", value: fraction) }
        state = .active
        isPaused = true
        fractionComplete = min(max(fraction, 0), 1)
        isScrubbedLinearly = scrubsLinearly
        publish()
    }

    /// Sets ``isInterruptible``. Throws while active (UIKit raises).
    public func setInterruptible(_ interruptible: Bool) throws {
        guard state == .inactive else { throw PropertyAnimatorError.changeWhileActive(property: "isInterruptible") }
        isInterruptible = interruptible
    }

    /// Re-enters the timing after linear scrubbing at the scrubbed progress, so nothing jumps (UIKit
    /// leaves this undocumented, spec §10.17): the rest runs with the current timing over the rest of
    /// the duration.
    func resumeFromLinearScrub() {
        let remaining = isReversed ? fractionComplete : 1 - fractionComplete
        let runTime = AnimatorTimeline.runTime(of: timeline.segment, over: remaining * duration)
        if !isReversed {
            timeline.rebase(fraction: fractionComplete, progress: fractionComplete, timing: timeline.segment, runTime: runTime)
        }
        isScrubbedLinearly = false
    }

    func complete(at position: AnimatingPosition) {
        switch position {
        case .end: fractionComplete = 1
        case .start: fractionComplete = 0
        case .current: break
        }
        let final = position == .end ? 1 : position == .start ? 0 : progress
        for block in blocks {
            block.apply(position == .current ? blockProgress(block, overall: final) : final)
        }
        clock.publish(progress: final, isFinished: true)
        let finished = completions
        resetToInactive()
        for completion in finished { completion(position) }
    }

    func resetToInactive() {
        state = .inactive
        isPaused = false
        isScrubbedLinearly = false
        isReversed = false
        blocks = []
        completions = []
        fractionComplete = 0
        remainingDelay = 0
        timeline = AnimatorTimeline(duration: duration, timing: timingParameters)
    }
}
