/// The mapping from a ``PropertyAnimator``'s time fraction (0…1, "fractionComplete") to progress, and
/// the speed at which the fraction moves.
///
/// The fraction range is split at a *segment start* `(f0, p0)`: from `f0` to 1 progress follows the
/// segment's timing, `p = p0 + (1 − p0) · T(u)` with `u = (f − f0) / (1 − f0)`; below `f0` (reachable
/// by reversing or scrubbing) it follows the original timing scaled to meet `p0`. A fresh animator has
/// `f0 = p0 = 0`; ``PropertyAnimator/continueAnimation(withTimingParameters:durationFactor:)`` and resuming
/// after linear scrubbing move the segment start to the current point, so progress never jumps.
///
/// Invariants:
/// - `0 ≤ f0 ≤ 1`, run times are positive and finite.
struct AnimatorTimeline {
    let duration: Double
    let primary: TimingParameters
    let primaryRunTime: Double
    private(set) var segmentStart = (fraction: 0.0, progress: 0.0)
    private(set) var segment: TimingParameters
    private(set) var segmentRunTime: Double

    init(duration: Double, timing: TimingParameters) {
        self.duration = duration
        primary = timing
        primaryRunTime = AnimatorTimeline.runTime(of: timing, over: duration)
        segment = timing
        segmentRunTime = primaryRunTime
    }

    static func runTime(of timing: TimingParameters, over duration: Double) -> Double {
        switch timing {
        case .curve: return max(duration, 1e-3)
        case .spring(let spring): return spring.resolved(duration: duration).runTime
        }
    }

    /// Progress of `timing` at local fraction `u` of a run lasting `runTime` seconds.
    static func progress(of timing: TimingParameters, at u: Double, runTime: Double) -> Double {
        let clamped = min(max(u, 0), 1)
        switch timing {
        case .curve(let curve): return curve.value(at: clamped)
        case .spring(let parameters):
            if clamped >= 1 { return 1 }
            let spring = parameters.resolved(duration: runTime).spring
            return spring.value(target: 1.0, initialVelocity: parameters.initialVelocity, time: clamped * runTime)
        }
    }

    func progress(atFraction fraction: Double) -> Double {
        let (f0, p0) = segmentStart
        if fraction >= f0 {
            let u = f0 >= 1 ? 1 : (fraction - f0) / (1 - f0)
            return p0 + (1 - p0) * AnimatorTimeline.progress(of: segment, at: u, runTime: segmentRunTime)
        }
        let original = AnimatorTimeline.progress(of: primary, at: fraction, runTime: primaryRunTime)
        let originalAtStart = AnimatorTimeline.progress(of: primary, at: f0, runTime: primaryRunTime)
        return originalAtStart == 0 ? p0 * fraction / f0 : original * p0 / originalAtStart
    }

    /// Fraction per second at `fraction`.
    func rate(atFraction fraction: Double) -> Double {
        let f0 = segmentStart.fraction
        if fraction >= f0 && f0 < 1 { return (1 - f0) / segmentRunTime }
        return 1 / primaryRunTime
    }

    /// Continues from `(fraction, progress)` with `timing` over `runTime` seconds for the rest.
    mutating func rebase(fraction: Double, progress: Double, timing: TimingParameters, runTime: Double) {
        segmentStart = (min(max(fraction, 0), 1), progress)
        segment = timing
        segmentRunTime = max(runTime, 1e-3)
    }
}
