import Foundation

/// Exponential decay (Jetpack Compose's `exponentialDecay`): `v(t) = v0 e^(f t)` with friction
/// `f = −4.2 × frictionMultiplier`, ending when the speed drops below `absoluteVelocityThreshold`.
///
/// `x(t) = (v0 / f)(e^(f t) − 1)`, resting at `−v0 / f`; v0 = 1000 travels 238.10 in 2.193 s.
public struct ExponentialDecay: DecayModel {
    /// Scales the friction; larger stops sooner.
    public let frictionMultiplier: Double
    /// Speed (units per second) below which the motion ends.
    public let absoluteVelocityThreshold: Double

    /// Bad input: a multiplier or threshold that is NaN, infinite or ≤ 0 takes its default (1, 0.1).
    public init(frictionMultiplier: Double = 1, absoluteVelocityThreshold: Double = 0.1) {
        self.frictionMultiplier = frictionMultiplier.isFinite && frictionMultiplier > 0 ? frictionMultiplier : 1
        self.absoluteVelocityThreshold =
            absoluteVelocityThreshold.isFinite && absoluteVelocityThreshold > 0 ? absoluteVelocityThreshold : 0.1
    }

    var friction: Double { -4.2 * frictionMultiplier }

    /// `(v0 / f)(e^(f t) − 1)`.
    public func value(initialVelocity: Double, time: Double) -> Double {
        guard initialVelocity.isFinite else { return 0 }
        let t = min(max(time, 0), duration(initialVelocity: initialVelocity))
        return initialVelocity / friction * (exp(friction * t) - 1)
    }

    /// `v0 e^(f t)`, zero after the duration.
    public func velocity(initialVelocity: Double, time: Double) -> Double {
        guard initialVelocity.isFinite, time < duration(initialVelocity: initialVelocity) else { return 0 }
        return initialVelocity * exp(friction * max(time, 0))
    }

    /// `ln(threshold / |v0|) / f`; zero when already slower than the threshold.
    public func duration(initialVelocity: Double) -> Double {
        let speed = abs(initialVelocity)
        guard speed.isFinite, speed > absoluteVelocityThreshold else { return 0 }
        return log(absoluteVelocityThreshold / speed) / friction
    }

    /// `−v0 / f` (the limit; the motion stops a threshold's worth short of it).
    public func projectedDistance(initialVelocity: Double) -> Double {
        guard initialVelocity.isFinite else { return 0 }
        return -initialVelocity / friction
    }
}
