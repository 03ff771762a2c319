import KinemaAnimation
import KinemaGraph

/// The node of a custom view: its body is a rule of the attribute graph.
///
/// The node owns a subgraph holding the view's value (an input), its environment (an input), one
/// input per `@State`, an observation counter bumped by `@Observable` changes, and the body rule,
/// which reads those. An observer pulls the body rule whenever one of its inputs changed and queues
/// the node, so the runtime reconciles the new body with the node's child.
///
/// Invariants:
/// - `subgraph` is nested in the nearest composite ancestor's subgraph (so removing an ancestor
///   releases it).
/// - `children.count <= 1`: the body's node.
final class CompositeNode: ListNode {
    let viewType: ObjectIdentifier
    private let viewMetatype: any View.Type
    let subgraph: Subgraph
    private var viewInput: Attribute<ViewBox>!
    private var environmentInput: Attribute<EnvironmentValues>!
    private var observationInput: Attribute<Int>!
    private var bodyRule: Attribute<ViewBox>!
    private var stateStorages: [(any DetachableStateStorage)?] = []
    /// The model value of an `Animatable` view, animated per frame; `nil` for other views.
    private var animatedView: AnimatableViewState?
    /// The body's `@Observable` reads.
    private let observation = ObservationSubscription()
    /// The last two bodies, whose heap boxes the next runs reuse (see ``nextBody(of:)``).
    private var bodySlots = (ReusableViewSlot(), ReusableViewSlot())
    private var usesSecondBodySlot = false

    init(view: any View, runtime: ViewRuntime, parent: ViewNode?, environment: EnvironmentValues) {
        viewType = ObjectIdentifier(type(of: view))
        viewMetatype = type(of: view)
        subgraph = runtime.graph.makeSubgraph(
            label: "\(type(of: view))", parent: parent?.enclosingSubgraph)
        super.init(runtime: runtime, parent: parent, environment: environment)
        let graph = runtime.graph
        installProperties(of: view)
        viewInput = graph.input(
            ViewBox(view), label: "\(type(of: view)).view", in: subgraph, isEqual: ViewBox.same)
        environmentInput = graph.input(
            environment, label: "\(type(of: view)).environment", in: subgraph,
            isEqual: { $0.isIdentical(to: $1) })
        observationInput = graph.input(0, label: "\(type(of: view)).observation", in: subgraph)
        bodyRule = graph.rule(label: "\(type(of: view)).body", in: subgraph, isEqual: { _, _ in false }) {
            [unowned self] graph in
            self.evaluateBody(graph)
        }
        animatedView = makeAnimatableViewState(view)
        graph.observer(label: "\(type(of: view)).update", in: subgraph) { [unowned self] graph in
            _ = graph[self.bodyRule]
            self.runtime.enqueue(self)
        }
    }

    override var enclosingSubgraph: Subgraph? { subgraph }

    /// The view's type name, for diagnostics.
    var viewName: String { String(describing: viewMetatype) }

    /// The view value the body rule reads (for tests and diagnostics).
    var viewInputForTesting: Attribute<ViewBox> { viewInput }
    var viewForTesting: any View { runtime.graph.untracked { runtime.graph[viewInput].view } }

    override func update(with view: any View) {
        installProperties(of: view)
        if let animatedView {
            animatedView.model = view
            invalidate()
        } else {
            runtime.graph[viewInput] = ViewBox(view)
        }
    }

    func updateEnvironment(_ environment: EnvironmentValues) {
        self.environment = environment
        runtime.graph[environmentInput] = environment
    }

    override func readEnvironment() -> EnvironmentValues {
        runtime.graph[environmentInput]
    }

    /// Reconciles the latest body with the child node.
    override func reconcile() {
        let body = runtime.graph.untracked { runtime.graph[bodyRule] }
        // Children mark what changed (and only as far up as it matters); the body itself has no size.
        runtime.reconcileChild(of: self, at: 0, with: body.view)
    }

    override func didUninstall() {
        // Closures holding the view (a `.task` still running) keep its state: it must stop using
        // the attributes before they are removed.
        for storage in stateStorages { storage?.detach() }
        runtime.graph.remove(subgraph)
        observation.cancel()
        stateStorages = []
        animatedView?.removeAnimation()
        runtime.stopAnimating(self)
    }

    // MARK: State

    func stateStorage(at slot: Int) -> (any DetachableStateStorage)? {
        slot < stateStorages.count ? stateStorages[slot] : nil
    }

