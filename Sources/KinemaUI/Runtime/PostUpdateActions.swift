/// The actions one runtime defers to the end of its current update or frame: `onChange`,
/// `onAppear`/`onDisappear`, and completion handlers of the transactions it committed.
///
/// Each ``ViewRuntime`` owns one, so two hosts in one process (two tests, a tool with two headless
/// hosts) never run each other's actions or report each other's pending work in `needsFrame`.
///
/// A reference type: actions run from ``run()`` may enqueue more actions on the same queue.
@MainActor
final class PostUpdateActions {
    private var pending: [@MainActor () -> Void] = []

    func enqueue(_ action: @escaping @MainActor () -> Void) {
        pending.append(action)
    }

    /// Runs `body`, putting the actions it queues ahead of those already queued (the `onDisappear`
    /// of a view whose removal just ended runs before that removal's completion handler).
    func prepending(_ body: () -> Void) {
        let queued = pending
        pending = []
        body()
        pending += queued
    }

    var isEmpty: Bool { pending.isEmpty }

    /// Runs the queued actions, oldest first, and the actions they queue, for at most `maxRounds`
    /// rounds (one round runs everything queued when it starts). Returns `false` when actions were
    /// still queuing actions after the last round: those stay queued for the next call.
    @discardableResult
    func run(maxRounds: Int = PostUpdateActions.maxRounds) -> Bool {
        var rounds = 0
        while !pending.isEmpty {
            guard rounds < maxRounds else { return false }
            rounds += 1
            let actions = pending
            pending = []
            for action in actions { action() }
        }
        return true
    }

    /// The rounds one ``run(maxRounds:)`` runs by default: far more than a real chain of actions
    /// (an `onChange` writing state another `onChange` watches) needs.
    static let maxRounds = 64
}
