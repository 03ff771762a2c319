/// Estimates velocity from timestamped positions, for handing a gesture over to an animation
/// (Compose's `VelocityTracker1D`, spec §7.3).
///
/// Keeps the last 20 samples. The estimate walks back from the newest sample while samples are at most
/// 100 ms old and no gap exceeds 40 ms (a longer gap means the pointer stopped), then:
/// - ``Strategy/leastSquares`` (Lsq2, the default): fits `x(τ) = c0 + c1 τ + c2 τ²` by least squares and
///   returns `c1`, the slope at the newest sample (a straight line with two samples);
/// - ``Strategy/impulse`` (for deltas such as scroll wheels): the kinetic-energy accumulation of
///   successive segment velocities.
///
/// ```swift
/// var tracker = VelocityTracker1D()
/// tracker.addPosition(time: 0.000, position: 0)
/// tracker.addPosition(time: 0.010, position: 10)
/// tracker.velocity()            // 1000 units per second
/// ```
public struct VelocityTracker1D: Sendable {
    /// How samples become a velocity.
    public enum Strategy: Hashable, Sendable {
        /// A quadratic least-squares fit (Lsq2).
        case leastSquares
        /// Kinetic-energy accumulation.
        case impulse
    }

    static let capacity = 20
    static let horizon = 0.100
    static let assumePointerStoppedGap = 0.040

    /// The estimation strategy.
    public var strategy: Strategy
    /// The largest speed reported (units per second).
    public var maximumVelocity: Double
    private var samples: [(time: Double, position: Double)] = []

    /// An empty tracker. A NaN or non-positive maximum means unlimited.
    public init(strategy: Strategy = .leastSquares, maximumVelocity: Double = .infinity) {
        self.strategy = strategy
        self.maximumVelocity = maximumVelocity > 0 ? maximumVelocity : .infinity
        samples.reserveCapacity(VelocityTracker1D.capacity)
    }

    /// Records a position at `time` seconds. Samples with NaN/infinite values or older than the newest
    /// are ignored; one at the newest time replaces it.
    public mutating func addPosition(time: Double, position: Double) {
        guard time.isFinite, position.isFinite else { return }
        if let last = samples.last {
            if time < last.time { return }
            if time == last.time {
                samples[samples.count - 1].position = position
                return
            }
        }
        if samples.count == VelocityTracker1D.capacity { samples.removeFirst() }
        samples.append((time, position))
    }

    /// Forgets every sample.
    public mutating func reset() {
        samples.removeAll(keepingCapacity: true)
    }

    /// The estimated velocity in units per second (0 with fewer than two usable samples).
    public func velocity() -> Double {
        let window = recentSamples()
        let estimate: Double
        switch strategy {
        case .leastSquares: estimate = VelocityTracker1D.leastSquaresSlope(window)
        case .impulse: estimate = VelocityTracker1D.impulseVelocity(window)
        }
        guard estimate.isFinite else { return 0 }
        return min(max(estimate, -maximumVelocity), maximumVelocity)
    }

    /// `(age before the newest sample as a negative time, position)`, newest first.
    func recentSamples() -> [(time: Double, position: Double)] {
        guard let newest = samples.last else { return [] }
        var window: [(time: Double, position: Double)] = []
        var previousTime = newest.time
        for sample in samples.reversed() {
            let age = newest.time - sample.time
            if age > VelocityTracker1D.horizon || previousTime - sample.time > VelocityTracker1D.assumePointerStoppedGap {
                break
            }
            window.append((-age, sample.position))
            previousTime = sample.time
        }
        return window
    }

    /// The slope at τ = 0 of the least-squares polynomial of degree ≤ 2 through `window`.
    static func leastSquaresSlope(_ window: [(time: Double, position: Double)]) -> Double {
        guard window.count >= 2 else { return 0 }
        if window.count == 2 {
            let dt = window[0].time - window[1].time
            return dt == 0 ? 0 : (window[0].position - window[1].position) / dt
        }
        // Normal equations in milliseconds for conditioning; solved by Cramer's rule (3×3).
        var s = [Double](repeating: 0, count: 5)
        var b = [Double](repeating: 0, count: 3)
        for sample in window {
            let t = sample.time * 1000
            var power = 1.0
            for k in 0..<5 {
                s[k] += power
                if k < 3 { b[k] += power * sample.position }
                power *= t
            }
        }
        let det = determinant(s[0], s[1], s[2], s[1], s[2], s[3], s[2], s[3], s[4])
        guard abs(det) > 1e-9 * max(1, s[4] * s[4]) else { return 0 }
        let c1 = determinant(s[0], b[0], s[2], s[1], b[1], s[3], s[2], b[2], s[4]) / det
        return c1 * 1000
    }

    static func determinant(
        _ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double, _ g: Double, _ h: Double, _ i: Double
    ) -> Double {
        a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    }

    /// Kinetic-energy accumulation from oldest to newest segment.
    static func impulseVelocity(_ window: [(time: Double, position: Double)]) -> Double {
        guard window.count >= 2 else { return 0 }
        let ordered = Array(window.reversed())
        if ordered.count == 2 {
            let dt = ordered[1].time - ordered[0].time
            return dt == 0 ? 0 : (ordered[1].position - ordered[0].position) / dt
        }
        var work = 0.0
        var previousVelocity = 0.0
        for index in 1..<ordered.count {
            let dt = ordered[index].time - ordered[index - 1].time
            guard dt > 0 else { continue }
            let velocity = (ordered[index].position - ordered[index - 1].position) / dt
            work += (velocity - previousVelocity) * abs(velocity) * (index == 1 ? 0.5 : 1)
            previousVelocity = (work < 0 ? -1 : 1) * (2 * abs(work)).squareRoot()
        }
        return (work < 0 ? -1 : 1) * (2 * abs(work)).squareRoot()
    }
}
