import KinemaGeometry

/// The last few (proposal → size) answers of one view, so a container that probes a child with
/// several proposals (stacks ask for minimum, ideal and maximum) does not re-measure it.
///
/// Invariants:
/// - at most `capacity` entries; each proposal appears at most once.
struct SizeCache {
    static let capacity = 4
    private var proposals: [ProposedViewSize] = []
    private var sizes: [Size] = []
    private var next = 0

    func size(for proposal: ProposedViewSize) -> Size? {
        for index in proposals.indices where proposals[index] == proposal { return sizes[index] }
        return nil
    }

    mutating func insert(_ size: Size, for proposal: ProposedViewSize) {
        if proposals.count < Self.capacity {
            proposals.append(proposal)
            sizes.append(size)
        } else {
            proposals[next] = proposal
            sizes[next] = size
            next = (next + 1) % Self.capacity
        }
    }

    /// Whether `measure` gives every cached size again (false for an empty cache: nothing is known).
    func isUnchanged(measuring measure: (ProposedViewSize) -> Size) -> Bool {
        !proposals.isEmpty && proposals.indices.allSatisfy { measure(proposals[$0]) == sizes[$0] }
    }

    mutating func removeAll() {
        proposals.removeAll(keepingCapacity: true)
        sizes.removeAll(keepingCapacity: true)
        next = 0
    }

    func checkInvariants() {
        precondition(
            proposals.count == sizes.count && proposals.count <= Self.capacity, "size cache overflow")
        precondition(
            Set(proposals.map { "\($0)" }).count == proposals.count, "duplicate proposal in size cache")
    }
}
