/// `animation.logicallyComplete(after: d)`: the base unchanged, but logically complete once `t ≥ d`
/// (and not before, whatever the base says).
struct LogicalCompletionAnimation: CustomAnimation {
    let base: Animation
    let duration: Double

    /// Bad input: NaN or negative means 0; infinity means "only when finished".
    init(base: Animation, duration: Double) {
        self.base = base
        self.duration = duration.isNaN || duration < 0 ? 0 : duration
    }

    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        let wasComplete = context.isLogicallyComplete
        let covered = base.animate(value: value, time: time, context: &context)
        context.isLogicallyComplete = wasComplete || time >= duration
        return covered
    }

    func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }
}
