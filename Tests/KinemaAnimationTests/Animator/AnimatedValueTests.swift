import KinemaAnimation
import KinemaGeometry
import KinemaTestSupport
import Testing

@Suite struct AnimatedValueTests {
    func animated(_ animation: Animation?) -> Transaction { Transaction(animation: animation) }

    @Test("a timing curve runs from the old to the new value, then the animator is removed")
    func timingCurve() {
        var value = AnimatedValue(0.0)
        value.setModel(100, transaction: animated(.easeInOut(duration: 0.35)), at: 1)
        #expect(value.model == 100)
        #expect(value.presentation(at: 1) == 0)
        #expect(isClose(value.presentation(at: 1.175), 50))
        #expect(isClose(value.velocity(at: 1.175) ?? .nan, 492.6108, relative: 1e-5))
        #expect(value.isAnimating)
        #expect(value.presentation(at: 1.4) == 100)
        #expect(!value.isAnimating)
        value.checkInvariants()
    }

    @Test("a change without animation is applied at once")
    func noAnimation() {
        var value = AnimatedValue(Point(x: 1, y: 2))
        value.setModel(Point(x: 5, y: 5), transaction: Transaction(), at: 0)
        #expect(!value.isAnimating)
        #expect(value.presentation(at: 0) == Point(x: 5, y: 5))
    }

    @Test("retargeting easeInOut combines as in §1.6 (vector 14)")
    func combineExample() {
        var value = AnimatedValue(0.0)
        let ease = animated(.easeInOut(duration: 0.35))
        value.setModel(100, transaction: ease, at: 0)
        #expect(isClose(value.presentation(at: 0.05), 4.090418146073431, relative: 1e-6))
        #expect(isClose(value.presentation(at: 0.1), 16.97018052003113, relative: 1e-6))
        value.setModel(200, transaction: ease, at: 0.1)
        #expect(isClose(value.presentation(at: 0.1), 16.97018052003113, relative: 1e-6))
        #expect(isClose(value.presentation(at: 0.2), 85.5491, relative: 1e-6))
        #expect(isClose(value.presentation(at: 0.3), 160.6089, relative: 1e-6))
        #expect(isClose(value.presentation(at: 0.35), 183.02981947996886, relative: 1e-6))
        #expect(isClose(value.presentation(at: 0.44), 199.8437584781011, relative: 1e-6))
        #expect(value.isAnimating)
        // The newest curve ends at 0.1 + 0.35 = 0.45 (the script's float rounding already calls that
        // frame finished; here 0.45 − 0.1 is exactly 0.35, so it finishes at the next frame).
        #expect(value.presentation(at: 0.45) == 200)
        #expect(value.presentation(at: 0.4501) == 200)
        #expect(!value.isAnimating)
    }

    @Test("combined timing curves keep the velocity continuous at the retarget")
    func combineVelocity() {
        var value = AnimatedValue(0.0)
        let ease = animated(.easeInOut(duration: 0.35))
        value.setModel(100, transaction: ease, at: 0)
        _ = value.presentation(at: 0.1)
        let before = value.velocity(at: 0.1) ?? .nan
        value.setModel(200, transaction: ease, at: 0.1)
        _ = value.presentation(at: 0.1)
        let after = value.velocity(at: 0.1) ?? .nan
        #expect(isClose(before, after, relative: 1e-9))
        #expect(isClose(before, 345.6, relative: 1e-3))
    }

    @Test("a non-animated change during an animation moves the presentation by its delta")
    func additiveJump() {
        var value = AnimatedValue(0.0)
        value.setModel(100, transaction: animated(.linear(duration: 1)), at: 0)
        #expect(value.presentation(at: 0.5) == 50)
        value.setModel(110, transaction: Transaction(), at: 0.5)
        #expect(value.presentation(at: 0.5) == 60)
        #expect(value.presentation(at: 0.75) == 85)
        #expect(value.presentation(at: 1.01) == 110)
    }

