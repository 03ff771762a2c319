import Observation

/// Where `.environment(_:)` keeps an `@Observable` object of type `T`.
private struct ObservableObjectKey<T: AnyObject>: EnvironmentKey {
    static var defaultValue: T? { nil }
}

extension EnvironmentValues {
    /// The `@Observable` object of type `T` an ancestor put in the environment, if any.
    func object<T: AnyObject>(of type: T.Type) -> T? {
        self[ObservableObjectKey<T>.self]
    }

    mutating func setObject<T: AnyObject>(_ object: T?) {
        self[ObservableObjectKey<T>.self] = object
    }
}

extension View {
    /// Puts `object`, an `@Observable` model, in this subtree's environment, where views read it
    /// with `@Environment(Model.self)` (one object per type; a nearer one hides a farther one).
    ///
    /// ```swift
    /// @Observable final class Library { var books: [String] = [] }
    /// ContentView().environment(library)
    /// // in ContentView: @Environment(Library.self) private var library
    /// ```
    public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<Self, _EnvironmentModifier> {
        modifier(
            _EnvironmentModifier(
                transform: { $0.setObject(object) },
                value: WatchedValue(object.map(ObjectIdentifier.init))))
    }
}

extension Environment {
    /// Reads the `@Observable` object of type `Value` an ancestor put in the environment with
    /// `.environment(_:)`: `@Environment(Library.self) private var library`.
    ///
    /// As in SwiftUI, reading it when no ancestor provided one stops the program with a message
    /// naming the type (there is no value to return); declare the property optional
    /// (`@Environment(Library.self) private var library: Library?`) to read `nil` instead.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(reading: { environment in
            guard let object = environment.object(of: Value.self) else {
                fatalError(
                    "No @Observable object of type \(Value.self) in the environment: add "
                        + ".environment(\(Value.self)(…)) to an ancestor view, or declare the property optional.")
            }
            return object
        })
    }

    /// Reads the `@Observable` object of type `T` an ancestor put in the environment with
    /// `.environment(_:)`, or `nil` when none did.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(reading: { $0.object(of: T.self) })
    }
}
