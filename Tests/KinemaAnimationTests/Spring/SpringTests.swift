import KinemaAnimation
import KinemaTestSupport
import Testing

@Suite struct SpringTests {
    @Test("duration/bounce conversions match vectors 1–4 and 6")
    func durationBounce() {
        let smooth = Spring(duration: 0.5, bounce: 0)
        #expect(isClose(smooth.stiffness, 157.913670, relative: 1e-6))
        #expect(isClose(smooth.damping, 25.132741, relative: 1e-6))
        let bouncy = Spring(duration: 0.5, bounce: 0.3)
        #expect(bouncy.mass == 1)
        #expect(isClose(bouncy.damping, 17.592919, relative: 1e-6))
        #expect(isClose(Spring(duration: 0.5, bounce: 0.15).damping, 21.362830, relative: 1e-6))
        let over = Spring(duration: 0.5, bounce: -0.5)
        #expect(isClose(over.damping, 50.265482, relative: 1e-6))
        #expect(isClose(over.dampingRatio, 2))
        #expect(isClose(over.bounce, -0.5))
        let interactive = Spring(duration: 0.15, bounce: 0.15)
        #expect(isClose(interactive.stiffness, 1754.596338, relative: 1e-6))
        #expect(isClose(interactive.damping, 71.209433, relative: 1e-6))
    }

    @Test("physical parameters convert back to duration and bounce (vector 5)")
    func physical() {
        let spring = Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(isClose(spring.duration, 0.6283185, relative: 1e-6))
        #expect(isClose(spring.bounce, 0.5))
        #expect(isClose(spring.stiffness, 100) && isClose(spring.damping, 10))
    }

    @Test("an overdamped physical spring is critically damped unless allowed")
    func overDampingSwitch() {
        #expect(isClose(Spring(stiffness: 100, damping: 40).dampingRatio, 1))
        #expect(isClose(Spring(stiffness: 100, damping: 40, allowOverDamping: true).dampingRatio, 2))
        #expect(isClose(Spring(stiffness: 100, damping: 40, allowOverDamping: true).stiffness, 100))
    }

    @Test("settling-duration initialiser matches vectors 7 and 8")
    func settlingInitialiser() {
        let under = Spring(settlingDuration: 1, dampingRatio: 0.5)
        #expect(isClose(under.naturalFrequency, 12.716898, relative: 1e-6))
        #expect(isClose(under.response, 0.494082, relative: 1e-5))
        let critical = Spring(settlingDuration: 1, dampingRatio: 1)
        #expect(isClose(critical.naturalFrequency, 9.2334135, relative: 1e-6))
        #expect(isClose(critical.response, 0.680483, relative: 1e-5))
    }

    @Test("settling durations of the presets match vector 9")
    func presetSettling() {
        #expect(isClose(Spring.smooth.settlingDuration, 0.757207, relative: 1e-5))
        #expect(isClose(Spring.snappy.settlingDuration, 0.876827, relative: 1e-5))
        #expect(isClose(Spring.bouncy.settlingDuration, 1.044713, relative: 1e-5))
    }

    struct Sample: Sendable, CustomStringConvertible {
        var bounce: Double, time: Double, value: Double, velocity: Double
        var description: String { "bounce \(bounce) at \(time)" }
    }

    static let table: [Sample] = [
        Sample(bounce: 0.3, time: 0.1, value: 0.423302, velocity: 5.707558),
        Sample(bounce: 0.3, time: 0.25, value: 0.984087, velocity: 1.526265),
        Sample(bounce: 0.3, time: 0.5, value: 1.014498, velocity: -0.210951),
        Sample(bounce: 0, time: 0.1, value: 0.357740, velocity: 4.494374),
        Sample(bounce: 0, time: 0.25, value: 0.821026, velocity: 1.706017),
        Sample(bounce: 0, time: 0.5, value: 0.986399, velocity: 0.147447),
        Sample(bounce: -0.5, time: 0.1, value: 0.231362, velocity: 2.557182),
        Sample(bounce: -0.5, time: 0.25, value: 0.535728, velocity: 1.563247),
        Sample(bounce: -0.5, time: 0.5, value: 0.799926, velocity: 0.673678),
    ]

    @Test("value and velocity match the §2.4.3 table (vector 10)", arguments: table)
    func motionTable(_ sample: Sample) {
        let spring = Spring(duration: 0.5, bounce: sample.bounce)
        // The table is printed to six decimals.
        #expect(isClose(spring.value(target: 1.0, time: sample.time), sample.value, relative: 0, absolute: 5.1e-7))
        #expect(isClose(spring.velocity(target: 1.0, time: sample.time), sample.velocity, relative: 0, absolute: 5.1e-7))
    }

