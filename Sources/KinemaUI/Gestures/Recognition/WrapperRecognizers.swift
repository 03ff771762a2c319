/// A recognizer around one child recognizer (the callbacks, `map`, `modifiers`): it follows the
/// child's phase, mapped.
class WrapperRecognizer<ChildValue, Value>: _GestureRecognizer<Value> {
    private(set) var child: _GestureRecognizer<ChildValue>

    init(child: _GestureRecognizer<ChildValue>) {
        self.child = child
    }

    /// Takes the child a new gesture value made; a different child replaces the old one, which is
    /// retired (reset once the update in progress is over).
    func replaceChild(with newChild: _GestureRecognizer<ChildValue>) {
        guard newChild !== child else { return }
        RetiredRecognizers.retire(child)
        child = newChild
    }

    override func deliver() {
        child.deliver()
    }

    override func reset() {
        child.reset()
        super.reset()
    }

    override var deadline: Double? { child.deadline }
    override var isWaitingForNextPress: Bool { child.isWaitingForNextPress }
}

/// `onChanged`: runs the action, velocity-tracked, when a value differs from the last delivered.
final class ChangedRecognizer<Value: Equatable>: WrapperRecognizer<Value, Value> {
    var action: @MainActor (Value) -> Void = { _ in }
    private var lastDelivered: Value?

    override func update(_ event: GestureEvent, in space: GestureSpace) {
        child.update(event, in: space)
        phase = child.phase
    }

    override func deliver() {
        child.deliver()
        let value: Value?
        switch phase {
        case .possible(let tentative): value = tentative
        case .active(let current): value = current
        case .ended, .failed: value = nil
        }
        guard let value, value != lastDelivered else { return }
        lastDelivered = value
        let action = action
        withVelocityTracking { action(value) }
    }

    override func reset() {
        lastDelivered = nil
        super.reset()
    }
}

/// `onEnded`: runs the action once when the child ends.
final class EndedRecognizer<Value>: WrapperRecognizer<Value, Value> {
    var action: @MainActor (Value) -> Void = { _ in }
    private var hasDeliveredEnd = false

    override func update(_ event: GestureEvent, in space: GestureSpace) {
        child.update(event, in: space)
        phase = child.phase
    }

    override func deliver() {
        child.deliver()
        guard case .ended(let value) = phase, !hasDeliveredEnd else { return }
        hasDeliveredEnd = true
        action(value)
    }

    override func reset() {
        hasDeliveredEnd = false
        super.reset()
    }
}

/// `map`: the child's phase with its value transformed.
final class MapRecognizer<ChildValue, Value>: WrapperRecognizer<ChildValue, Value> {
    var transform: @MainActor (ChildValue) -> Value

    init(child: _GestureRecognizer<ChildValue>, transform: @escaping @MainActor (ChildValue) -> Value) {
        self.transform = transform
        super.init(child: child)
    }

    override func update(_ event: GestureEvent, in space: GestureSpace) {
        child.update(event, in: space)
        phase = child.phase.map(transform)
    }
}

/// `modifiers`: fails a press that starts without the required modifier keys.
final class ModifiersRecognizer<Value>: WrapperRecognizer<Value, Value> {
    var modifiers: EventModifiers = []

    override func update(_ event: GestureEvent, in space: GestureSpace) {
        if event.kind == .began && !phase.isRecognized && !event.modifiers.isSuperset(of: modifiers) {
            phase = .failed
            return
        }
        guard !phase.isFailed else { return }
        child.update(event, in: space)
        phase = child.phase
    }
}

/// Recognizers replaced while a view updated (a type-erased gesture that changed type): each is
/// reset once the update is over, so a `@GestureState` it had set is put back.
@MainActor
enum RetiredRecognizers {
    private static var retired: [any ErasedGestureRecognizer] = []

    static func retire(_ recognizer: any ErasedGestureRecognizer) {
        retired.append(recognizer)
    }

    /// The recognizers retired since the last call.
    static func take() -> [any ErasedGestureRecognizer] {
        guard !retired.isEmpty else { return [] }
        defer { retired = [] }
        return retired
    }
}
