/// A completion handler attached to a transaction, counting the animations it waits for (spec §3.4).
///
/// Every animated property the transaction starts (or merges or combines into) retains it once; each
/// releases it when its animation meets the criteria. The handler runs once, when the count is back
/// at zero *and* the transaction has been finalized, so a transaction that animates nothing still
/// completes.
///
/// Finalization may be split between several parties (a view layer applying the transaction in two
/// hosts): each announces itself with ``holdFinalization()``, and the listener is finalized by the
/// last of their ``finalize()`` calls. Without holds, the first ``finalize()`` finalizes.
///
/// Invariants:
/// - `count ≥ 0`, `pendingFinalizations ≥ 0`; the handler runs at most once, and only after
///   finalization.
///
/// Reference type on purpose: every copy of a transaction shares its listeners. Confined to the
/// thread that runs updates (not `Sendable`).
final class AnimationCompletionListener {
    let criteria: AnimationCompletionCriteria
    private var completion: (() -> Void)?
    private(set) var count = 0
    private(set) var isFinalized = false
    /// Announced ``finalize()`` calls still to come before the listener is finalized.
    private(set) var pendingFinalizations = 0

    init(criteria: AnimationCompletionCriteria, completion: @escaping () -> Void) {
        self.criteria = criteria
        self.completion = completion
    }

    var hasFired: Bool { completion == nil }

    func retain() {
        count += 1
    }

    func release() {
        assert(count > 0, "AnimationCompletionListener released more often than retained")
        count = max(count - 1, 0)
        fireIfDue()
    }

    func holdFinalization() {
        pendingFinalizations += 1
    }

    func finalize() {
        if pendingFinalizations > 0 { pendingFinalizations -= 1 }
        guard pendingFinalizations == 0 else { return }
        isFinalized = true
        fireIfDue()
    }

    private func fireIfDue() {
        guard isFinalized, count == 0, let completion else { return }
        self.completion = nil
        completion()
    }
}
