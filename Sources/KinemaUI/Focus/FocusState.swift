/// A value that says which view has keyboard focus, owned by the view that declares it, and moves
/// focus when written.
///
/// Bind it to focusable views with ``View/focused(_:)`` (a `Bool`) or ``View/focused(_:equals:)``
/// (one value per view, `nil` when focus is elsewhere):
///
/// ```swift
/// enum Field: Hashable { case name, email }
/// @FocusState private var field: Field?
///
/// VStack {
///     NameBox().focusable().focused($field, equals: .name)
///     EmailBox().focusable().focused($field, equals: .email)
///     Button("Next") { field = .email }        // moves focus
/// }
/// ```
///
/// Tab, Shift-Tab and clicks move focus too; the state follows. Writing a value whose view cannot
/// take focus (not on screen, not focusable, disabled) leaves focus where it is and puts the state
/// back to what focus says.
@MainActor
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    let box: FocusStateBox<Value>

    /// A focus state for one view: `true` while it has focus.
    public init() where Value == Bool {
        box = FocusStateBox(unfocused: false)
    }

    /// A focus state for several views, each bound with a value: `nil` while none of them has focus.
    public init<T: Hashable>() where Value == T? {
        box = FocusStateBox(unfocused: nil)
    }

    /// Which of the bound views has focus. Writing it moves focus there (or away, for the
    /// unfocused value) at the next update.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.request(newValue) }
    }

    /// The binding to pass to ``View/focused(_:)`` or ``View/focused(_:equals:)``.
    public var projectedValue: Binding { Binding(box: box) }

    /// A focus state as passed to `.focused`: reads and writes the state it came from.
    @MainActor
    @propertyWrapper
    public struct Binding {
        let box: FocusStateBox<Value>

        /// Which of the bound views has focus; writing moves focus.
        public var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.request(newValue) }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

extension FocusState: InstallableProperty {
    func install(on node: CompositeNode, slot: Int) {
        box.runtime = node.runtime
        if let storage = node.stateStorage(at: slot) as? StateStorage<Value> {
            box.storage = storage
        } else {
            let storage = StateStorage(initial: box.unfocused, node: node)
            node.setStateStorage(storage, at: slot)
            box.storage = storage
        }
    }
}

/// The reference a ``FocusState`` holds: its storage (a graph input, so bodies that read it re-run
/// when focus moves) and whether the app asked to move focus.
@MainActor
final class FocusStateBox<Value: Hashable> {
    /// The value when none of the bound views has focus (`false`, `nil`).
    let unfocused: Value
    var storage: StateStorage<Value>?
    weak var runtime: ViewRuntime?
    private var detached: Value
    /// The app wrote a value: focus should move to match it.
    private(set) var hasRequest = false

    init(unfocused: Value) {
        self.unfocused = unfocused
        detached = unfocused
    }

    var value: Value {
        storage?.read() ?? detached
    }

    /// The app writes `value`: stored now, focus moves at the end of the update.
    func request(_ value: Value) {
        hasRequest = true
        write(value)
        runtime?.noteFocusRequest()
    }

    /// Focus moved: the state follows (no request).
    func follow(_ value: Value) {
        guard value != self.value else { return }
        write(value)
    }

    func clearRequest() { hasRequest = false }

    private func write(_ value: Value) {
        if let storage {
            storage.write(value)
        } else {
            detached = value
        }
    }
}
