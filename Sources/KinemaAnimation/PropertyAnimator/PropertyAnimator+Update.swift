extension PropertyAnimator {
    /// Advances a running animator to frame time `time` (earlier times are ignored): the delay counts
    /// down first, then the fraction moves at the timeline's rate (backwards when reversed). Reaching
    /// the end completes the animation, or pauses it when ``pausesOnCompletion`` is set.
    public func update(at time: Double) {
        let elapsed = time.isFinite ? max(time - currentTime, 0) : 0
        if time.isFinite && time > currentTime { currentTime = time }
        guard isRunning, elapsed > 0 else { return }
        var remaining = elapsed
        if remainingDelay > 0 {
            let consumed = min(remaining, remainingDelay)
            remainingDelay -= consumed
            remaining -= consumed
            if remaining <= 0 { return }
        }
        advanceFraction(by: remaining)
        let reachedEnd = isReversed ? fractionComplete <= 0 : fractionComplete >= 1
        guard reachedEnd else {
            publish()
            return
        }
        if pausesOnCompletion {
            isPaused = true
            publish()
        } else {
            complete(at: isReversed ? .start : .end)
        }
    }

    /// Moves the fraction through `seconds`, crossing the segment start at the right speed.
    private func advanceFraction(by seconds: Double) {
        var remaining = seconds
        // At most two pieces: the timeline has one rate below the segment start and one above it.
        for _ in 0..<2 where remaining > 0 {
            let boundary = nextBoundary()
            let rate = timeline.rate(atFraction: (boundary + fractionComplete) / 2)
            let distance = abs(boundary - fractionComplete)
            let needed = distance / rate
            if needed >= remaining {
                fractionComplete += (isReversed ? -1 : 1) * rate * remaining
                remaining = 0
            } else {
                fractionComplete = boundary
                remaining -= needed
            }
        }
        fractionComplete = min(max(fractionComplete, 0), 1)
    }

    private func nextBoundary() -> Double {
        let f0 = timeline.segmentStart.fraction
        if isReversed { return fractionComplete > f0 ? f0 : 0 }
        return fractionComplete < f0 ? f0 : 1
    }
}
