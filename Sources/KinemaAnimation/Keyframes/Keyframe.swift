/// One keyframe of a track, of any kind: what ``LinearKeyframe``, ``CubicKeyframe``, ``SpringKeyframe`` and
/// ``MoveKeyframe`` produce for the track builder.
public struct Keyframe<Value: Animatable> {
    enum Kind {
        case linear(UnitCurve)
        case cubic(startVelocity: Value?, endVelocity: Value?)
        case spring(Spring, startVelocity: Value?)
        case move
    }

    /// The value the keyframe reaches.
    public let to: Value
    /// The keyframe's duration; `nil` for a spring that runs for its settling duration.
    let duration: Double?
    let kind: Kind

    /// Bad input: a NaN, infinite or negative duration means 0 (the keyframe is a jump); a longer one
    /// than ``Animation/maximumDuration`` is clamped to it.
    init(to: Value, duration: Double?, kind: Kind) {
        self.to = to
        self.duration = duration.map(Animation.clampedDuration)
        self.kind = kind
    }

    /// The time the keyframe takes.
    public var resolvedDuration: Double {
        if let duration { return duration }
        if case .spring(let spring, _) = kind { return spring.settlingDuration }
        return 0
    }
}

/// Something that contributes keyframes to a track: a keyframe or a built group of them.
public protocol KeyframeTrackContent<Value> {
    /// The type the keyframes animate.
    associatedtype Value: Animatable
    /// The keyframes, in order.
    var keyframes: [Keyframe<Value>] { get }
}

/// Interpolates in a straight line (optionally eased by `timingCurve`) to its value.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// This keyframe.
    public let keyframes: [Keyframe<Value>]

    /// Moves to `to` over `duration` seconds along `timingCurve`.
    public init(_ to: Value, duration: Double, timingCurve: UnitCurve = .linear) {
        keyframes = [Keyframe(to: to, duration: duration, kind: .linear(timingCurve))]
    }
}

/// Interpolates along a cubic Hermite curve; runs of cubic keyframes form a Catmull–Rom spline.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// This keyframe.
    public let keyframes: [Keyframe<Value>]

    /// Moves to `to` over `duration` seconds, leaving and arriving with the given velocities (per
    /// second) or, when `nil`, with the neighbouring keyframes' velocities.
    public init(_ to: Value, duration: Double, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        keyframes = [Keyframe(to: to, duration: duration, kind: .cubic(startVelocity: startVelocity, endVelocity: endVelocity))]
    }
}

/// Springs towards its value, starting with `startVelocity` or the incoming velocity.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// This keyframe.
    public let keyframes: [Keyframe<Value>]

    /// Springs to `to`; with `duration` `nil` the keyframe lasts the spring's settling duration, with a
    /// shorter duration the next keyframe starts from wherever the spring is then.
    public init(_ to: Value, duration: Double? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        keyframes = [Keyframe(to: to, duration: duration, kind: .spring(spring, startVelocity: startVelocity))]
    }
}

/// Jumps to its value immediately.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    /// This keyframe.
    public let keyframes: [Keyframe<Value>]

    /// Jumps to `to`.
    public init(_ to: Value) {
        keyframes = [Keyframe(to: to, duration: 0, kind: .move)]
    }
}

/// The keyframes a ``KeyframeTrackContentBuilder`` produced.
public struct KeyframeSequence<Value: Animatable>: KeyframeTrackContent {
    /// The keyframes, in order.
    public let keyframes: [Keyframe<Value>]
}

/// Builds the keyframes of a track from keyframe statements, `if`, `switch` and `for`.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    /// A keyframe or group.
    public static func buildExpression<Content: KeyframeTrackContent>(_ content: Content) -> [Keyframe<Value>]
    where Content.Value == Value {
        content.keyframes
    }

    /// Keyframes in sequence.
    public static func buildBlock(_ parts: [Keyframe<Value>]...) -> [Keyframe<Value>] { parts.flatMap { $0 } }

    /// An `if` without `else`.
    public static func buildOptional(_ part: [Keyframe<Value>]?) -> [Keyframe<Value>] { part ?? [] }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: [Keyframe<Value>]) -> [Keyframe<Value>] { part }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: [Keyframe<Value>]) -> [Keyframe<Value>] { part }

    /// A `for` loop.
    public static func buildArray(_ parts: [[Keyframe<Value>]]) -> [Keyframe<Value>] { parts.flatMap { $0 } }

    /// The sequence.
    public static func buildFinalResult(_ parts: [Keyframe<Value>]) -> KeyframeSequence<Value> {
        KeyframeSequence(keyframes: parts)
    }
}
