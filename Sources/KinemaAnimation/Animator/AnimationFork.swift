/// A superseded chain kept running in the background, affecting nothing on screen, until it would
/// have been logically complete — then its `.logicallyComplete` handlers run (spec §3.4).
///
/// A fork that would never complete (a superseded `repeatForever`) would keep the host drawing frames
/// for ever; after ``maximumLifetime`` seconds its handlers run anyway.
@usableFromInline
struct AnimationFork<V: VectorArithmetic> {
    /// The longest a fork is evaluated, in seconds after it was forked.
    static var maximumLifetime: Double { 60 }

    let beginTime: Double
    let forkedAt: Double
    var chain: AnimationChain<V>
    var listeners: [AnimationCompletionListener]

    /// Advances the fork; returns `true` when it is done and its handlers have been released.
    mutating func advance(to now: Double, environment: AnimationEnvironment) -> Bool {
        let covered = chain.evaluate(elapsed: now - beginTime, environment: environment)
        let isExpired = now - forkedAt > AnimationFork.maximumLifetime
        guard covered == nil || chain.isLogicallyComplete || isExpired else { return false }
        release()
        return true
    }

    mutating func release() {
        let waiting = listeners
        listeners = []
        for listener in waiting { listener.release() }
    }
}
