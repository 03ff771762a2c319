/// `animation.speed(s)`: the base sampled at `t · s`.
struct SpeedAnimation: CustomAnimation {
    let base: Animation
    let speed: Double

    /// Bad input: a NaN, infinite or non-positive speed means 1 (a zero speed would never finish); a
    /// finite one is clamped to 0.01…100.
    init(base: Animation, speed: Double) {
        self.base = base
        self.speed = speed.isFinite && speed > 0 ? min(max(speed, 0.01), 100) : 1
    }

    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time * speed, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time * speed, context: context)?.scaled(by: speed)
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
    ) -> Bool {
        guard let other = previous.base as? SpeedAnimation, other.speed == speed else { return false }
        return base.shouldMerge(previous: other.base, value: value, time: time * speed, context: &context)
    }
}
