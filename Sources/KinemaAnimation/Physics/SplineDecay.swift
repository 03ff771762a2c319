import Foundation

/// Android's fling deceleration (`android.widget.Scroller`, Compose's `splineBasedDecay`): distance and
/// duration from a physical friction model, position along a precomputed spline (spec §7.2).
///
/// With deceleration exponent `D = ln 0.78 / ln 0.9`, `fc = friction × 9.80665 × 39.37 × 160 density × 0.84`
/// and `l = ln(0.35 |v0| / fc)`: distance `fc · e^(D/(D−1) · l)`, duration `e^(l/(D−1))` seconds. At density
/// 1, friction 0.015 a 1000 px/s fling travels 194.3 px in 555 ms. The position follows a 101-sample
/// spline of the cubic with inflexion 0.35, start tension 0.5 and end tension 1, linearly interpolated.
public struct SplineDecay: DecayModel {
    /// Pixels per density-independent unit (1 for terminal cells).
    public let density: Double
    /// The scroll friction (Android's default 0.015).
    public let friction: Double

    /// Bad input: a density or friction that is NaN, infinite or ≤ 0 takes its default (1, 0.015).
    public init(density: Double = 1, friction: Double = 0.015) {
        self.density = density.isFinite && density > 0 ? density : 1
        self.friction = friction.isFinite && friction > 0 ? friction : 0.015
    }

    static let decelerationExponent = log(0.78) / log(0.9)

    private var frictionCoefficient: Double { friction * 9.80665 * 39.37 * density * 160 * 0.84 }

    private func splineDeceleration(_ velocity: Double) -> Double {
        log(0.35 * abs(velocity) / frictionCoefficient)
    }

    /// The fling duration in seconds.
    public func duration(initialVelocity: Double) -> Double {
        guard initialVelocity.isFinite, initialVelocity != 0 else { return 0 }
        return exp(splineDeceleration(initialVelocity) / (SplineDecay.decelerationExponent - 1))
    }

    /// The resting distance, signed like the velocity.
    public func projectedDistance(initialVelocity: Double) -> Double {
        guard initialVelocity.isFinite, initialVelocity != 0 else { return 0 }
        let exponent = SplineDecay.decelerationExponent
        let distance = frictionCoefficient * exp(exponent / (exponent - 1) * splineDeceleration(initialVelocity))
        return initialVelocity < 0 ? -distance : distance
    }

    /// The position after `time` seconds, along the spline.
    public func value(initialVelocity: Double, time: Double) -> Double {
        let total = duration(initialVelocity: initialVelocity)
        guard total > 0 else { return 0 }
        return projectedDistance(initialVelocity: initialVelocity) * SplineDecay.spline(at: time / total).position
    }

    /// The velocity after `time` seconds: the spline segment's slope × distance / duration.
    public func velocity(initialVelocity: Double, time: Double) -> Double {
        let total = duration(initialVelocity: initialVelocity)
        guard total > 0, time < total else { return 0 }
        return SplineDecay.spline(at: time / total).slope * projectedDistance(initialVelocity: initialVelocity) / total
    }

    /// Position (0…1) and slope of the spline at time fraction `fraction`.
    static func spline(at fraction: Double) -> (position: Double, slope: Double) {
        let samples = splinePositions.count - 1
        let t = min(max(fraction.isNaN ? 0 : fraction, 0), 1)
        let index = min(Int(Double(samples) * t), samples - 1)
        let low = Double(index) / Double(samples)
        let slope = (splinePositions[index + 1] - splinePositions[index]) * Double(samples)
        return (splinePositions[index] + (t - low) * slope, slope)
    }

    /// The spline's position at 101 evenly spaced time fractions: for each fraction `α`, bisect the
    /// cubic's time coordinate for the parameter where it equals `α`, then take its distance coordinate.
    static let splinePositions: [Double] = {
        let inflexion = 0.35
        let startTension = 0.5
        let endTension = 1.0
        let p1 = startTension * inflexion
        let p2 = 1 - endTension * (1 - inflexion)
        // The bisection stops within 1e-5 of α, which would start the fling a hair off its origin.
        var positions: [Double] = [0]
        for index in 1..<100 {
            let alpha = Double(index) / 100
            var low = 0.0
            var high = 1.0
            var x = 0.5
            var coefficient = 0.0
            for _ in 0..<100 {
                x = low + (high - low) / 2
                coefficient = 3 * x * (1 - x)
                let time = coefficient * ((1 - x) * p1 + x * p2) + x * x * x
                if abs(time - alpha) < 1e-5 { break }
                if time > alpha { high = x } else { low = x }
            }
            positions.append(coefficient * ((1 - x) * startTension + x) + x * x * x)
        }
        positions.append(1)
        return positions
    }()
}
