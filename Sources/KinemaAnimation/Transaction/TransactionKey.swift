/// A key for a custom value carried by a ``Transaction``.
///
/// ```swift
/// struct IsDragging: TransactionKey { static let defaultValue = false }
/// transaction[IsDragging.self] = true
/// ```
public protocol TransactionKey {
    /// The stored type.
    associatedtype Value
    /// The value read when the transaction does not carry the key.
    static var defaultValue: Value { get }
}
