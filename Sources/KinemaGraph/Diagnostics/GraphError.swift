/// A misuse of the graph, reported to ``AttributeGraph/errorHandler`` and kept in
/// ``AttributeGraph/reportedErrors``.
///
/// Attributes are named by their label, or by their kind and slot (`rule#12`) when unlabelled.
public enum GraphError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A rule read itself through the listed attributes (first and last are the same attribute).
    /// The read yields the attribute's previous value (before its first value: its seed; without
    /// one, ``AttributeGraph/value(of:)`` throws this error) and records no dependency. The rule
    /// that made the read is marked stale once the outermost read is over, so the next read runs
    /// the cycle again: correct values once the cycle is broken, this error again while it lasts.
    case cycle([String])
    /// A handle to a removed attribute (or subgraph) was used.
    case staleHandle(String)
    /// A rule wrote an input while evaluating; the write was ignored.
    case writeDuringEvaluation(input: String, rule: String)
    /// A value was assigned to an attribute that is not an input; the write was ignored.
    case notAnInput(String)
    /// Observers kept re-triggering each other within one flush; the flush stopped.
    case observerLoop([String])

    /// A one-line English description naming the attributes involved.
    public var description: String {
        switch self {
        case .cycle(let labels):
            "cycle between attributes: \(labels.joined(separator: " → "))"
        case .staleHandle(let label):
            "use of removed attribute \(label)"
        case .writeDuringEvaluation(let input, let rule):
            "rule \(rule) wrote input \(input) while evaluating; the write was ignored"
        case .notAnInput(let label):
            "\(label) is not an input; the write was ignored"
        case .observerLoop(let labels):
            "observers re-triggered each other without settling: \(labels.joined(separator: ", "))"
        }
    }
}
