/// `repeatCount(_:autoreverses:)` and `repeatForever(autoreverses:)` (spec §2.6).
///
/// Each pass runs the base from a fresh state; a new pass starts at the frame at which the previous one
/// was seen finished. With `autoreverses`, odd passes run backwards. When the count is reached the
/// animation finishes and the presentation snaps to the model value, even if an even autoreversing
/// count ended at the start (SwiftUI's behaviour).
///
/// A base that is finished at its own start (a zero duration) cannot move anything however often it
/// repeats: the repeat finishes at once, `repeatForever` included, instead of spending a frame per
/// pass (EXT; `repeatCount(Int.max)` of such a base would otherwise never end).
struct RepeatAnimation: CustomAnimation {
    let base: Animation
    /// Passes to run, or `nil` for ever.
    let repeatCount: Int?
    let autoreverses: Bool

    /// Bad input: a count ≤ 0 means one pass.
    init(base: Animation, repeatCount: Int?, autoreverses: Bool) {
        self.base = base
        self.repeatCount = repeatCount.map { max($0, 1) }
        self.autoreverses = autoreverses
    }

    struct Progress<V: VectorArithmetic> {
        var pass = 0
        var passStart = 0.0
        var baseState = AnimationState<V>()
        /// Whether the base has been checked for finishing at its start.
        var isBaseProbed = false
    }

    struct ProgressKey<V: VectorArithmetic>: AnimationStateKey {
        static var defaultValue: Progress<V> { Progress() }
    }

    func animate<V: VectorArithmetic>(value: V, time: Double, context: inout AnimationContext<V>) -> V? {
        var progress = context.state[ProgressKey<V>.self]
        if !progress.isBaseProbed {
            var probe = context.withState(AnimationState<V>())
            guard base.animate(value: value, time: 0, context: &probe) != nil else {
                context.isLogicallyComplete = true
                return nil
            }
            progress.isBaseProbed = true
        }
        var inner = context.withState(progress.baseState)
        inner.isLogicallyComplete = false
        let covered = base.animate(value: value, time: time - progress.passStart, context: &inner)
        guard let covered else {
            let finishedPass = progress.pass
            progress = Progress(pass: finishedPass + 1, passStart: time, isBaseProbed: true)
            context.state[ProgressKey<V>.self] = progress
            if let repeatCount, progress.pass >= repeatCount { return nil }
            return autoreverses && finishedPass % 2 == 1 ? .zero : value
        }
        progress.baseState = inner.state
        context.state[ProgressKey<V>.self] = progress
        if let repeatCount, progress.pass == repeatCount - 1, inner.isLogicallyComplete {
            context.isLogicallyComplete = true
        }
        return autoreverses && progress.pass % 2 == 1 ? value - covered : covered
    }

    func velocity<V: VectorArithmetic>(value: V, time: Double, context: AnimationContext<V>) -> V? {
        let progress = context.state[ProgressKey<V>.self]
        let inner = context.withState(progress.baseState)
        guard let velocity = base.velocity(value: value, time: time - progress.passStart, context: inner) else {
            return nil
        }
        return autoreverses && progress.pass % 2 == 1 ? .zero - velocity : velocity
    }
}