    @Test("a fluid spring of 100 is logically complete after 0.5 s and removed at 1.267 s (vector 15)")
    func fluidSpringRemoval() {
        var value = AnimatedValue(0.0)
        var transaction = animated(.spring)
        var logical: Double?
        var removed: Double?
        var now = 0.0
        transaction.addAnimationCompletion { logical = now }
        transaction.addAnimationCompletion(criteria: .removed) { removed = now }
        value.setModel(100, transaction: transaction, at: 0)
        transaction.finalizeAnimationCompletions()
        for time in frameTimes(count: 120) {
            now = time
            _ = value.presentation(at: time)
        }
        #expect(isClose(logical ?? .nan, 0.5166666666666666, relative: 1e-9))
        #expect(isClose(removed ?? .nan, 1.266666666666667, relative: 1e-9))
        #expect(!value.isAnimating)
    }

    @Test(".default settles later than .spring: removed near 1.38 s")
    func defaultRemoval() {
        var value = AnimatedValue(0.0)
        value.setModel(100, transaction: animated(.default), at: 0)
        var removedAt: Double?
        for time in frameTimes(count: 120) where removedAt == nil {
            _ = value.presentation(at: time)
            if !value.isAnimating { removedAt = time }
        }
        #expect(isClose(removedAt ?? .nan, 1.3833333333333333, relative: 1e-9))
    }

    @Test("a spring retargeted mid-flight keeps value and velocity", arguments: [
        Animation.spring, .bouncy, .snappy, .easeInOut, .interpolatingSpring,
    ])
    func springRetarget(first: Animation) {
        var value = AnimatedValue(0.0)
        value.setModel(100, transaction: animated(first), at: 0)
        var last = 0.0
        for time in frameTimes(count: 12) { last = value.presentation(at: time) }
        let time = frameTimes(count: 12).last!
        let velocity = value.velocity(at: time) ?? .nan
        value.setModel(-50, transaction: animated(.bouncy), at: time)
        #expect(isClose(value.presentation(at: time), last, relative: 1e-9))
        #expect(isClose(value.velocity(at: time) ?? .nan, velocity, relative: 1e-6, absolute: 1e-6))
        let next = value.presentation(at: time + 1.0 / 300)
        #expect(abs(next - (last + velocity / 300)) < 0.05 * max(1, abs(velocity) / 300))
    }

    @Test("springs with different responses blend over blendDuration")
    func blend() {
        var value = AnimatedValue(0.0)
        value.setModel(100, transaction: animated(.spring(response: 1, dampingFraction: 1, blendDuration: 0.5)), at: 0)
        _ = value.presentation(at: 0.2)
        value.setModel(200, transaction: animated(.spring(response: 0.2, dampingFraction: 1, blendDuration: 0.5)), at: 0.2)
        var plain = AnimatedValue(0.0)
        plain.setModel(100, transaction: animated(.spring(response: 1, dampingFraction: 1)), at: 0)
        _ = plain.presentation(at: 0.2)
        plain.setModel(200, transaction: animated(.spring(response: 0.2, dampingFraction: 1)), at: 0.2)
        // During the blend the response is still longer, so the blended spring lags behind.
        #expect(value.presentation(at: 0.3) < plain.presentation(at: 0.3))
    }

    @Test(".logicallyComplete fires for a superseded animation when it would have completed")
    func forkedCompletion() {
        var value = AnimatedValue(0.0)
        var first = animated(.linear(duration: 1))
        var events: [String] = []
        var now = 0.0
        first.addAnimationCompletion { events.append("first logical at \(now)") }
        first.addAnimationCompletion(criteria: .removed) { events.append("first removed at \(now)") }
        value.setModel(100, transaction: first, at: 0)
        first.finalizeAnimationCompletions()
        _ = value.presentation(at: 0.25)
        var second = animated(.linear(duration: 2))
        second.addAnimationCompletion { events.append("second logical at \(now)") }
        value.setModel(0, transaction: second, at: 0.25)
        second.finalizeAnimationCompletions()
        for time in [0.5, 1.0, 1.25, 2.0, 2.25, 2.3] {
            now = time
            _ = value.presentation(at: time)
        }
        #expect(events == ["first logical at 1.25", "second logical at 2.3", "first removed at 2.3"])
    }

