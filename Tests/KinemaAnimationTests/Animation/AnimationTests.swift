import KinemaAnimation
import KinemaTestSupport
import Testing

@Suite struct AnimationTests {
    func run(_ animation: Animation, value: Double, at time: Double) -> Double? {
        var context = AnimationContext<Double>()
        return animation.animate(value: value, time: time, context: &context)
    }

    @Test("easeInOut(0.35) covers half of 100 at 0.175 s at 492.61/s (vector 13)")
    func timingCurve() {
        let animation = Animation.easeInOut(duration: 0.35)
        #expect(isClose(run(animation, value: 100, at: 0.175) ?? .nan, 50, relative: 1e-6))
        let velocity = animation.velocity(value: 100.0, time: 0.175, context: AnimationContext())
        #expect(isClose(velocity ?? .nan, 492.6108, relative: 1e-5))
        #expect(run(animation, value: 100, at: 0.35) == 100)
        #expect(run(animation, value: 100, at: 0.3501) == nil)
    }

    @Test("timing curves default to 0.35 s")
    func defaultDurations() {
        for animation in [Animation.linear, .easeIn, .easeOut, .easeInOut, .timingCurve(0.1, 0.2, 0.3, 0.4)] {
            #expect(run(animation, value: 1, at: 0.35) == 1)
            #expect(run(animation, value: 1, at: 0.36) == nil)
        }
    }

    @Test("bad durations finish at once", arguments: [Double.nan, -1, .infinity, 0])
    func badDuration(duration: Double) {
        #expect(run(.linear(duration: duration), value: 10, at: 0) == nil)
    }

    @Test("interpolating spring k 100 c 10 at 0.3 s and its settling time (vectors 17, 18)")
    func interpolatingSpring() {
        let animation = Animation.interpolatingSpring(stiffness: 100, damping: 10)
        #expect(isClose(run(animation, value: 1, at: 0.3) ?? .nan, 1.12435477, relative: 1e-7))
        #expect(run(animation, value: 1, at: 1.472) != nil)
        #expect(run(animation, value: 1, at: 1.474) == nil)
    }

    @Test("interpolating spring is logically complete after 2π/√k")
    func interpolatingLogical() {
        let animation = Animation.interpolatingSpring(stiffness: 100, damping: 10)
        var context = AnimationContext<Double>()
        _ = animation.animate(value: 1, time: 0.62, context: &context)
        #expect(!context.isLogicallyComplete)
        _ = animation.animate(value: 1, time: 0.63, context: &context)
        #expect(context.isLogicallyComplete)
    }

    @Test("equality follows the wrapped value and type")
    func equality() {
        #expect(Animation.easeIn == .easeIn(duration: 0.35))
        #expect(Animation.easeIn != .easeOut)
        #expect(Animation.spring == .smooth)
        #expect(Animation.default != .spring(response: 0.55, dampingFraction: 1))
        #expect(Animation.spring(response: 0.5, dampingFraction: 0.825) != .spring)
        #expect(Set([Animation.easeIn, .easeIn, .bouncy]).count == 2)
        #expect(Animation.easeIn.delay(1) == .easeIn.delay(1))
        #expect(Animation.easeIn.delay(1) != .easeIn.delay(2))
        #expect(Animation.default.description == "DefaultAnimation()")
    }

    @Test("delay holds the start, then runs the base")
    func delay() {
        let animation = Animation.linear(duration: 1).delay(0.5)
        #expect(run(animation, value: 10, at: 0.25) == 0)
        #expect(run(animation, value: 10, at: 1) == 5)
        #expect(run(animation, value: 10, at: 1.6) == nil)
    }

    @Test("speed and delay compose: .easeIn.delay(1).speed(2) waits 0.5 s")
    func composition() {
        let animation = Animation.linear(duration: 1).delay(1).speed(2)
        #expect(run(animation, value: 10, at: 0.5) == 0)
        #expect(run(animation, value: 10, at: 0.75) == 5)
        let velocity = animation.velocity(value: 10.0, time: 0.75, context: AnimationContext())
        #expect(velocity == 20)
    }

