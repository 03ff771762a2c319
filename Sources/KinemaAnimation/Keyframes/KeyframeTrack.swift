/// A set of keyframe tracks that animate a value of type `Value` over time.
public protocol Keyframes<Value> {
    /// The animated type.
    associatedtype Value
    /// The longest track's duration.
    var duration: Double { get }
    /// Writes the tracks' values at `time` into `value`; `initialValue` supplies the tracks' start.
    func apply(to value: inout Value, initialValue: Value, time: Double)
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
        var property = initialValue[keyPath: keyPath]
        guard !keyframes.isEmpty else { return }
        property.animatableData = KeyframePath.value(of: keyframes, from: property.animatableData, at: time.isNaN ? 0 : time)
        value[keyPath: keyPath] = property
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
