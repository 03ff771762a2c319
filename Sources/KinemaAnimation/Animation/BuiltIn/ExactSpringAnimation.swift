/// A spring evaluated in closed form instead of integrated (EXT, spec §2.5.1 and §7.5): exact for any
/// frame interval, and it merges like the fluid spring, keeping the current value and velocity.
///
/// After a merge at time `t0` with offset `x0` and velocity `v0` it follows
/// `x(t) = x0 + spring.value(target: T − x0, initialVelocity: v0, time: t − t0)`. Finished at the fluid
/// spring's rest test (`|v|², |a|² ≤ 0.0036` and within 1 % of the target); logically complete one
/// response after the last retarget.
struct ExactSpringAnimation: CustomAnimation {
    let spring: Spring

    struct Segment<V: VectorArithmetic> {
        var offset: V = .zero
        var velocity: V = .zero
        var startTime = 0.0
    }

    struct SegmentKey<V: VectorArithmetic>: AnimationStateKey {
        static var defaultValue: Segment<V> { Segment() }
    }

    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        let segment = context.state[SegmentKey<V>.self]
        let local = time - segment.startTime
        if local >= spring.response { context.isLogicallyComplete = true }
        let distance = value - segment.offset
        let offset = segment.offset + spring.value(target: distance, initialVelocity: segment.velocity, time: local)
        let velocity = spring.velocity(target: distance, initialVelocity: segment.velocity, time: local)
        let force = spring.force(target: value, position: offset, velocity: velocity)
        let atRest = max(velocity.magnitudeSquared, force.magnitudeSquared) <= 0.0036
        let tolerance = value.magnitudeSquared * 1e-4
        if atRest && !(tolerance > 0 && tolerance < (value - offset).magnitudeSquared) { return nil }
        return offset
    }

    func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        let segment = context.state[SegmentKey<V>.self]
        return spring.velocity(
            target: value - segment.offset, initialVelocity: segment.velocity, time: time - segment.startTime)
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
    ) -> Bool {
        var probe = context
        let velocity = previous.velocity(value: value, time: time, context: context) ?? .zero
        let offset = previous.animate(value: value, time: time, context: &probe) ?? value
        context.state = AnimationState()
        context.state[SegmentKey<V>.self] = Segment(offset: offset, velocity: velocity, startTime: time)
        return true
    }
}

extension Animation {
    /// A spring evaluated in closed form (EXT): the same merging behaviour as ``spring(_:blendDuration:)``
    /// but exact at any frame rate, with the full ``Spring`` model (mass, overdamping).
    public static func exactSpring(_ spring: Spring = Spring()) -> Animation {
        Animation(ExactSpringAnimation(spring: spring))
    }
}
