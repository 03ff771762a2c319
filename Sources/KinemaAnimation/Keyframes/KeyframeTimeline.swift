/// A fixed, scrubbable path of a value through time, described by keyframe tracks (SwiftUI's
/// `KeyframeTimeline`, spec §5.2).
///
/// ```swift
/// let timeline = KeyframeTimeline(initialValue: 0.0) {
///     KeyframeTrack {
///         LinearKeyframe(10.0, duration: 0.5)
///         SpringKeyframe(0.0, duration: 0.5, spring: .bouncy)
///     }
/// }
/// timeline.duration              // 1.0
/// timeline.value(time: 0.25)     // 5.0
/// ```
///
/// Tracks start from the initial value's properties and apply in declaration order (the last wins for
/// the same property); a finished track holds its last value.
public struct KeyframeTimeline<Value> {
    /// The value at time 0 before the tracks apply.
    public let initialValue: Value
    let tracks: KeyframeTrackSet<Value>

    /// A timeline starting from `initialValue`.
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> KeyframeTrackSet<Value>) {
        self.initialValue = initialValue
        tracks = content()
    }

    /// The longest track's duration.
    public var duration: Double { tracks.duration }

    /// The value at `time`, clamped to `0…duration` (NaN counts as 0).
    public func value(time: Double) -> Value {
        let clamped = time.isNaN ? 0 : min(max(time, 0), duration)
        var value = initialValue
        tracks.apply(to: &value, initialValue: initialValue, time: clamped)
        return value
    }

    /// The value at `progress × duration`.
    public func value(progress: Double) -> Value {
        value(time: (progress.isNaN ? 0 : progress) * duration)
    }
}
