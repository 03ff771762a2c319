/// A typed handle to an input or a rule of an ``AttributeGraph``.
///
/// An attribute is a plain value (8 bytes): copy it, store it, send it across threads. Reading or
/// writing it goes through the graph that made it: `graph[count]`, `graph[count] = 3`. Using a handle
/// after its subgraph was removed is an error that names it (see ``AttributeGraph/value(of:)``).
public struct Attribute<Value>: Hashable, Sendable, CustomStringConvertible {
    /// The node this handle refers to.
    public let id: AttributeID

    @usableFromInline init(id: AttributeID) { self.id = id }

    /// `Attribute<Int>#3.0`.
    public var description: String { "Attribute<\(Value.self)>\(id)" }

    /// Two handles are equal when they name the same node of the same generation.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id }

    /// Hashes the node identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
