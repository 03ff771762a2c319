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
    /// Rules compared with `==` whose value is a 64-bit integer (`Int`, `UInt`, `Int64`, `UInt64`):
    /// their nodes are flagged `wordResult` and evaluated without `evaluate`.
    let storesWord: Bool

    init(
        typeName: String, role: NodeFlags,
        evaluate: @escaping (AttributeGraph, UnsafeMutablePointer<NodeRecord>) -> Bool,
        isEqualToStored: @escaping (UnsafeMutablePointer<NodeRecord>, UnsafeRawPointer) -> Bool,
        destroy: @escaping (UnsafeMutablePointer<NodeRecord>) -> Void,
        describe: @escaping (UnsafeMutablePointer<NodeRecord>) -> String,
        storesWord: Bool = false
    ) {
        self.typeName = typeName
        self.role = role
        self.evaluate = evaluate
        self.isEqualToStored = isEqualToStored
        self.destroy = destroy
        self.describe = describe
        self.storesWord = storesWord
    }
}

/// Identifies a ``NodeKind`` in the kind table.
struct NodeKindKey: Hashable {
    var type: ObjectIdentifier
    var role: UInt16
    /// Custom comparison (a closure per node) rather than `==` or none.
    var hasCustomComparison: Bool
}

/// A rule's compute closure, stored inline in its node's closure slot and called in place.
@usableFromInline
struct RuleBody<Value>: ~Copyable {
    @usableFromInline let compute: (AttributeGraph) -> Value

    @inlinable init(_ compute: @escaping (AttributeGraph) -> Value) { self.compute = compute }

    /// Runs the closure without copying it (a copy would retain and release its context).
    @inlinable @inline(__always)
    func callAsFunction(_ graph: AttributeGraph) -> Value { compute(graph) }
}

/// A rule's closures when it compares results with a custom equality: 32 bytes, so the node's
/// closure slot holds a pointer to a heap cell of this.
@usableFromInline
struct ComparingRuleBody<Value>: ~Copyable {
    @usableFromInline let compute: (AttributeGraph) -> Value
    @usableFromInline let isEqual: (Value, Value) -> Bool

    @inlinable
    init(compute: @escaping (AttributeGraph) -> Value, isEqual: @escaping (Value, Value) -> Bool) {
        self.compute = compute
        self.isEqual = isEqual
    }

    /// Runs the compute closure and stores its result in `node`; false when it equals the previous.
    @inlinable @inline(__always)
    func evaluate(_ graph: AttributeGraph, into node: UnsafeMutablePointer<NodeRecord>) -> Bool {
        AttributeGraph.store(compute(graph), in: node, isEqual: isEqual)
    }
}

/// An observer's effect, stored inline in its node's closure slot.
struct ObserverBody: ~Copyable {
    let effect: (AttributeGraph) -> Void

    init(_ effect: @escaping (AttributeGraph) -> Void) { self.effect = effect }

    func callAsFunction(_ graph: AttributeGraph) { effect(graph) }
}

/// An input's custom comparison, stored inline in its node's closure slot.
struct InputComparison<Value>: ~Copyable {
    let isEqual: (Value, Value) -> Bool

    init(_ isEqual: @escaping (Value, Value) -> Bool) { self.isEqual = isEqual }

    func callAsFunction(_ lhs: Value, _ rhs: Value) -> Bool { isEqual(lhs, rhs) }
}
