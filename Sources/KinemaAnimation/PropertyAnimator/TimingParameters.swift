/// How a ``PropertyAnimator`` maps elapsed time to progress: a unit curve over the animator's duration,
/// or a spring.
public enum TimingParameters: Hashable, Sendable {
    /// Progress follows `curve` over the animator's duration.
    case curve(UnitCurve)
    /// Progress follows a spring from 0 to 1.
    case spring(SpringTimingParameters)

    /// Ease-in-out, UIKit's default curve.
    public static let `default` = TimingParameters.curve(.easeInOut)
}

/// Spring timing for a ``PropertyAnimator`` (UIKit's `UISpringTimingParameters`).
///
/// The initial velocity is *relative*: the absolute velocity divided by the distance still to travel
/// (dragging at 100 cells/s with 200 cells left is 0.5), as in UIKit (spec §6.3).
public struct SpringTimingParameters: Hashable, Sendable {
    enum Shape: Hashable, Sendable {
        /// The spring settles within the animator's duration.
        case dampingRatio(Double)
        /// A physical spring whose settling time replaces the animator's duration.
        case spring(Spring)
    }

    let shape: Shape
    /// Initial velocity as a fraction of the remaining distance per second.
    public let initialVelocity: Double

    /// A spring with `dampingRatio` that settles within the animator's duration. The ratio is clamped to
    /// 0.01…1 (NaN means 1); a non-finite velocity counts as 0.
    public init(dampingRatio: Double, initialVelocity: Double = 0) {
        let ratio = dampingRatio.isNaN ? 1 : min(max(dampingRatio, 0.01), 1)
        shape = .dampingRatio(ratio)
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// A physical spring; the animation lasts its settling duration, not the animator's duration.
    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) {
        shape = .spring(Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true))
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// A spring by perceptual duration and bounce (as SwiftUI's `Spring`); lasts its settling duration.
    public init(duration: Double, bounce: Double = 0, initialVelocity: Double = 0) {
        shape = .spring(Spring(duration: duration, bounce: bounce))
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
    }

    /// The spring used for an animation of `duration` seconds and how long it runs.
    func resolved(duration: Double) -> (spring: Spring, runTime: Double) {
        switch shape {
        case .dampingRatio(let ratio):
            let runTime = max(duration, 0.01)
            return (Spring(settlingDuration: runTime, dampingRatio: ratio), runTime)
        case .spring(let spring):
            let settle = spring.settlingDuration(target: 1.0, initialVelocity: initialVelocity, epsilon: 0.001)
            return (spring, max(settle, 0.01))
        }
    }
}
