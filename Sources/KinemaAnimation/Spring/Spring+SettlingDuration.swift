import Foundation

extension Spring {
    /// Creates the spring with damping ratio `dampingRatio` whose envelope decays to `epsilon` (for a
    /// unit move) after `settlingDuration` seconds.
    ///
    /// Solves `(z / sqrt(1 − z²)) e^(−z w0 ts) = ε` in closed form for `z < 1`, and
    /// `(1 + w0 ts) e^(−w0 ts) = ε` by Newton's method for `z = 1` (spec §2.4.1). This initialiser never
    /// yields an overdamped spring.
    ///
    /// Bad input: `dampingRatio` is clamped to `[ulp, 1]` (NaN means 1), `settlingDuration` to 0.01…10 s
    /// (NaN means 1), and an `epsilon` outside (0, 1) becomes 0.001.
    public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
        let z = dampingRatio.isNaN ? 1 : min(max(dampingRatio, Double.ulpOfOne), 1)
        let ts = settlingDuration.isNaN ? 1 : min(max(settlingDuration, 0.01), 10)
        let eps = epsilon > 0 && epsilon < 1 ? epsilon : 0.001
        let w0: Double
        if z < 1 {
            w0 = log(z / (eps * (1 - z * z).squareRoot())) / (z * ts)
        } else {
            w0 = Spring.criticalSettlingProduct(epsilon: eps) / ts
        }
        self.init(response: 2 * .pi / w0, dampingRatio: z)
    }

    /// The `y = w0 · ts` solving `(1 + y) e^(−y) = ε`.
    static func criticalSettlingProduct(epsilon: Double) -> Double {
        var y = 5.0
        for _ in 0..<50 {
            let f = exp(-y) * (1 + y) - epsilon
            let slope = -y * exp(-y)
            guard slope != 0 else { break }
            let next = y - f / slope
            if abs(next - y) < 1e-14 { return next }
            y = next
        }
        return y
    }

    /// The time after which a unit move (`target` 1, no initial velocity) stays within 0.001 of rest.
    public var settlingDuration: Double {
        settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
    }

    /// The time after which a move to `target` starting at `initialVelocity` stays within `epsilon`.
    ///
    /// Under- and critically damped springs use the envelope bound
    /// `−ln(ε / (|T L − v0| + |T|)) / L` (conservative: the true settle time is a little shorter);
    /// overdamped springs scan in 0.1 s steps for the first time the distance stays below ε for more
    /// than a second (spec §2.4.4).
    public func settlingDuration<V: VectorArithmetic>(target: V, initialVelocity: V = .zero, epsilon: Double)
        -> Double
    {
        let eps = epsilon > 0 && epsilon.isFinite ? epsilon : 0.001
        if angularFrequency >= 0 {
            let magnitude =
                (target.scaled(by: decay) - initialVelocity).magnitudeSquared.squareRoot()
                + target.magnitudeSquared.squareRoot()
            guard magnitude > 0 else { return 0 }
            return max(0, -log(eps / magnitude) / decay)
        }
        var settledSince: Double?
        for step in 0...1024 {
            let t = Double(step) * 0.1
            let distance = (value(target: target, initialVelocity: initialVelocity, time: t) - target).magnitudeSquared
            guard distance.isFinite else { return 0 }
            if distance.squareRoot() < eps {
                let start = settledSince ?? t
                settledSince = start
                if t - start > 1 { return start }
            } else {
                settledSince = nil
            }
        }
        return settledSince ?? 0
    }
}
