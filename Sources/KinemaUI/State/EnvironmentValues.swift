import Synchronization

/// A key for a value in ``EnvironmentValues``. Declare a key type, then a computed property:
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.cyan }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value when no ancestor has set one.
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors (colour, focus, actions, custom keys).
///
/// Values flow down the view tree: `.environment(_:_:)` changes a value for a subtree. A body that
/// reads a value with ``Environment`` depends on the environment of its view; it re-runs when an
/// ancestor hands down a different environment.
///
/// Invariants:
/// - `version` changes whenever a value is written, so two environments with the same `version`
///   hold the same values (the view graph uses it as a cheap equality cut-off).
public struct EnvironmentValues: @unchecked Sendable {
    // `@unchecked`: values are only created and read on the main actor by the view runtime; the
    // storage is a copy-on-write dictionary never shared mutably.
    private var storage: [ObjectIdentifier: Any] = [:]
    private(set) var version: UInt64 = 0

    private static let versions = Atomic<UInt64>(0)

    /// Creates an environment holding every key's default value.
    public init() {}

    /// The value for `key`, or its default when no ancestor set it.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { storage[ObjectIdentifier(key)].map { $0 as! K.Value } ?? K.defaultValue }
        set {
            storage[ObjectIdentifier(key)] = newValue
            version = Self.versions.add(1, ordering: .relaxed).newValue
        }
    }

    func isIdentical(to other: EnvironmentValues) -> Bool { version == other.version }
}