    @Test("an initial velocity adds its own term")
    func initialVelocity() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(isClose(spring.value(target: 1.0, initialVelocity: 2, time: 0.1), 0.495589, relative: 2e-6))
        #expect(isClose(spring.velocity(target: 1.0, initialVelocity: 2, time: 0.1), 5.589214, relative: 2e-6))
    }

    @Test("velocity is the derivative of value in every regime", arguments: [0.5, 1.0, 2.0])
    func velocityIsDerivative(ratio: Double) {
        let spring = Spring(response: 0.5, dampingRatio: ratio)
        let h = 1e-6
        for (target, v0, t) in [(1.0, 0.0, 0.1), (100.0, -300.0, 0.23), (1.0, 5.0, 0.4)] {
            let numeric =
                (spring.value(target: target, initialVelocity: v0, time: t + h)
                    - spring.value(target: target, initialVelocity: v0, time: t - h)) / (2 * h)
            let analytic = spring.velocity(target: target, initialVelocity: v0, time: t)
            #expect(isClose(analytic, numeric, relative: 1e-5, absolute: 1e-5))
            #expect(spring.value(target: target, initialVelocity: v0, time: 0) == 0)
            #expect(isClose(spring.velocity(target: target, initialVelocity: v0, time: 0), v0))
        }
    }

    @Test("critical damping never overshoots; underdamped does", arguments: [(1.0, false), (0.5, true), (2.0, false)])
    func overshoot(ratio: Double, overshoots: Bool) {
        let spring = Spring(response: 0.5, dampingRatio: ratio)
        let peak = stride(from: 0.0, through: 3, by: 0.01).map { spring.value(target: 1.0, time: $0) }.max() ?? 0
        #expect((peak > 1 + 1e-9) == overshoots)
    }

    @Test("force is k(T − x) − c v")
    func force() {
        let spring = Spring(duration: 0.5, bounce: 0.3)
        #expect(isClose(spring.force(target: 1.0, position: 0.3, velocity: 1), 92.9467, relative: 1e-5))
    }

    @Test("exact steps reproduce harmonica's 30 frames at 60 fps (vector 24)", arguments: [
        (0.2, 151.51321), (1.0, 80.08517), (1.5, 62.78177),
    ])
    func exactSteps(ratio: Double, expected: Double) {
        let spring = Spring(response: 2 * .pi / 6, dampingRatio: ratio)
        var value = 0.0
        var velocity = 0.0
        for _ in 0..<30 { spring.update(value: &value, velocity: &velocity, target: 100, deltaTime: 1.0 / 60) }
        #expect(isClose(value, expected, relative: 1e-7))
        #expect(isClose(value, spring.value(target: 100.0, time: 0.5), relative: 1e-9))
    }

    @Test("bad parameters are clamped to springs that settle")
    func badInput() {
        for spring in [
            Spring(duration: .nan, bounce: .nan), Spring(duration: -1, bounce: 5), Spring(duration: .infinity, bounce: -7),
            Spring(mass: 0, stiffness: -3, damping: .nan), Spring(mass: .infinity, stiffness: .nan, damping: -1),
            Spring(response: 0, dampingRatio: 0), Spring(settlingDuration: .nan, dampingRatio: .nan, epsilon: -1),
        ] {
            spring.checkInvariants()
            #expect(spring.settlingDuration.isFinite)
            #expect(spring.value(target: 1.0, time: 0.3).isFinite)
            #expect(spring.dampingRatio >= Spring.dampingRatioRange.lowerBound - 1e-12)
        }
        #expect(isClose(Spring(duration: 0, bounce: 0).response, Spring.minimumResponse))
        #expect(isClose(Spring(duration: 0.5, bounce: 1).dampingRatio, Spring.minimumDecay / (4 * .pi)))
        #expect(Spring(mass: -2, stiffness: 100, damping: 10).mass == 1)
    }

    @Test("a non-finite velocity or time never makes the motion NaN", arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteVelocity(bad: Double) {
        let spring = Spring(duration: 0.5, bounce: 0.2)
        var value = 0.0
        var velocity = bad
        spring.update(value: &value, velocity: &velocity, target: 1.0, deltaTime: 1.0 / 60)
        #expect(value.isFinite && velocity.isFinite, "value \(value), velocity \(velocity)")
        // It moves as from rest: the bad velocity counts as zero.
        var restValue = 0.0
        var restVelocity = 0.0
        spring.update(value: &restValue, velocity: &restVelocity, target: 1.0, deltaTime: 1.0 / 60)
        #expect(value == restValue && velocity == restVelocity)
        var timed = 0.25
        var timedVelocity = 2.0
        spring.update(value: &timed, velocity: &timedVelocity, target: 1.0, deltaTime: bad)
        #expect(timed.isFinite && timedVelocity.isFinite)
        #expect(spring.value(target: 1.0, initialVelocity: bad, time: 0.2).isFinite)
        #expect(spring.velocity(target: 1.0, initialVelocity: bad, time: 0.2).isFinite)
        #expect(spring.value(target: 1.0, initialVelocity: 1e300, time: 0.2).isFinite)
    }
}

@Suite struct SpringRegimeTests {
    @Test("after its settling duration a unit move stays within 0.001", arguments: [0.3, 0.7, 1.0, 1.5, 3.0])
    func settles(ratio: Double) {
        let spring = Spring(response: 0.5, dampingRatio: ratio)
        let settle = spring.settlingDuration
        #expect(settle.isFinite && settle > 0)
        for step in 0..<200 {
            let t = settle + Double(step) * 0.01
            #expect(abs(spring.value(target: 1.0, time: t) - 1) < 0.001, "ratio \(ratio) at \(t)")
        }
    }

    @Test("the envelope bound is conservative but not wildly so", arguments: [0.3, 0.7, 1.0])
    func boundIsTight(ratio: Double) {
        let spring = Spring(response: 0.5, dampingRatio: ratio)
        var lastOutside = 0.0
        for step in 0..<3000 {
            let t = Double(step) * 0.001
            if abs(spring.value(target: 1.0, time: t) - 1) >= 0.001 { lastOutside = t }
        }
        #expect(lastOutside <= spring.settlingDuration)
        #expect(spring.settlingDuration < lastOutside * 1.6)
    }
}
