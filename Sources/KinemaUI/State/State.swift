import KinemaGraph

/// A value owned by a view: it survives body re-evaluation, and writing it re-runs exactly the bodies
/// that read it.
///
/// Each `@State` is an input attribute of the view graph, created when the view is first installed
/// and released with the view's subgraph. Writes made inside ``withAnimation(_:_:)`` or
/// ``withTransaction(_:_:)`` carry that transaction into the update they cause. A write made while a
/// body is being evaluated is queued to the next update and reported as a diagnostic.
///
/// ```swift
/// struct Toggle: View {
///     @State private var isOn = false
///     var body: some View {
///         Button(isOn ? "on" : "off") { isOn.toggle() }
///     }
/// }
/// ```
@MainActor
@propertyWrapper
public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    /// Creates state with an initial value, used when the view is first installed.
    public init(wrappedValue: Value) {
        box = StateBox(initial: wrappedValue)
    }

    /// Creates state with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// The current value. Reading it in `body` makes the body depend on it.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding that reads and writes this state.
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates state whose initial value is `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: InstallableProperty {
    func install(on node: CompositeNode, slot: Int) {
        if let storage = node.stateStorage(at: slot) as? StateStorage<Value> {
            box.storage = storage
        } else {
            let storage = StateStorage(initial: box.initial, node: node)
            node.setStateStorage(storage, at: slot)
            box.storage = storage
        }
    }
}

/// The reference a `State` value holds, so copies of the view share one connection to storage.
@MainActor
final class StateBox<Value> {
    let initial: Value
    var storage: StateStorage<Value>?
    private var detached: Value

    init(initial: Value) {
        self.initial = initial
        detached = initial
    }

    var value: Value {
        get { storage?.read() ?? detached }
        set {
            if let storage {
                storage.write(newValue)
            } else {
                // Not installed: SwiftUI also keeps such writes local to the value.
                detached = newValue
            }
        }
    }
}

/// State storage a composite node releases when it is uninstalled.
@MainActor
protocol DetachableStateStorage: AnyObject {
    /// Keeps the current value and stops using the graph; called before the node's subgraph (and
    /// with it the storage's attribute) is removed.
    func detach()
}

/// The storage of one `@State` of one installed view: an input attribute in the view's subgraph.
///
/// A `.task` (or any closure holding the view) can outlive its view or its host, so the storage
/// can end up *detached*: once the view is uninstalled (its attribute removed) or the runtime is
/// gone, reads return the last value and writes stay local to the storage (nothing shows them any
/// more) instead of reaching a removed attribute or a released runtime.
@MainActor
final class StateStorage<Value>: DetachableStateStorage {
    let attribute: Attribute<Value>
    private let graph: AttributeGraph
    private weak var runtime: ViewRuntime?
    /// Set once the view was uninstalled: `attribute` no longer exists.
    private var isDetached = false
    /// The value written after the storage was detached or the runtime went away.
    private var orphanedValue: Value?

    init(initial: Value, node: CompositeNode) {
        runtime = node.runtime
        graph = node.runtime.graph
        attribute = graph.input(
            initial, label: "State<\(Value.self)>", in: node.subgraph,
            isEqual: equalityFunction(for: Value.self))
    }

    func read() -> Value {
        orphanedValue ?? graph[attribute]
    }

    func write(_ value: Value) {
        guard let runtime, !isDetached else {
            orphanedValue = value
            return
        }
        let attribute = attribute
        if !runtime.isEvaluatingBody {
            runtime.applyWriteNow { graph in
                guard graph.isValid(attribute) else { return }
                graph[attribute] = value
            }
            return
        }
        runtime.applyWrite(label: "State<\(Value.self)>") { graph in
            // A deferred write can outlive the view it was made for (removed in the same update).
            guard graph.isValid(attribute) else { return }
            graph[attribute] = value
        }
    }

    func detach() {
        guard !isDetached else { return }
        if orphanedValue == nil { orphanedValue = graph.untracked { graph[attribute] } }
        isDetached = true
    }
}
