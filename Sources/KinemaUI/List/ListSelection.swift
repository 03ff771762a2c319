/// A list's selection binding without its value type: the selected tags, and a setter that keeps
/// the values of the binding's type.
@MainActor
struct ListSelection {
    /// Whether several rows can be selected (a `Binding<Set<…>>`).
    let allowsMultiple: Bool
    /// The selected values.
    let get: @MainActor () -> Set<AnyHashable>
    /// Selects `tags` (for a single selection, the first of `ordered`, or nothing).
    let set: @MainActor (_ ordered: [AnyHashable]) -> Void
    /// Whether `tag` is a value of the binding's type (rows tagged otherwise are not selectable).
    let accepts: @MainActor (AnyHashable) -> Bool

    init<Value: Hashable>(single binding: Binding<Value?>) {
        allowsMultiple = false
        get = { binding.wrappedValue.map { [AnyHashable($0)] } ?? [] }
        set = { ordered in binding.wrappedValue = ordered.first.flatMap { $0.base as? Value } }
        accepts = { $0.base is Value }
    }

    init<Value: Hashable>(required binding: Binding<Value>) {
        allowsMultiple = false
        get = { [AnyHashable(binding.wrappedValue)] }
        // A non-optional selection always keeps a value: clearing it is ignored.
        set = { ordered in
            if let value = ordered.first.flatMap({ $0.base as? Value }) { binding.wrappedValue = value }
        }
        accepts = { $0.base is Value }
    }

    init<Value: Hashable>(multiple binding: Binding<Set<Value>>) {
        allowsMultiple = true
        get = { Set(binding.wrappedValue.map { AnyHashable($0) }) }
        set = { ordered in binding.wrappedValue = Set(ordered.compactMap { $0.base as? Value }) }
        accepts = { $0.base is Value }
    }
}
