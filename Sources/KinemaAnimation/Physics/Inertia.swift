import Foundation

/// Motion-style inertia (Framer Motion's `inertia`): an exponential glide towards a target that may be
/// snapped (`modifyTarget`), with a spring bounce at optional bounds (EXT, spec §7.4).
///
/// `amplitude = power × v0`, `ideal = x0 + amplitude`, `target = modifyTarget(ideal)` (snapping keeps
/// the time constant), `x(t) = target − amplitude · e^(−t/τ)`, done once `|x − target| ≤ restDelta`.
/// If the glide crosses `min` or `max` it switches, at the crossing, to a spring (`bounceStiffness`,
/// `bounceDamping`) towards that bound starting with the glide's velocity. v0 = 1000 → amplitude 800,
/// done at 2.398 s.
///
/// Not `Sendable`/`Hashable`: it holds the snapping closure. Times are seconds.
public struct Inertia {
    /// Start position.
    public let origin: Double
    /// Where the glide comes to rest (after snapping).
    public let target: Double
    /// The glide's distance, `target − origin`.
    public let amplitude: Double
    /// The glide's time constant τ in seconds (Motion's 325 ms).
    public let timeConstant: Double
    /// Distance from rest at which the motion ends.
    public let restDelta: Double
    /// The spring used at a bound.
    public let bounceSpring: Spring
    let bound: (value: Double, crossing: Double, velocity: Double)?

    /// Creates the glide. Bad input: NaN or infinite position or velocity count as 0; a time constant or
    /// rest delta that is NaN or ≤ 0 takes its default; `min > max` ignores both bounds.
    public init(
        from origin: Double, velocity: Double, power: Double = 0.8, timeConstant: Double = 0.325,
        min lower: Double? = nil, max upper: Double? = nil, bounceStiffness: Double = 500, bounceDamping: Double = 10,
        restDelta: Double = 0.5, modifyTarget: ((Double) -> Double)? = nil
    ) {
        let x0 = origin.isFinite ? origin : 0
        let v0 = velocity.isFinite ? velocity : 0
        self.origin = x0
        self.timeConstant = timeConstant.isFinite && timeConstant > 0 ? timeConstant : 0.325
        self.restDelta = restDelta.isFinite && restDelta > 0 ? restDelta : 0.5
        bounceSpring = Spring(mass: 1, stiffness: bounceStiffness, damping: bounceDamping, allowOverDamping: true)
        let ideal = x0 + (power.isFinite ? power : 0.8) * v0
        let snapped = modifyTarget?(ideal) ?? ideal
        target = snapped.isFinite ? snapped : ideal
        amplitude = target - x0
        let bounds = (lower ?? -.infinity) <= (upper ?? .infinity) ? (lower, upper) : (nil, nil)
        bound = Inertia.crossing(from: x0, target: target, amplitude: amplitude, tau: self.timeConstant, bounds: bounds)
    }

    /// Where the glide first crosses a bound it will overshoot, and its velocity there.
    static func crossing(
        from x0: Double, target: Double, amplitude: Double, tau: Double, bounds: (Double?, Double?)
    ) -> (value: Double, crossing: Double, velocity: Double)? {
        let limit: Double
        if let upper = bounds.1, target > upper {
            limit = upper
        } else if let lower = bounds.0, target < lower {
            limit = lower
        } else {
            return nil
        }
        // x0 already outside: spring back at once from x0 with the glide's starting velocity.
        let remaining = (target - limit) / amplitude
        let crossing = remaining > 0 && remaining < 1 ? -tau * log(remaining) : 0
        let velocity = amplitude / tau * exp(-crossing / tau)
        return (limit, crossing, velocity)
    }

    /// The position after `time` seconds.
    public func value(at time: Double) -> Double {
        let t = max(time.isFinite ? time : 0, 0)
        if let bound, t >= bound.crossing {
            let start = bound.crossing == 0 ? origin : bound.value
            let toBound = bound.value - start
            return start + bounceSpring.value(target: toBound, initialVelocity: bound.velocity, time: t - bound.crossing)
        }
        return target - amplitude * exp(-t / timeConstant)
    }

    /// The velocity after `time` seconds.
    public func velocity(at time: Double) -> Double {
        let t = max(time.isFinite ? time : 0, 0)
        if let bound, t >= bound.crossing {
            let start = bound.crossing == 0 ? origin : bound.value
            return bounceSpring.velocity(target: bound.value - start, initialVelocity: bound.velocity, time: t - bound.crossing)
        }
        return amplitude / timeConstant * exp(-t / timeConstant)
    }

    /// When the motion ends: the glide's `τ · ln(|amplitude| / restDelta)`, or the bounce spring's
    /// settling time after the crossing.
    public var duration: Double {
        if let bound {
            let start = bound.crossing == 0 ? origin : bound.value
            let settle = bounceSpring.settlingDuration(
                target: bound.value - start, initialVelocity: bound.velocity, epsilon: restDelta)
            return bound.crossing + settle
        }
        let distance = abs(amplitude)
        return distance > restDelta ? timeConstant * log(distance / restDelta) : 0
    }

    /// Where the motion rests: the target, or the bound it bounced on.
    public var restingValue: Double { bound?.value ?? target }
}
