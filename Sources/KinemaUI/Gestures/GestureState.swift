import KinemaAnimation

/// A value a gesture sets while it is in progress, put back to its initial value when the gesture
/// ends, fails or is cancelled — in the same update, under ``GestureState/init(wrappedValue:resetTransaction:)``'s
/// transaction.
///
/// Only ``Gesture/updating(_:body:)`` writes it:
///
/// ```swift
/// @GestureState private var dragOffset = CGSize.zero
///
/// Card()
///     .offset(dragOffset)
///     .gesture(DragGesture().updating($dragOffset) { value, state, _ in
///         state = value.translation
///     })
/// ```
///
/// Like `@State`, it belongs to the view that declares it and survives its body re-running; a body
/// that reads it re-runs when it changes.
@MainActor
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let box: GestureStateBox<Value>

    /// A gesture state starting at `wrappedValue`, reset without animation.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, resetTransaction: Transaction())
    }

    /// A gesture state starting at `initialValue`, reset without animation.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// A gesture state reset under `resetTransaction` (give it an animation to animate the reset).
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        box = GestureStateBox(initial: wrappedValue) { _, transaction in transaction = resetTransaction }
    }

    /// A gesture state reset under `resetTransaction`.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// A gesture state whose reset calls `reset` with the value being reset and the transaction to
    /// reset it in, which `reset` may change.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        box = GestureStateBox(initial: wrappedValue, reset: reset)
    }

    /// A gesture state whose reset calls `reset`.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The current value: the initial value unless a gesture in progress set another.
    public var wrappedValue: Value { box.value }

    /// The state itself, to pass to ``Gesture/updating(_:body:)`` as `$state`.
    public var projectedValue: GestureState<Value> { self }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// A gesture state starting at `nil`, reset under `resetTransaction`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// A gesture state starting at `nil`, reset by `reset`.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

extension GestureState: InstallableProperty {
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

/// The reference a ``GestureState`` value holds: the initial value, the reset rule and the storage
/// of the installed view (a graph input, like `@State`'s).
@MainActor
final class GestureStateBox<Value> {
    let initial: Value
    let resetRule: (Value, inout Transaction) -> Void
    var storage: StateStorage<Value>?
    private var detached: Value

    init(initial: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.initial = initial
        resetRule = reset
        detached = initial
    }

    var value: Value {
        storage?.read() ?? detached
    }

    /// Writes `value` under `transaction` (merged over the current one).
    func set(_ value: Value, transaction: Transaction) {
        withTransaction(transaction) {
            if let storage {
                storage.write(value)
            } else {
                detached = value
            }
        }
    }

    /// Puts the initial value back, in the transaction the reset rule chooses.
    func reset() {
        var transaction = Transaction()
        resetRule(value, &transaction)
        set(initial, transaction: transaction)
    }
}

/// A gesture that updates a ``GestureState`` as its value changes (``Gesture/updating(_:body:)``).
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    /// The gesture whose values update the state.
    public var base: Base
    /// The state being updated.
    public var state: GestureState<State>
    let updateBody: @MainActor (Base.Value, inout State, inout Transaction) -> Void

    /// Creates a gesture that calls `body` with each new value of `base`, the state's current
    /// value to change, and the transaction to change it in.
    public init(
        base: Base, state: GestureState<State>,
        body: @escaping @MainActor (Base.Value, inout State, inout Transaction) -> Void
    ) {
        self.base = base
        self.state = state
        updateBody = body
    }

    /// The base gesture's value.
    public typealias Value = Base.Value
    /// A primitive gesture.
    public typealias Body = Never

    /// The runtime's recognizer (see ``Gesture/_makeRecognizer(reusing:)``).
    public func _makeRecognizer(reusing existing: _GestureRecognizer<Value>?) -> _GestureRecognizer<Value> {
        let reused = existing as? UpdatingRecognizer<Value, State>
        let child = base._makeRecognizer(reusing: reused?.child)
        let recognizer = reused ?? UpdatingRecognizer(child: child, state: state.box)
        recognizer.replaceChild(with: child)
        recognizer.state = state.box
        recognizer.body = updateBody
        return recognizer
    }
}

extension Gesture {
    /// Updates `state` as the gesture's value changes: `body` receives the value, the state's value
    /// to change, and the transaction the change is made in (velocity-tracked unless you change
    /// it). When the gesture ends, fails or is cancelled, `state` goes back to its initial value.
    public func updating<State>(
        _ state: GestureState<State>,
        body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }
}

/// `updating`: calls the body for each new value; resets the state when the child ends, fails or
/// is reset after it set the state.
final class UpdatingRecognizer<Value, State>: WrapperRecognizer<Value, Value> {
    var state: GestureStateBox<State>
    var body: @MainActor (Value, inout State, inout Transaction) -> Void = { _, _, _ in }
    /// Whether the child produced a value since the last delivery.
    private var hasNewValue = false
    /// Whether the body set the state since the last reset.
    private var hasSetState = false

    init(child: _GestureRecognizer<Value>, state: GestureStateBox<State>) {
        self.state = state
        super.init(child: child)
    }

    override func update(_ event: GestureEvent, in space: GestureSpace) {
        child.update(event, in: space)
        phase = child.phase
        switch phase {
        case .possible(let value): if value != nil { hasNewValue = true }
        case .active: hasNewValue = true
        case .ended, .failed: break
        }
    }

    override func deliver() {
        child.deliver()
        switch phase {
        case .possible(let value?), .active(let value):
            guard hasNewValue else { return }
            hasNewValue = false
            var current = state.value
            var transaction = Transaction()
            transaction.tracksVelocity = true
            body(value, &current, &transaction)
            hasSetState = true
            state.set(current, transaction: transaction)
        case .possible(nil):
            break
        case .ended, .failed:
            resetState()
        }
    }

    override func reset() {
        hasNewValue = false
        resetState()
        super.reset()
    }

    private func resetState() {
        guard hasSetState else { return }
        hasSetState = false
        state.reset()
    }
}
