import Foundation

/// A property wrapper that reads and writes a value in `UserDefaults`, and updates every view
/// reading the same key when any of them writes it: SwiftUI's `AppStorage`.
///
/// ```swift
/// struct SettingsView: View {
///     @AppStorage("username") private var username = "Anonymous"
///     @AppStorage("fontSize") private var fontSize = 12.0
///     var body: some View {
///         TextField("Name", text: $username)
///     }
/// }
/// ```
///
/// The value is read from the store every time: a missing key, or a value of another type
/// under the key, reads as the default value given to the wrapper. Writing stores the value (and
/// an optional `nil` removes the key), then every body that read the key from that store runs
/// again, in the writer's transaction (so `withAnimation { flag = true }` animates). A write made
/// to the `UserDefaults` directly (`UserDefaults.standard.set(…)`) is not observed — Foundation on
/// Linux posts no change notification for it — and shows when a view reading the key next runs its
/// body.
///
/// Values are Bool, Int, Double, String, URL, Data and Date, their optionals, and
/// `RawRepresentable` types whose raw value is Int or String (stored as the raw value; a raw value
/// no case matches reads as the default).
///
/// The store is `store:` when given, else the one set with ``View/defaultAppStorage(_:)`` above the
/// view, else `UserDefaults.standard`. On Linux, Foundation keeps a `UserDefaults` domain as a
/// property list file, `$XDG_CONFIG_HOME/<domain>.plist` (`XDG_CONFIG_HOME` defaults to
/// `~/.config`); `UserDefaults.standard`'s domain is the executable's name when it has no bundle
/// identifier, so a demo named `Toggle` keeps its values in `~/.config/Toggle.plist`. Foundation
/// writes the file at `synchronize()`, periodically and at normal exit. A URL is stored as its
/// `absoluteString` (Foundation on Linux reads a stored `URL` back wrongly).
@MainActor
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    let key: String
    let defaultValue: Value
    let explicitStore: UserDefaults?
    let codec: StorageCodec<Value>
    let link = DynamicPropertyLink()

    init(key: String, defaultValue: Value, store: UserDefaults?, codec: StorageCodec<Value>) {
        self.key = key
        self.defaultValue = defaultValue
        self.explicitStore = store
        self.codec = codec
    }

    /// The store this property reads: `store:`, else the environment's default, else `.standard`.
    var store: UserDefaults {
        explicitStore ?? link.node?.readEnvironment().defaultAppStorage ?? .standard
    }

    /// The stored value, or the default value when the key is missing or holds another type.
    public var wrappedValue: Value {
        get {
            let store = store
            StorageObservers.shared.read(store: store, key: key)
            return codec.read(store, key) ?? defaultValue
        }
        nonmutating set {
            let store = store
            let key = key
            let codec = codec
            codec.write(store, key, newValue)
            StorageObservers.shared.didWrite(store: store, key: key)
        }
    }

    /// A binding to the stored value (`$username`), for controls such as `TextField` and `Toggle`.
    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

extension AppStorage: InstallableProperty {
    func install(on node: CompositeNode, slot: Int) {
        link.node = node
    }
}

/// How a stored value is read from and written to a `UserDefaults`.
struct StorageCodec<Value> {
    /// The value under a key, `nil` when missing or of another type.
    let read: (UserDefaults, String) -> Value?
    /// Stores a value under a key (removing the key for `nil` optionals).
    let write: (UserDefaults, String, Value) -> Void

    /// A property-list value stored as itself.
    static func plist<Stored>(_ type: Stored.Type) -> StorageCodec<Stored> {
        StorageCodec<Stored>(
            read: { $0.object(forKey: $1) as? Stored },
            write: { $0.set($2, forKey: $1) })
    }

    /// An Int, also read from a whole Double (a property list's `<real>12</real>`).
    static var int: StorageCodec<Int> {
        StorageCodec<Int>(
            read: { store, key in
                let object = store.object(forKey: key)
                return object as? Int ?? (object as? Double).flatMap { Int(exactly: $0) }
            },
            write: { $0.set($2, forKey: $1) })
    }

    /// A Double, also read from an Int (a property list's `<integer>`).
    static var double: StorageCodec<Double> {
        StorageCodec<Double>(
            read: { store, key in
                let object = store.object(forKey: key)
                return object as? Double ?? (object as? Int).map(Double.init)
            },
            write: { $0.set($2, forKey: $1) })
    }

    /// A URL, stored as its absolute string.
    static var url: StorageCodec<URL> {
        StorageCodec<URL>(
            read: { ($0.object(forKey: $1) as? String).flatMap { URL(string: $0) } },
            write: { $0.set($2.absoluteString, forKey: $1) })
    }

    /// A raw-representable value, stored as its raw value.
    static func raw<R: RawRepresentable>(_ type: R.Type) -> StorageCodec<R> {
        let raw = StorageCodec<R.RawValue>.plist(R.RawValue.self)
        return StorageCodec<R>(
            read: { raw.read($0, $1).flatMap(R.init(rawValue:)) },
            write: { raw.write($0, $1, $2.rawValue) })
    }

    /// The optional of what `codec` stores: `nil` removes the key.
    static func optional<Wrapped>(_ codec: StorageCodec<Wrapped>) -> StorageCodec<Wrapped?> {
        StorageCodec<Wrapped?>(
            read: { store, key in store.object(forKey: key) == nil ? .some(nil) : codec.read(store, key).map { $0 } },
            write: { store, key, value in
                if let value { codec.write(store, key, value) } else { store.removeObject(forKey: key) }
            })
    }
}

private struct DefaultAppStorageKey: EnvironmentKey {
    static var defaultValue: UserDefaults? { nil }
}

extension EnvironmentValues {
    /// The store `@AppStorage` properties without a `store:` use below a
    /// ``View/defaultAppStorage(_:)``.
    var defaultAppStorage: UserDefaults? {
        get { self[DefaultAppStorageKey.self] }
        set { self[DefaultAppStorageKey.self] = newValue }
    }
}

extension View {
    /// Makes `store` the `UserDefaults` that `@AppStorage` properties without a `store:` argument
    /// read and write in this view's subtree (instead of `UserDefaults.standard`).
    public func defaultAppStorage(_ store: UserDefaults) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.defaultAppStorage, store)
    }
}
