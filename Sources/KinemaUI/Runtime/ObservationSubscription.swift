import Observation

/// The one live `@Observable` registration of a reader — a body rule or a ``TrackedContent`` — so
/// that running the reader again replaces what it observes instead of adding to it.
///
/// `withObservationTracking` leaves a one-shot registration with every model the closure read,
/// removed only when one of the properties it read changes. A reader that runs again for another
/// reason (its view value or its state changed) would add one registration per run: the next model
/// change fires all of them, each re-running the reader (work that grows with every earlier run),
/// and registrations of properties that never change stay in the models for ever. So a tracked run
/// also reads ``cancellationToken``, a property of this object, and the next run first mutates it:
/// Observation fires the previous registration — ignored, its run is over — and removes it from
/// every model it was registered with.
///
/// That token costs about a dozen heap allocations per run (Observation's access list, the
/// registration in each registrar, the firing that cancels it), paid even by a reader that reads
/// no `@Observable` at all — a view whose body re-runs on every drag step because its `@State`
/// changed. Observation installs nothing, and allocates nothing, for a run that reads no
/// `@Observable` property; but whether a run read one is only known after it, and a run without
/// the token cannot be cancelled. So a reader starts with token runs and, once it has re-run
/// ``tokenRunsBeforeProbing`` times, *probes*: it runs without the token. A probe that reads
/// nothing registers nothing, and the reader goes on without the token (it is *quiet*). A probe
/// that reads something leaves a registration the subscription cannot cancel: it stays live and
/// correct (a change still re-runs the reader), but when the reader runs again or is removed it is
/// only disowned — a later firing is ignored and Observation removes it then. The reader goes back
/// to token runs for good, so each subscription leaves at most one such registration behind.
///
/// Invariants:
/// - at most one cancellable registration made through this subscription is live in the models'
///   registrars, plus at most one disowned one over the subscription's whole life;
/// - `onChange` runs at most once per run, and only for the latest run (a change made on another
///   thread is delivered even if a newer run started, since that run may have read the old value).
@MainActor
final class ObservationSubscription: Observable {
    /// Token runs a reader makes before its first run without the token.
    static let tokenRunsBeforeProbing = 2

    private let registrar = ObservationRegistrar()
    /// Increases with every tracked run; a notification names the run it was registered by.
    private var run = 0
    /// The latest run's registration has not fired nor been cancelled.
    private(set) var isLive = false
    /// The latest run's registration carries the token (so ``cancel()`` can remove it).
    private var isCancellable = false
    /// Runs left before probing without the token; `nil` once a probe read something (token runs
    /// for good).
    private var runsBeforeProbing: Int? = ObservationSubscription.tokenRunsBeforeProbing
    /// Set by a probe's registration when Observation creates it (the probe read something).
    private var probeRegistered = false

    /// Whether the reader runs without the token (its latest probe read no `@Observable`).
    var isQuiet: Bool { runsBeforeProbing == 0 }

    /// Read inside every token run, so mutating it cancels that run's registration.
    private var cancellationToken: Int {
        registrar.access(self, keyPath: \.cancellationToken)
        return run
    }

    /// Runs `body`, replacing the previous run's registration with one for the `@Observable`
    /// properties `body` reads. `onChange` runs when one of them is about to change — on the main
    /// actor: at once when the change is made there, later (with `true`) when it is made elsewhere.
    ///
    /// Pass a closure stored by the caller (not one made per call): a quiet run then allocates
    /// nothing.
    ///
    /// - Complexity: O(properties read), plus O(models) to cancel the previous registration.
    func track<Result>(
        _ body: () -> Result, onChange: @escaping @MainActor (_ onAnotherThread: Bool) -> Void
    ) -> Result {
        cancel()
        run &+= 1
        let current = run
        if let remaining = runsBeforeProbing, remaining == 0 {
            // A probe: Observation evaluates the `onChange` argument (and installs a registration)
            // only if `body` read an `@Observable` property.
            probeRegistered = false
            let result = withObservationTracking(body, onChange: probeRegistration(run: current, onChange))
            if probeRegistered {
                isLive = true
                isCancellable = false
                runsBeforeProbing = nil
            }
            return result
        }
        if let remaining = runsBeforeProbing { runsBeforeProbing = remaining - 1 }
        isLive = true
        isCancellable = true
        return withObservationTracking {
            _ = cancellationToken
            return body()
        } onChange: { [weak self] in
            // Called synchronously from the mutation, on the mutating thread.
            CompositeNode.forwardObservedChange { onAnotherThread in
                self?.deliver(run: current, onAnotherThread: onAnotherThread, onChange)
            }
        }
    }

    /// The registration of a probe that read something; noting that it was made.
    private func probeRegistration(
        run current: Int, _ onChange: @escaping @MainActor (Bool) -> Void
    ) -> @Sendable () -> Void {
        probeRegistered = true
        return { [weak self] in
            CompositeNode.forwardObservedChange { onAnotherThread in
                self?.deliver(run: current, onAnotherThread: onAnotherThread, onChange)
            }
        }
    }

    private func deliver(run current: Int, onAnotherThread: Bool, _ onChange: @MainActor (Bool) -> Void) {
        let isCurrent = isLive && run == current
        guard isCurrent || onAnotherThread else { return }
        if isCurrent { isLive = false }
        onChange(onAnotherThread)
    }

    /// Removes the latest run's registration from every model it read (when the reader is removed,
    /// or before it runs again); a probe's registration is disowned instead (see the type's
    /// discussion).
    func cancel() {
        guard isLive else { return }
        isLive = false
        guard isCancellable else { return }
        registrar.withMutation(of: self, keyPath: \.cancellationToken) {}
    }
}
