/// The state bits of one node record. Role bits never change after creation; the others are the
/// propagation state read and written by the push/pull algorithm.
struct NodeFlags: OptionSet {
    var rawValue: UInt16

    /// A settable value; never evaluated.
    static let input = NodeFlags(rawValue: 1 << 0)
    /// A lazily evaluated, cached derived value.
    static let rule = NodeFlags(rawValue: 1 << 1)
    /// An eager effect, run when a flush finds it stale.
    static let observer = NodeFlags(rawValue: 1 << 2)
    /// An input of this node certainly changed: it must re-evaluate before its value is used.
    static let dirty = NodeFlags(rawValue: 1 << 3)
    /// An input of this node may have changed: its inputs must be checked before its value is used.
    static let pending = NodeFlags(rawValue: 1 << 4)
    /// The node's closure is running (cycle detection).
    static let evaluating = NodeFlags(rawValue: 1 << 5)
    /// The node is on the path of a dirty check (cycle detection).
    static let checking = NodeFlags(rawValue: 1 << 6)
    /// Rules: the value slot is initialised. Observers: the effect has run at least once.
    static let hasValue = NodeFlags(rawValue: 1 << 7)
    /// Observers: the node is in the flush queue.
    static let queued = NodeFlags(rawValue: 1 << 8)
    /// The slot is on the free list.
    static let free = NodeFlags(rawValue: 1 << 9)

    /// Either staleness bit.
    static let stale: NodeFlags = [.dirty, .pending]
    /// Either bit that makes a read a cycle.
    static let active: NodeFlags = [.evaluating, .checking]
}
