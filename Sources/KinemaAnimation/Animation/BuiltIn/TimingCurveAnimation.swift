/// A fixed-duration animation that follows a ``UnitCurve`` (`.linear`, `.easeIn`, `.timingCurve`, …).
///
/// `animate = value · curve(t / D)` until `t > D`, then finished; velocity `value · curve'(t / D) / D`.
/// Never merges, so a retarget combines with the running animation (spec §1.6).
struct TimingCurveAnimation: CustomAnimation, CustomStringConvertible {
    let curve: UnitCurve
    let duration: Double

    /// Bad input: a NaN, infinite or negative duration becomes 0 (the change appears at once); a
    /// longer one than ``Animation/maximumDuration`` is clamped to it.
    init(curve: UnitCurve, duration: Double) {
        self.curve = curve
        self.duration = Animation.clampedDuration(duration)
    }

    @inline(__always)
    func progress(at time: Double) -> Double? {
        guard duration > 0, time <= duration else { return nil }
        return time / duration
    }

    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        guard let progress = progress(at: time) else { return nil }
        return value.scaled(by: curve.value(at: progress))
    }

    func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        guard let progress = progress(at: time) else { return nil }
        let slope = curve.velocity(at: progress)
        return value.scaled(by: slope.isFinite ? slope / duration : 0)
    }

    var description: String { "TimingCurveAnimation(duration: \(duration), curve: \(curve.shape))" }
}
