import Foundation

/// A closed-form unit-step spring whose progress scales the delta: `animate = value · s(t)`
/// (`interpolatingSpring`, spec §2.5.3).
///
/// Never merges; overlapping interpolating springs combine, which is how their velocities add up.
/// Finished after its settling duration `−ln(ε / (1 + |A|)) / (z w0)` (underdamped; ε = 0.001) or, when
/// critically or overdamped, after the first time `|1 − s|` stays below ε for a second (0.1 s scan).
/// Logically complete at `t ≥ 2π / sqrt(k)`.
struct InterpolatingSpringAnimation: CustomAnimation {
    let spring: Spring
    let initialVelocity: Double
    let duration: Double

    /// The fastest start, in distances per second: it keeps the settling time within a minute or two
    /// for every spring (a start of 10³⁰⁰ would take 40 minutes to settle, at the slowest decay).
    static let maximumInitialVelocity = 1000.0

    /// Bad input: a non-finite initial velocity counts as 0, a faster one than
    /// ``maximumInitialVelocity`` is clamped to it; the spring is already clamped.
    init(spring: Spring, initialVelocity: Double) {
        self.spring = spring
        let limit = InterpolatingSpringAnimation.maximumInitialVelocity
        self.initialVelocity = initialVelocity.isFinite ? min(max(initialVelocity, -limit), limit) : 0
        duration = min(
            InterpolatingSpringAnimation.settlingDuration(spring, initialVelocity: self.initialVelocity),
            Animation.maximumDuration)
    }

    static func settlingDuration(_ spring: Spring, initialVelocity v0: Double) -> Double {
        let epsilon = 0.001
        if spring.angularFrequency > 0 {
            let a = (spring.decay - v0) / spring.angularFrequency
            return max(0, -log(epsilon / (1 + abs(a))) / spring.decay)
        }
        return spring.settlingDuration(target: 1.0, initialVelocity: v0, epsilon: epsilon)
    }

    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        if time >= 2 * .pi / spring.stiffness.squareRoot() { context.isLogicallyComplete = true }
        let progress = spring.value(target: 1.0, initialVelocity: initialVelocity, time: time)
        guard progress.isFinite else { return nil }
        return value.scaled(by: progress)
    }

    func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        guard time < duration else { return nil }
        return value.scaled(by: spring.velocity(target: 1.0, initialVelocity: initialVelocity, time: time))
    }
}
