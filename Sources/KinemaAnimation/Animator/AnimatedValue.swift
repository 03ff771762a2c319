import KinemaGeometry

/// The per-property animator: turns model values set under transactions into presentation values over
/// time (spec §1.5–1.6). The view layer keeps one per animatable attribute.
///
/// Animations run on *delta vectors*: a change from `old` to `new` hands the animation
/// `interval = new − old`, and the presentation is `new − interval + covered`, so it starts at the old
/// value and reaches the model when the animation finishes. A change arriving while animating either
/// **merges** (the new animation takes over the running one's value and velocity — springs do) or
/// **combines** (both run; the newest interpolates from the older ones' live value — timing curves do).
/// A change without animation moves the presentation by exactly its delta while the running animation
/// keeps going (additive composition).
///
/// ```swift
/// var x = AnimatedValue(0.0)
/// x.setModel(100, transaction: Transaction(animation: .easeInOut(duration: 0.35)), at: 0)
/// x.presentation(at: 0.175)      // 50
/// x.presentation(at: 0.4)        // 100, and the animator is gone
/// ```
///
/// Completion handlers attached to a transaction are retained by every property the transaction
/// animates and run when the last one completes (`.logicallyComplete` or `.removed`); call
/// ``Transaction/finalizeAnimationCompletions()`` after an update so that handlers of transactions
/// that animated nothing run too.
///
/// Invariants:
/// - `modelData == model.animatableData`;
/// - with no animator the presentation equals the model;
/// - the animator, if any, has at least one running part.
///
/// Time is frame time in seconds from an injected clock; it should not go backwards.
public struct AnimatedValue<Value: Animatable> {
    @usableFromInline typealias Data = Value.AnimatableData

    /// The value state says now.
    public private(set) var model: Value
    var modelData: Data
    // `@usableFromInline` so that ``isAnimating`` can be inlined into the view layer's per-frame
    // loop: called through the generic entry point it copied the whole value out of its optional
    // and looked up its type metadata, ~1,500 instructions per animating value and frame.
    @usableFromInline var animator: ValueAnimator<Data>?
    @usableFromInline var forks: [AnimationFork<Data>] = []

    /// How new animations join running ones when neither the animation
    /// (``Animation/combiningPolicy(_:)``) nor the transaction says (EXT, spec §6.1).
    public var combiningPolicy: AnimationCombiningPolicy = .swiftUI

    /// What animations on this property see as ``AnimationContext/environment``.
    public var environment = AnimationEnvironment()

    /// Starts at rest at `value`.
    public init(_ value: Value) {
        model = value
        modelData = value.animatableData
    }

    /// Whether anything is still running: an animation moving the presentation, or a superseded one
    /// whose completion handlers are still waiting. The host keeps scheduling frames while true.
    @inlinable public var isAnimating: Bool { animator != nil || !forks.isEmpty }

    /// Whether the presentation currently differs from the model because of an animation.
    @inlinable public var isPresentationAnimating: Bool { animator != nil }

    /// Sets the model value under `transaction` at frame time `time`.
    ///
    /// If the value changed and the transaction has an effective animation (``Transaction/effectiveAnimation``),
    /// the animation starts, merges or combines, and the transaction's completion handlers wait for it.
    /// Without an animation the change is applied at once, on top of whatever is running. Values whose
    /// data is ``EmptyAnimatableData`` never animate. A change whose delta is not finite (NaN or infinite
    /// components) is applied without animation. A change at a NaN or infinite `time` cannot be placed
    /// on the timeline: it is applied at once and every running animation ends (as in
    /// ``presentation(at:)``).
    public mutating func setModel(_ value: Value, transaction: Transaction, at time: Double) {
        let newData = value.animatableData
        model = value
        guard time.isFinite else {
            modelData = newData
            endAnimations()
            return
        }
        guard Data.self != EmptyAnimatableData.self, newData != modelData else {
            modelData = newData
            return
        }
        let delta = newData - modelData
        modelData = newData
        guard let effective = transaction.effectiveAnimation, delta.magnitudeSquared.isFinite else { return }
        let (animation, ownPolicy) = effective.unwrappingCombiningPolicy
        let policy = ownPolicy ?? transaction.combiningPolicy ?? combiningPolicy
        let entryIndex = retarget(animation: animation, delta: delta, policy: policy, at: time)
        attach(transaction.completionListeners, to: entryIndex)
    }

    /// The presentation value at frame time `time`. Advances the animations; finished ones are removed
    /// and may run completion handlers.
    ///
    /// A NaN or infinite `time` ends every animation, `repeatForever` included: the presentation is
    /// the model value and waiting completion handlers run (no finite state could be computed for
    /// it, and a frozen animation would keep its host drawing for ever).
    // Pre-specialised inside the module for the common value types, so that clients get the fast path
    // without inlining the animator's internals (which would go stale across incremental builds).
    @_specialize(exported: true, where Value == Double)
    @_specialize(exported: true, where Value == Point)
    @_specialize(exported: true, where Value == Size)
    @_specialize(exported: true, where Value == Rect)
    @_specialize(exported: true, where Value == ColorVector)
    public mutating func presentation(at time: Double) -> Value {
        guard time.isFinite else {
            endAnimations()
            return model
        }
        advanceForks(to: time)
        guard animator != nil else { return model }
        let offset = animator!.advance(to: time, environment: environment)
        if animator!.isFinished {
            animator!.releaseAllListeners()
            animator = nil
            return model
        }
        var value = model
        value.animatableData = modelData + offset
        return value
    }

    /// The presentation velocity (units per second) as of the last ``presentation(at:)``, or `nil`
    /// when nothing animates or `time` is NaN or infinite.
    public func velocity(at time: Double) -> Value.AnimatableData? {
        guard time.isFinite else { return nil }
        return animator?.velocity(at: time, environment: environment)
    }

    /// The earliest frame time after `time` at which the presentation may differ from the
    /// presentation at `time`, as of the last ``presentation(at:)``: `time` itself when it may change
    /// at once, `.infinity` when nothing animates.
    ///
    /// Later than `time` only while every running animation is certainly still: waiting out a
    /// `.delay(_:)`, or a velocity-tracking animation presenting the model until it removes itself.
    /// A host sleeps until then instead of drawing frames that cannot change; it draws at that time,
    /// so completions that fire there still run on time. Superseded animations waiting for their
    /// completion (forks) count as changing at once.
    public func nextChangeTime(after time: Double) -> Double {
        guard time.isFinite, forks.isEmpty else { return time }
        guard let animator else { return .infinity }
        return max(time, animator.nextChange(after: time))
    }

    /// Jumps to `value` with no animation, dropping running animations (identity change). Their
    /// completion handlers count as removed.
    public mutating func reset(to value: Value) {
        model = value
        modelData = value.animatableData
        endAnimations()
    }

    /// Ends every animation as if it had finished: the presentation becomes the model and every
    /// waiting completion handler is released.
    private mutating func endAnimations() {
        animator?.releaseAllListeners()
        animator = nil
        for index in forks.indices { forks[index].release() }
        forks = []
    }

    private mutating func advanceForks(to time: Double) {
        guard !forks.isEmpty else { return }
        var index = 0
        while index < forks.count {
            if forks[index].advance(to: time, environment: environment) {
                forks.remove(at: index)
            } else {
                index += 1
            }
        }
    }

    /// Checks the invariants listed in the type's documentation.
    public func checkInvariants() {
        precondition(modelData == model.animatableData, "AnimatedValue model data out of sync with model \(model)")
        animator?.checkInvariants()
    }
}
