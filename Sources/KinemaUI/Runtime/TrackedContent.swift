import KinemaGraph

/// A closure that a node evaluates on its view's behalf — a `ForEach` row builder, a
/// `GeometryReader` content closure, the `body` of a scoped modifier, a phase or timeline content —
/// with everything it reads recorded, so that a change to any of it evaluates the closure again and
/// hands the node the new result.
///
/// Such closures run outside any body rule (while reconciling, or during layout), so without this
/// their reads would be seen by nothing: a `@State` read only inside `GeometryReader { _ in
/// Text("\(n)") }` would never update the text. A `TrackedContent` evaluates the closure inside a
/// rule of the attribute graph (so `@State`, `@Binding` and environment reads become dependencies)
/// and under an ``ObservationSubscription`` (so `@Observable` reads do too). When one of them
/// changes, an observer evaluates the closure again, with the argument it last had, and calls
/// `onChange`; the node then takes the new value with ``takeChange(as:)``. Only the closure runs
/// again — not the body of the view that declared it.
///
/// How a node uses it (this is how `GeometryReader`, `ForEach` and the scoped `.transaction(_:body:)`
/// are built; a `TimelineView` or `PhaseAnimator` node is built the same way):
///
/// ```swift
/// final class PhaseNode: UnaryNode {
///     private var content: TrackedContent!
///
///     override init(runtime: ViewRuntime, parent: ViewNode?, environment: EnvironmentValues) {
///         super.init(runtime: runtime, parent: parent, environment: environment)
///         content = TrackedContent(owner: self, label: "PhaseAnimator")
///     }
///
///     // A new view value or a new phase: evaluate now, with the argument of the moment.
///     func show(phase: Phase) {
///         let view = content.evaluate { [builder] in builder.content(phase) }
///         runtime.reconcileChild(of: self, at: 0, with: view)
///     }
///
///     // Something the closure read changed: the runtime queued this node (`onChange`'s default).
///     override func reconcile() {
///         guard let view = content.takeChange(as: (any View).self) else { return }
///         runtime.reconcileChild(of: self, at: 0, with: view)
///     }
///
///     override func didUninstall() { content.remove() }
/// }
/// ```
///
/// The default `onChange` queues the owner for ``ViewNode/reconcile()`` in the current or next
/// update, shallowest first like bodies, so a parent's new body reaches the node first (its new
/// `evaluate` supersedes the change, and `takeChange` then returns `nil`). A node that builds its
/// content during layout can pass `onChange` to invalidate itself instead.
///
/// Writes made while the closure runs are deferred to the next update and diagnosed, as in a body.
/// Evaluations are counted in `ViewRuntime.contentEvaluations`, not as bodies.
///
/// Invariants:
/// - the attributes live in a subgraph nested in the owner's enclosing subgraph, removed by
///   ``remove()`` (owners call it from `didUninstall`) or with an ancestor's subgraph;
/// - at most one `@Observable` registration is live for the content (see
///   ``ObservationSubscription``);
/// - ``takeChange(as:)`` returns a value at most once per evaluation made by the observer, and never
///   one older than the latest ``evaluate(_:)``.
@MainActor
final class TrackedContent {
    private unowned let runtime: ViewRuntime
    private let label: String
    private let subgraph: Subgraph
    /// Written by ``evaluate(_:)`` so the rule runs the new closure.
    private var closureInput: Attribute<Int>!
    /// Bumped when an `@Observable` property the closure read changed.
    private var observationInput: Attribute<Int>!
    /// Evaluates the closure; its value is the number of the evaluation.
    private var rule: Attribute<Int>!
    private let subscription = ObservationSubscription()
    private var build: (@MainActor () -> Any)?
    private var value: Any?
    private var evaluations = 0
    /// The evaluation the owner was last given or told about.
    private var delivered = 0
    private var hasChange = false
    private var onChange: (@MainActor () -> Void)?

