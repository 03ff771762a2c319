import KinemaGeometry

/// Two-dimensional velocity estimation: one ``VelocityTracker1D`` per axis.
///
/// ```swift
/// var tracker = VelocityTracker()
/// tracker.addPosition(time: event.time, position: event.location)
/// let velocity = tracker.velocity()      // cells per second, as a Point
/// ```
public struct VelocityTracker: Sendable {
    private var x: VelocityTracker1D
    private var y: VelocityTracker1D

    /// An empty tracker. `continuesAcrossMovingGaps`: see
    /// ``VelocityTracker1D/continuesAcrossMovingGaps`` (each axis judges its own gaps).
    public init(
        strategy: VelocityTracker1D.Strategy = .leastSquares, maximumVelocity: Double = .infinity,
        continuesAcrossMovingGaps: Bool = false
    ) {
        x = VelocityTracker1D(
            strategy: strategy, maximumVelocity: maximumVelocity, continuesAcrossMovingGaps: continuesAcrossMovingGaps)
        y = VelocityTracker1D(
            strategy: strategy, maximumVelocity: maximumVelocity, continuesAcrossMovingGaps: continuesAcrossMovingGaps)
    }

    /// Records a position at `time` seconds.
    public mutating func addPosition(time: Double, position: Point) {
        x.addPosition(time: time, position: position.x)
        y.addPosition(time: time, position: position.y)
    }

    /// The estimated velocity per axis, units per second.
    public func velocity() -> Point {
        Point(x: x.velocity(), y: y.velocity())
    }

    /// Forgets every sample.
    public mutating func reset() {
        x.reset()
        y.reset()
    }
}
