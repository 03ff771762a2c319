import KinemaGeometry

/// The last few (proposal → size) answers of one view, so a container that probes a child with
/// several proposals (stacks ask for minimum, ideal and maximum) does not re-measure it.
///
/// When the view changes, its answers are kept aside as the *baseline* (``markStale()``): the answers
/// its container laid it out with. If the view gives every baseline answer again
/// (``remeasures(with:)``, or its changed descendants all do), the container's layout still holds
/// and its other subviews keep their places.
///
/// Invariants:
/// - at most `capacity` entries; each proposal appears at most once.
/// - `isComplete` is false once an answer was evicted since the last `removeAll`/`markStale`, so a
///   baseline taken then may miss an answer the container used.
struct SizeCache {
    /// Eight: a subview of a stack inside a stack sees seven proposals per update — the outer
    /// stack measures the inner one with a zero, an infinite and a shared length (three proposals
    /// to each subview), places it at its chosen size, which asks the same three again across that
    /// size, and places each subview at its own size. With four slots, filled and evicted in turn,
    /// every update missed every subview of such a stack and measured the whole tree again (20,000
    /// cells: ~1.5 M measurements for one changed cell; see the ui/transitions bench).
    static let capacity = 8
    private var proposals: [ProposedViewSize] = []
    private var sizes: [Size] = []
    private var next = 0
    private var isComplete = true
    /// The view changed since it was last laid out (answers since then are not the baseline).
    private var isStale = false
    /// The answers before the view last changed, when every one of them is known.
    private var baseline: (proposals: [ProposedViewSize], sizes: [Size])?
    /// Every answer known when the view last changed, complete or not: the newest ones are those
    /// of its last placement (see ``answerBeforeChange(for:)``).
    private var answersBeforeChange: (proposals: [ProposedViewSize], sizes: [Size])?

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
            isComplete = false
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
        isComplete = true
        isStale = false
        baseline = nil
        answersBeforeChange = nil
    }

    /// Drops the answers because the view changed, keeping the answers it was laid out with as the
    /// baseline (a second change before the next placement keeps that older baseline).
    mutating func markStale() {
        let kept = isStale ? baseline : (isComplete && !proposals.isEmpty ? (proposals, sizes) : nil)
        let answers = isStale ? answersBeforeChange : (proposals, sizes)
        // The kept answers share the arrays' buffers: emptied in place they would be copied (two
        // allocations for every view invalidated); new empty arrays allocate nothing.
        proposals = []
        sizes = []
        removeAll()
        isStale = true
        baseline = kept
        answersBeforeChange = answers
    }

    /// Whether a baseline is kept.
    var hasBaseline: Bool { baseline != nil }

    /// Takes the baseline back as the current answers: the caller proved they still hold.
    mutating func restoreBaseline() {
        guard let baseline else { return }
        proposals = baseline.proposals
        sizes = baseline.sizes
        next = 0
        isComplete = true
        self.baseline = nil
    }

    /// Whether `measure` gives every baseline answer again; if so the baseline becomes the current
    /// answers. False without a baseline (nothing is known).
    mutating func remeasures(with measure: (ProposedViewSize) -> Size) -> Bool {
        guard let baseline else { return false }
        for (proposal, size) in zip(baseline.proposals, baseline.sizes) where measure(proposal) != size {
            return false
        }
        restoreBaseline()
        return true
    }

    /// The proposals answered before the view last changed (empty when it did not change).
    var proposalsBeforeChange: [ProposedViewSize] { answersBeforeChange?.proposals ?? [] }

    /// The answer to `proposal` before the view last changed, if it was known then.
    func answerBeforeChange(for proposal: ProposedViewSize) -> Size? {
        guard let answers = answersBeforeChange else { return nil }
        return answers.proposals.firstIndex(of: proposal).map { answers.sizes[$0] }
    }

    /// Forgets the baseline: the view was laid out with the current answers.
    mutating func commitBaseline() {
        baseline = nil
        answersBeforeChange = nil
        isStale = false
    }

    func checkInvariants() {
        precondition(
            proposals.count == sizes.count && proposals.count <= Self.capacity, "size cache overflow")
        precondition(
            Set(proposals.map { "\($0)" }).count == proposals.count, "duplicate proposal in size cache")
    }
}
