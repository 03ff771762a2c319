/// Counters of graph work since the graph was made or the counters were last reset.
///
/// Tests and the view runtime read them to prove that an update did only the work it had to:
/// `graph.resetStatistics()`, write, read, then compare.
public struct GraphStatistics: Hashable, Sendable {
    /// Input writes that changed a value (equal writes are cut off and not counted here).
    public var inputsChanged = 0
    /// Input writes cut off because the new value equalled the old.
    public var inputsUnchanged = 0
    /// Rule closures run.
    public var rulesEvaluated = 0
    /// Rule evaluations whose result equalled the previous value, which stopped propagation.
    public var cutoffs = 0
    /// Observer effects run.
    public var observersRun = 0
    /// Flushes of the observer queue.
    public var flushes = 0

    /// All counters zero.
    public init() {}
}
