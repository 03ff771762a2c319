import KinemaAnimation

/// A gesture that runs an action whenever its value changes (``Gesture/onChanged(_:)``).
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    let content: Content
    let action: @MainActor (Content.Value) -> Void

    /// The content's value.
    public typealias Value = Content.Value
    /// A primitive gesture.
    public typealias Body = Never

    /// The runtime's recognizer (see ``Gesture/_makeRecognizer(reusing:)``).
    public func _makeRecognizer(reusing existing: _GestureRecognizer<Value>?) -> _GestureRecognizer<Value> {
        let reused = existing as? ChangedRecognizer<Value>
        let child = content._makeRecognizer(reusing: reused?.child)
        let recognizer = reused ?? ChangedRecognizer(child: child)
        recognizer.replaceChild(with: child)
        recognizer.action = action
        return recognizer
    }
}

/// A gesture that runs an action when it ends (``Gesture/onEnded(_:)``).
public struct _EndedGesture<Content: Gesture>: Gesture {
    let content: Content
    let action: @MainActor (Content.Value) -> Void

    /// The content's value.
    public typealias Value = Content.Value
    /// A primitive gesture.
    public typealias Body = Never

    /// The runtime's recognizer (see ``Gesture/_makeRecognizer(reusing:)``).
    public func _makeRecognizer(reusing existing: _GestureRecognizer<Value>?) -> _GestureRecognizer<Value> {
        let reused = existing as? EndedRecognizer<Value>
        let child = content._makeRecognizer(reusing: reused?.child)
        let recognizer = reused ?? EndedRecognizer(child: child)
        recognizer.replaceChild(with: child)
        recognizer.action = action
        return recognizer
    }
}

/// A gesture whose values are transformed (``Gesture/map(_:)``).
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
    let transform: @MainActor (Content.Value) -> Value

    /// A primitive gesture.
    public typealias Body = Never

    /// The runtime's recognizer (see ``Gesture/_makeRecognizer(reusing:)``).
    public func _makeRecognizer(reusing existing: _GestureRecognizer<Value>?) -> _GestureRecognizer<Value> {
        let reused = existing as? MapRecognizer<Content.Value, Value>
        let child = content._makeRecognizer(reusing: reused?.child)
        let recognizer = reused ?? MapRecognizer(child: child, transform: transform)
        recognizer.replaceChild(with: child)
        recognizer.transform = transform
        return recognizer
    }
}

/// A gesture recognized only while the given modifier keys are held when the press starts
/// (``Gesture/modifiers(_:)``).
public struct _ModifiersGesture<Content: Gesture>: Gesture {
    let content: Content
    let modifiers: EventModifiers

    /// The content's value.
    public typealias Value = Content.Value
    /// A primitive gesture.
    public typealias Body = Never

    /// The runtime's recognizer (see ``Gesture/_makeRecognizer(reusing:)``).
    public func _makeRecognizer(reusing existing: _GestureRecognizer<Value>?) -> _GestureRecognizer<Value> {
        let reused = existing as? ModifiersRecognizer<Value>
        let child = content._makeRecognizer(reusing: reused?.child)
        let recognizer = reused ?? ModifiersRecognizer(child: child)
        recognizer.replaceChild(with: child)
        recognizer.modifiers = modifiers
        return recognizer
    }
}

extension Gesture where Value: Equatable {
    /// Runs `action` each time the gesture's value changes while it is in progress.
    ///
    /// The action runs in a transaction with `tracksVelocity` set: a state the action changes
    /// records its velocity, so a spring started when the gesture ends continues it.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

extension Gesture {
    /// Runs `action` when the gesture ends successfully, with its final value.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// A gesture that produces `transform(value)` instead of the value.
    public func map<T>(_ transform: @escaping @MainActor (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: transform)
    }

    /// This gesture, recognized only when `modifiers` are held as the press starts (terminals
    /// report Shift, Option (Alt) and Control with the mouse; many keep Shift for their own text
    /// selection).
    public func modifiers(_ modifiers: EventModifiers) -> _ModifiersGesture<Self> {
        _ModifiersGesture(content: self, modifiers: modifiers)
    }
}

extension Gesture where Value == Void {
    /// Runs `action` when the gesture ends successfully.
    public func onEnded(_ action: @escaping @MainActor () -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: { _ in action() })
    }
}

/// Runs `body` in the transaction of gesture changes: `tracksVelocity` set, so values that follow
/// the pointer record their velocity (spec §2.7).
@MainActor
func withVelocityTracking<Result>(_ body: () -> Result) -> Result {
    var transaction = Transaction()
    transaction.tracksVelocity = true
    return withTransaction(transaction, body)
}
