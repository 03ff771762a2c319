/// SwiftUI's persistent ("fluid") spring: `spring(response:dampingFraction:blendDuration:)` and every
/// preset built on it (`.spring`, `.smooth`, `.snappy`, `.bouncy`, `.interactiveSpring`, `.default`).
///
/// Integrates `x'' = k (T − x) − c x'` with a fixed 1/300 s velocity-Verlet step (spec §2.5.1, kept
/// exactly for fidelity), so a retarget continues from the current offset and velocity. Finished when
/// `max(|v|², |a|²) ≤ 0.0036` and the distance is within 1 % of the target. Always merges.
struct FluidSpringAnimation: CustomAnimation, CustomStringConvertible {
    let response: Double
    let dampingFraction: Double
    let blendDuration: Double
    let stiffness: Double
    let dampingCoefficient: Double

    static let step = 1.0 / 300
    static let maximumStiffness = 45_000.0
    /// The most steps one frame integrates: the 1 s backlog cap at 1/300 s, plus slack for rounding.
    static let maximumStepsPerFrame = 302

    /// Bad input: a NaN or negative response means 0 (infinitely stiff, capped at k = 45 000), a longer
    /// one than ``Spring/maximumResponse`` is clamped; the fraction is clamped like a ``Spring``'s damping
    /// ratio (NaN means 1); a NaN, infinite or negative blend duration means 0. Damping heavier than
    /// `1.9 / h` (570 /s) would make the fixed-step integrator diverge and is limited to it.
    init(response: Double, dampingFraction: Double, blendDuration: Double) {
        self.response = response.isNaN || response < 0 ? 0 : min(response, Spring.maximumResponse)
        stiffness = FluidSpringAnimation.stiffness(forResponse: self.response)
        self.dampingFraction = Spring.clampedDampingRatio(dampingFraction, naturalFrequency: stiffness.squareRoot())
        self.blendDuration = blendDuration.isFinite && blendDuration > 0 ? blendDuration : 0
        dampingCoefficient = FluidSpringAnimation.damping(fraction: self.dampingFraction, stiffness: stiffness)
    }

    static func damping(fraction: Double, stiffness: Double) -> Double {
        min(2 * fraction * stiffness.squareRoot(), maximumDamping)
    }

    /// The heaviest damping the 1/300 s velocity-Verlet step stays stable with (`c·h < 2`).
    static let maximumDamping = 1.9 / step

    static func stiffness(forResponse response: Double) -> Double {
        guard response > 0 else { return maximumStiffness }
        let w0 = 2 * Double.pi / response
        return min(w0 * w0, maximumStiffness)
    }

    /// Advances `state` to `time` towards `value`; returns the covered offset or `nil` at rest.
    func step<V: VectorArithmetic>(
        value: V, time: Double, state: inout FluidSpringState<V>, isLogicallyComplete: inout Bool
    ) -> V? {
        var k = stiffness
        var c = dampingCoefficient
        var effectiveResponse = response
        if blendDuration > 0 && state.blendInterval != 0 {
            let p = min(max((time - state.blendStart) / blendDuration, 0), 1)
            effectiveResponse += state.blendInterval * (1 - p * p * (3 - 2 * p))
            k = FluidSpringAnimation.stiffness(forResponse: effectiveResponse)
            c = FluidSpringAnimation.damping(fraction: dampingFraction, stiffness: k)
        }
        if time - state.startTime >= effectiveResponse { isLogicallyComplete = true }
        // Never integrate more than ~1 s of backlog: a stalled host must not pay for the whole gap.
        if time - state.integratedTime > 1 { state.integratedTime = time - 1.0 / 60 }
        let h = FluidSpringAnimation.step
        // An integer budget, not only the time comparison: once `ulp(time) > 2h` (time ≳ 3.5·10¹³ s)
        // `integratedTime += h` rounds back to the same value and the loop would never end.
        var stepsLeft = FluidSpringAnimation.maximumStepsPerFrame
        while state.integratedTime < time && stepsLeft > 0 {
            let halfStep = state.velocity + state.force.scaled(by: h / 2)
            state.offset += halfStep.scaled(by: h)
            state.force = (value - state.offset).scaled(by: k) - halfStep.scaled(by: c)
            state.velocity = halfStep + state.force.scaled(by: h / 2)
            state.integratedTime += h
            stepsLeft -= 1
        }
        if state.integratedTime < time { state.integratedTime = time }
        let atRest = max(state.velocity.magnitudeSquared, state.force.magnitudeSquared) <= 0.0036
        let tolerance = value.magnitudeSquared * 1e-4
        if atRest && !(tolerance > 0 && tolerance < (value - state.offset).magnitudeSquared) { return nil }
        return state.offset
    }

    /// Takes over from `previous` at `time`: its live offset and velocity, a response blend when both
    /// are fluid springs, and a fresh logical-completion clock (spec §2.5.1, §3.3).
    func merged<V: VectorArithmetic>(
        from previous: FluidSpringState<V>, previousResponse: Double?, offset: V, velocity: V, time: Double
    ) -> FluidSpringState<V> {
        var state = previousResponse == nil ? FluidSpringState<V>() : previous
        state.offset = offset
        state.velocity = velocity
        state.integratedTime = time
        state.startTime = time
        if let previousResponse, previousResponse != response {
            state.blendInterval = previousResponse - response
            state.blendStart = time
        }
        return state
    }

    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        var state = context.state[FluidSpringStateKey<V>.self]
        let result = step(value: value, time: time, state: &state, isLogicallyComplete: &context.isLogicallyComplete)
        context.state[FluidSpringStateKey<V>.self] = state
        return result
    }

    func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        context.state[FluidSpringStateKey<V>.self].velocity
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
    ) -> Bool {
        var previousContext = context
        let velocity = previous.velocity(value: value, time: time, context: context)
        let offset = previous.animate(value: value, time: time, context: &previousContext) ?? value
        let previousState = previousContext.state[FluidSpringStateKey<V>.self]
        context.state[FluidSpringStateKey<V>.self] = merged(
            from: previousState, previousResponse: previous.fluidSpring?.response, offset: offset,
            velocity: velocity ?? previousState.velocity, time: time)
        return true
    }

    var description: String {
        "FluidSpringAnimation(response: \(response), dampingFraction: \(dampingFraction), blendDuration: \(blendDuration))"
    }
}

/// `Animation.default`: a fluid spring with response 0.55 and damping fraction 1 (Apple's documented
/// iOS 17 value, spec §2.5.2), a type of its own so that it is not equal to an explicit spring.
struct DefaultAnimation: CustomAnimation, CustomStringConvertible {
    static let spring = FluidSpringAnimation(response: 0.55, dampingFraction: 1, blendDuration: 0)

    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        DefaultAnimation.spring.animate(value: value, time: time, context: &context)
    }

    func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        DefaultAnimation.spring.velocity(value: value, time: time, context: context)
    }

    func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
    ) -> Bool {
        DefaultAnimation.spring.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    var description: String { "DefaultAnimation()" }
}

extension Animation {
    /// The fluid spring this animation runs, if it is one (including `.default`).
    var fluidSpring: FluidSpringAnimation? {
        if let spring = base as? FluidSpringAnimation { return spring }
        if base is DefaultAnimation { return DefaultAnimation.spring }
        return nil
    }

    /// The timing curve this animation runs, if it is one.
    var timingCurve: TimingCurveAnimation? { base as? TimingCurveAnimation }
}
