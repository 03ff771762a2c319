import Foundation

/// A property wrapper that keeps a value for the scene, shared by every view of the scene reading
/// the same key: SwiftUI's `SceneStorage`.
///
/// ```swift
/// struct Editor: View {
///     @SceneStorage("draft") private var draft = ""
///     var body: some View { TextField("Draft", text: $draft) }
/// }
/// ```
///
/// SwiftUI saves scene storage with the scene's state restoration; a terminal app has one scene
/// and no restoration, so values live in memory as long as the process: a view that is removed
/// and shown again (a screen popped and pushed, a tab switched) finds its value, and writing a key
/// updates every view reading it; nothing is written to disk, and the next launch starts from the
/// defaults. Use ``AppStorage`` for values that must outlive the process.
///
/// Values are Bool, Int, Double, String, URL, Data and Date, their optionals, and
/// `RawRepresentable` types whose raw value is Int or String. A key holding a value of another type
/// (two views using one key for different types) reads as the default.
@MainActor
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value

    init(key: String, defaultValue: Value) {
        self.key = key
        self.defaultValue = defaultValue
    }

    /// The value stored for the scene, or the default value while none was stored.
    public var wrappedValue: Value {
        get {
            let values = SceneStorageValues.shared
            StorageObservers.shared.read(store: values, key: key)
            guard let stored = values.values[key] else { return defaultValue }
            return (stored as? Value) ?? defaultValue
        }
        nonmutating set {
            let values = SceneStorageValues.shared
            if let optional = newValue as? any OptionalValue, optional.isNone {
                values.values[key] = nil
            } else {
                values.values[key] = newValue
            }
            StorageObservers.shared.didWrite(store: values, key: key)
        }
    }

    /// A binding to the stored value (`$draft`).
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

/// The scene's stored values (one scene per process in a terminal).
@MainActor
final class SceneStorageValues {
    static let shared = SceneStorageValues()
    var values: [String: Any] = [:]
}

/// Lets a generic value say it is an optional holding `nil`.
private protocol OptionalValue {
    var isNone: Bool { get }
}

extension Optional: OptionalValue {
    fileprivate var isNone: Bool { self == nil }
}

extension SceneStorage {
    /// Keeps a Bool under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// Keeps an Int under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// Keeps a Double under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// Keeps a String under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// Keeps a URL under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// Keeps Data under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// Keeps a Date under `key`.
    public init(wrappedValue: Value, _ key: String) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// Keeps an Int-backed value under `key`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue)
    }

    /// Keeps a String-backed value under `key`.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue)
    }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// An optional Bool under `key`, `nil` until written.
    public init(_ key: String) where Value == Bool? { self.init(key: key, defaultValue: nil) }

    /// An optional Int under `key`, `nil` until written.
    public init(_ key: String) where Value == Int? { self.init(key: key, defaultValue: nil) }

    /// An optional Double under `key`, `nil` until written.
    public init(_ key: String) where Value == Double? { self.init(key: key, defaultValue: nil) }

    /// An optional String under `key`, `nil` until written.
    public init(_ key: String) where Value == String? { self.init(key: key, defaultValue: nil) }

    /// An optional URL under `key`, `nil` until written.
    public init(_ key: String) where Value == URL? { self.init(key: key, defaultValue: nil) }

    /// Optional Data under `key`, `nil` until written.
    public init(_ key: String) where Value == Data? { self.init(key: key, defaultValue: nil) }

    /// An optional Date under `key`, `nil` until written.
    public init(_ key: String) where Value == Date? { self.init(key: key, defaultValue: nil) }

    /// An optional Int-backed value under `key`, `nil` until written.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil)
    }

    /// An optional String-backed value under `key`, `nil` until written.
    public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil)
    }
}
