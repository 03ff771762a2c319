/// A handle to a group of attributes that are removed together.
///
/// Subgraphs nest: removing one removes its nested subgraphs. The graph's root (attributes made with
/// `in: nil`) is not a subgraph and is never removed. Handles are generation-checked like
/// ``Attribute``.
public struct Subgraph: Hashable, Sendable, CustomStringConvertible {
    let index: UInt32
    let generation: UInt32

    /// `Subgraph#2.0`.
    public var description: String { "Subgraph#\(index).\(generation)" }
}

/// The graph's record of one subgraph.
///
/// Invariants: `members` lists every node created in it (entries whose generation no longer matches
/// were removed individually); `children` lists live nested subgraphs; a free record has
/// `isLive == false` and empty lists.
struct SubgraphRecord {
    var generation: UInt32 = 0
    var isLive = false
    var label = ""
    var parent: UInt32?
    var members: [AttributeID] = []
    var children: [UInt32] = []
}
