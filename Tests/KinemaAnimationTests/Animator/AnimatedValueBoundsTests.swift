import KinemaAnimation
import KinemaTestSupport
import Testing

/// Non-finite times and velocities end animations in a finite state; huge finite parameters are
/// clamped so that everything but `repeatForever` ends within ``Animation/maximumDuration``.
@Suite struct AnimatedValueBoundsTests {
    static let nonFiniteTimes: [Double] = [.infinity, .nan, -.infinity]

    static var everyKind: [Animation] {
        [
            .smooth, .spring, .bouncy, .default, .interactiveSpring, .linear, .easeInOut(duration: 2),
            .easeIn.delay(1), .interpolatingSpring, .exactSpring(), .linear.repeatCount(3),
            .linear(duration: 0.2).repeatForever(), .easeOut.speed(0.5), Animation(NeverEnding()),
        ]
    }

    @Test("an animation sampled at a non-finite time ends at the model value", arguments: nonFiniteTimes)
    func nonFinitePresentationTime(time: Double) {
        for animation in AnimatedValueBoundsTests.everyKind {
            var value = AnimatedValue(0.0)
            value.setModel(100, transaction: Transaction(animation: animation), at: 0)
            _ = value.presentation(at: 0.1)
            #expect(value.presentation(at: time) == 100, "\(animation) at \(time)")
            #expect(!value.isAnimating, "\(animation) still animating after time \(time)")
            #expect(value.velocity(at: time) == nil)
            // The clock goes on: a later change animates normally.
            value.setModel(0, transaction: Transaction(animation: .linear(duration: 1)), at: 1)
            #expect(value.presentation(at: 1.5) == 50, "\(animation)")
            value.checkInvariants()
        }
    }

    @Test(
        "a change made at a non-finite time applies at once and ends running animations",
        arguments: nonFiniteTimes)
    func nonFiniteChangeTime(time: Double) {
        var value = AnimatedValue(0.0)
        value.setModel(100, transaction: Transaction(animation: .smooth), at: 0)
        _ = value.presentation(at: 0.1)
        value.setModel(40, transaction: Transaction(animation: .bouncy), at: time)
        #expect(!value.isAnimating)
        #expect(value.presentation(at: 0.2) == 40)
        value.checkInvariants()
    }

    @Test("completion handlers run when a non-finite time ends the animation")
    func completionAtNonFiniteTime() {
        var logical = 0
        var removed = 0
        var transaction = Transaction(animation: .smooth)
        transaction.addAnimationCompletion { logical += 1 }
        transaction.addAnimationCompletion(criteria: .removed) { removed += 1 }
        var value = AnimatedValue(0.0)
        value.setModel(100, transaction: transaction, at: 0)
        transaction.finalizeAnimationCompletions()
        _ = value.presentation(at: 0.05)
        #expect(logical == 0 && removed == 0)
        _ = value.presentation(at: .infinity)
        #expect(logical == 1 && removed == 1)
    }

    @Test("a custom animation returning NaN ends instead of presenting NaN")
    func customNaN() {
        var value = AnimatedValue(0.0)
        value.setModel(10, transaction: Transaction(animation: Animation(Poisoned())), at: 0)
        #expect(value.presentation(at: 0.1) == 10)
        #expect(!value.isAnimating)
        // A spring merging onto a custom animation whose velocity is NaN starts from rest instead.
        var merged = AnimatedValue(0.0)
        merged.setModel(10, transaction: Transaction(animation: Animation(PoisonedVelocity())), at: 0)
        _ = merged.presentation(at: 0.1)
        merged.setModel(20, transaction: Transaction(animation: .smooth), at: 0.1)
        for frame in 1...120 {
            let presented = merged.presentation(at: 0.1 + Double(frame) / 60)
            #expect(presented.isFinite, "frame \(frame): \(presented)")
        }
        #expect(!merged.isAnimating)
    }

