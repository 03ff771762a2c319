import KinemaAnimation
import KinemaTestSupport
import Testing

/// Bad and extreme parameters never produce NaN, and nothing but `repeatForever` runs for ever.
@Suite struct AnimatedValueRobustnessTests {
    static let hostile: [Double] = [.nan, .infinity, -.infinity, -1, 0, 1e-9, 0.3, 1e6]
    /// Durations and delays: huge finite ones are honoured (that is what was asked), so not here.
    static let hostileTimes: [Double] = [.nan, .infinity, -.infinity, -1, 0, 1e-9, 0.3]

    static var animations: [Animation] {
        var result: [Animation] = []
        for x in hostileTimes {
            result += [
                .linear(duration: x), .easeInOut(duration: x), .easeIn.delay(x), .easeIn.logicallyComplete(after: x),
                .decay(ExponentialDecay(frictionMultiplier: x), initialVelocity: x),
            ]
        }
        for x in hostile {
            result += [
                .timingCurve(x, x, x, x, duration: 0.3),
                .spring(response: x, dampingFraction: 0.8), .spring(response: 0.3, dampingFraction: x),
                .spring(duration: 0.3, bounce: x, blendDuration: x), .interpolatingSpring(stiffness: x, damping: x),
                .interpolatingSpring(mass: x, stiffness: 100, damping: 10, initialVelocity: x),
                .interpolatingSpring(duration: x, bounce: x), .easeIn.speed(x),
                .spring(Spring(settlingDuration: x, dampingRatio: x)), .spring(response: x, dampingFraction: x),
            ]
        }
        return result + [.easeIn.repeatCount(-3), .easeIn.repeatCount(0, autoreverses: false), .bouncy.repeatCount(2)]
    }

    @Test("every animation with hostile parameters stays finite and finishes within 120 s")
    func finiteAndFinishing() {
        for animation in AnimatedValueRobustnessTests.animations {
            var value = AnimatedValue(0.0)
            value.setModel(100, transaction: Transaction(animation: animation), at: 0)
            var time = 0.0
            while value.isAnimating && time < 120 {
                time += 1.0 / 30
                let presented = value.presentation(at: time)
                if !presented.isFinite {
                    Issue.record("\(animation) produced \(presented) at \(time)")
                    break
                }
                if let velocity = value.velocity(at: time), !velocity.isFinite {
                    Issue.record("\(animation) velocity \(velocity) at \(time)")
                    break
                }
            }
            #expect(!value.isAnimating, "\(animation) still running after 120 s")
            #expect(value.presentation(at: time + 1) == 100)
        }
    }

    @Test("retargeting hostile animations onto each other stays finite")
    func retargets() {
        let animations = AnimatedValueRobustnessTests.animations
        var value = AnimatedValue(0.0)
        var time = 0.0
        for (index, animation) in animations.enumerated() {
            value.setModel(Double(index % 7) * 10, transaction: Transaction(animation: animation), at: time)
            time += 0.05
            #expect(value.presentation(at: time).isFinite, "\(animation)")
        }
        value.checkInvariants()
    }

    @Test("a fluid spring sampled at a huge elapsed time returns instead of hanging", arguments: [1e14, 1e300])
    func hugeElapsedTime(time: Double) {
        for animation in [Animation.spring, .bouncy, .default] {
            var value = AnimatedValue(0.0)
            value.setModel(100, transaction: Transaction(animation: animation), at: 0)
            #expect(value.presentation(at: time).isFinite, "\(animation) at \(time)")
            var late = AnimatedValue(0.0)
            late.setModel(100, transaction: Transaction(animation: animation), at: time)
            for frame in 1...3 {
                #expect(late.presentation(at: time + Double(frame) / 60).isFinite, "\(animation) at \(time)")
            }
            late.checkInvariants()
        }
    }

    @Test("repeatForever keeps running, as asked")
    func forever() {
        var value = AnimatedValue(0.0)
        value.setModel(1, transaction: Transaction(animation: .linear(duration: 0.2).repeatForever()), at: 0)
        for step in 1...3000 { _ = value.presentation(at: Double(step) / 10) }
        #expect(value.isAnimating)
    }
}
