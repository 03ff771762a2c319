import Foundation

// SwiftUI's initialisers, one per storable type: `wrappedValue` is the value read while the key is
// missing; `store` is the `UserDefaults` to use (`nil`: the environment's default, else
// `UserDefaults.standard`).

extension AppStorage {
    /// Stores a Bool under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .plist(Bool.self))
    }

    /// Stores an Int under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .int)
    }

    /// Stores a Double under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .double)
    }

    /// Stores a String under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .plist(String.self))
    }

    /// Stores a URL under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .url)
    }

    /// Stores Data under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .plist(Data.self))
    }

    /// Stores a Date under `key`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .plist(Date.self))
    }

    /// Stores an Int-backed value (an `enum Size: Int`) under `key`, as its raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .raw(Value.self))
    }

    /// Stores a String-backed value (an `enum Theme: String`) under `key`, as its raw value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, codec: .raw(Value.self))
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional Bool under `key`: `nil` while missing; writing `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.plist(Bool.self)))
    }

    /// An optional Int under `key`: `nil` while missing; writing `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.int))
    }

    /// An optional Double under `key`: `nil` while missing; writing `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.double))
    }

    /// An optional String under `key`: `nil` while missing; writing `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.plist(String.self)))
    }

    /// An optional URL under `key`: `nil` while missing; writing `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.url))
    }

    /// Optional Data under `key`: `nil` while missing; writing `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.plist(Data.self)))
    }

    /// An optional Date under `key`: `nil` while missing; writing `nil` removes the key.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.plist(Date.self)))
    }

    /// An optional Int-backed value under `key`: `nil` while missing; writing `nil` removes the key.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.raw(R.self)))
    }

    /// An optional String-backed value under `key`: `nil` while missing; writing `nil` removes the
    /// key.
    public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R.RawValue == String {
        self.init(key: key, defaultValue: nil, store: store, codec: .optional(.raw(R.self)))
    }
}
