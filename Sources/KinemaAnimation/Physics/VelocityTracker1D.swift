/// Estimates velocity from timestamped positions, for handing a gesture over to an animation
/// (Compose's `VelocityTracker1D`, spec §7.3).
///
/// Keeps the last 20 samples. The estimate walks back from the newest sample while samples are at most
/// 100 ms old and no gap exceeds 40 ms (a longer gap means the pointer stopped; with
/// ``continuesAcrossMovingGaps``, only when the position did not change across it), then:
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
    /// When `true`, a gap over 40 ms between two samples ends the window only if the position did
    /// not change across it. Input that reports motion only when the pointer moves (a terminal's
    /// mouse reports) is silent while the pointer rests, so a silent gap followed by the same
    /// position is a stop; a gap followed by a new position is late delivery (a slow or remote
    /// terminal hands over motion in bursts every 50 ms or more), and the pointer kept moving.
    /// `false` (the default) is Compose's rule: every gap over 40 ms is a stop.
    public var continuesAcrossMovingGaps = false
    private var samples: [(time: Double, position: Double)] = []

    /// An empty tracker. A NaN or non-positive maximum means unlimited.
    public init(
        strategy: Strategy = .leastSquares, maximumVelocity: Double = .infinity, continuesAcrossMovingGaps: Bool = false
    ) {
        self.strategy = strategy
        self.continuesAcrossMovingGaps = continuesAcrossMovingGaps
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
    ///
    /// Reads the samples in place (no window is copied out): a drag asks for its velocity on every
    /// move, and a drag step allocates nothing.
    public func velocity() -> Double {
        let start = windowStart()
        let estimate: Double
        switch strategy {
        case .leastSquares: estimate = leastSquaresSlope(from: start)
        case .impulse: estimate = impulseVelocity(from: start)
        }
        guard estimate.isFinite else { return 0 }
        return min(max(estimate, -maximumVelocity), maximumVelocity)
    }

    /// The index of the oldest sample in the estimate's window: walking back from the newest, samples
    /// at most ``horizon`` older than it with no gap over ``assumePointerStoppedGap`` between two
    /// neighbours (unless ``continuesAcrossMovingGaps`` and the position changed across the gap).
    /// `samples.count` when there are none.
    func windowStart() -> Int {
        guard let newest = samples.last else { return samples.count }
        var start = samples.count - 1
        var previousTime = newest.time
        while start > 0 {
            let time = samples[start - 1].time
            if newest.time - time > VelocityTracker1D.horizon { break }
            if previousTime - time > VelocityTracker1D.assumePointerStoppedGap
                && !(continuesAcrossMovingGaps && samples[start - 1].position != samples[start].position)
            {
                break
            }
            previousTime = time
            start -= 1
        }
        return start
    }

    /// The slope at the newest sample of the least-squares polynomial of degree ≤ 2 through the
    /// samples from `start` (times measured back from the newest).
    func leastSquaresSlope(from start: Int) -> Double {
        let count = samples.count - start
        guard count >= 2, let newest = samples.last else { return 0 }
        if count == 2 {
            let older = samples[start]
            let dt = newest.time - older.time
            return dt == 0 ? 0 : (newest.position - older.position) / dt
        }
        // Normal equations in milliseconds for conditioning; solved by Cramer's rule (3×3).
        var (s0, s1, s2, s3, s4) = (0.0, 0.0, 0.0, 0.0, 0.0)
        var (b0, b1, b2) = (0.0, 0.0, 0.0)
        for index in start..<samples.count {
            let sample = samples[index]
            let t = (sample.time - newest.time) * 1000
            let t2 = t * t
            s0 += 1
            s1 += t
            s2 += t2
            s3 += t2 * t
            s4 += t2 * t2
            b0 += sample.position
            b1 += t * sample.position
            b2 += t2 * sample.position
        }
        let det = Self.determinant(s0, s1, s2, s1, s2, s3, s2, s3, s4)
        guard abs(det) > 1e-9 * max(1, s4 * s4) else { return 0 }
        let c1 = Self.determinant(s0, b0, s2, s1, b1, s3, s2, b2, s4) / det
        return c1 * 1000
    }

    static func determinant(
        _ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double, _ g: Double, _ h: Double, _ i: Double
    ) -> Double {
        a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    }

    /// Kinetic-energy accumulation from the oldest segment from `start` to the newest.
    func impulseVelocity(from start: Int) -> Double {
        let count = samples.count - start
        guard count >= 2 else { return 0 }
        if count == 2 {
            let (older, newer) = (samples[start], samples[start + 1])
            let dt = newer.time - older.time
            return dt == 0 ? 0 : (newer.position - older.position) / dt
        }
        var work = 0.0
        var previousVelocity = 0.0
        for index in (start + 1)..<samples.count {
            let dt = samples[index].time - samples[index - 1].time
            guard dt > 0 else { continue }
            let velocity = (samples[index].position - samples[index - 1].position) / dt
            work += (velocity - previousVelocity) * abs(velocity) * (index == start + 1 ? 0.5 : 1)
            previousVelocity = (work < 0 ? -1 : 1) * (2 * abs(work)).squareRoot()
        }
        return (work < 0 ? -1 : 1) * (2 * abs(work)).squareRoot()
    }
}
