import KinemaAnimation
import KinemaGeometry
import KinemaTestSupport
import Testing

@Suite struct KeyframeTimelineTests {
    struct Ball: Equatable {
        var offset = Point.zero
        var scale = 1.0
        var rotation = Angle.zero
    }

    @Test("linear keyframes hit their values at the track boundaries")
    func linearBoundaries() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(10.0, duration: 1)
                LinearKeyframe(-10.0, duration: 0.5)
                LinearKeyframe(0.0, duration: 0.5, timingCurve: .easeIn)
            }
        }
        #expect(timeline.duration == 2)
        #expect(timeline.value(time: 0) == 0)
        #expect(timeline.value(time: 0.5) == 5)
        #expect(timeline.value(time: 1) == 10)
        #expect(timeline.value(time: 1.25) == 0)
        #expect(timeline.value(time: 1.5) == -10)
        #expect(isClose(timeline.value(time: 1.75), -10 + 10 * 0.31536, relative: 1e-4))
        #expect(timeline.value(time: 2) == 0)
        #expect(timeline.value(time: 9) == 0)
        #expect(timeline.value(time: -1) == 0)
        #expect(timeline.value(progress: 0.25) == 5)
    }

    @Test("tracks animate properties independently; a shorter track holds its last value")
    func tracks() {
        let timeline = KeyframeTimeline(initialValue: Ball()) {
            KeyframeTrack(\Ball.offset) {
                LinearKeyframe(Point(x: 10, y: 0), duration: 2)
            }
            KeyframeTrack(\Ball.scale) {
                LinearKeyframe(2.0, duration: 0.5)
                MoveKeyframe(3.0)
            }
        }
        #expect(timeline.duration == 2)
        let early = timeline.value(time: 0.25)
        #expect(early.offset == Point(x: 1.25, y: 0) && early.scale == 1.5)
        #expect(timeline.value(time: 0.5).scale == 3)
        #expect(timeline.value(time: 1.5).scale == 3)
        #expect(timeline.value(time: 1.5).rotation == .zero)
    }

    @Test("the last track for a property wins")
    func lastWins() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { LinearKeyframe(10.0, duration: 1) }
            KeyframeTrack { LinearKeyframe(-10.0, duration: 1) }
        }
        #expect(timeline.value(time: 0.5) == -5)
    }

    @Test("an empty track lasts 0 s and leaves the value alone")
    func emptyTrack() {
        let timeline = KeyframeTimeline(initialValue: 4.0) {
            KeyframeTrack {}
        }
        #expect(timeline.duration == 0)
        #expect(timeline.value(time: 1) == 4)
        #expect(timeline.value(progress: .nan) == 4)
    }

    @Test("a spring keyframe without a duration lasts its settling duration")
    func springKeyframe() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { SpringKeyframe(1.0, spring: .snappy) }
        }
        #expect(isClose(timeline.duration, Spring.snappy.settlingDuration))
        #expect(isClose(timeline.value(time: 0.25), Spring.snappy.value(target: 1.0, time: 0.25), relative: 1e-12))
    }

    @Test("a spring cut short hands its value and velocity to the next keyframe")
    func springCutShort() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                SpringKeyframe(10.0, duration: 0.1, spring: spring)
                CubicKeyframe(20.0, duration: 1)
            }
        }
        let atCut = spring.value(target: 10.0, time: 0.1)
        #expect(isClose(timeline.value(time: 0.1), atCut, relative: 1e-12))
        let h = 1e-6
        let before = (timeline.value(time: 0.1) - timeline.value(time: 0.1 - h)) / h
        let after = (timeline.value(time: 0.1 + h) - timeline.value(time: 0.1)) / h
        #expect(isClose(before, after, relative: 1e-3))
    }

    @Test("consecutive cubic keyframes form a Catmull–Rom spline with continuous velocity")
    func catmullRom() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                CubicKeyframe(10.0, duration: 1)
                CubicKeyframe(0.0, duration: 1)
                CubicKeyframe(10.0, duration: 2)
            }
        }
        #expect(timeline.value(time: 1) == 10)
        #expect(timeline.value(time: 2) == 0)
        let h = 1e-6
        for junction in [1.0, 2.0] {
            let before = (timeline.value(time: junction) - timeline.value(time: junction - h)) / h
            let after = (timeline.value(time: junction + h) - timeline.value(time: junction)) / h
            #expect(isClose(before, after, relative: 1e-4, absolute: 1e-4), "at \(junction)")
        }
        // Tangent at the second junction: (10 − 10) / (1 + 2) = 0.
        #expect(abs((timeline.value(time: 2 + h) - timeline.value(time: 2)) / h) < 1e-4)
    }

    @Test("explicit cubic velocities are honoured")
    func explicitVelocities() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack { CubicKeyframe(0.0, duration: 1, startVelocity: 6, endVelocity: -6) }
        }
        let h = 1e-6
        #expect(isClose(timeline.value(time: h) / h, 6, relative: 1e-4))
        #expect(isClose(timeline.value(time: 0.5), 1.5))
    }

    @Test("bad durations make keyframes jumps", arguments: [Double.nan, -2, .infinity])
    func badDurations(duration: Double) {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(5.0, duration: duration)
                LinearKeyframe(7.0, duration: 1)
            }
        }
        #expect(timeline.duration == 1)
        #expect(timeline.value(time: 0) == 5)
        #expect(timeline.value(time: 0.5) == 6)
    }

    @Test("builders accept conditions and loops")
    func builders() {
        let bounce = true
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                for step in 1...3 { LinearKeyframe(Double(step), duration: 1) }
                if bounce { MoveKeyframe(0.0) } else { LinearKeyframe(9.0, duration: 1) }
            }
        }
        #expect(timeline.duration == 3)
        #expect(timeline.value(time: 2.5) == 2.5)
        #expect(timeline.value(time: 3) == 0)
    }
}
