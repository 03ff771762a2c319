import Observation

/// The one live `@Observable` registration of a reader — a body rule or a ``TrackedContent`` — so
/// that running the reader again replaces what it observes instead of adding to it.
///
/// `withObservationTracking` leaves a one-shot registration with every model the closure read,
/// removed only when one of the properties it read changes. A reader that runs again for another
/// reason (its view value or its state changed) would add one registration per run: the next model
/// change fires all of them, each re-running the reader (work that grows with every earlier run),
/// and registrations of properties that never change stay in the models for ever. So every
/// tracked run also reads ``cancellationToken``, a property of this object, and the next run first
/// mutates it: Observation fires the previous registration — ignored, its run is over — and removes
/// it from every model it was registered with.
///
/// Invariants:
/// - at most one registration made through this subscription is live in the models' registrars;
/// - `onChange` runs at most once per run, and only for the latest run (a change made on another
///   thread is delivered even if a newer run started, since that run may have read the old value).
@MainActor
final class ObservationSubscription: Observable {
    private let registrar = ObservationRegistrar()
    /// Increases with every tracked run; a notification names the run it was registered by.
    private var run = 0
    /// The latest run's registration has not fired nor been cancelled.
    private(set) var isLive = false

    /// Read inside every tracked run, so mutating it cancels that run's registration.
    private var cancellationToken: Int {
        registrar.access(self, keyPath: \.cancellationToken)
        return run
    }

    /// Runs `body`, replacing the previous run's registration with one for the `@Observable`
    /// properties `body` reads. `onChange` runs when one of them is about to change — on the main
    /// actor: at once when the change is made there, later (with `true`) when it is made elsewhere.
    ///
    /// - Complexity: O(properties read), plus O(models) to cancel the previous registration.
    func track<Result>(
        _ body: () -> Result, onChange: @escaping @MainActor (_ onAnotherThread: Bool) -> Void
    ) -> Result {
        cancel()
        run &+= 1
        isLive = true
        let current = run
        return withObservationTracking {
            _ = cancellationToken
            return body()
        } onChange: { [weak self] in
            // Called synchronously from the mutation, on the mutating thread.
            CompositeNode.forwardObservedChange { onAnotherThread in
                guard let self else { return }
                let isCurrent = self.isLive && self.run == current
                guard isCurrent || onAnotherThread else { return }
                if isCurrent { self.isLive = false }
                onChange(onAnotherThread)
            }
        }
    }

    /// Removes the latest run's registration from every model it read (when the reader is removed,
    /// or before it runs again).
    func cancel() {
        guard isLive else { return }
        isLive = false
        registrar.withMutation(of: self, keyPath: \.cancellationToken) {}
    }
}
