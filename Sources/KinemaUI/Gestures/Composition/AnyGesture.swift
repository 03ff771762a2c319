/// A type-erased gesture: lets a property or a condition hold gestures of different types.
///
/// ```swift
/// var gesture: AnyGesture<Void> {
///     isLocked ? AnyGesture(TapGesture(count: 2)) : AnyGesture(TapGesture())
/// }
/// ```
///
/// When the wrapped gesture's type changes between two updates of the view, its state starts over
/// (a `@GestureState` the old one had set is put back).
public struct AnyGesture<Value>: Gesture {
    private let makeRecognizer: @MainActor (_GestureRecognizer<Value>?) -> _GestureRecognizer<Value>
    private let type: ObjectIdentifier

    /// Wraps `gesture`.
    public init<T: Gesture>(_ gesture: T) where T.Value == Value {
        makeRecognizer = { gesture._makeRecognizer(reusing: $0) }
        type = ObjectIdentifier(T.self)
    }

    /// A primitive gesture.
    public typealias Body = Never

    /// The runtime's recognizer (see ``Gesture/_makeRecognizer(reusing:)``).
    public func _makeRecognizer(reusing existing: _GestureRecognizer<Value>?) -> _GestureRecognizer<Value> {
        let reused = existing as? ErasedRecognizer<Value>
        let sameType = reused?.wrappedType == type
        let child = makeRecognizer(sameType ? reused?.child : nil)
        guard let reused else { return ErasedRecognizer(child: child, wrappedType: type) }
        reused.replaceChild(with: child)
        reused.wrappedType = type
        return reused
    }
}

extension Optional: Gesture where Wrapped: Gesture {
    /// The wrapped gesture's value.
    public typealias Value = Wrapped.Value
    /// A primitive gesture.
    public typealias Body = Never

    /// The runtime's recognizer: the wrapped gesture's, or one that fails every press when `nil`.
    public func _makeRecognizer(reusing existing: _GestureRecognizer<Value>?) -> _GestureRecognizer<Value> {
        let reused = existing as? ErasedRecognizer<Value>
        let type = self == nil ? ObjectIdentifier(Never.self) : ObjectIdentifier(Wrapped.self)
        let child: _GestureRecognizer<Value>
        if let gesture = self {
            child = gesture._makeRecognizer(reusing: reused?.wrappedType == type ? reused?.child : nil)
        } else {
            child = reused?.wrappedType == type ? reused!.child : NeverRecognizer()
        }
        guard let reused else { return ErasedRecognizer(child: child, wrappedType: type) }
        reused.replaceChild(with: child)
        reused.wrappedType = type
        return reused
    }
}

/// The recognizer of ``AnyGesture`` and optional gestures: its child's, tagged with the wrapped type.
final class ErasedRecognizer<Value>: WrapperRecognizer<Value, Value> {
    var wrappedType: ObjectIdentifier

    init(child: _GestureRecognizer<Value>, wrappedType: ObjectIdentifier) {
        self.wrappedType = wrappedType
        super.init(child: child)
    }

    override func update(_ event: GestureEvent, in space: GestureSpace) {
        child.update(event, in: space)
        phase = child.phase
    }
}

/// The recognizer of an absent gesture: every press fails it.
final class NeverRecognizer<Value>: _GestureRecognizer<Value> {
    override func update(_ event: GestureEvent, in space: GestureSpace) {
        phase = .failed
    }
}