    func setStateStorage(_ storage: any DetachableStateStorage, at slot: Int) {
        while stateStorages.count <= slot { stateStorages.append(nil) }
        stateStorages[slot] = storage
    }

    private func installProperties(of view: any View) {
        // A custom modifier's `@State`, `@Environment` and other properties are the modifier's own,
        // as in SwiftUI: its body reads them, not the `ModifiedContent` around it.
        let owner: Any = (view as? any ModifiedView)?.erasedModifier ?? view
        for (slot, child) in Mirror(reflecting: owner).children.enumerated() {
            (child.value as? any InstallableProperty)?.install(on: self, slot: slot)
        }
    }

    // MARK: Body

    private func evaluateBody(_ graph: AttributeGraph) -> ViewBox {
        let view = graph[viewInput].view
        _ = graph[observationInput]
        return runtime.evaluatingBody(of: self) {
            // Replaces the previous run's registration: one per body, however often it re-runs.
            observation.track({ ViewBox(nextBody(of: view)) }, onChange: observedChange)
        }
    }

    /// The body of `view`, stored in the slot the previous run did not use: the graph holds the
    /// previous body until this one replaces it, so the other slot's box is free to reuse.
    private func nextBody(of view: any View) -> any View {
        usesSecondBodySlot.toggle()
        return usesSecondBodySlot ? view.storeBody(in: &bodySlots.1) : view.storeBody(in: &bodySlots.0)
    }

    /// Made once: a body re-run that reads no `@Observable` then allocates nothing for tracking.
    private lazy var observedChange: @MainActor (Bool) -> Void = { [weak self] in
        // It only bumps an input, which schedules the next update.
        self?.observedValueWillChange(onAnotherThread: $0)
    }

    /// Runs `notify` for an Observation change notification, which arrives synchronously on the
    /// mutating thread: on the main actor at once (so the write carries the current transaction);
    /// from anywhere else — a model mutated in a detached task or another actor — on the main
    /// actor later (`notify(true)`), instead of trapping on a main-actor assumption.
    nonisolated static func forwardObservedChange(_ notify: @escaping @MainActor @Sendable (Bool) -> Void) {
        if MainQueue.isCurrent {
            MainActor.assumeIsolated { notify(false) }
        } else {
            Task { @MainActor in notify(true) }
        }
    }

    /// Schedules the body to re-run at the next commit. A change reported from another thread is
    /// applied now, with a diagnostic (the model was shared across threads), and wakes an idle
    /// host's frame loop like any write made outside its updates.
    func observedValueWillChange(onAnotherThread: Bool = false) {
        guard !isRemoved else { return }
        if onAnotherThread {
            runtime.diagnose(
                "an @Observable property read by \(viewName) changed off the main actor; the change is "
                    + "applied on the main actor, without the transaction it was made in")
        }
        let input = observationInput!
        runtime.applyWrite(label: "@Observable property read by \(viewName)", untilCommit: true) { graph in
            // Applied at the next commit: the view may have been removed since.
            guard graph.isValid(input) else { return }
            graph[input] += 1
        }
    }

    // MARK: Animatable views

    override func commitOwnValues(transaction: Transaction) {
        if let animatedView, needsCommit {
            let transaction = runtime.motionPreference == .none ? transaction.withoutMotion : transaction
            animatedView.setModel(transaction: transaction, at: runtime.time)
            if animatedView.isAnimating { runtime.startAnimating(self) }
            runtime.graph[viewInput] = ViewBox(animatedView.presentation(at: runtime.time))
        }
    }

    /// Feeds the presentation value of an animating `Animatable` view to the body rule.
    override func advanceAnimations(to time: Double) -> Bool {
        guard let animatedView else { return false }
        runtime.graph[viewInput] = ViewBox(animatedView.presentation(at: time))
        return animatedView.isAnimating
    }

    override func nextAnimationChange(after time: Double) -> Double {
        animatedView?.nextChange(after: time) ?? .infinity
    }
}

/// A view value in the graph. Views are not `Equatable` in general, so a box compares by identity of
/// the value's storage only when both are equal `Equatable` views.
struct ViewBox {
    let view: any View

    init(_ view: any View) { self.view = view }

    static func same(_ lhs: ViewBox, _ rhs: ViewBox) -> Bool {
        dynamicallyEqual(lhs.view, rhs.view) ?? false
    }
}
