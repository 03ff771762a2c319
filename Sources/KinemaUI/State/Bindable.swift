import Observation

/// Makes bindings to the properties of an `@Observable` object: `$model.name` is a
/// `Binding<String>` a control can edit.
///
/// ```swift
/// struct Editor: View {
///     @Bindable var book: Book
///     var body: some View { TextField("Title", text: $book.title) }
/// }
/// // or, for an object from the environment, inside `body`:
/// @Bindable var library = library
/// ```
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    /// The object.
    public var wrappedValue: Value

    /// Wraps `object`.
    public init(wrappedValue object: Value) {
        wrappedValue = object
    }

    /// Wraps `object`.
    public init(_ object: Value) {
        wrappedValue = object
    }

    /// Itself, so `$model` makes bindings.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to the object's property at `keyPath`: reading it reads the property (so views
    /// that read it depend on it, through Observation), setting it writes the property.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
