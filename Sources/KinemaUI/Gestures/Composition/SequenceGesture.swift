/// A gesture followed by another: the second receives events only once the first has ended
/// (``Gesture/sequenced(before:)``).
///
/// ```swift
/// // Hold, then drag: the classic "pick up and move".
/// LongPressGesture(minimumDuration: 0.5)
///     .sequenced(before: DragGesture())
///     .updating($state) { value, state, _ in
///         switch value {
///         case .first(true): state = .pressing
///         case .second(true, let drag): state = .dragging(drag?.translation ?? .zero)
///         default: state = .inactive
///         }
///     }
/// ```
///
/// When the first ends while the button is held (a long press reaching its duration), the second
/// starts at once, where the pointer is; when the first ends at a release (a tap), the second
/// starts with the next press. The sequence is active from the moment the first ends, ends when the
/// second ends, and fails when either fails.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Where the sequence is.
    public enum Value {
        /// The first gesture has not ended yet.
        case first(First.Value)
        /// The first gesture ended with this value; the second's value, once it has one.
        case second(First.Value, Second.Value?)
    }

    /// The gesture recognized first.
    public var first: First
    /// The gesture recognized after the first ended.
    public var second: Second

    /// Creates a sequence gesture.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// A primitive gesture.
    public typealias Body = Never

    /// The runtime's recognizer (see ``Gesture/_makeRecognizer(reusing:)``).
    public func _makeRecognizer(reusing existing: _GestureRecognizer<Value>?) -> _GestureRecognizer<Value> {
        let reused = existing as? SequenceRecognizer<First, Second>
        let firstChild = first._makeRecognizer(reusing: reused?.first)
        let secondChild = second._makeRecognizer(reusing: reused?.second)
        guard let reused else {
            return SequenceRecognizer<First, Second>(first: firstChild, second: secondChild)
        }
        reused.replaceChildren(first: firstChild, second: secondChild)
        return reused
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// A gesture where `other` starts once this one has ended.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

/// Runs the first child, then the second once the first ended.
final class SequenceRecognizer<First: Gesture, Second: Gesture>: _GestureRecognizer<
    SequenceGesture<First, Second>.Value
>
{
    private(set) var first: _GestureRecognizer<First.Value>
    private(set) var second: _GestureRecognizer<Second.Value>
    /// The first ended with this value: the second is running.
    private var firstValue: First.Value?
    private var isPointerDown = false
    /// Set when the sequence was abandoned while waiting for the press that would start the second.
    private var hasExpired = false

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
        isPointerDown = event.isPointerDown
        if let firstValue {
            if event.kind == .expired && isWaitingForSecondPress { hasExpired = true }
            second.update(event, in: space)
            phase = hasExpired ? .failed : secondPhase(after: firstValue)
            return
        }
        first.update(event, in: space)
        switch first.phase {
        case .possible(let value): phase = .possible(value.map { .first($0) })
        case .active(let value): phase = .active(.first(value))
        case .failed: phase = .failed
        case .ended(let value):
            firstValue = value
            if event.isPointerDown { second.update(event.asBegan, in: space) }
            phase = secondPhase(after: value)
        }
    }

    private func secondPhase(
        after firstValue: First.Value
    ) -> GesturePhase<SequenceGesture<First, Second>.Value> {
        switch second.phase {
        case .possible(let value): .active(.second(firstValue, value))
        case .active(let value): .active(.second(firstValue, value))
        case .ended(let value): .ended(.second(firstValue, value))
        case .failed: .failed
        }
    }

    /// The second has not started and the button is up: it needs a new press.
    private var isWaitingForSecondPress: Bool {
        firstValue != nil && !isPointerDown && second.phase.isPossible && second.phase.value == nil
    }

    override func deliver() {
        first.deliver()
        if firstValue != nil { second.deliver() }
    }

    override func reset() {
        firstValue = nil
        isPointerDown = false
        hasExpired = false
        first.reset()
        second.reset()
        super.reset()
    }

    override var deadline: Double? { firstValue == nil ? first.deadline : second.deadline }

    override var isWaitingForNextPress: Bool {
        firstValue == nil
            ? first.isWaitingForNextPress : isWaitingForSecondPress || second.isWaitingForNextPress
    }
}
