import KinemaAnimation
import Testing

@Suite("AnimatedValue.nextChangeTime: when a running animation can next move")
struct NextChangeTimeTests {
    func animated(_ animation: Animation, to target: Double = 100, at time: Double = 0) -> AnimatedValue<Double> {
        var value = AnimatedValue(0.0)
        value.setModel(target, transaction: Transaction(animation: animation), at: time)
        _ = value.presentation(at: time)
        return value
    }

    @Test("at rest nothing will change")
    func rest() {
        #expect(AnimatedValue(3.0).nextChangeTime(after: 7) == .infinity)
    }

    @Test("springs, curves and custom animations may change at once")
    func moving() {
        #expect(animated(.spring).nextChangeTime(after: 0) == 0)
        #expect(animated(.easeInOut(duration: 1)).nextChangeTime(after: 0) == 0)
        #expect(animated(.linear(duration: 1).repeatCount(3)).nextChangeTime(after: 0) == 0)
    }

    @Test("a delayed animation is quiet until its delay ends, then moves", arguments: [0.0, 1.5])
    func delayed(now: Double) {
        var value = animated(.linear(duration: 1).delay(2), at: 0)
        _ = value.presentation(at: now)
        #expect(value.nextChangeTime(after: now) == 2)
        _ = value.presentation(at: 2.5)
        #expect(value.nextChangeTime(after: 2.5) == 2.5)
    }

    @Test("speed scales the delay; logical-completion and policy wrappers keep it")
    func wrappers() {
        #expect(animated(.linear(duration: 1).delay(2).speed(4)).nextChangeTime(after: 0) == 0.5)
        #expect(animated(.linear(duration: 1).delay(2).logicallyComplete(after: 0.5)).nextChangeTime(after: 0) == 2)
        #expect(animated(.linear(duration: 1).delay(2).combiningPolicy(.additive)).nextChangeTime(after: 0) == 2)
    }

    @Test("a huge delay is quiet only up to the 600 s bound, where the animation ends")
    func hugeDelay() {
        let value = animated(.linear(duration: 1).delay(1e308))
        #expect(value.nextChangeTime(after: 0) == Animation.maximumDuration)
    }

    @Test("a delayed animation combined with a running one is not quiet")
    func combined() {
        var value = AnimatedValue(0.0)
        value.setModel(10, transaction: Transaction(animation: .linear(duration: 1)), at: 0)
        value.setModel(20, transaction: Transaction(animation: .linear(duration: 1).delay(5)), at: 0.2)
        _ = value.presentation(at: 0.3)
        #expect(value.nextChangeTime(after: 0.3) == 0.3)
    }

    @Test("a velocity-tracking change shows its model: quiet until it removes itself 2 s later")
    func velocityTracking() {
        var value = AnimatedValue(0.0)
        var tracking = Transaction()
        tracking.tracksVelocity = true
        value.setModel(5, transaction: tracking, at: 1)
        #expect(value.presentation(at: 1) == 5)
        #expect(value.isAnimating)
        #expect(value.nextChangeTime(after: 1) == 3)
        _ = value.presentation(at: 3)
        #expect(!value.isAnimating)
    }

    @Test("a non-finite time never claims a quiet period")
    func nonFinite() {
        let value = animated(.linear(duration: 1).delay(2))
        #expect(value.nextChangeTime(after: .nan).isNaN)
        #expect(value.nextChangeTime(after: .infinity) == .infinity)
    }
}
