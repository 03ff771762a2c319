import KinemaAnimation

/// A view that plays keyframes over a value and builds its content from the value, frame by frame
/// (spec §5.2).
///
/// ```swift
/// KeyframeAnimator(initialValue: 0.0, trigger: bounces) { y in
///     Text("●").offset(y: y)
/// } keyframes: { _ in
///     KeyframeTrack {
///         CubicKeyframe(-3.0, duration: 0.25)
///         SpringKeyframe(0.0, spring: .bouncy)
///     }
/// }
/// ```
///
/// The content first shows `initialValue`. With a trigger, each change of the trigger calls
/// `keyframes` with the current value (the initial value the first time, then where the previous
/// run ended — or, if it is still playing, the value shown now) and plays the new timeline from
/// its start, replacing the old one; at its end the animator rests at the timeline's last value.
/// Without a trigger the timeline plays as soon as the view appears, and loops while `repeating`
/// is true (each loop calls `keyframes` with the value the previous loop ended at).
///
/// The values are exactly `KeyframeTimeline`'s for the same keyframes. `content` runs every frame
/// while the timeline plays — keep it cheap — and its reads of state and `@Observable` properties
/// are recorded for it. Bad input: a timeline lasting 0 s shows its end value at once (a repeating
/// one does not loop, and a diagnostic says why); a NaN value in the keyframes is shown as it is.
///
/// A timeline retriggered while it plays keeps the motion's velocity (spec §5.2): each track's cubic
/// or spring keyframe without an explicit start velocity starts at the velocity its property had in
/// the run it replaces (a linear or move keyframe ignores it, as its shape is fixed). A run that
/// ended, or a new loop of a repeating one, starts at rest.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, PrimitiveView
where KeyframePath.Value == Value {
    let initialValue: Value
    let trigger: AnyEquatableTrigger?
    let repeating: Bool
    let content: (Value, Int) -> Content
    let keyframes: (Value) -> KeyframePath

    init(
        initialValue: Value, trigger: AnyEquatableTrigger?, repeating: Bool,
        content: @escaping (Value, Int) -> Content, keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = trigger
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    /// An animator that plays `keyframes` each time `trigger` changes.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.init(
            initialValue: initialValue, trigger: AnyEquatableTrigger(trigger), repeating: false,
            content: { value, _ in content(value) }, keyframes: keyframes)
    }

    /// An animator that plays `keyframes` when it appears, looping while `repeating` is true.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.init(
            initialValue: initialValue, trigger: nil, repeating: repeating,
            content: { value, _ in content(value) },
            keyframes: keyframes)
    }

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        KeyframeAnimatorNode<Value>(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension View {
    /// Plays `keyframes` over a value each time `trigger` changes; `content` applies the value's
    /// modifiers to this view.
    ///
    /// ```swift
    /// Text("♥")
    ///     .keyframeAnimator(initialValue: 1.0, trigger: likes) { content, scale in
    ///         content.scaleEffect(scale)
    ///     } keyframes: { _ in
    ///         KeyframeTrack {
    ///             LinearKeyframe(1.5, duration: 0.1)
    ///             SpringKeyframe(1.0, spring: .bouncy)
    ///         }
    ///     }
    /// ```
    public func keyframeAnimator<Value, K: Keyframes, V: View>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> KeyframeAnimator<Value, K, V> where K.Value == Value {
        let base = self
        return KeyframeAnimator(
            initialValue: initialValue, trigger: AnyEquatableTrigger(trigger), repeating: false,
            content: { content(PlaceholderContentView(content: base, scope: nil, version: $1), $0) },
            keyframes: keyframes)
    }

    /// Plays `keyframes` over a value when this view appears, looping while `repeating` is true.
    public func keyframeAnimator<Value, K: Keyframes, V: View>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> KeyframeAnimator<Value, K, V> where K.Value == Value {
        let base = self
        return KeyframeAnimator(
            initialValue: initialValue, trigger: nil, repeating: repeating,
            content: { content(PlaceholderContentView(content: base, scope: nil, version: $1), $0) },
            keyframes: keyframes)
    }
}

/// A ``KeyframeAnimator`` as its node sees it.
@MainActor
protocol KeyframeAnimatorParts<Value> {
    associatedtype Value
    var initialValue: Value { get }
    var trigger: AnyEquatableTrigger? { get }
    var repeating: Bool { get }
    func erasedContent(_ value: Value, version: Int) -> any View
    func erasedKeyframes(_ value: Value) -> any Keyframes<Value>
}

extension KeyframeAnimator: KeyframeAnimatorParts {
    func erasedContent(_ value: Value, version: Int) -> any View { content(value, version) }
    func erasedKeyframes(_ value: Value) -> any Keyframes<Value> { keyframes(value) }
}

/// The node of a ``KeyframeAnimator``: while a timeline plays it runs with the animating nodes and
/// rebuilds its content each frame with the timeline's value.
///
/// Invariants: the node is in the runtime's animating set only while `isPlaying`; `value` is the
/// value the content last got (or is about to get, when `valueChanged`).
final class KeyframeAnimatorNode<Value>: ListNode {
    private var animator: (any KeyframeAnimatorParts<Value>)?
    private var content: TrackedContent!
    private var value: Value?
    /// The timeline playing (or last played) and the value it was made from.
    private var keyframes: (any Keyframes<Value>)?
    private var runStartValue: Value?
    /// The velocities the playing run started with.
    private var runVelocities = KeyframeVelocities()
    private var start = 0.0
    private var isPlaying = false
    private var valueChanged = false
    private var version = 0

    /// The most loops a repeating timeline runs in one frame (a short timeline after a long pause).
    static var maxLoopsPerFrame: Int { 100 }

    override init(runtime: ViewRuntime, parent: ViewNode?, environment: EnvironmentValues) {
        super.init(runtime: runtime, parent: parent, environment: environment)
        content = TrackedContent(owner: self, label: "KeyframeAnimator")
    }

    override func update(with view: any View) {
        let parts = view as! any KeyframeAnimatorParts<Value>
        let previous = animator
        animator = parts
        version += 1
        if previous == nil {
            value = parts.initialValue
            if parts.trigger == nil { play(from: parts.initialValue) }
        } else if let trigger = parts.trigger, !trigger.equals(previous?.trigger), let current = value {
            play(from: current, velocities: isPlaying ? currentVelocities() : KeyframeVelocities())
        }
        build()
    }

    override func reconcile() {
        if valueChanged {
            build()
        } else if let changed = content.takeChange(as: (any View).self) {
            runtime.reconcileChild(of: self, at: 0, with: changed)
        }
    }

    override func didUninstall() {
        content.remove()
        isPlaying = false
        runtime.stopAnimating(self)
    }

    override func advanceAnimations(to time: Double) -> Bool {
        guard isPlaying, !isRemoved, let keyframes, let runStartValue, let animator else { return false }
        valueChanged = true
        runtime.enqueue(self)
        let duration = keyframes.duration
        guard time.isFinite else {
            // A broken clock ends animations: show the end.
            value = self.value(of: keyframes, from: runStartValue, at: duration)
            isPlaying = false
            return false
        }
        var elapsed = time - start
        if elapsed < duration {
            value = self.value(of: keyframes, from: runStartValue, at: elapsed)
            return true
        }
        var end = self.value(of: keyframes, from: runStartValue, at: duration)
        guard animator.repeating && duration > 0 else {
            value = end
            isPlaying = false
            return false
        }
        var loops = 0
        var next = keyframes
        var nextStart = runStartValue
        while elapsed >= next.duration && loops < Self.maxLoopsPerFrame {
            start += next.duration
            elapsed = time - start
            nextStart = end
            runVelocities = KeyframeVelocities()
            next = animator.erasedKeyframes(end)
            end = self.value(of: next, from: nextStart, at: next.duration)
            loops += 1
            guard next.duration > 0 else { break }
        }
        self.keyframes = next
        self.runStartValue = nextStart
        guard next.duration > 0 else {
            runtime.diagnose("KeyframeAnimator: the repeating keyframes last 0 s; they do not loop")
            value = end
            isPlaying = false
            return false
        }
        if elapsed >= next.duration { start = time }  // far behind: start the loop afresh
        value = self.value(of: next, from: nextStart, at: max(0, time - start))
        return true
    }

    private func value(of keyframes: any Keyframes<Value>, from startValue: Value, at time: Double) -> Value {
        let clamped = time.isNaN ? 0 : min(max(time, 0), keyframes.duration)
        var result = startValue
        keyframes._apply(to: &result, initialValue: startValue, velocities: runVelocities, time: clamped)
        return result
    }

    /// The velocities of the playing run at the frame time.
    private func currentVelocities() -> KeyframeVelocities {
        var result = KeyframeVelocities()
        guard let keyframes, let runStartValue else { return result }
        keyframes._velocities(
            at: runtime.time - start, initialValue: runStartValue, velocities: runVelocities, into: &result)
        return result
    }

    /// Starts a timeline made from `startValue`, at the time of the update in progress, its tracks
    /// starting at `velocities`.
    private func play(from startValue: Value, velocities: KeyframeVelocities = KeyframeVelocities()) {
        guard let animator else { return }
        let timeline = animator.erasedKeyframes(startValue)
        keyframes = timeline
        runStartValue = startValue
        runVelocities = velocities
        start = runtime.time
        let duration = timeline.duration
        if duration > 0 {
            value = value(of: timeline, from: startValue, at: 0)
            isPlaying = true
            runtime.startAnimating(self)
        } else {
            if animator.repeating {
                runtime.diagnose("KeyframeAnimator: the repeating keyframes last 0 s; they do not loop")
            }
            value = value(of: timeline, from: startValue, at: 0)
            isPlaying = false
            runtime.stopAnimating(self)
        }
    }

    private func build() {
        valueChanged = false
        guard let animator, let value else { return }
        let version = self.version
        let view = content.evaluate { animator.erasedContent(value, version: version) }
        runtime.reconcileChild(of: self, at: 0, with: view)
    }
}
