import KinemaAnimation

/// Runs actions when the view appears or disappears (`.onAppear`, `.onDisappear`, `.task`), or when a
/// watched value changes (`.onChange(of:)`). Actions run after the update that caused them, on the
/// main actor, never while a body is being evaluated.
public struct _LifecycleModifier: ViewModifier, PrimitiveModifier {
    enum Event {
        case appear(@MainActor () -> Void)
        case disappear(@MainActor () -> Void)
        case change(WatchedValue, initial: Bool, action: @MainActor (Any, Any) -> Void)
        case task(id: WatchedValue?, priority: TaskPriority, action: @MainActor @Sendable () async -> Void)
    }

    let event: Event

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        LifecycleNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension View {
    /// Runs `action` after the update in which the view first appears.
    public func onAppear(
        perform action: (@MainActor () -> Void)? = nil
    ) -> ModifiedContent<Self, _LifecycleModifier> {
        modifier(_LifecycleModifier(event: .appear(action ?? {})))
    }

    /// Runs `action` after the update that removes the view.
    public func onDisappear(
        perform action: (@MainActor () -> Void)? = nil
    ) -> ModifiedContent<Self, _LifecycleModifier> {
        modifier(_LifecycleModifier(event: .disappear(action ?? {})))
    }

    /// Runs `action(old, new)` after an update in which `value` changed (and once at appearance when
    /// `initial` is true, with equal values).
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false,
        _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> ModifiedContent<Self, _LifecycleModifier> {
        modifier(
            _LifecycleModifier(
                event: .change(
                    WatchedValue(value), initial: initial, action: { action($0 as! V, $1 as! V) })))
    }

    /// Runs `action` after an update in which `value` changed.
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> ModifiedContent<Self, _LifecycleModifier> {
        onChange(of: value, initial: initial) { (_: V, _: V) in action() }
    }

    /// Starts `action` as a task when the view appears and cancels it when the view disappears.
    public func task(
        priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> ModifiedContent<Self, _LifecycleModifier> {
        modifier(_LifecycleModifier(event: .task(id: nil, priority: priority, action: action)))
    }

    /// Like ``task(priority:_:)``, and restarts the task whenever `id` changes.
    public func task<ID: Equatable>(
        id: ID, priority: TaskPriority = .userInitiated,
        _ action: @escaping @MainActor @Sendable () async -> Void
    ) -> ModifiedContent<Self, _LifecycleModifier> {
        modifier(_LifecycleModifier(event: .task(id: WatchedValue(id), priority: priority, action: action)))
    }
}

final class LifecycleNode: ModifierNode {
    private var event: _LifecycleModifier.Event?
    private var hasAppeared = false
    private var task: Task<Void, Never>?
    /// The frame in which the `onChange` action last fired.
    private var changeFrame = -1
    /// The frame a held-over change was delivered in: a further change in it is dropped.
    private var heldOverFrame = -1
    /// A second change in one frame, waiting for the next frame (oldest old value, newest value).
    private var heldOverChange: (old: Any, new: Any)?

    override func update(modifier: any ViewModifier) {
        let newEvent = (modifier as! _LifecycleModifier).event
        // The action of the new view value runs, as in SwiftUI: it captured what the latest body
        // saw (a `GeometryReader`'s new proxy, the current state).
        if case .change(let old, _, _) = event, case .change(let new, _, let action) = newEvent,
            !new.isEqual(old.value)
        {
            enqueueChange(action, from: old.value, to: new.value)
        }
        if case .task(let oldID?, _, _) = event, case .task(let newID?, let priority, let action) = newEvent,
            !newID.isEqual(oldID.value)
        {
            task?.cancel()
            task = Task(priority: priority) { await action() }
        }
        event = newEvent
        if !hasAppeared { invalidateCommit() }
    }

    /// Queues the `onChange` action, at most once per frame: an action that changes its own watched
    /// value (`onChange(of: x) { x += 1 }`) would otherwise run every frame for ever. A second change
    /// in one frame (a clamp: `onChange(of: text) { text = String(text.prefix(5)) }`) is held over
    /// to the next frame; a change in the frame that delivered a held-over one is dropped with a
    /// diagnostic, as SwiftUI does, so a self-triggering action stops.
    private func enqueueChange(_ action: @escaping @MainActor (Any, Any) -> Void, from old: Any, to new: Any) {
        let frame = runtime.frameNumber
        if changeFrame != frame {
            changeFrame = frame
            runtime.postUpdateActions.enqueue { action(old, new) }
        } else if heldOverFrame == frame {
            runtime.diagnose(
                "onChange(of: \(type(of: new))) action in \(owningViewName) tried to update multiple times per "
                    + "frame; the extra change is dropped")
        } else if let held = heldOverChange {
            heldOverChange = (held.old, new)
        } else {
            heldOverChange = (old, new)
            runtime.holdOverToNextFrame { [weak self] in self?.deliverHeldOverChange() }
        }
    }

    /// Queues the action for the change held over from the previous frame, with the current action.
    private func deliverHeldOverChange() {
        guard let held = heldOverChange else { return }
        heldOverChange = nil
        guard !isRemoved, case .change(_, _, let action) = event else { return }
        changeFrame = runtime.frameNumber
        heldOverFrame = runtime.frameNumber
        runtime.postUpdateActions.enqueue { action(held.old, held.new) }
    }

    /// The name of the custom view whose body declared this modifier.
    private var owningViewName: String {
        owningComposite?.viewName ?? "the root view"
    }

    override func commit(transaction: Transaction) -> Bool {
        guard !hasAppeared, let event else { return false }
        hasAppeared = true
        switch event {
        case .appear(let action):
            runtime.postUpdateActions.enqueue(action)
        case .change(let value, let initial, let action):
            if initial { runtime.postUpdateActions.enqueue { action(value.value, value.value) } }
        case .task(_, let priority, let action):
            task = Task(priority: priority) { await action() }
        case .disappear:
            break
        }
        return false
    }

    override func didUninstall() {
        super.didUninstall()
        task?.cancel()
        if hasAppeared, case .disappear(let action) = event { runtime.postUpdateActions.enqueue(action) }
    }
}
