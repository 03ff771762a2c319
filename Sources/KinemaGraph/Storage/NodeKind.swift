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

/// A rule's compute closure, boxed so that evaluation can borrow it from an unmanaged reference in
/// the node's closure slot: a `let` of a guaranteed object is called without retain/release.
@usableFromInline
class RuleClosures<Value> {
    @usableFromInline final let compute: (AttributeGraph) -> Value

    @usableFromInline
    init(compute: @escaping (AttributeGraph) -> Value) { self.compute = compute }
}

/// A rule's closures when it compares results with a custom equality.
@usableFromInline
final class ComparingRuleClosures<Value>: RuleClosures<Value> {
    @usableFromInline let isEqual: (Value, Value) -> Bool

    @usableFromInline
    init(compute: @escaping (AttributeGraph) -> Value, isEqual: @escaping (Value, Value) -> Bool) {
        self.isEqual = isEqual
        super.init(compute: compute)
    }
}

/// An observer's effect, boxed like ``RuleClosures``.
final class ObserverClosure {
    let effect: (AttributeGraph) -> Void

    init(_ effect: @escaping (AttributeGraph) -> Void) { self.effect = effect }
}

/// An input's custom comparison, boxed like ``RuleClosures``.
final class InputComparison<Value> {
    let isEqual: (Value, Value) -> Bool

    init(_ isEqual: @escaping (Value, Value) -> Bool) { self.isEqual = isEqual }
}
