/// When an animation-completion handler runs.
public struct AnimationCompletionCriteria: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case logicallyComplete
        case removed
    }

    let kind: Kind

    /// When every animation started by the transaction is logically complete (or removed, whichever is
    /// first). A spring is logically complete after its response, long before it is at rest.
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)

    /// When every animation started by the transaction has been removed (finished).
    public static let removed = AnimationCompletionCriteria(kind: .removed)

    /// `logicallyComplete` or `removed`.
    public var description: String { kind == .removed ? "removed" : "logicallyComplete" }
}
