/// The state bits of one node record. Role bits never change after creation; the others are the
/// propagation state read and written by the push and pull algorithms.
@usableFromInline
struct NodeFlags: OptionSet {
    @usableFromInline var rawValue: UInt16

    @inlinable init(rawValue: UInt16) { self.rawValue = rawValue }

    /// A settable value; never evaluated.
    @inlinable static var input: NodeFlags { NodeFlags(rawValue: 1 << 0) }
    /// A lazily evaluated, cached derived value.
    @inlinable static var rule: NodeFlags { NodeFlags(rawValue: 1 << 1) }
    /// An eager effect, run when a flush finds it stale.
    @inlinable static var observer: NodeFlags { NodeFlags(rawValue: 1 << 2) }
    /// An input of this node certainly changed: it must re-evaluate before its value is used.
    @inlinable static var dirty: NodeFlags { NodeFlags(rawValue: 1 << 3) }
    /// An input of this node may have changed: its inputs must be checked before its value is used.
    @inlinable static var pending: NodeFlags { NodeFlags(rawValue: 1 << 4) }
    /// The node's closure is running (cycle detection).
    @inlinable static var evaluating: NodeFlags { NodeFlags(rawValue: 1 << 5) }
    /// The node is on the path of a dirty check (cycle detection).
    @inlinable static var checking: NodeFlags { NodeFlags(rawValue: 1 << 6) }
    /// Rules: the value slot is initialised. Observers: the effect has run at least once.
    @inlinable static var hasValue: NodeFlags { NodeFlags(rawValue: 1 << 7) }
    /// Observers: the node is in the flush queue.
    @inlinable static var queued: NodeFlags { NodeFlags(rawValue: 1 << 8) }
    /// The slot is free (on the free list, or about to be once the recompute queue lets go of it).
    @inlinable static var free: NodeFlags { NodeFlags(rawValue: 1 << 9) }
    /// Rules: the value slot holds the seed given at creation; the rule has not produced a value
    /// yet. A cyclic read yields the seed. Never set together with `hasValue`.
    @inlinable static var seeded: NodeFlags { NodeFlags(rawValue: 1 << 10) }
    /// An observer, or a rule read by an observed node: kept up to date eagerly, by height.
    @inlinable static var observed: NodeFlags { NodeFlags(rawValue: 1 << 11) }
    /// The node is linked into the recompute queue (its bucket's list).
    @inlinable static var queuedForRecompute: NodeFlags { NodeFlags(rawValue: 1 << 12) }
    /// Rules (a role bit, set at creation): the value is a 64-bit integer (`Int`, `UInt`, `Int64`,
    /// `UInt64`), whose `==` is bitwise equality. The engine calls the closure itself and compares
    /// the result word with the stored one, without the kind's type-erased entry point (see
    /// `AttributeGraph.evaluateWordRule`).
    @inlinable static var wordResult: NodeFlags { NodeFlags(rawValue: 1 << 13) }
    /// Inputs listed for the recompute (`.queuedForRecompute`): a write found no dependent to tell
    /// at once (`NodeRecord.toldDependents` was 0), so its observed dependents of height 1 were not
    /// marked `dirty`; the recompute re-runs them all (see `recomputeChangedInputs`).
    @inlinable static var unwalked: NodeFlags { NodeFlags(rawValue: 1 << 14) }

    /// Either staleness bit.
    @inlinable static var stale: NodeFlags { NodeFlags(rawValue: 1 << 3 | 1 << 4) }
    /// Either bit that makes a read a cycle.
    @inlinable static var active: NodeFlags { NodeFlags(rawValue: 1 << 5 | 1 << 6) }
}

extension NodeFlags {
    /// Rules: the value slot is initialised (with a result or with the creation seed).
    @inlinable var hasInitializedValue: Bool { !isDisjoint(with: [.hasValue, .seeded]) }
}
