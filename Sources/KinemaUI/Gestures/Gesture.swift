/// An input pattern recognized on the pointer's presses, moves and releases, producing a value at
/// each stage: taps, long presses, drags, and compositions of them.
///
/// Attach a gesture with ``View/gesture(_:including:)`` (or ``View/highPriorityGesture(_:including:)``,
/// ``View/simultaneousGesture(_:including:)``), and react to it with ``onChanged(_:)``,
/// `onEnded(_:)` and ``updating(_:body:)``:
///
/// ```swift
/// struct Card: View {
///     @State private var offset = CGSize.zero
///
///     var body: some View {
///         Text("drag me")
///             .padding(1)
///             .border(.cyan)
///             .offset(offset)
///             .gesture(
///                 DragGesture()
///                     .onChanged { offset = $0.translation }
///                     .onEnded { _ in withAnimation(.spring) { offset = .zero } })
///     }
/// }
/// ```
///
/// Write a custom gesture as a type whose ``body`` composes others; its `Value` is its body's.
///
/// Recognition runs in the view tree on the geometry the last frame showed: a press captures the
/// pointer for the gestures attached to the views under it, and arbitration between them follows
/// the view tree (a subview's gesture has precedence over its container's, unless the container's
/// is attached with high priority or simultaneously). See the Gestures article in the
/// documentation for the rules.
@MainActor
@preconcurrency
public protocol Gesture<Value> {
    /// The values the gesture produces while it is recognized and when it ends.
    associatedtype Value

    /// The gesture this one is made of; `Never` for the built-in gestures.
    associatedtype Body: Gesture

    /// The content and behaviour of the gesture.
    var body: Body { get }

    /// Creates the runtime's recognizer for this gesture, or updates `existing` (made from a value
    /// of the same type) with this value's parameters and actions. Implemented for you: a custom
    /// gesture gets the recognizer of its ``body``.
    func _makeRecognizer(reusing existing: _GestureRecognizer<Value>?) -> _GestureRecognizer<Value>
}

extension Gesture where Value == Body.Value {
    /// A custom gesture is recognized as its body.
    public func _makeRecognizer(reusing existing: _GestureRecognizer<Value>?) -> _GestureRecognizer<Value> {
        body._makeRecognizer(reusing: existing)
    }
}

extension Gesture where Body == Never {
    /// The built-in gestures have no body: the runtime recognizes them directly.
    public var body: Never {
        preconditionFailure(
            "\(Self.self) is a primitive gesture: the runtime recognizes it; its body is never used")
    }
}

extension Never: Gesture {
    /// `Never` has no values.
    public typealias Value = Never

    /// `Never` cannot be made, so it is never recognized.
    public func _makeRecognizer(reusing existing: _GestureRecognizer<Never>?) -> _GestureRecognizer<Never> {
        switch self {}
    }
}
