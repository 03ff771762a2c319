extension Animation {
    /// How long after animation time `time` this animation's output certainly stays what it is at
    /// `time`, given the state it keeps (`state`); 0 when it may change at once.
    ///
    /// Only what Kinema can know ahead is quiet: the rest of a delay (`.delay(_:)`, through speed and
    /// the other wrappers), and a velocity-tracking animation, which presents the model exactly until
    /// it removes itself. Every other animation, and every custom one, may change at once. A host uses
    /// this to sleep through a delay instead of drawing frames that cannot change
    /// (``AnimatedValue/nextChangeTime(after:)``).
    func quietDuration<V: VectorArithmetic>(at time: Double, state: AnimationState<V>) -> Double {
        switch base {
        case let delayed as DelayAnimation:
            guard time < delayed.delay else { return delayed.base.quietDuration(at: time - delayed.delay, state: state) }
            return delayed.delay - time + delayed.base.quietDuration(at: 0, state: state)
        case let faster as SpeedAnimation:
            return faster.base.quietDuration(at: time * faster.speed, state: state) / faster.speed
        case let completing as LogicalCompletionAnimation:
            return completing.base.quietDuration(at: time, state: state)
        case let policy as CombiningPolicyAnimation:
            return policy.base.quietDuration(at: time, state: state)
        case is VelocityTrackingAnimation:
            // It presents the model until two seconds after its last sample, when it removes itself.
            guard let last = state[VelocityTrackingAnimation.SamplerKey<V>.self].lastTime else { return 0 }
            return max(0, last + VelocityTrackingAnimation.lifetimeAfterLastSample - time)
        default:
            return 0
        }
    }
}
