/// `animation.combiningPolicy(_:)`: the base animation, carrying how it joins animations already running
/// on a property (EXT, spec §6.1). The animator unwraps it, so the base keeps its fast path.
struct CombiningPolicyAnimation: CustomAnimation {
    let base: Animation
    let policy: AnimationCombiningPolicy

    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
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

extension Animation {
    /// This animation with its own combining policy (EXT): `.additive` makes it add to running
    /// animations UIKit-style, `.replaceFromPresentation` restarts from the current value. It takes
    /// precedence over the transaction's and the property's policy.
    public func combiningPolicy(_ policy: AnimationCombiningPolicy) -> Animation {
        Animation(CombiningPolicyAnimation(base: unwrappingCombiningPolicy.animation, policy: policy))
    }

    /// The animation without a ``combiningPolicy(_:)`` wrapper, and the policy it carried.
    var unwrappingCombiningPolicy: (animation: Animation, policy: AnimationCombiningPolicy?) {
        guard let wrapper = base as? CombiningPolicyAnimation else { return (self, nil) }
        return (wrapper.base, wrapper.policy)
    }
}