    @Test("a spring merged mid-flight still completes the first transaction at its own response")
    func mergedSpringCompletion() {
        var value = AnimatedValue(0.0)
        var first = animated(.spring)
        var events: [String] = []
        var now = 0.0
        first.addAnimationCompletion { events.append("first at \(now)") }
        value.setModel(100, transaction: first, at: 0)
        first.finalizeAnimationCompletions()
        var second = animated(.spring(response: 1, dampingFraction: 1))
        second.addAnimationCompletion { events.append("second at \(now)") }
        for time in [0.1, 0.2] { now = time; _ = value.presentation(at: time) }
        value.setModel(200, transaction: second, at: 0.2)
        second.finalizeAnimationCompletions()
        for step in 1...100 {
            now = 0.2 + Double(step) * 0.05
            _ = value.presentation(at: now)
        }
        #expect(events.count == 2)
        #expect(events.first.map { $0.hasPrefix("first at 0.5") } == true)
        #expect(events.last.map { $0.hasPrefix("second at 1.2") } == true)
    }

    @Test("logicallyComplete(after:) drives .logicallyComplete completions")
    func logicallyCompleteAfter() {
        var value = AnimatedValue(0.0)
        var transaction = animated(.linear(duration: 2).logicallyComplete(after: 0.5))
        var firedAt: Double?
        var now = 0.0
        transaction.addAnimationCompletion { firedAt = now }
        value.setModel(1, transaction: transaction, at: 0)
        transaction.finalizeAnimationCompletions()
        for time in [0.25, 0.5, 0.75] { now = time; _ = value.presentation(at: time) }
        #expect(firedAt == 0.5)
        #expect(value.isAnimating)
    }

    @Test("a superseded repeatForever stops keeping the host busy after a minute")
    func foreverForkExpires() {
        var value = AnimatedValue(0.0)
        var first = animated(.linear(duration: 1).repeatForever())
        var fired = false
        first.addAnimationCompletion { fired = true }
        value.setModel(10, transaction: first, at: 0)
        first.finalizeAnimationCompletions()
        _ = value.presentation(at: 0.5)
        value.setModel(20, transaction: animated(.linear(duration: 1)), at: 0.5)
        _ = value.presentation(at: 30)
        #expect(value.isAnimating && !value.isPresentationAnimating && !fired)
        _ = value.presentation(at: 61)
        #expect(fired)
        #expect(!value.isAnimating)
    }

    @Test("reset drops the animation and counts it as removed")
    func reset() {
        var value = AnimatedValue(0.0)
        var transaction = animated(.easeIn)
        var fired = 0
        transaction.addAnimationCompletion(criteria: .removed) { fired += 1 }
        value.setModel(10, transaction: transaction, at: 0)
        transaction.finalizeAnimationCompletions()
        #expect(fired == 0)
        value.reset(to: 3)
        #expect(fired == 1)
        #expect(!value.isAnimating)
        #expect(value.presentation(at: 0.1) == 3)
    }

    @Test("a completion waits for every property its transaction animated")
    func sharedCompletion() {
        var a = AnimatedValue(0.0)
        var b = AnimatedValue(0.0)
        var transaction = animated(.linear(duration: 1))
        var fired = false
        transaction.addAnimationCompletion(criteria: .removed) { fired = true }
        a.setModel(1, transaction: transaction, at: 0)
        var shorter = transaction
        shorter.animation = .linear(duration: 0.5)
        b.setModel(1, transaction: shorter, at: 0)
        transaction.finalizeAnimationCompletions()
        _ = a.presentation(at: 0.6)
        _ = b.presentation(at: 0.6)
        #expect(!fired)
        _ = a.presentation(at: 1.1)
        #expect(fired)
    }

    @Test("values with empty animatable data never animate")
    func emptyData() {
        struct Label: Animatable, Equatable {
            typealias AnimatableData = EmptyAnimatableData
            var text: String
        }
        var value = AnimatedValue(Label(text: "a"))
        value.setModel(Label(text: "b"), transaction: animated(.default), at: 0)
        #expect(!value.isAnimating)
        #expect(value.presentation(at: 0).text == "b")
    }

    @Test("a NaN model value is applied without animation")
    func nonFiniteDelta() {
        var value = AnimatedValue(0.0)
        value.setModel(.nan, transaction: animated(.default), at: 0)
        #expect(!value.isAnimating)
        value.setModel(5, transaction: animated(.default), at: 0)
        #expect(!value.isAnimating)
        #expect(value.presentation(at: 0) == 5)
    }
}
