import Foundation

/// The effective animation of a transaction that ``Transaction/tracksVelocity`` but has no animation:
/// presentation follows the model exactly while the changes' velocity is sampled, so a spring that
/// later merges onto it starts with that velocity (spec §2.7).
///
/// The velocity fades by 0.998 per millisecond after the last sample; the animation removes itself when
/// at least two samples give exactly zero velocity, or two seconds after the last sample.
struct VelocityTrackingAnimation: CustomAnimation {
    struct SamplerKey<V: VectorArithmetic>: AnimationStateKey {
        static var defaultValue: VelocitySampler<V> { VelocitySampler() }
    }

    /// Seconds after the last sample at which the animation removes itself.
    static let lifetimeAfterLastSample = 2.0

    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        // Taken out, so the state does not share the samples' storage while they change (a shared
        // buffer would be copied on every tracked change).
        var sampler = context.state.take(SamplerKey<V>.self)
        if sampler.isEmpty || sampler.lastValue != value {
            sampler.addSample(value, time: time)
        }
        context.state[SamplerKey<V>.self] = sampler
        context.isLogicallyComplete = true
        let lastTime = sampler.lastTime ?? time
        if time - lastTime >= Self.lifetimeAfterLastSample { return nil }
        if sampler.samples.count >= 2 && sampler.velocity.magnitudeSquared == 0 { return nil }
        return value
    }

    func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        let sampler = context.state[SamplerKey<V>.self]
        guard let lastTime = sampler.lastTime else { return .zero }
        return sampler.velocity.scaled(by: pow(0.998, 1000 * max(0, time - lastTime)))
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
    ) -> Bool {
        if !(previous.base is VelocityTrackingAnimation) { context.state = AnimationState() }
        return true
    }
}
