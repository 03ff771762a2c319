/// A handle to an observer (an eager effect), used to remove it with
/// `AttributeGraph.remove(_:)`.
public struct ObserverHandle: Hashable, Sendable, CustomStringConvertible {
    /// The observer's node.
    public let id: AttributeID

    init(id: AttributeID) { self.id = id }

    /// `Observer#3.0`.
    public var description: String { "Observer\(id)" }
}
