import KinemaAnimation
import KinemaTestSupport
import Testing

@Suite struct PropertyAnimatorTests {
    final class Recorder {
        var progress: [Double] = []
        var positions: [AnimatingPosition] = []
        var last: Double { progress.last ?? .nan }
    }

    func linear(_ duration: Double = 1) -> (PropertyAnimator, Recorder) {
        let recorder = Recorder()
        let animator = PropertyAnimator(duration: duration, curve: .linear) { recorder.progress.append($0) }
        try? animator.addCompletion { recorder.positions.append($0) }
        return (animator, recorder)
    }

    @Test("inactive → running → inactive at the end, completion with .end")
    func runToEnd() throws {
        let (animator, recorder) = linear()
        #expect(animator.state == .inactive)
        try animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning)
        animator.update(at: 0.25)
        #expect(recorder.last == 0.25)
        animator.update(at: 1.0)
        #expect(recorder.last == 1)
        #expect(recorder.positions == [.end])
        #expect(animator.state == .inactive)
        animator.checkInvariants()
    }

    @Test("a start delay holds the start")
    func startDelay() throws {
        let (animator, recorder) = linear()
        try animator.startAnimation(afterDelay: 0.5)
        animator.update(at: 0.4)
        #expect(animator.fractionComplete == 0)
        animator.update(at: 1.0)
        #expect(recorder.last == 0.5)
    }

    @Test("pause freezes time; start resumes from the same fraction")
    func pauseResume() throws {
        let (animator, recorder) = linear()
        try animator.startAnimation()
        animator.update(at: 0.3)
        try animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        animator.update(at: 5)
        #expect(animator.fractionComplete == 0.3)
        try animator.startAnimation()
        animator.update(at: 5.2)
        #expect(isClose(recorder.last, 0.5))
    }

    @Test("pausing an inactive animator prepares it at fraction 0")
    func pauseFromInactive() throws {
        let (animator, recorder) = linear()
        try animator.pauseAnimation()
        #expect(animator.state == .active && !animator.isRunning)
        #expect(recorder.progress == [0])
    }

    @Test("reversing runs back to the start and completes with .start")
    func reverse() throws {
        let (animator, recorder) = linear()
        try animator.startAnimation()
        animator.update(at: 0.6)
        animator.isReversed = true
        animator.update(at: 0.8)
        #expect(isClose(recorder.last, 0.4))
        animator.update(at: 1.5)
        #expect(recorder.positions == [.start])
        #expect(recorder.last == 0)
    }

    @Test("pausesOnCompletion keeps the animator active and skips completions")
    func pausesOnCompletion() throws {
        let (animator, recorder) = linear()
        animator.pausesOnCompletion = true
        try animator.startAnimation()
        animator.update(at: 2)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(recorder.positions.isEmpty)
        animator.isReversed = true
        try animator.startAnimation()
        animator.update(at: 2.5)
        #expect(isClose(recorder.last, 0.5))
    }

    @Test("stop without finishing goes inactive and never completes")
    func stopWithoutFinishing() throws {
        let (animator, recorder) = linear()
        try animator.startAnimation()
        animator.update(at: 0.5)
        try animator.stopAnimation(true)
        #expect(animator.state == .inactive)
        animator.update(at: 2)
        #expect(recorder.positions.isEmpty)
        #expect(recorder.last == 0.5)
        #expect(animator.clock.isFinished)
    }

    @Test("stop then finish at each position", arguments: [
        (AnimatingPosition.end, 1.0), (.start, 0.0), (.current, 0.5),
    ])
    func stopThenFinish(position: AnimatingPosition, expected: Double) throws {
        let (animator, recorder) = linear()
        try animator.startAnimation()
        animator.update(at: 0.5)
        try animator.stopAnimation(false)
        #expect(animator.state == .stopped)
        try animator.finishAnimation(at: position)
        #expect(animator.state == .inactive)
        #expect(recorder.positions == [position])
        #expect(recorder.last == expected)
    }

    @Test("continueAnimation with a factor of 0 runs the remaining time, as UIKit's examples use it")
    func continueWithRemainingTime() throws {
        let (animator, recorder) = linear()
        try animator.startAnimation()
        animator.update(at: 0.25)
        try animator.pauseAnimation()
        try animator.continueAnimation(withTimingParameters: .curve(.linear), durationFactor: 0)
        #expect(animator.isRunning)
        animator.update(at: 0.5)
        #expect(abs(animator.fractionComplete - 0.5) < 1e-9)
        animator.update(at: 1.0)
        #expect(animator.state == .inactive)
        #expect(recorder.positions == [.end])
    }

    @Test("every UIKit-raising call throws and leaves the animator unchanged")
    func misuse() throws {
        let (animator, _) = linear()
        #expect(throws: PropertyAnimatorError.notStopped(state: .inactive)) { try animator.finishAnimation(at: .end) }
        #expect(throws: PropertyAnimatorError.notActive) { try animator.stopAnimation(true) }
        #expect(throws: PropertyAnimatorError.notActive) {
            try animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
        #expect(animator.state == .inactive)
        try animator.startAnimation()
        animator.update(at: 0.25)
        #expect(throws: PropertyAnimatorError.notStopped(state: .active)) { try animator.finishAnimation(at: .end) }
        #expect(throws: PropertyAnimatorError.scrubWhileRunning) { try animator.setFractionComplete(0.5) }
        #expect(throws: PropertyAnimatorError.changeWhileActive(property: "isInterruptible")) {
            try animator.setInterruptible(false)
        }
        #expect(throws: PropertyAnimatorError.invalidValue(name: "durationFactor", value: -1)) {
            try animator.continueAnimation(withTimingParameters: nil, durationFactor: -1)
        }
        #expect(throws: PropertyAnimatorError.invalidValue(name: "durationFactor", value: .infinity)) {
            try animator.continueAnimation(withTimingParameters: nil, durationFactor: .infinity)
        }
        try animator.stopAnimation(false)
        #expect(throws: PropertyAnimatorError.stopped) { try animator.startAnimation() }
        #expect(throws: PropertyAnimatorError.stopped) { try animator.pauseAnimation() }
        #expect(throws: PropertyAnimatorError.stopped) { try animator.addAnimations({ _ in }) }
        #expect(throws: PropertyAnimatorError.stopped) { try animator.addCompletion({ _ in }) }
        #expect(throws: PropertyAnimatorError.stopped) { try animator.setFractionComplete(0.1) }
        #expect(throws: PropertyAnimatorError.notActive) { try animator.stopAnimation(false) }
        animator.isReversed = true
        #expect(!animator.isReversed)
        #expect(animator.state == .stopped && animator.fractionComplete == 0.25)
    }

    @Test("a non-interruptible running animator cannot pause or stop")
    func notInterruptible() throws {
        let (animator, _) = linear()
        try animator.setInterruptible(false)
        try animator.startAnimation()
        animator.update(at: 0.1)
        #expect(throws: PropertyAnimatorError.notInterruptible) { try animator.pauseAnimation() }
        #expect(throws: PropertyAnimatorError.notInterruptible) { try animator.stopAnimation(true) }
        #expect(animator.isRunning)
    }

    @Test("scrubbing maps linearly or through the curve")
    func scrubbing() throws {
        let recorder = Recorder()
        let animator = PropertyAnimator(duration: 1, curve: .easeIn) { recorder.progress.append($0) }
        try animator.setFractionComplete(0.5)
        #expect(animator.state == .active && !animator.isRunning)
        #expect(recorder.last == 0.5)
        animator.scrubsLinearly = false
        try animator.setFractionComplete(0.5)
        #expect(isClose(recorder.last, 0.31536, relative: 5e-5))
    }

    @Test("resuming after linear scrubbing continues without a jump")
    func resumeAfterScrub() throws {
        let recorder = Recorder()
        let animator = PropertyAnimator(duration: 1, curve: .easeIn) { recorder.progress.append($0) }
        try animator.setFractionComplete(0.5)
        try animator.startAnimation()
        #expect(recorder.last == 0.5)
        animator.update(at: 0.01)
        #expect(recorder.last > 0.5 && recorder.last < 0.51)
        animator.update(at: 0.5)
        #expect(recorder.last == 1)
    }

    @Test("addAnimations(delayFactor:) follows the UIKit doc example")
    func delayFactor() throws {
        let animator = PropertyAnimator(duration: 2, curve: .linear)
        var late: [Double] = []
        try animator.startAnimation()
        animator.update(at: 0.5)
        #expect(animator.fractionComplete == 0.25)
        try animator.addAnimations({ late.append($0) }, delayFactor: 0.25)
        animator.update(at: 1.0)
        #expect(late.last == 0)
        animator.update(at: 1.5)
        #expect(late.last == 0.5)
        animator.update(at: 2.0)
        #expect(late.last == 1)
    }

    @Test("continueAnimation with a spring keeps progress and uses relative velocity")
    func continueWithSpring() throws {
        let (animator, recorder) = linear(2)
        try animator.startAnimation()
        animator.update(at: 1)
        try animator.pauseAnimation()
        #expect(recorder.last == 0.5)
        let spring = SpringTimingParameters(duration: 0.5, bounce: 0, initialVelocity: 2)
        try animator.continueAnimation(withTimingParameters: .spring(spring), durationFactor: 1)
        #expect(animator.isRunning)
        #expect(recorder.last == 0.5)
        animator.update(at: 1.00001)
        // Relative velocity 2 over the remaining 0.5 → 1 progress per second.
        #expect(isClose((recorder.last - 0.5) / 0.00001, 1, relative: 1e-3))
        animator.update(at: 10)
        #expect(recorder.positions == [.end])
        #expect(recorder.last == 1)
    }

    @Test("the progress clock drives an animation elsewhere")
    func clockSeam() throws {
        let animator = PropertyAnimator(duration: 1, curve: .linear)
        var value = AnimatedValue(0.0)
        value.setModel(100, transaction: Transaction(animation: animator.animation), at: 0)
        try animator.startAnimation()
        animator.update(at: 0.3)
        #expect(value.presentation(at: 0.3) == 30)
        try animator.pauseAnimation()
        try animator.setFractionComplete(0.8)
        #expect(value.presentation(at: 5) == 80)
        try animator.startAnimation()
        animator.update(at: 6)
        #expect(value.presentation(at: 6) == 100)
        #expect(!value.isAnimating)
    }

    @Test("running animator factory starts at once")
    func runningFactory() throws {
        var seen: [Double] = []
        var ended: AnimatingPosition?
        let animator = try PropertyAnimator.runningPropertyAnimator(
            withDuration: 1, curve: .linear, animations: { seen.append($0) }, completion: { ended = $0 })
        #expect(animator.isRunning)
        animator.update(at: 1)
        #expect(ended == .end)
        #expect(seen.last == 1)
    }
}

@Suite struct PropertyAnimatorReversalTests {
    @Test("reversing after a continuation runs back through both segments to the start")
    func reverseAcrossSegments() throws {
        var progress: [Double] = []
        var ended: [AnimatingPosition] = []
        let animator = PropertyAnimator(duration: 1, curve: .linear) { progress.append($0) }
        try animator.addCompletion { ended.append($0) }
        try animator.startAnimation()
        animator.update(at: 0.5)
        try animator.continueAnimation(withTimingParameters: .curve(.linear), durationFactor: 2)
        animator.update(at: 1.0)
        #expect(isClose(animator.fractionComplete, 0.625))
        #expect(isClose(progress.last ?? .nan, 0.625))
        animator.isReversed = true
        animator.update(at: 1.5)
        #expect(isClose(animator.fractionComplete, 0.5))
        animator.update(at: 1.75)
        #expect(isClose(animator.fractionComplete, 0.25))
        animator.update(at: 3)
        #expect(ended == [.start])
        #expect(progress.last == 0)
    }
}
