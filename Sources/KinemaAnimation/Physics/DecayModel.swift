/// A deceleration model: how far and how long something thrown with an initial velocity travels
/// (EXT, spec §7.2). Distances are signed like the velocity; times are seconds.
///
/// Three models ship: ``ExponentialDecay`` (Compose), ``SplineDecay`` (Android's fling) and
/// ``ScrollDeceleration`` (UIScrollView's per-millisecond rate). Use ``Animation/decay(_:initialVelocity:)``
/// to animate a change along one: set the model to `start + projectedDistance(initialVelocity:)`.
public protocol DecayModel: Hashable, Sendable {
    /// The displacement after `time` seconds.
    func value(initialVelocity: Double, time: Double) -> Double
    /// The velocity after `time` seconds, units per second.
    func velocity(initialVelocity: Double, time: Double) -> Double
    /// How long the motion lasts.
    func duration(initialVelocity: Double) -> Double
    /// Where the motion comes to rest, relative to its start.
    func projectedDistance(initialVelocity: Double) -> Double
}

/// An animation covering its delta along a decay curve: the fraction covered at `t` is
/// `value(t) / projectedDistance`, finished after the model's duration.
struct DecayAnimation<Model: DecayModel>: CustomAnimation {
    let model: Model
    let initialVelocity: Double

    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        let distance = model.projectedDistance(initialVelocity: initialVelocity)
        guard time < model.duration(initialVelocity: initialVelocity), distance != 0 else { return nil }
        return value.scaled(by: model.value(initialVelocity: initialVelocity, time: max(time, 0)) / distance)
    }

    func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        let distance = model.projectedDistance(initialVelocity: initialVelocity)
        guard time < model.duration(initialVelocity: initialVelocity), distance != 0 else { return nil }
        return value.scaled(by: model.velocity(initialVelocity: initialVelocity, time: max(time, 0)) / distance)
    }
}

extension Animation {
    /// Covers the change along `model`'s deceleration from `initialVelocity`: pair it with a model
    /// change of `model.projectedDistance(initialVelocity:)` so the motion starts at that velocity.
    /// A non-finite velocity counts as 0 (the change appears at once).
    public static func decay<Model: DecayModel>(_ model: Model, initialVelocity: Double) -> Animation {
        Animation(DecayAnimation(model: model, initialVelocity: initialVelocity.isFinite ? initialVelocity : 0))
    }
}
