/// Where a gesture recognizer stands in the events of one pointer capture.
///
/// - `possible`: not recognized yet; it may carry a tentative value (a long press reports `true`
///   while the pointer is held, before its minimum duration has passed).
/// - `active`: recognized and still changing (a drag past its minimum distance).
/// - `ended`: recognized and over (a tap at release, a long press at its duration).
/// - `failed`: cannot be recognized any more in this capture.
///
/// `ended` and `failed` are terminal: a recognizer stays in them until it is reset.
enum GesturePhase<Value> {
    case possible(Value?)
    case active(Value)
    case ended(Value)
    case failed

    /// The state of a recognizer that has seen no event since it was reset.
    static var idle: GesturePhase { .possible(nil) }

    /// The value carried, if any.
    var value: Value? {
        switch self {
        case .possible(let value): value
        case .active(let value), .ended(let value): value
        case .failed: nil
        }
    }

    /// Recognized: active or ended.
    var isRecognized: Bool {
        switch self {
        case .active, .ended: true
        case .possible, .failed: false
        }
    }

    /// Ended or failed.
    var isTerminal: Bool {
        switch self {
        case .ended, .failed: true
        case .possible, .active: false
        }
    }

    var isPossible: Bool {
        if case .possible = self { return true }
        return false
    }

    var isFailed: Bool {
        if case .failed = self { return true }
        return false
    }

    var isEnded: Bool {
        if case .ended = self { return true }
        return false
    }

    /// This phase with its value transformed.
    func map<T>(_ transform: (Value) -> T) -> GesturePhase<T> {
        switch self {
        case .possible(let value): .possible(value.map(transform))
        case .active(let value): .active(transform(value))
        case .ended(let value): .ended(transform(value))
        case .failed: .failed
        }
    }
}
