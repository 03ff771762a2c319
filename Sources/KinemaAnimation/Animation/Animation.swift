/// How a change moves from its old to its new value over time.
///
/// An `Animation` wraps a ``CustomAnimation``; the built-ins are timing curves (`.easeInOut`), fluid
/// springs (`.spring`, `.smooth`, `.default`), interpolating springs and modifiers (`delay`, `speed`,
/// `repeatCount`, …). Equality and hashing delegate to the wrapped value; different wrapped types are
/// never equal.
///
/// ```swift
/// var transaction = Transaction(animation: .easeInOut(duration: 0.3).delay(0.1))
/// ```
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    /// The wrapped animation.
    public let base: any CustomAnimation

    /// Wraps a custom animation.
    public init<A: CustomAnimation>(_ base: A) {
        self.base = base
    }

    /// The covered part of `value` after `time` seconds, or `nil` when finished.
    public func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        base.animate(value: value, time: time, context: &context)
    }

    /// The velocity after `time` seconds, or `nil` if unknown.
    public func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        base.velocity(value: value, time: time, context: context)
    }

    /// Whether this animation replaces `previous` (see ``CustomAnimation/shouldMerge(previous:value:time:context:)``).
    public func shouldMerge<V: VectorArithmetic>(
        previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
    ) -> Bool {
        base.shouldMerge(previous: previous, value: value, time: time, context: &context)
    }

    /// Equal when both wrap equal values of the same type.
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        func equals<A: CustomAnimation>(_ left: A) -> Bool {
            guard let right = rhs.base as? A else { return false }
            return left == right
        }
        return equals(lhs.base)
    }

    /// Hashes the wrapped type and value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: base)))
        base.hash(into: &hasher)
    }

    /// The wrapped animation's description.
    public var description: String { String(describing: base) }
}
