import Foundation

/// UIScrollView's deceleration: the velocity is multiplied by `rate` every millisecond
/// (`.normal` 0.998, `.fast` 0.99), so `v(t) = v0 · rate^(1000 t)` (spec §6.5).
///
/// The resting distance is the geometric series `(v0 / 1000) · rate / (1 − rate)` (the projection of
/// WWDC18's "Designing Fluid Interfaces"): 1000 cells/s at 0.998 → 499. The motion ends when the speed
/// drops below `minimumVelocity`.
public struct ScrollDeceleration: DecayModel {
    /// The per-millisecond velocity multiplier.
    public let rate: Double
    /// Speed (units per second) below which the motion ends.
    public let minimumVelocity: Double

    /// UIKit's normal rate, 0.998.
    public static let normal = ScrollDeceleration(rate: 0.998)
    /// UIKit's fast rate, 0.99.
    public static let fast = ScrollDeceleration(rate: 0.99)

    /// Bad input: a rate outside (0, 1) or NaN means 0.998; a non-positive or non-finite minimum means 0.5.
    public init(rate: Double, minimumVelocity: Double = 0.5) {
        self.rate = rate > 0 && rate < 1 ? rate : 0.998
        self.minimumVelocity = minimumVelocity.isFinite && minimumVelocity > 0 ? minimumVelocity : 0.5
    }

    private var series: Double { rate / (1 - rate) }

    /// The distance covered after `time` seconds: the partial geometric series over `1000 t` milliseconds.
    public func value(initialVelocity: Double, time: Double) -> Double {
        guard initialVelocity.isFinite else { return 0 }
        let t = min(max(time, 0), duration(initialVelocity: initialVelocity))
        return initialVelocity / 1000 * series * (1 - pow(rate, 1000 * t))
    }

    /// The derivative of ``value(initialVelocity:time:)``; zero after the duration.
    public func velocity(initialVelocity: Double, time: Double) -> Double {
        guard initialVelocity.isFinite, time < duration(initialVelocity: initialVelocity) else { return 0 }
        return initialVelocity * series * -log(rate) * pow(rate, 1000 * max(time, 0))
    }

    /// `ln(minimumVelocity / |v0|) / (1000 ln rate)`.
    public func duration(initialVelocity: Double) -> Double {
        let speed = abs(initialVelocity)
        guard speed.isFinite, speed > minimumVelocity else { return 0 }
        return log(minimumVelocity / speed) / (1000 * log(rate))
    }

    /// `(v0 / 1000) · rate / (1 − rate)`.
    public func projectedDistance(initialVelocity: Double) -> Double {
        guard initialVelocity.isFinite else { return 0 }
        return initialVelocity / 1000 * series
    }
}