    static var huge: [Animation] {
        [
            .linear(duration: 1e308), .easeInOut(duration: 1e300), .easeIn.delay(1e308), .linear.delay(1e9),
            .interpolatingSpring(initialVelocity: 1e300), .interpolatingSpring(initialVelocity: -1e300),
            .interpolatingSpring(mass: 1e9, stiffness: 1e-9, damping: 1e-9, initialVelocity: 1e300),
            .linear(duration: 500).speed(0.01), .linear(duration: 1e308).delay(1e308).speed(0.01),
            .linear(duration: 0.3).repeatCount(Int.max),
            .linear(duration: 0.3).repeatCount(Int.max).speed(0.01),
            .spring(response: 1e308, dampingFraction: 1e-300), Animation(NeverEnding()),
            Animation(NeverEnding()).logicallyComplete(after: 1e308),
        ]
    }

    @Test("huge finite parameters end within Animation.maximumDuration")
    func hugeParametersEnd() {
        #expect(Animation.maximumDuration == 600)
        for animation in AnimatedValueBoundsTests.huge {
            var value = AnimatedValue(0.0)
            value.setModel(100, transaction: Transaction(animation: animation), at: 0)
            var time = 0.0
            while value.isAnimating && time <= Animation.maximumDuration + 1 {
                time += 0.5
                let presented = value.presentation(at: time)
                if !presented.isFinite {
                    Issue.record("\(animation) presented \(presented) at \(time)")
                    break
                }
            }
            #expect(!value.isAnimating, "\(animation) still running at \(time) s")
            #expect(value.presentation(at: time) == 100)
        }
    }

    @Test("the bound counts from a fluid spring's last retarget, so a followed drag keeps going")
    func retargetedSpringKeepsGoing() {
        var value = AnimatedValue(0.0)
        var time = 0.0
        // Retarget every 2 s for longer than the bound: the spring must still follow.
        while time < Animation.maximumDuration + 10 {
            value.setModel(time, transaction: Transaction(animation: .interactiveSpring), at: time)
            time += 2
            _ = value.presentation(at: time)
        }
        value.setModel(-50, transaction: Transaction(animation: .smooth), at: time)
        #expect(value.isAnimating)
        #expect(value.presentation(at: time + 0.1) > -50)
    }

    @Test("a repeat of an animation that takes no time ends at once", arguments: [Int.max, 1000, 2])
    func repeatOfInstantAnimation(count: Int) {
        for base in [Animation.linear(duration: 0), .easeIn(duration: .nan), .linear(duration: -1)] {
            for animation in [
                base.repeatCount(count), base.repeatCount(count, autoreverses: false), base.repeatForever(),
            ] {
                var value = AnimatedValue(0.0)
                value.setModel(100, transaction: Transaction(animation: animation), at: 0)
                // The host evaluates at the change's own time: no frame is ever scheduled.
                #expect(value.presentation(at: 0) == 100, "\(animation)")
                #expect(!value.isAnimating, "\(animation)")
            }
        }
    }

    @Test("repeatForever is the one animation that outlives the bound")
    func foreverOutlivesBound() {
        var value = AnimatedValue(0.0)
        value.setModel(
            1, transaction: Transaction(animation: .linear(duration: 0.3).repeatForever().delay(1)), at: 0)
        var time = 0.0
        while time < Animation.maximumDuration * 2 {
            time += 1.0 / 7
            _ = value.presentation(at: time)
        }
        #expect(value.isAnimating)
    }
}

/// A custom animation that never reports being finished.
private struct NeverEnding: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        value.scaled(by: 0.5)
    }
}

/// A custom animation whose output is NaN.
private struct Poisoned: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        value.scaled(by: .nan)
    }
}

/// A well-behaved linear animation reporting a NaN velocity.
private struct PoisonedVelocity: CustomAnimation {
    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        time < 1 ? value.scaled(by: time) : nil
    }

    func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        value.scaled(by: .nan)
    }
}
