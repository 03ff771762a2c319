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

    var isEmpty: Bool { pending.isEmpty }

    /// Runs the queued actions (and any they queue), oldest first.
    func run() {
        while !pending.isEmpty {
            let actions = pending
            pending = []
            for action in actions { action() }
        }
    }
}
