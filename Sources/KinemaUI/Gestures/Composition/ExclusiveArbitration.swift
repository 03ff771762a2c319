/// The rule between two gestures of which only one may succeed, the first having precedence
/// (``ExclusiveGesture``, and a view's gesture against its subviews'):
///
/// - the first recognized wins: when the first is recognized (active or ended), the second is
///   reset; when the first fails, the second's results go through (catching up on what it did
///   while held back);
/// - while the first is still possible, the second's results are held back — unless the second is
///   recognized during a press the first is following, in which case the second wins and the first
///   is reset. A first gesture *waiting for another press* (a double tap between its taps) keeps the
///   second held until it fails, which is how `.onTapGesture(count: 2)` beats `.onTapGesture`;
///   a long press or a drag recognized while a tap still hopes for its release takes over, which
///   is how a tap and a long press share one view and how dragging a sheet cancels the button the
///   press started on.
///
/// When both are recognized by the same event, the first wins.
@MainActor
struct ExclusiveArbitration {
    enum Winner {
        case undecided
        case first
        case second
    }

    private(set) var winner = Winner.undecided
    /// The second was recognized while the first waited for another press: it waits for the first
    /// to fail, whatever happens meanwhile.
    private var isSecondHeld = false

    mutating func update(
        first: any ErasedGestureRecognizer, second: any ErasedGestureRecognizer, event: GestureEvent,
        space: GestureSpace
    ) {
        switch winner {
        case .first:
            first.update(event, in: space)
        case .second:
            second.update(event, in: space)
        case .undecided:
            first.update(event, in: space)
            let firstPhase = first.erasedPhase
            if firstPhase.isRecognized {
                winner = .first
                second.reset()
                return
            }
            second.update(event, in: space)
            if firstPhase.isFailed {
                winner = .second
            } else if second.erasedPhase.isRecognized && !isSecondHeld {
                if first.isWaitingForNextPress {
                    isSecondHeld = true
                } else {
                    winner = .second
                    first.reset()
                }
            }
        }
    }

    /// Runs the first's actions (its failure too: a `@GestureState` it set goes back), then the
    /// second's when it won.
    func deliver(first: any ErasedGestureRecognizer, second: any ErasedGestureRecognizer) {
        first.deliver()
        if winner == .second { second.deliver() }
    }

    mutating func reset(first: any ErasedGestureRecognizer, second: any ErasedGestureRecognizer) {
        winner = .undecided
        isSecondHeld = false
        first.reset()
        second.reset()
    }

    func deadline(first: any ErasedGestureRecognizer, second: any ErasedGestureRecognizer) -> Double? {
        switch winner {
        case .undecided: earliest(first.deadline, second.deadline)
        case .first: first.deadline
        case .second: second.deadline
        }
    }

    func isWaitingForNextPress(
        first: any ErasedGestureRecognizer, second: any ErasedGestureRecognizer
    ) -> Bool {
        winner == .second ? second.isWaitingForNextPress : first.isWaitingForNextPress
    }
}

/// The phase of two gestures recognized together (``SimultaneousGesture``, and a view's
/// simultaneous gesture with its subviews'): failed when both failed, ended when both are over and
/// one ended, active while either is recognized, possible otherwise. The values are each gesture's
/// (`nil` for one that failed or has none yet).
func simultaneousPhase<A, B, Value>(
    _ first: GesturePhase<A>, _ second: GesturePhase<B>, combine: (A?, B?) -> Value
) -> GesturePhase<Value> {
    if first.isFailed && second.isFailed { return .failed }
    let value = combine(first.value, second.value)
    if first.isTerminal && second.isTerminal { return .ended(value) }
    if first.isRecognized || second.isRecognized { return .active(value) }
    return first.value == nil && second.value == nil ? .possible(nil) : .possible(value)
}