    @Test("repeatCount autoreverses pass by pass and ends")
    func repeatCount() {
        let animation = Animation.linear(duration: 1).repeatCount(3)
        var context = AnimationContext<Double>()
        var outputs: [Double?] = []
        for time in [0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5] {
            outputs.append(animation.animate(value: 10, time: time, context: &context))
        }
        // A pass end is seen one frame late: 1.5 ends pass 0 (holds 10), 3.0 ends the reversed pass 1
        // (holds 0), 4.5 ends the third and last pass.
        #expect(outputs == [5, 10, 10, 5, 0, 0, 5, 10, nil])
    }

    @Test("repeatForever never finishes; a count ≤ 0 means one pass")
    func repeatForever() {
        let forever = Animation.linear(duration: 0.1).repeatForever(autoreverses: false)
        var context = AnimationContext<Double>()
        for step in 1...500 {
            #expect(forever.animate(value: 1, time: Double(step) * 0.07, context: &context) != nil)
        }
        var once = AnimationContext<Double>()
        let zero = Animation.linear(duration: 1).repeatCount(0)
        #expect(zero.animate(value: 1, time: 0.5, context: &once) == 0.5)
        #expect(zero.animate(value: 1, time: 1.5, context: &once) == nil)
    }

    @Test("logicallyComplete(after:) sets the flag at its time only")
    func logicallyComplete() {
        let animation = Animation.linear(duration: 10).logicallyComplete(after: 0.2)
        var context = AnimationContext<Double>()
        _ = animation.animate(value: 1, time: 0.1, context: &context)
        #expect(!context.isLogicallyComplete)
        _ = animation.animate(value: 1, time: 0.2, context: &context)
        #expect(context.isLogicallyComplete)
    }

    @Test("fluid spring frames match vector 16")
    func fluidFrames() {
        let animation = Animation.spring(response: 0.5, dampingFraction: 0.825)
        var context = AnimationContext<Double>()
        let expected = [1.6330968491415672, 6.51925122793806, 13.493302812187046, 21.66131744085987, 32.108387941197996, 40.797018348456014]
        for (time, value) in zip(frameTimes(count: 6), expected) {
            let covered = animation.animate(value: 100, time: time, context: &context)
            #expect(isClose(covered ?? .nan, value, relative: 1e-9))
        }
    }

    @Test("custom state keys default and persist")
    func animationState() {
        struct Passes: AnimationStateKey { static let defaultValue = 0 }
        var state = AnimationState<Double>()
        #expect(state[Passes.self] == 0)
        state[Passes.self] += 2
        #expect(state[Passes.self] == 2)
        let context = AnimationContext(state: state, isLogicallyComplete: true)
        let other = context.withState(AnimationState<Float>())
        #expect(other.isLogicallyComplete)
        #expect(other.state[Passes.self] == 0)
    }
}

@Suite struct ExactSpringTests {
    @Test("an exact spring follows the closed form at any frame rate", arguments: [Spring.bouncy, .smooth, Spring(duration: 0.5, bounce: -0.5)])
    func closedForm(spring: Spring) {
        var value = AnimatedValue(0.0)
        value.setModel(100, transaction: Transaction(animation: .exactSpring(spring)), at: 0)
        for time in [0.013, 0.1, 0.37, 0.5] {
            #expect(isClose(value.presentation(at: time), spring.value(target: 100.0, time: time), relative: 1e-12))
        }
    }

    @Test("retargeting an exact spring keeps value and velocity, then settles")
    func retarget() {
        var value = AnimatedValue(0.0)
        let animation = Animation.exactSpring(.snappy)
        value.setModel(100, transaction: Transaction(animation: animation), at: 0)
        let before = value.presentation(at: 0.2)
        let velocity = value.velocity(at: 0.2) ?? .nan
        value.setModel(-100, transaction: Transaction(animation: animation), at: 0.2)
        #expect(isClose(value.presentation(at: 0.2), before, relative: 1e-12))
        #expect(isClose(value.velocity(at: 0.2) ?? .nan, velocity, relative: 1e-9))
        var time = 0.2
        while value.isAnimating && time < 10 {
            time += 1.0 / 60
            _ = value.presentation(at: time)
        }
        #expect(time < 2)
        #expect(value.presentation(at: time) == -100)
    }
}
