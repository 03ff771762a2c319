/// One view's attached gesture in the arbitration of a capture: its recognizer, in its space. A
/// node removed from the view tree (or disabled) since the capture started fails.
@MainActor
final class AttachmentLeaf: ErasedGestureRecognizer {
    let node: any GestureAttachment

    init(_ node: any GestureAttachment) {
        self.node = node
    }

    private var recognizer: (any ErasedGestureRecognizer)? {
        node.isRemoved ? nil : node.attachedRecognizer
    }

    var erasedPhase: GesturePhase<Void> { recognizer?.erasedPhase ?? .failed }

    func update(_ event: GestureEvent, in space: GestureSpace) {
        recognizer?.update(event, in: GestureSpace(anchor: node))
    }

    func deliver() { recognizer?.deliver() }

    func reset() { recognizer?.reset() }

    var deadline: Double? { recognizer?.deadline }

    var isWaitingForNextPress: Bool { recognizer?.isWaitingForNextPress ?? false }
}

/// A view's gesture against its subviews' when one has precedence (see ``ExclusiveArbitration``).
@MainActor
final class ExclusiveArbiter: ErasedGestureRecognizer {
    let first: any ErasedGestureRecognizer
    let second: any ErasedGestureRecognizer
    private var arbitration = ExclusiveArbitration()

    init(first: any ErasedGestureRecognizer, second: any ErasedGestureRecognizer) {
        self.first = first
        self.second = second
    }

    var erasedPhase: GesturePhase<Void> {
        arbitration.winner == .second ? second.erasedPhase : first.erasedPhase
    }

    func update(_ event: GestureEvent, in space: GestureSpace) {
        arbitration.update(first: first, second: second, event: event, space: space)
    }

    func deliver() { arbitration.deliver(first: first, second: second) }

    func reset() { arbitration.reset(first: first, second: second) }

    var deadline: Double? { arbitration.deadline(first: first, second: second) }

    var isWaitingForNextPress: Bool { arbitration.isWaitingForNextPress(first: first, second: second) }
}

/// A view's simultaneous gesture with its subviews' (see ``simultaneousPhase(_:_:combine:)``).
@MainActor
final class SimultaneousArbiter: ErasedGestureRecognizer {
    let first: any ErasedGestureRecognizer
    let second: any ErasedGestureRecognizer

    init(first: any ErasedGestureRecognizer, second: any ErasedGestureRecognizer) {
        self.first = first
        self.second = second
    }

    var erasedPhase: GesturePhase<Void> {
        simultaneousPhase(first.erasedPhase, second.erasedPhase) { _, _ in () }
    }

    func update(_ event: GestureEvent, in space: GestureSpace) {
        first.update(event, in: space)
        second.update(event, in: space)
    }

    func deliver() {
        first.deliver()
        second.deliver()
    }

    func reset() {
        first.reset()
        second.reset()
    }

    var deadline: Double? { earliest(first.deadline, second.deadline) }

    var isWaitingForNextPress: Bool { first.isWaitingForNextPress || second.isWaitingForNextPress }
}
