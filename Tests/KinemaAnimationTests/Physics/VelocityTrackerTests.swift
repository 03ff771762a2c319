import KinemaAnimation
import KinemaGeometry
import KinemaTestSupport
import Testing

@Suite struct VelocityTrackerTests {
    @Test("constant velocity is recovered exactly by both strategies", arguments: [
        VelocityTracker1D.Strategy.leastSquares, .impulse,
    ])
    func constantVelocity(strategy: VelocityTracker1D.Strategy) {
        var tracker = VelocityTracker1D(strategy: strategy)
        for step in 0..<8 { tracker.addPosition(time: Double(step) * 0.008, position: 5 + 250 * Double(step) * 0.008) }
        #expect(isClose(tracker.velocity(), 250, relative: 1e-6))
    }

    @Test("Lsq2 gives the slope at the newest sample of a parabola")
    func parabola() {
        var tracker = VelocityTracker1D()
        for step in 0...10 {
            let t = Double(step) * 0.01
            tracker.addPosition(time: t, position: 3 + 20 * t + 400 * t * t)
        }
        #expect(isClose(tracker.velocity(), 20 + 800 * 0.1, relative: 1e-6))
    }

    @Test("a gap over 40 ms means the pointer stopped; samples over 100 ms old are ignored")
    func window() {
        var tracker = VelocityTracker1D()
        tracker.addPosition(time: 0, position: 0)
        tracker.addPosition(time: 0.01, position: 10)
        tracker.addPosition(time: 0.2, position: 10)
        #expect(tracker.velocity() == 0)
        tracker.addPosition(time: 0.21, position: 12)
        #expect(isClose(tracker.velocity(), 200))
        tracker.reset()
        #expect(tracker.velocity() == 0)
    }

    @Test("the maximum velocity clamps; bad samples are ignored")
    func clampAndBadInput() {
        var tracker = VelocityTracker1D(maximumVelocity: 100)
        tracker.addPosition(time: 0, position: 0)
        tracker.addPosition(time: .nan, position: 3)
        tracker.addPosition(time: 0.01, position: .infinity)
        tracker.addPosition(time: 0.01, position: 10)
        tracker.addPosition(time: 0.005, position: 99)
        #expect(tracker.velocity() == 100)
    }

    @Test("two-dimensional tracking works per axis")
    func twoDimensional() {
        var tracker = VelocityTracker()
        for step in 0..<5 {
            let t = Double(step) * 0.01
            tracker.addPosition(time: t, position: Point(x: 30 * t, y: -60 * t))
        }
        let velocity = tracker.velocity()
        #expect(isClose(velocity.x, 30) && isClose(velocity.y, -60))
    }
}
