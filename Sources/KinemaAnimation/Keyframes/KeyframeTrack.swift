/// A set of keyframe tracks that animate a value of type `Value` over time.
public protocol Keyframes<Value> {
    /// The animated type.
    associatedtype Value
    /// The longest track's duration.
    var duration: Double { get }
    /// Writes the tracks' values at `time` into `value`; `initialValue` supplies the tracks' start.
    func apply(to value: inout Value, initialValue: Value, time: Double)

    /// Like ``apply(to:initialValue:time:)``, with each track's first keyframe starting at the
    /// velocity `velocities` holds for its property (a retriggered `KeyframeAnimator` carries the
    /// velocity of the run it replaces, spec §5.2): a cubic or spring keyframe without an explicit
    /// start velocity starts with it.
    func _apply(to value: inout Value, initialValue: Value, velocities: KeyframeVelocities, time: Double)

    /// Records in `result` the velocity of each track's property at `time` (units per second) for a
    /// run made from `initialValue` and started at `velocities`.
    func _velocities(
        at time: Double, initialValue: Value, velocities: KeyframeVelocities, into result: inout KeyframeVelocities)
}

extension Keyframes {
    /// Ignores the velocities (keyframes that do not record them start from rest).
    public func _apply(to value: inout Value, initialValue: Value, velocities: KeyframeVelocities, time: Double) {
        apply(to: &value, initialValue: initialValue, time: time)
    }

    /// Records nothing (the default for keyframes that do not know their velocities).
    public func _velocities(
        at time: Double, initialValue: Value, velocities: KeyframeVelocities, into result: inout KeyframeVelocities
    ) {}
}

/// The velocities of a keyframe run's animated properties at one instant, by property, in units of
/// each property's `animatableData` per second. Properties without an entry are at rest.
public struct KeyframeVelocities {
    var byProperty: [AnyKeyPath: Any] = [:]

    /// No velocities: every property at rest.
    public init() {}

    /// Whether every property is at rest.
    public var isEmpty: Bool { byProperty.isEmpty }
}

/// The keyframes of one property of `Root` (or of the whole value), in sequence.
///
/// ```swift
/// KeyframeTrack(\Ball.offset) {
///     CubicKeyframe(Point(x: 0, y: -4), duration: 0.3)
///     SpringKeyframe(Point(x: 0, y: 0), spring: .bouncy)
/// }
/// ```
public struct KeyframeTrack<Root, Value: Animatable>: Keyframes {
    let keyPath: WritableKeyPath<Root, Value>
    let keyframes: [Keyframe<Value>]

    /// A track animating `keyPath` of the timeline's value. An empty track lasts 0 s and leaves the
    /// property at its initial value.
    public init(
        _ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> KeyframeSequence<Value>
    ) {
        self.keyPath = keyPath
        keyframes = content().keyframes
    }

    /// The track's total duration: the sum of its keyframes' durations.
    public var duration: Double { keyframes.reduce(0) { $0 + $1.resolvedDuration } }

    /// Sets the property to its value at `time` (clamped to the track; held after its end).
    public func apply(to value: inout Root, initialValue: Root, time: Double) {
        _apply(to: &value, initialValue: initialValue, velocities: KeyframeVelocities(), time: time)
    }

    /// Sets the property to its value at `time`, the first keyframe starting at the property's
    /// velocity in `velocities`.
    public func _apply(to value: inout Root, initialValue: Root, velocities: KeyframeVelocities, time: Double) {
        guard !keyframes.isEmpty else { return }
        var property = initialValue[keyPath: keyPath]
        property.animatableData = data(from: property.animatableData, velocities: velocities, at: time)
        value[keyPath: keyPath] = property
    }

    /// Records the property's velocity at `time`: a central difference of the track's path (one
    /// sided at its ends), 0 once the track has ended.
    public func _velocities(
        at time: Double, initialValue: Root, velocities: KeyframeVelocities, into result: inout KeyframeVelocities
    ) {
        guard !keyframes.isEmpty else { return }
        let origin = initialValue[keyPath: keyPath].animatableData
        let end = duration
        let t = time.isNaN ? 0 : min(max(time, 0), end)
        guard t < end else {
            result.byProperty[keyPath] = Value.AnimatableData.zero
            return
        }
        let step = 1e-4
        let (a, b) = (max(t - step, 0), min(t + step, end))
        let difference = data(from: origin, velocities: velocities, at: b) - data(from: origin, velocities: velocities, at: a)
        let velocity = difference.scaled(by: 1 / (b - a))
        result.byProperty[keyPath] = velocity.hasFiniteComponents ? velocity : Value.AnimatableData.zero
    }

    private func data(
        from origin: Value.AnimatableData, velocities: KeyframeVelocities, at time: Double
    ) -> Value.AnimatableData {
        let velocity = (velocities.byProperty[keyPath] as? Value.AnimatableData)?.finiteOrZero ?? .zero
        return KeyframePath.value(of: keyframes, from: origin, velocity: velocity, at: time.isNaN ? 0 : time)
    }
}

extension KeyframeTrack where Root == Value {
    /// A track animating the whole value.
    public init(@KeyframeTrackContentBuilder<Value> content: () -> KeyframeSequence<Value>) {
        self.init(\.self, content: content)
    }
}

/// The tracks a ``KeyframesBuilder`` produced.
public struct KeyframeTrackSet<Value>: Keyframes {
    let tracks: [any Keyframes<Value>]

    /// The longest track's duration.
    public var duration: Double { tracks.reduce(0) { max($0, $1.duration) } }

    /// Applies the tracks in declaration order; later tracks win for the same property.
    public func apply(to value: inout Value, initialValue: Value, time: Double) {
        for track in tracks { track.apply(to: &value, initialValue: initialValue, time: time) }
    }

    /// Applies the tracks in declaration order, each starting at its property's velocity.
    public func _apply(to value: inout Value, initialValue: Value, velocities: KeyframeVelocities, time: Double) {
        for track in tracks {
            track._apply(to: &value, initialValue: initialValue, velocities: velocities, time: time)
        }
    }

    /// Records every track's velocity (a later track wins for the same property).
    public func _velocities(
        at time: Double, initialValue: Value, velocities: KeyframeVelocities, into result: inout KeyframeVelocities
    ) {
        for track in tracks {
            track._velocities(at: time, initialValue: initialValue, velocities: velocities, into: &result)
        }
    }
}

/// Builds the tracks of a ``KeyframeTimeline``.
@resultBuilder
public enum KeyframesBuilder<Value> {
    /// A track.
    public static func buildExpression<Track: Keyframes>(_ track: Track) -> [any Keyframes<Value>]
    where Track.Value == Value {
        [track]
    }

    /// Tracks in declaration order.
    public static func buildBlock(_ parts: [any Keyframes<Value>]...) -> [any Keyframes<Value>] { parts.flatMap { $0 } }

    /// An `if` without `else`.
    public static func buildOptional(_ part: [any Keyframes<Value>]?) -> [any Keyframes<Value>] { part ?? [] }

    /// The first branch.
    public static func buildEither(first part: [any Keyframes<Value>]) -> [any Keyframes<Value>] { part }

    /// The second branch.
    public static func buildEither(second part: [any Keyframes<Value>]) -> [any Keyframes<Value>] { part }

    /// The set.
    public static func buildFinalResult(_ parts: [any Keyframes<Value>]) -> KeyframeTrackSet<Value> {
        KeyframeTrackSet(tracks: parts)
    }
}
