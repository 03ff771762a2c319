import Foundation

extension Spring {
    /// The scalar coefficients of the closed-form motion at `time`: displacement and velocity are
    /// linear in the target `T` and the initial velocity `v0`, so
    /// `x(t) = T·xT + v0·xV` and `v(t) = T·vT + v0·vV` (spec §2.4.3).
    struct MotionCoefficients {
        var xT: Double, xV: Double, vT: Double, vV: Double
    }

    func coefficients(at time: Double) -> MotionCoefficients {
        let t = time.isFinite ? max(time, 0) : (time == .infinity ? Spring.maximumResponse * 1000 : 0)
        let L = decay
        let w0 = naturalFrequency
        let envelope = exp(-L * t)
        if angularFrequency > 0 {
            let wd = angularFrequency
            let cosine = cos(wd * t)
            let sine = sin(wd * t)
            return MotionCoefficients(
                xT: 1 - envelope * (cosine + L / wd * sine), xV: envelope * sine / wd,
                vT: envelope * w0 * w0 * sine / wd, vV: envelope * (cosine - L * sine / wd))
        } else if angularFrequency == 0 {
            return MotionCoefficients(
                xT: 1 - envelope * (1 + w0 * t), xV: envelope * t,
                vT: envelope * w0 * w0 * t, vV: envelope * (1 - w0 * t))
        } else {
            let wp = -angularFrequency
            let r1 = -L + wp
            let r2 = -L - wp
            let e1 = exp(r1 * t)
            let e2 = exp(r2 * t)
            let half = 1 / (2 * wp)
            return MotionCoefficients(
                xT: 1 + r2 * e1 * half - e2 - r2 * e2 * half, xV: (e1 - e2) * half,
                vT: r1 * r2 * e1 * half - r2 * e2 - r2 * r2 * e2 * half, vV: (r1 * e1 - r2 * e2) * half)
        }
    }

    /// The displacement from the start towards `target` after `time` seconds, starting with
    /// `initialVelocity` (units per second). Starts at zero; ends at `target`.
    ///
    /// Bad input: a NaN or infinite component of `initialVelocity` makes it count as zero (the motion
    /// starts from rest); a NaN or negative time means 0, an infinite one the settled end.
    public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let k = coefficients(at: time)
        return target.scaled(by: k.xT) + initialVelocity.finiteOrZero.scaled(by: k.xV)
    }

    /// The velocity (units per second) after `time` seconds; the derivative of
    /// ``value(target:initialVelocity:time:)``, with the same treatment of bad input.
    public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, time: Double) -> V {
        let k = coefficients(at: time)
        return target.scaled(by: k.vT) + initialVelocity.finiteOrZero.scaled(by: k.vV)
    }

    /// The value moving from `fromValue` to `toValue` after `time` seconds.
    public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: Double) -> V {
        var result = fromValue
        result.animatableData =
            fromValue.animatableData
            + value(
                target: toValue.animatableData - fromValue.animatableData,
                initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The velocity of a value moving from `fromValue` to `toValue` after `time` seconds.
    public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V, time: Double) -> V {
        var result = fromValue
        result.animatableData = velocity(
            target: toValue.animatableData - fromValue.animatableData,
            initialVelocity: initialVelocity.animatableData, time: time)
        return result
    }

    /// The force (per unit mass: the acceleration) the spring exerts at `position` moving at `velocity`
    /// towards `target`: `k (T − x) − c v`.
    public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
        (target - position).scaled(by: stiffness) - velocity.scaled(by: damping)
    }

    /// Advances `value` and `velocity` by `deltaTime` towards `target` with the exact solution, so any
    /// step size is stable.
    ///
    /// Bad input: a `velocity` with a NaN or infinite component counts as zero (the step starts from
    /// rest, so the result is finite whenever `value` and `target` are); a NaN or negative `deltaTime`
    /// means no step, an infinite one arrives at `target` at rest.
    public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V, deltaTime: Double) {
        let distance = target - value
        let v0 = velocity.finiteOrZero
        let k = coefficients(at: deltaTime)
        let newVelocity = distance.scaled(by: k.vT) + v0.scaled(by: k.vV)
        value += distance.scaled(by: k.xT) + v0.scaled(by: k.xV)
        velocity = newVelocity
    }
}