    /// Creates the content's attributes in the subgraph of the view that declared `owner`.
    ///
    /// - Parameters:
    ///   - owner: the node that evaluates the closure; removing it must call ``remove()``.
    ///   - label: names the attributes in graph dumps and diagnostics.
    ///   - onChange: runs (during a graph flush, so it must only schedule work) after a change
    ///     evaluated the closure again; by default the runtime queues `owner` for
    ///     ``ViewNode/reconcile()``.
    init(owner: ViewNode, label: String, onChange: (@MainActor () -> Void)? = nil) {
        runtime = owner.runtime
        self.label = label
        let graph = owner.runtime.graph
        subgraph = graph.makeSubgraph(label: label, parent: owner.enclosingSubgraph)
        self.onChange = onChange ?? { [unowned owner] in owner.runtime.enqueue(owner) }
        closureInput = graph.input(0, label: "\(label).closure", in: subgraph)
        observationInput = graph.input(0, label: "\(label).observation", in: subgraph)
        rule = graph.rule(label: "\(label).content", in: subgraph) { [unowned self] graph in
            _ = graph[self.closureInput]
            _ = graph[self.observationInput]
            return self.evaluateClosure()
        }
        graph.observer(label: "\(label).update", in: subgraph) { [unowned self] graph in
            let evaluation = graph[self.rule]
            guard evaluation != self.delivered else { return }
            self.delivered = evaluation
            self.hasChange = true
            self.onChange?()
        }
    }

    /// Evaluates `build` now, recording what it reads, and returns its result; later changes to
    /// what it read evaluate it again (see ``takeChange(as:)``).
    ///
    /// Call it whenever the closure or its argument is new (a new view value, size, phase or
    /// date). Never call it while a body or rule is evaluated.
    ///
    /// - Complexity: one evaluation of `build`, plus O(`@Observable` properties it reads).
    func evaluate<Value>(_ build: @escaping @MainActor () -> Value) -> Value {
        precondition(
            !runtime.isEvaluatingBody,
            "TrackedContent.evaluate (\(label)) was called while a body or content closure was evaluated")
        self.build = build
        let graph = runtime.graph
        // One batch: the observer runs after the pull below and sees the evaluation delivered.
        graph.batch {
            graph.untracked {
                graph[closureInput] += 1
                delivered = graph[rule]
            }
        }
        hasChange = false
        return value as! Value
    }

    /// The result of the evaluation a change caused, once; `nil` when nothing changed since the last
    /// ``evaluate(_:)`` or `takeChange`.
    func takeChange<Value>(as type: Value.Type) -> Value? {
        guard hasChange else { return nil }
        hasChange = false
        return value as? Value
    }

    /// Detaches the content from its closure so that its owner can reuse it for another closure
    /// (a lazy stack parks the content of a row it released and gives it to the next row it
    /// builds): the `@Observable` registration and the result are released, the attributes stay.
    /// A parked content never reports a change; ``evaluate(_:)`` takes it back into use.
    func park() {
        subscription.cancel()
        build = nil
        value = nil
        hasChange = false
    }

    /// Releases the attributes and the `@Observable` registration.
    func remove() {
        subscription.cancel()
        onChange = nil
        build = nil
        value = nil
        if runtime.graph.isLive(subgraph) { runtime.graph.remove(subgraph) }
    }

    private func evaluateClosure() -> Int {
        guard let build else { return evaluations }
        evaluations += 1
        value = runtime.evaluatingContent {
            subscription.track(build, onChange: observedChange)
        }
        return evaluations
    }

    /// Made once, so a run that reads no `@Observable` allocates nothing for tracking.
    private lazy var observedChange: @MainActor (Bool) -> Void = { [weak self] onAnotherThread in
        self?.observedValueWillChange(onAnotherThread: onAnotherThread)
    }

    private func observedValueWillChange(onAnotherThread: Bool) {
        guard onChange != nil else { return }
        if onAnotherThread {
            runtime.diagnose(
                "an @Observable property read by \(label) content changed off the main actor; the change "
                    + "is applied on the main actor, without the transaction it was made in")
        }
        let input = observationInput!
        runtime.applyWrite(label: "@Observable property read by \(label) content", untilCommit: true) {
            graph in
            // Applied at the next commit: the content may have been removed since.
            guard graph.isValid(input) else { return }
            graph[input] += 1
        }
    }
}
