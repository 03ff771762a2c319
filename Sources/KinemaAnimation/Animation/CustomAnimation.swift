/// An animation described by how much of a delta it has covered at a given time.
///
/// The animator hands an animation the *delta* between the old and the new model value; `animate`
/// returns how much of it has been covered (zero at the start, `value` at the end, overshoot allowed)
/// or `nil` once the animation is finished. Time is seconds since the animation started; a merged
/// animation keeps the original start.
///
/// ```swift
/// struct Linear: CustomAnimation {
///     var duration: Double
///     func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
///         time > duration ? nil : value.scaled(by: time / duration)
///     }
/// }
/// let animation = Animation(Linear(duration: 1))
/// ```
public protocol CustomAnimation: Hashable, Sendable {
    /// The part of `value` covered after `time` seconds, or `nil` when finished.
    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V?

    /// The rate of change of ``animate(value:time:context:)`` in units per second, or `nil` if unknown.
    func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V?

    /// Whether this (new) animation replaces `previous`, which has been running for `time` seconds over
    /// `value`. Returning `true` adopts `context.state` and the previous start time; `false` runs both and
    /// combines them.
    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
    ) -> Bool
}

extension CustomAnimation {
    /// Unknown velocity.
    public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        nil
    }

    /// Never merges: the animation combines with the previous one.
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
    ) -> Bool {
        false
    }
}
