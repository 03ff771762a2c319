/// Two gestures recognized at the same time, each on its own (``Gesture/simultaneously(with:)``).
///
/// ```swift
/// LongPressGesture().simultaneously(with: DragGesture())
///     .onChanged { value in pressing = value.first == true; drag = value.second }
/// ```
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The values of both gestures; `nil` for one that has no value (not recognized yet, failed).
    public struct Value {
        /// The first gesture's value.
        public var first: First.Value?
        /// The second gesture's value.
        public var second: Second.Value?
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Creates a simultaneous gesture.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// A primitive gesture.
    public typealias Body = Never

    /// The runtime's recognizer (see ``Gesture/_makeRecognizer(reusing:)``).
    public func _makeRecognizer(reusing existing: _GestureRecognizer<Value>?) -> _GestureRecognizer<Value> {
        let reused = existing as? SimultaneousRecognizer<First, Second>
        let firstChild = first._makeRecognizer(reusing: reused?.first)
        let secondChild = second._makeRecognizer(reusing: reused?.second)
        guard let reused else {
            return SimultaneousRecognizer<First, Second>(first: firstChild, second: secondChild)
        }
        reused.replaceChildren(first: firstChild, second: secondChild)
        return reused
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

extension Gesture {
    /// A gesture that recognizes this one and `other` at the same time.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }
}

/// Feeds every event to both children; see ``simultaneousPhase(_:_:combine:)``.
final class SimultaneousRecognizer<First: Gesture, Second: Gesture>: _GestureRecognizer<
    SimultaneousGesture<First, Second>.Value
>
{
    private(set) var first: _GestureRecognizer<First.Value>
    private(set) var second: _GestureRecognizer<Second.Value>

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
        first.update(event, in: space)
        second.update(event, in: space)
        phase = simultaneousPhase(first.phase, second.phase) {
            SimultaneousGesture.Value(first: $0, second: $1)
        }
    }

    override func deliver() {
        first.deliver()
        second.deliver()
    }

    override func reset() {
        first.reset()
        second.reset()
        super.reset()
    }

    override var deadline: Double? { earliest(first.deadline, second.deadline) }

    override var isWaitingForNextPress: Bool { first.isWaitingForNextPress || second.isWaitingForNextPress }
}
