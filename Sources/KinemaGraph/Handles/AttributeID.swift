/// The untyped identity of a node: a slot index plus the slot's generation when the node was made.
///
/// A removed node's slot is reused with a new generation, so an id of a removed node never reaches
/// another node's record.
public struct AttributeID: Hashable, Sendable, CustomStringConvertible {
    /// The slot in the graph's node storage.
    public let index: UInt32
    /// The slot's generation when this node was created.
    public let generation: UInt32

    @usableFromInline
    init(index: Int32, generation: UInt32) {
        self.index = UInt32(index)
        self.generation = generation
    }

    /// `#index.generation`.
    public var description: String { "#\(index).\(generation)" }
}
