import KinemaAnimation

/// A read-write reference to a value owned elsewhere (a parent's ``State``, a model property).
///
/// Writing through a binding behaves like writing the source; `binding.animation(.smooth)` makes
/// its writes carry an animation.
@MainActor
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    private let getValue: @MainActor () -> Value
    private let setValue: @MainActor (Value, Transaction) -> Void
    /// The transaction writes through this binding carry (merged into the current one).
    public var transaction: Transaction

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value) -> Void) {
        getValue = get
        setValue = { value, _ in set(value) }
        transaction = Transaction()
    }

    /// Creates a binding whose setter receives the transaction of the write.
    public init(get: @escaping @MainActor () -> Value, set: @escaping @MainActor (Value, Transaction) -> Void)
    {
        getValue = get
        setValue = set
        transaction = Transaction()
    }

    /// A binding to an immutable value: writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    /// Creates a binding from another binding (so `@Binding var x: Int` can be initialised with `$x`).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// The referenced value.
    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set {
            let setValue = setValue
            withTransaction(transaction) { setValue(newValue, currentTransaction) }
        }
    }

    /// The binding itself, so `$value` can be passed on.
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the referenced value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let base = self
        var result = Binding<Subject>(
            get: { base.wrappedValue[keyPath: keyPath] },
            set: { base.wrappedValue[keyPath: keyPath] = $0 })
        result.transaction = transaction
        return result
    }

    /// A binding whose writes carry `animation`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var result = self
        result.transaction.animation = animation
        return result
    }

    /// A binding whose writes carry `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var result = self
        result.transaction = transaction
        return result
    }
}
