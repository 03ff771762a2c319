/// What the graph knows about a family of nodes that share a value type, a role and a comparison:
/// the type-erased entry points the untyped propagation code calls.
struct NodeKind {
    /// `Int`, `String`, … for DOT output and messages.
    var typeName: String
    /// `input`, `rule` or `observer`.
    var role: NodeFlags
    /// Runs the node's closure; stores the result and reports whether it changed (observers: true).
    var evaluate: (AttributeGraph, UnsafeMutablePointer<NodeRecord>) -> Bool
    /// Inputs: whether the value at the raw pointer equals the stored value.
    var isEqualToStored: (UnsafeMutablePointer<NodeRecord>, UnsafeRawPointer) -> Bool
    /// Releases the closure and the value slot.
    var destroy: (UnsafeMutablePointer<NodeRecord>) -> Void
    /// A short rendering of the stored value, for DOT output.
    var describe: (UnsafeMutablePointer<NodeRecord>) -> String
}

/// Identifies a ``NodeKind`` in the kind table.
struct NodeKindKey: Hashable {
    var type: ObjectIdentifier
    var role: UInt16
    /// Custom comparison (a closure per node) rather than `==` or none.
    var hasCustomComparison: Bool
}

/// The box a rule with a custom comparison keeps in its closure slot.
final class RuleClosures<Value> {
    let compute: (AttributeGraph) -> Value
    let isEqual: (Value, Value) -> Bool

    init(compute: @escaping (AttributeGraph) -> Value, isEqual: @escaping (Value, Value) -> Bool) {
        self.compute = compute
        self.isEqual = isEqual
    }
}
