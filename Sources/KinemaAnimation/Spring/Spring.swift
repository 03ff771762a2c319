import Foundation

/// A damped harmonic oscillator of unit-free displacement: the model behind every spring animation.
///
/// A spring is stored as mass `m`, decay constant `L = c / 2m` and a signed angular frequency `w`,
/// which names its damping regime:
/// - **underdamped** (`w > 0`, damping ratio `z < 1`): `w` is the damped frequency `w0·sqrt(1 − z²)`; the
///   value overshoots and oscillates inside the envelope `e^(−L t)`;
/// - **critically damped** (`w == 0`, `z == 1`): the fastest approach without overshoot;
/// - **overdamped** (`w < 0`, `z > 1`): `−w` is the spread `w0·sqrt(z² − 1)` of the two real decay rates.
///
/// The motion (``value(target:initialVelocity:time:)``, ``velocity(target:initialVelocity:time:)``) is the
/// closed-form solution of `m x'' + c x' + k (x − T) = 0` with `x(0) = 0`, `x'(0) = v0`, derived in spec
/// §2.4.3 (standard second-order ODE solution; see e.g. Ryan Juckett, "Damped Springs", whose
/// per-step matrix harmonica uses). Each parameterisation has its own initialiser file.
///
/// ```swift
/// let spring = Spring(duration: 0.5, bounce: 0.3)
/// spring.stiffness                           // 157.91
/// spring.value(target: 1.0, time: 0.1)       // 0.4233
/// ```
///
/// Invariants:
/// - `mass > 0`, `decay ≥ minimumDecay`, every stored value finite; so every spring settles in bounded
///   time.
/// - `naturalFrequency² == decay² + w·|w|`.
public struct Spring: Hashable, Sendable {
    /// The mass `m`.
    public let mass: Double
    /// The decay constant `L = c / 2m`.
    let decay: Double
    /// The signed angular frequency `w` (positive underdamped, zero critical, negative overdamped).
    let angularFrequency: Double

    /// The shortest response any spring may have: the stiffness cap 45 000 of the fluid spring (spec §10.4).
    public static let minimumResponse = 2 * Double.pi / 45_000.0.squareRoot()
    /// The longest response any spring may have, so that nothing animates for minutes.
    public static let maximumResponse = 10.0
    /// The smallest decay constant `L = z·w0` (per second) any spring may have: with it a unit move
    /// settles within about 25 s however small the requested damping.
    public static let minimumDecay = 0.3
    /// The damping-ratio range every initialiser clamps into; the lower bound keeps "bounce: 1" finite.
    public static let dampingRatioRange = 0.01...100.0

    /// The canonical initialiser every parameterisation funnels into, after clamping.
    init(mass: Double, decay: Double, angularFrequency: Double) {
        self.mass = mass
        self.decay = decay
        self.angularFrequency = angularFrequency
        checkInvariants()
    }

    /// The undamped natural frequency `w0 = sqrt(k / m)`.
    public var naturalFrequency: Double {
        (decay * decay + angularFrequency * abs(angularFrequency)).squareRoot()
    }

    /// The stiffness `k = m · w0²`.
    public var stiffness: Double { mass * (decay * decay + angularFrequency * abs(angularFrequency)) }

    /// The damping coefficient `c = 2 m L`.
    public var damping: Double { 2 * mass * decay }

    /// The perceptual duration `2π / w0`, the same as ``response``.
    public var duration: Double { 2 * .pi / naturalFrequency }

    /// The period of the undamped spring, `2π / w0`.
    public var response: Double { duration }

    /// The damping ratio `z = L / w0`.
    public var dampingRatio: Double { decay / naturalFrequency }

    /// How bouncy the spring is: `1 − z` when underdamped or critical, `1/z − 1` (negative) when overdamped.
    public var bounce: Double {
        angularFrequency >= 0 ? 1 - dampingRatio : 1 / dampingRatio - 1
    }

    /// Checks the invariants listed in the type's documentation (debug and test builds).
    public func checkInvariants() {
        assert(mass > 0 && mass.isFinite, "Spring mass \(mass) must be positive and finite")
        assert(decay >= Spring.minimumDecay * 0.999_999 && decay.isFinite, "Spring decay \(decay) below the minimum")
        assert(angularFrequency.isFinite, "Spring angular frequency \(angularFrequency) must be finite")
    }

    /// Clamps a response (period) into ``minimumResponse`` … ``maximumResponse``; NaN and non-positive
    /// values mean "as stiff as allowed".
    static func clampedResponse(_ response: Double) -> Double {
        guard response.isFinite || response == .infinity, response > 0 else { return minimumResponse }
        return min(max(response, minimumResponse), maximumResponse)
    }

    /// Clamps a damping ratio into ``dampingRatioRange`` and so that the spring settles in bounded time:
    /// at least `minimumDecay / w0` (the oscillation's envelope) and at most `w0 / (2 · minimumDecay)`
    /// (an overdamped spring's slow mode decays at about `w0 / 2z`), never below 1 for the latter. NaN
    /// means critical damping.
    static func clampedDampingRatio(_ ratio: Double, naturalFrequency w0: Double) -> Double {
        guard !ratio.isNaN else { return 1 }
        let lower = max(dampingRatioRange.lowerBound, minimumDecay / w0)
        let upper = min(dampingRatioRange.upperBound, max(1, w0 / (2 * minimumDecay)))
        return min(max(ratio, lower), upper)
    }

    /// The damping ratio SwiftUI derives from a bounce: `1 − b` for `b ≥ 0`, `1 / (1 + b)` for `b < 0`.
    /// The bounce is clamped to −1…1 (NaN counts as 0).
    static func dampingRatio(forBounce bounce: Double) -> Double {
        let b = bounce.isNaN ? 0 : min(max(bounce, -1), 1)
        return b < 0 ? 1 / (1 + b) : 1 - b
    }
}
