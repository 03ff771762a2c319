import KinemaAnimation
import KinemaTestSupport
import Testing

@Suite struct AnimatedValuePolicyTests {
    func start(_ policy: AnimationCombiningPolicy) -> AnimatedValue<Double> {
        var value = AnimatedValue(0.0)
        value.combiningPolicy = policy
        value.setModel(100, transaction: Transaction(animation: .linear(duration: 1)), at: 0)
        #expect(value.presentation(at: 0.5) == 50)
        value.setModel(200, transaction: Transaction(animation: .linear(duration: 1)), at: 0.5)
        return value
    }

    @Test("SwiftUI's rule attenuates the older animation")
    func swiftUI() {
        var value = start(.swiftUI)
        #expect(value.presentation(at: 0.75) == 106.25)
        #expect(value.presentation(at: 1.5) == 200)
    }

    @Test("the additive policy sums independent offsets and keeps the older one to its end")
    func additive() {
        var value = start(.additive)
        #expect(value.presentation(at: 0.5) == 50)
        #expect(value.presentation(at: 0.75) == 100)
        #expect(value.presentation(at: 1.25) == 175)
        #expect(value.presentation(at: 1.5) == 200)
        #expect(value.isAnimating)
        #expect(value.presentation(at: 1.51) == 200)
        #expect(!value.isAnimating)
    }

    @Test("replace-from-presentation restarts from the current value")
    func replace() {
        var value = start(.replaceFromPresentation)
        #expect(value.presentation(at: 0.5) == 50)
        #expect(value.presentation(at: 1.0) == 125)
        #expect(value.presentation(at: 1.5) == 200)
    }

    @Test("a transaction's policy overrides the property's")
    func transactionPolicy() {
        var value = AnimatedValue(0.0)
        value.setModel(100, transaction: Transaction(animation: .linear(duration: 1)), at: 0)
        _ = value.presentation(at: 0.5)
        var transaction = Transaction(animation: .linear(duration: 1))
        transaction.combiningPolicy = .additive
        value.setModel(200, transaction: transaction, at: 0.5)
        #expect(value.presentation(at: 0.75) == 100)
    }

    @Test("an animation's own policy wins over the transaction's")
    func animationPolicy() {
        var value = AnimatedValue(0.0)
        value.setModel(100, transaction: Transaction(animation: .linear(duration: 1)), at: 0)
        _ = value.presentation(at: 0.5)
        var transaction = Transaction(animation: .linear(duration: 1).combiningPolicy(.additive))
        transaction.combiningPolicy = .replaceFromPresentation
        value.setModel(200, transaction: transaction, at: 0.5)
        #expect(value.presentation(at: 0.75) == 100)
        #expect(Animation.easeIn.combiningPolicy(.additive) != .easeIn)
        #expect(Animation.easeIn.combiningPolicy(.additive).combiningPolicy(.swiftUI) == .easeIn.combiningPolicy(.swiftUI))
    }

    @Test("additive springs keep velocity continuous too")
    func additiveSprings() {
        var value = AnimatedValue(0.0)
        value.combiningPolicy = .additive
        value.setModel(100, transaction: Transaction(animation: .bouncy), at: 0)
        var last = 0.0
        for time in frameTimes(count: 10) { last = value.presentation(at: time) }
        let time = frameTimes(count: 10).last!
        let velocity = value.velocity(at: time) ?? .nan
        value.setModel(0, transaction: Transaction(animation: .bouncy), at: time)
        #expect(isClose(value.presentation(at: time), last, relative: 1e-9))
        #expect(isClose(value.velocity(at: time) ?? .nan, velocity, relative: 1e-9))
    }
}

@Suite struct VelocityTrackingTests {
    @Test("tracked changes follow the model and a spring inherits their velocity (vector 23)")
    func trackedVelocityFeedsSpring() {
        var value = AnimatedValue(0.0)
        var tracking = Transaction()
        tracking.tracksVelocity = true
        for (time, model) in [(0.0, 0.5), (0.016, 10.5), (0.033, 25.5)] {
            value.setModel(model, transaction: tracking, at: time)
            #expect(value.presentation(at: time) == model)
        }
        #expect(isClose(value.velocity(at: 0.033) ?? .nan, 689.3382, relative: 1e-6))
        value.setModel(100, transaction: Transaction(animation: .spring), at: 0.033)
        #expect(isClose(value.velocity(at: 0.033) ?? .nan, 689.3382, relative: 1e-6))
        #expect(value.presentation(at: 0.033) == 25.5)
        #expect(value.presentation(at: 0.05) > 25.5 + 689 * 0.017 * 0.9)
    }

    @Test("tracked velocity fades 0.998 per millisecond and the tracker leaves after 2 s")
    func fade() {
        var value = AnimatedValue(0.0)
        var tracking = Transaction()
        tracking.tracksVelocity = true
        value.setModel(10, transaction: tracking, at: 0)
        _ = value.presentation(at: 0)
        value.setModel(20, transaction: tracking, at: 0.1)
        _ = value.presentation(at: 0.1)
        #expect(isClose(value.velocity(at: 0.1) ?? .nan, 100))
        #expect(isClose(value.velocity(at: 0.2) ?? .nan, 100 * 0.81856680, relative: 1e-6))
        _ = value.presentation(at: 2.0)
        #expect(value.isAnimating)
        _ = value.presentation(at: 2.1)
        #expect(!value.isAnimating)
    }
}
