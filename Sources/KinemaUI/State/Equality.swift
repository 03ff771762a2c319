/// `==` when `Value` is `Equatable` (checked at run time), otherwise "always different", so changes of
/// non-equatable values always propagate.
func equalityFunction<Value>(for type: Value.Type) -> (Value, Value) -> Bool {
    guard Value.self is any Equatable.Type else { return { _, _ in false } }
    return { lhs, rhs in dynamicallyEqual(lhs, rhs) ?? false }
}

/// `lhs == rhs` if both are the same `Equatable` type; `nil` when that cannot be decided.
func dynamicallyEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard let lhs = lhs as? any Equatable else { return nil }
    return lhs.isEqual(to: rhs)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool? {
        guard let other = other as? Self else { return nil }
        return self == other
    }
}
