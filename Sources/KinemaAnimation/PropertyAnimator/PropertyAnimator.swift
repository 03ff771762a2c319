/// An imperative, interruptible animator in the style of UIKit's `UIViewPropertyAnimator` (EXT, spec
/// §6.2): start, pause, scrub, reverse, stop and finish a set of animation blocks that receive
/// progress.
///
/// Each block is a closure that receives the progress of its animation (0 = start values, 1 = end
/// values; spring timing may overshoot) whenever it changes, and interpolates whatever it animates.
/// Time is injected: call ``update(at:)`` with the frame time; commands act at the last update's time.
/// Inside a view host nothing needs calling: an animator commanded from a view's action, gesture or
/// `onAppear` joins the host (``PropertyAnimatorDriver``) and advances with its frames, and a paused
/// animator causes no frames.
///
/// ```swift
/// let animator = PropertyAnimator(duration: 0.4, curve: .easeOut)
/// animator.addAnimations { progress in offset = 0.interpolated(towards: 30, amount: progress) }
/// animator.addCompletion { position in print("ended at", position) }
/// try animator.startAnimation()
/// animator.update(at: now)          // every frame
/// ```
///
/// States (UIKit's state machine): `inactive` → `active` (running or paused) → `inactive` when it
/// reaches its end (completions run with `.end`, or `.start` when reversed), or → `stopped` via
/// ``stopAnimation(_:)`` with `false`, after which only ``finishAnimation(at:)`` is allowed. Every call
/// that raises in UIKit throws ``PropertyAnimatorError`` here and leaves the animator unchanged.
/// Releasing a stopped animator (a UIKit crash) is harmless: its blocks keep their last values.
///
/// Invariants:
/// - `0 ≤ fractionComplete ≤ 1`;
/// - `isRunning` implies `state == .active`; blocks and completions are empty when `inactive` after a
///   finish;
/// - the progress clock publishes the displayed progress after every call.
///
/// Not `Sendable`: confined to the thread that drives frames. ``clock`` may be read anywhere.
public final class PropertyAnimator {
    struct Block {
        let apply: (Double) -> Void
        /// Time fraction at which the block starts (its delay).
        let startFraction: Double
    }

    /// The animator's duration in seconds (physical springs run for their own settling time).
    public let duration: Double
    /// The timing the animator was created with.
    public let timingParameters: TimingParameters
    /// The state: inactive, active or stopped.
    public internal(set) var state: AnimatingState = .inactive
    /// Whether the animator is active and not paused.
    public var isRunning: Bool { state == .active && !isPaused }
    /// The delay given to the last ``startAnimation(afterDelay:)``.
    public internal(set) var delay: Double = 0
    /// The fraction of the timeline completed (0…1). Set it with ``setFractionComplete(_:)``.
    public internal(set) var fractionComplete: Double = 0
    /// When true (the default), setting the fraction while paused maps it linearly to progress; when
    /// false, through the timing curve.
    public var scrubsLinearly = true
    /// When true, reaching the end pauses instead of finishing (completions do not run).
    public var pausesOnCompletion = false
    /// When false, a running animator cannot be paused or stopped. Set it with ``setInterruptible(_:)``.
    public internal(set) var isInterruptible = true
    /// When true, time runs backwards towards the start. Ignored while stopped.
    public var isReversed = false {
        didSet { if state == .stopped { isReversed = oldValue } }
    }
    /// The progress clock: the seam through which animations elsewhere follow this animator.
    public let clock = AnimatorProgressClock()

    var timeline: AnimatorTimeline
    var blocks: [Block] = []
    var completions: [(AnimatingPosition) -> Void] = []
    var isPaused = false
    var isScrubbedLinearly = false
    var remainingDelay = 0.0
    /// The time of the last ``update(at:)``.
    public internal(set) var currentTime: Double
    /// The driver whose frames advance this animator (see ``PropertyAnimatorDriver``).
    weak var drivenBy: (any PropertyAnimatorDriver)?

    /// Creates an inactive animator with `timing`. A NaN, infinite or negative duration means 0; a
    /// longer one than ``Animation/maximumDuration`` is clamped to it.
    public init(duration: Double, timingParameters timing: TimingParameters, at time: Double = 0) {
        self.duration = Animation.clampedDuration(duration)
        timingParameters = timing
        timeline = AnimatorTimeline(duration: self.duration, timing: timing)
        currentTime = time
    }

    /// An animator following `curve` (ease-in-out by default).
    public convenience init(duration: Double, curve: UnitCurve = .easeInOut, animations: ((Double) -> Void)? = nil) {
        self.init(duration: duration, timingParameters: .curve(curve))
        if let animations { blocks.append(Block(apply: animations, startFraction: 0)) }
    }

    /// An animator following the cubic Bézier through the two control points.
    public convenience init(duration: Double, controlPoint1: (x: Double, y: Double), controlPoint2: (x: Double, y: Double)) {
        self.init(
            duration: duration,
            curve: .bezier(
                startControlPoint: .init(x: controlPoint1.x, y: controlPoint1.y),
                endControlPoint: .init(x: controlPoint2.x, y: controlPoint2.y)))
    }

    /// An animator following a spring with `dampingRatio` that settles within `duration`.
    public convenience init(duration: Double, dampingRatio: Double, animations: ((Double) -> Void)? = nil) {
        self.init(duration: duration, timingParameters: .spring(SpringTimingParameters(dampingRatio: dampingRatio)))
        if let animations { blocks.append(Block(apply: animations, startFraction: 0)) }
    }

    /// The progress shown now (0 at the start values, 1 at the end values).
    public var progress: Double {
        isScrubbedLinearly ? fractionComplete : timeline.progress(atFraction: fractionComplete)
    }

    /// Sends the current progress to every block and publishes it on the clock.
    func publish(isFinished: Bool = false) {
        let current = progress
        for block in blocks { block.apply(blockProgress(block, overall: current)) }
        clock.publish(progress: current, isFinished: isFinished, isRunning: isRunning)
    }

    func blockProgress(_ block: Block, overall: Double) -> Double {
        guard block.startFraction > 0 else { return overall }
        guard block.startFraction < 1 else { return fractionComplete >= 1 ? 1 : 0 }
        let local = min(max((fractionComplete - block.startFraction) / (1 - block.startFraction), 0), 1)
        if isScrubbedLinearly { return local }
        return AnimatorTimeline.progress(of: timingParameters, at: local, runTime: timeline.primaryRunTime)
    }

    /// Checks the invariants listed in the type's documentation.
    public func checkInvariants() {
        precondition((0...1).contains(fractionComplete), "PropertyAnimator fraction \(fractionComplete) outside 0…1")
        precondition(!isRunning || state == .active, "PropertyAnimator running while \(state)")
    }
}
