/// `animation.delay(d)`: the base sampled at `max(0, t − d)`, so the old value holds during the delay.
struct DelayAnimation: CustomAnimation {
    let base: Animation
    let delay: Double

    /// Bad input: a NaN, infinite or negative delay means 0; a longer one than
    /// ``Animation/maximumDuration`` is clamped to it.
    init(base: Animation, delay: Double) {
        self.base = base
        self.delay = Animation.clampedDuration(delay)
    }

    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: max(0, time - delay), context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        time < delay ? .zero : base.velocity(value: value, time: time - delay, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
    ) -> Bool {
        guard let other = previous.base as? DelayAnimation, other.delay == delay else { return false }
        return base.shouldMerge(previous: other.base, value: value, time: max(0, time - delay), context: &context)
    }
}
