/// What the graph knows about a family of nodes that share a value type, a role and a comparison:
/// the type-erased entry points the untyped propagation code calls.
///
/// A class so the table can hold unmanaged references: the hot path borrows a kind without
/// retain/release, and a kind lives as long as its graph.
@usableFromInline
final class NodeKind {
    /// `Int`, `String`, … for DOT output and messages.
    let typeName: String
    /// `input`, `rule` or `observer`.
    let role: NodeFlags
    /// Runs the node's closure; stores the result and reports whether it changed (observers: true).
    let evaluate: (AttributeGraph, UnsafeMutablePointer<NodeRecord>) -> Bool
    /// Inputs: whether the value at the raw pointer equals the stored value.
    let isEqualToStored: (UnsafeMutablePointer<NodeRecord>, UnsafeRawPointer) -> Bool
    /// Releases the closure and the value slot.
    let destroy: (UnsafeMutablePointer<NodeRecord>) -> Void
    /// A short rendering of the stored value, for DOT output.
    let describe: (UnsafeMutablePointer<NodeRecord>) -> String

    init(
        typeName: String, role: NodeFlags,
        evaluate: @escaping (AttributeGraph, UnsafeMutablePointer<NodeRecord>) -> Bool,
        isEqualToStored: @escaping (UnsafeMutablePointer<NodeRecord>, UnsafeRawPointer) -> Bool,
        destroy: @escaping (UnsafeMutablePointer<NodeRecord>) -> Void,
        describe: @escaping (UnsafeMutablePointer<NodeRecord>) -> String
    ) {
        self.typeName = typeName
        self.role = role
        self.evaluate = evaluate
        self.isEqualToStored = isEqualToStored
        self.destroy = destroy
        self.describe = describe
    }
}

/// Identifies a ``NodeKind`` in the kind table.
struct NodeKindKey: Hashable {
    var type: ObjectIdentifier
    var role: UInt16
    /// Custom comparison (a closure per node) rather than `==` or none.
    var hasCustomComparison: Bool
}

/// A rule's closures, boxed so that evaluation can borrow them from an unmanaged reference in the
/// node's closure slot: `let` properties of a guaranteed object are called without retain/release.
@usableFromInline
final class RuleClosures<Value> {
    @usableFromInline let compute: (AttributeGraph) -> Value
    /// Nil when the kind compares with `==`.
    @usableFromInline let isEqual: ((Value, Value) -> Bool)?

    @usableFromInline
    init(compute: @escaping (AttributeGraph) -> Value, isEqual: ((Value, Value) -> Bool)?) {
        self.compute = compute
        self.isEqual = isEqual
    }
}

/// An observer's effect, boxed like ``RuleClosures``.
final class ObserverClosure {
    let effect: (AttributeGraph) -> Void

    init(_ effect: @escaping (AttributeGraph) -> Void) { self.effect = effect }
}
