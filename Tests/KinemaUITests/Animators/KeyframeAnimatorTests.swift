import KinemaAnimation
import KinemaGeometry
import Testing

@testable import KinemaUI

@MainActor
private func dotX(_ host: HeadlessHost) -> Double? {
    host.item(showing: "●").map { Double($0.frame.origin.x) }
}

@KeyframesBuilder<Double>
private func bounce(_ start: Double) -> KeyframeTrackSet<Double> {
    KeyframeTrack {
        LinearKeyframe(start + 8, duration: 0.5)
        CubicKeyframe(start + 2, duration: 0.5)
        SpringKeyframe(start + 4, duration: 0.5, spring: .bouncy)
    }
}

@MainActor
@Suite("KeyframeAnimator")
struct KeyframeAnimatorTests {
    @Test("a triggered animator plays the timeline once; values at track boundaries match KeyframeTimeline")
    func triggeredMatchesTimeline() {
        let model = AnimatorModel()
        let host = HeadlessHost(width: 30, height: 1) {
            KeyframeAnimator(initialValue: 0.0, trigger: model.trigger) { x in
                Text("●").offset(x: x)
            } keyframes: { value in
                bounce(value)
            }.frame(width: 30, alignment: .leading)
        }
        host.frameInterval = 0.25
        host.advance(by: 1)
        #expect(dotX(host) == 0)
        #expect(host.host.needsFrame == false)
        model.trigger += 1
        host.update()
        let timeline = KeyframeTimeline(initialValue: 0.0) { bounce(0) }
        for time in [0.25, 0.5, 0.75, 1.0, 1.25] {
            host.advance(by: 0.25)
            #expect(abs((dotX(host) ?? .nan) - timeline.value(time: time)) < 1e-9, "at \(time)")
        }
        host.advance(by: 1)
        #expect(abs((dotX(host) ?? .nan) - timeline.value(time: 1.5)) < 1e-9)
        #expect(host.host.isAnimating == false)
        model.trigger += 1
        host.update()
        host.advance(by: 0.5)
        #expect(abs((dotX(host) ?? .nan) - (timeline.value(time: 1.5) + 8)) < 1e-9)
    }

    @Test("a repeating animator loops; repeating false plays once")
    func repeating() {
        let host = HeadlessHost(width: 30, height: 2) {
            VStack(alignment: .leading) {
                Text("●").keyframeAnimator(initialValue: 0.0) { content, x in
                    content.offset(x: x)
                } keyframes: { _ in
                    KeyframeTrack {
                        LinearKeyframe(10.0, duration: 1)
                        MoveKeyframe(0.0)
                    }
                }
                Text("○").keyframeAnimator(initialValue: 0.0, repeating: false) { content, x in
                    content.offset(x: x)
                } keyframes: { _ in
                    KeyframeTrack { LinearKeyframe(10.0, duration: 1) }
                }
            }.frame(width: 30, alignment: .leading)
        }
        host.frameInterval = 0.25
        host.advance(by: 1.5)
        #expect(dotX(host) == 5)
        #expect(host.item(showing: "○")?.frame.origin.x == 10)
        host.advance(by: 1)
        #expect(dotX(host) == 5)
        #expect(host.host.isAnimating)
    }

    @Test("retriggering mid-run starts from the value shown")
    func retriggerMidRun() {
        let model = AnimatorModel()
        let host = HeadlessHost(width: 30, height: 1) {
            Text("●").keyframeAnimator(initialValue: 0.0, trigger: model.trigger) { content, x in
                content.offset(x: x)
            } keyframes: { start in
                KeyframeTrack { LinearKeyframe(start + 10, duration: 1) }
            }.frame(width: 30, alignment: .leading)
        }
        host.frameInterval = 0.25
        model.trigger += 1
        host.update()
        host.advance(by: 0.5)
        #expect(dotX(host) == 5)
        model.trigger += 1
        host.update()
        host.advance(by: 1)
        #expect(dotX(host) == 15)
    }

    @Test("retriggering mid-run keeps the velocity: a cubic keyframe starts at the speed shown")
    func retriggerKeepsVelocity() {
        let model = AnimatorModel()
        let host = HeadlessHost(width: 40, height: 1) {
            Text("●").keyframeAnimator(initialValue: 0.0, trigger: model.trigger) { content, x in
                content.offset(x: x)
            } keyframes: { start in
                KeyframeTrack { CubicKeyframe(start + 10, duration: 1) }
            }.frame(width: 40, alignment: .leading)
        }
        host.frameInterval = 0.1
        model.trigger += 1
        host.update()
        host.advance(by: 0.5)
        #expect(abs((dotX(host) ?? .nan) - 5) < 1e-9)
        model.trigger += 1
        host.update()
        host.advance(by: 0.1)
        // From 5 at 15 columns/s (the first run's speed at its middle: 1.5 × 10 / 1 s) to 15, at rest
        // at the end: the Hermite curve at u = 0.1. Starting at rest would give 5.28.
        let u = 0.1
        let expected =
            (2 * u * u * u - 3 * u * u + 1) * 5 + (u * u * u - 2 * u * u + u) * 15 + (-2 * u * u * u + 3 * u * u) * 15
        #expect(abs((dotX(host) ?? .nan) - expected) < 1e-6)
        // A run that has ended hands on no velocity.
        host.advance(by: 1)
        model.trigger += 1
        host.update()
        host.advance(by: 0.1)
        let atRest = (2 * u * u * u - 3 * u * u + 1) * 15 + (-2 * u * u * u + 3 * u * u) * 25
        #expect(abs((dotX(host) ?? .nan) - atRest) < 1e-6)
    }

    @Test("zero-duration keyframes show their end value at once and do not loop")
    func zeroDuration() {
        let host = HeadlessHost(width: 30, height: 1) {
            Text("●").keyframeAnimator(initialValue: 0.0) { content, x in
                content.offset(x: x)
            } keyframes: { _ in
                KeyframeTrack { MoveKeyframe(6.0) }
            }.frame(width: 30, alignment: .leading)
        }
        host.advance(by: 1)
        #expect(dotX(host) == 6)
        #expect(host.host.isAnimating == false)
        #expect(host.host.needsFrame == false)
        #expect(host.host.diagnostics.contains { $0.contains("0 s") })
    }
}
