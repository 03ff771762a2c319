/// A superseded chain kept running in the background, affecting nothing on screen, until it would
/// have been logically complete — then its `.logicallyComplete` handlers run (spec §3.4).
struct AnimationFork<V: VectorArithmetic> {
    let beginTime: Double
    var chain: AnimationChain<V>
    var listeners: [AnimationCompletionListener]

    /// Advances the fork; returns `true` when it is done and its handlers have been released.
    mutating func advance(to now: Double, environment: AnimationEnvironment) -> Bool {
        let covered = chain.evaluate(elapsed: now - beginTime, environment: environment)
        guard covered == nil || chain.isLogicallyComplete else { return false }
        release()
        return true
    }

    mutating func release() {
        let waiting = listeners
        listeners = []
        for listener in waiting { listener.release() }
    }
}
