/// A key into ``AnimationState``: a type with a default value.
public protocol AnimationStateKey {
    /// The stored type.
    associatedtype Value
    /// The value read before anything was written.
    static var defaultValue: Value { get }
}

/// Per-animation storage that persists between calls to ``CustomAnimation/animate(value:time:context:)``.
///
/// Keyed by key *type*; unset keys read as their default value.
///
/// ```swift
/// struct Passes: AnimationStateKey { static let defaultValue = 0 }
/// context.state[Passes.self] += 1
/// ```
public struct AnimationState<Value: VectorArithmetic> {
    var storage: [ObjectIdentifier: Any] = [:]

    /// Empty state.
    public init() {}

    /// The value stored for `key`, or its default.
    public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// Removes and returns the value stored for `key` (its default when none is), so that the caller
    /// holds the only reference to its storage and can change it in place before storing it back.
    mutating func take<K: AnimationStateKey>(_ key: K.Type) -> K.Value {
        storage.removeValue(forKey: ObjectIdentifier(key)) as? K.Value ?? K.defaultValue
    }

    /// Whether nothing has been stored.
    var isEmpty: Bool { storage.isEmpty }
}
