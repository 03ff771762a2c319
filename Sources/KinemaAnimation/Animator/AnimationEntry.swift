/// One animation running inside an animator, with the state it keeps between frames.
///
/// The built-ins that dominate real use — fluid springs and timing curves — run on typed fast paths
/// with their state stored inline, so a frame allocates nothing; everything else runs through
/// ``CustomAnimation/animate(value:time:context:)`` with an ``AnimationContext``.
struct AnimationEntry<V: VectorArithmetic> {
    enum Kind {
        case fluidSpring(FluidSpringAnimation)
        case timingCurve(TimingCurveAnimation)
        case custom
    }

    let animation: Animation
    let kind: Kind
    /// Whether the animation may run past ``Animation/maximumDuration`` (`repeatForever`).
    let runsForever: Bool
    /// Animator time (seconds since the animator began) at which this entry's clock starts.
    var start: Double
    /// The cumulative target `C_k` in a chain, or the entry's own delta when additive.
    var target: V
    /// The value passed to the animation at the last evaluation (for velocity).
    var lastValue: V = .zero
    var spring = FluidSpringState<V>()
    var state = AnimationState<V>()
    var isLogicallyComplete = false
    /// `.logicallyComplete` handlers waiting for this entry.
    var logicalListeners: [AnimationCompletionListener] = []

    init(animation: Animation, start: Double, target: V) {
        self.animation = animation
        if let spring = animation.fluidSpring {
            kind = .fluidSpring(spring)
        } else if let curve = animation.timingCurve {
            kind = .timingCurve(curve)
        } else {
            kind = .custom
        }
        runsForever = animation.runsForever
        self.start = start
        self.target = target
    }

    /// The covered part of `value` at animator time `elapsed`, or `nil` when finished.
    ///
    /// Bounds (spec EXT): an entry still running ``Animation/maximumDuration`` seconds after it
    /// started — after its last retarget, for a fluid spring — is finished, unless it runs for ever
    /// by request (`repeatForever`); a custom animation that returns a NaN or infinite value is
    /// finished at once.
    mutating func animate(value: V, elapsed: Double, environment: AnimationEnvironment) -> V? {
        lastValue = value
        let time = elapsed - start
        switch kind {
        case .fluidSpring(let spring):
            guard time - self.spring.startTime <= Animation.maximumDuration else { return finish() }
            return spring.step(value: value, time: time, state: &self.spring, isLogicallyComplete: &isLogicallyComplete)
        case .timingCurve(let curve):
            // Its duration is clamped to the bound already.
            guard let progress = curve.progress(at: time) else { return finish() }
            return value.scaled(by: curve.curve.value(at: progress))
        case .custom:
            guard time <= Animation.maximumDuration || runsForever else { return finish() }
            var context = AnimationContext(
                state: state, isLogicallyComplete: isLogicallyComplete, environment: environment)
            // Hand the only reference to the context so that the animation's writes do not copy.
            state = AnimationState()
            let covered = animation.animate(value: value, time: time, context: &context)
            state = context.state
            isLogicallyComplete = isLogicallyComplete || context.isLogicallyComplete
            guard let covered, covered.hasFiniteComponents else { return finish() }
            return covered
        }
    }

    /// The earliest animator time after `elapsed` at which this entry's output may differ from its
    /// output at `elapsed` (`elapsed` itself when it may change at once): the end of a delay, never
    /// past the bound at which the entry is finished (see ``Animation/quietDuration(at:state:)``).
    func nextChange(after elapsed: Double) -> Double {
        guard case .custom = kind else { return elapsed }
        let time = elapsed - start
        var quiet = animation.quietDuration(at: time, state: state)
        if !runsForever { quiet = min(quiet, Animation.maximumDuration - time) }
        return quiet > 0 ? elapsed + quiet : elapsed
    }

    /// Marks the entry logically complete and reports it finished.
    private mutating func finish() -> V? {
        isLogicallyComplete = true
        return nil
    }

    /// The velocity at animator time `elapsed` for the value last evaluated.
    func velocity(elapsed: Double, environment: AnimationEnvironment) -> V {
        let time = elapsed - start
        switch kind {
        case .fluidSpring: return spring.velocity
        case .timingCurve(let curve):
            return curve.velocity(value: lastValue, time: time, context: AnimationContext()) ?? .zero
        case .custom:
            let context = AnimationContext(state: state, isLogicallyComplete: isLogicallyComplete, environment: environment)
            // A custom animation's NaN or infinite velocity counts as rest, so a spring merging onto
            // it stays finite.
            return animation.velocity(value: lastValue, time: time, context: context)?.finiteOrZero ?? .zero
        }
    }

    /// The fraction of its value this entry has covered, when its output is that fraction of the value
    /// (timing curves); used to attenuate older entries' velocities in a chain. Zero otherwise.
    func coveredFraction(elapsed: Double) -> Double {
        guard case .timingCurve(let curve) = kind, let progress = curve.progress(at: elapsed - start) else { return 0 }
        return curve.curve.value(at: progress)
    }

    /// Releases every `.logicallyComplete` handler still waiting.
    mutating func releaseLogicalListeners() {
        let listeners = logicalListeners
        logicalListeners = []
        for listener in listeners { listener.release() }
    }
}
