/// Two gestures of which only one succeeds; the first has precedence
/// (``Gesture/exclusively(before:)``).
///
/// The first recognized wins. While the first is still possible, the second's results are held
/// back, unless the second is recognized during a press the first is following (a long press
/// reaching its duration while a tap still waits for its release): then the second wins. A first
/// gesture waiting for another press (a double tap between its taps) holds the second until it
/// fails. When both are recognized by the same event, the first wins.
///
/// ```swift
/// // A drag wins over a tap; a click without moving is a tap.
/// DragGesture().onChanged { … }.exclusively(before: TapGesture().onEnded { … })
/// ```
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Which of the two gestures produced the value.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value (the first failed).
        case second(Second.Value)
    }

    /// The gesture with precedence.
    public var first: First
    /// The gesture recognized only if the first fails.
    public var second: Second

    /// Creates an exclusive gesture.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// A primitive gesture.
    public typealias Body = Never

    /// The runtime's recognizer (see ``Gesture/_makeRecognizer(reusing:)``).
    public func _makeRecognizer(reusing existing: _GestureRecognizer<Value>?) -> _GestureRecognizer<Value> {
        let reused = existing as? ExclusiveRecognizer<First, Second>
        let firstChild = first._makeRecognizer(reusing: reused?.first)
        let secondChild = second._makeRecognizer(reusing: reused?.second)
        guard let reused else {
            return ExclusiveRecognizer<First, Second>(first: firstChild, second: secondChild)
        }
        reused.replaceChildren(first: firstChild, second: secondChild)
        return reused
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension ExclusiveGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// A gesture where this one has precedence and `other` is recognized only if this one fails.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
}

/// Arbitrates its two children with ``ExclusiveArbitration``.
final class ExclusiveRecognizer<First: Gesture, Second: Gesture>: _GestureRecognizer<
    ExclusiveGesture<First, Second>.Value
>
{
    private(set) var first: _GestureRecognizer<First.Value>
    private(set) var second: _GestureRecognizer<Second.Value>
    private var arbitration = ExclusiveArbitration()

    init(first: _GestureRecognizer<First.Value>, second: _GestureRecognizer<Second.Value>) {
        self.first = first
        self.second = second
    }

    func replaceChildren(
        first newFirst: _GestureRecognizer<First.Value>, second newSecond: _GestureRecognizer<Second.Value>
    ) {
        if newFirst !== first {
            RetiredRecognizers.retire(first)
            first = newFirst
        }
        if newSecond !== second {
            RetiredRecognizers.retire(second)
            second = newSecond
        }
    }

    override func update(_ event: GestureEvent, in space: GestureSpace) {
        arbitration.update(first: first, second: second, event: event, space: space)
        switch arbitration.winner {
        case .undecided, .first: phase = first.phase.map { .first($0) }
        case .second: phase = second.phase.map { .second($0) }
        }
    }

    override func deliver() {
        arbitration.deliver(first: first, second: second)
    }

    override func reset() {
        arbitration.reset(first: first, second: second)
        super.reset()
    }

    override var deadline: Double? { arbitration.deadline(first: first, second: second) }

    override var isWaitingForNextPress: Bool {
        arbitration.isWaitingForNextPress(first: first, second: second)
    }
}
