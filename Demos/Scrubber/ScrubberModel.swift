import Foundation
import Kinema
import Observation

/// A card animation driven by a ``PropertyAnimator``, as in "Advanced Animations with UIKit": it
/// runs, pauses, scrubs (linearly or along the curve), continues with a spring from where it was,
/// and reverses mid-flight.
@Observable
@MainActor
final class ScrubberModel {
    /// The animation's progress as its block last received it (0 start, 1 end; springs overshoot).
    var progress = 0.0
    /// Mirrors of the animator's state for the readout (the animator is not observable).
    var fraction = 0.0
    var isRunning = false
    var isReversed = false
    var scrubsLinearly = true

    @ObservationIgnored let animator: PropertyAnimator

    init() {
        animator = PropertyAnimator(duration: 3, curve: .easeInOut)
        // At the end it pauses instead of finishing, so it can be scrubbed and reversed again.
        animator.pausesOnCompletion = true
        try? animator.addAnimations { [unowned self] progress in
            self.progress = progress
            self.fraction = self.animator.fractionComplete
            self.isRunning = self.animator.isRunning
        }
    }

    /// Starts the animation (called once the view is on screen, so the animator joins the host).
    func start() {
        try? animator.startAnimation()
        sync()
    }

    /// Space: pauses a running animation, resumes a paused one (with its curve, over the time left).
    func toggleRunning() {
        if animator.isRunning {
            try? animator.pauseAnimation()
        } else {
            resume(spring: false)
        }
        sync()
    }

    /// `r`: runs the other way from where it is shown.
    func reverse() {
        animator.isReversed.toggle()
        if !animator.isRunning { resume(spring: false) }
        sync()
    }

    /// `s`: scrub linearly or along the animation's curve.
    func toggleScrubbing() {
        animator.scrubsLinearly.toggle()
        sync()
    }

    /// Scrubs to `fraction` of the timeline (a drag on it, or ←/→), pausing first.
    func scrub(to fraction: Double) {
        if animator.isRunning { try? animator.pauseAnimation() }
        try? animator.setFractionComplete(min(max(fraction, 0), 1))
        sync()
    }

    /// Nudges the scrub position by `delta` (←/→).
    func nudge(_ delta: Double) {
        scrub(to: animator.fractionComplete + delta)
    }

    /// The drag on the timeline ended: the rest runs with a spring from where it was.
    func releaseScrub() {
        resume(spring: true)
        sync()
    }

    private func resume(spring: Bool) {
        let atEnd = animator.isReversed ? animator.fractionComplete <= 0 : animator.fractionComplete >= 1
        guard !atEnd else { return }
        if spring {
            // A factor of 0: the time that remains of the animator's duration (UIKit's meaning).
            let timing = TimingParameters.spring(SpringTimingParameters(dampingRatio: 0.6))
            try? animator.continueAnimation(withTimingParameters: timing, durationFactor: 0)
        } else {
            try? animator.startAnimation()
        }
    }

    private func sync() {
        fraction = animator.fractionComplete
        isRunning = animator.isRunning
        isReversed = animator.isReversed
        scrubsLinearly = animator.scrubsLinearly
    }

    var readout: String {
        let state = isRunning ? (isReversed ? "running backwards" : "running") : "paused"
        let scrub = scrubsLinearly ? "linear" : "along the curve"
        return String(format: "fraction %.2f  progress %.2f  %@  scrub: %@", fraction, progress, state, scrub)
    }
}
