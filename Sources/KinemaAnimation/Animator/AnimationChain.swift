/// SwiftUI's combining animation (spec §1.6): entries evaluated oldest first, each interpolating from
/// the covered value of the ones before it to its own cumulative target.
///
/// ```
/// R = settled
/// for entry k: r = A_k(C_k − R, t − s_k);  R = (r == nil) ? C_k : R + r
/// ```
/// When entry k finishes, every entry up to k is dropped and `settled = C_k`; when the newest finishes,
/// the chain is finished (it has reached `C_n = interval`).
///
/// Invariants:
/// - `entries` is not empty and the newest entry's target is `interval`;
/// - only the newest entry holds `.logicallyComplete` handlers.
struct AnimationChain<V: VectorArithmetic> {
    var entries: [AnimationEntry<V>]
    /// Covered amount of entries already dropped.
    var settled: V
    /// The cumulative target of the newest entry.
    var interval: V

    init(_ entry: AnimationEntry<V>, settled: V = .zero) {
        entries = [entry]
        self.settled = settled
        interval = entry.target
    }

    var newest: AnimationEntry<V> {
        get { entries[entries.count - 1] }
        set { entries[entries.count - 1] = newValue }
    }

    var isLogicallyComplete: Bool { entries[entries.count - 1].isLogicallyComplete }

    /// Releases the newest entry's `.logicallyComplete` handlers, if any (indexing in place: the hot
    /// path must not copy entries).
    mutating func releaseNewestLogicalListeners() {
        let last = entries.count - 1
        if !entries[last].logicalListeners.isEmpty { entries[last].releaseLogicalListeners() }
    }

    /// The covered amount at animator time `elapsed`, or `nil` once the newest entry finished.
    mutating func evaluate(elapsed: Double, environment: AnimationEnvironment) -> V? {
        var covered = settled
        var lastFinished = -1
        for index in entries.indices {
            let target = entries[index].target
            if let part = entries[index].animate(value: target - covered, elapsed: elapsed, environment: environment) {
                covered += part
            } else {
                covered = target
                lastFinished = index
            }
        }
        if lastFinished == entries.count - 1 { return nil }
        if lastFinished >= 0 {
            settled = entries[lastFinished].target
            entries.removeFirst(lastFinished + 1)
        }
        return covered
    }

    /// The rate of change of the covered amount at the last evaluation.
    func velocity(elapsed: Double, environment: AnimationEnvironment) -> V {
        var velocity = V.zero
        for entry in entries {
            // R_k = R_(k−1) + f_k · (C_k − R_(k−1)) for fraction-style entries: older motion is attenuated.
            velocity.scale(by: 1 - entry.coveredFraction(elapsed: elapsed))
            velocity += entry.velocity(elapsed: elapsed, environment: environment)
        }
        return velocity
    }

    func checkInvariants() {
        precondition(!entries.isEmpty, "AnimationChain has no entries")
        precondition(newest.target == interval, "AnimationChain newest target \(newest.target) ≠ interval \(interval)")
        for entry in entries.dropLast() {
            precondition(entry.logicalListeners.isEmpty, "AnimationChain: an older entry still holds completions")
        }
    }
}
