/// A key into ``AnimationEnvironment``.
public protocol AnimationEnvironmentKey {
    /// The stored type.
    associatedtype Value
    /// The value read when the owner provided none.
    static var defaultValue: Value { get }
}

/// Values the owner of an animated property exposes to its animations through
/// ``AnimationContext/environment``.
///
/// KinemaAnimation knows nothing of views; the view layer stores what animations may read (its
/// `EnvironmentValues`, a reduced-motion flag, …) under its own keys and sets
/// ``AnimatedValue/environment``.
public struct AnimationEnvironment {
    var storage: [ObjectIdentifier: Any] = [:]

    /// An empty environment: every key reads its default.
    public init() {}

    /// The value for `key`, or its default.
    public subscript<K: AnimationEnvironmentKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }
}
