import KinemaGeometry

extension View {
    /// Runs `action` when the view is tapped (clicked) `count` times in a row:
    /// `.gesture(TapGesture(count: count).onEnded(action))`.
    public func onTapGesture(
        count: Int = 1, perform action: @escaping @MainActor () -> Void
    )
        -> ModifiedContent<Self, _GestureModifier<_EndedGesture<TapGesture>>>
    {
        gesture(TapGesture(count: count).onEnded(action))
    }

    /// Runs `action` with the location (in `coordinateSpace`) of the tap when the view is tapped
    /// `count` times in a row.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
        perform action: @escaping @MainActor (Point) -> Void
    ) -> ModifiedContent<Self, _GestureModifier<_EndedGesture<SpatialTapGesture>>> {
        gesture(
            SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Runs `action` when the view is pressed for `minimumDuration` seconds without the pointer
    /// moving more than `maximumDistance` cells; `onPressingChanged` learns when a press starts
    /// (`true`) and when it stops (`false`: released, moved away, cancelled, or recognized — after
    /// `action`).
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: Double = 1,
        perform action: @escaping @MainActor () -> Void,
        onPressingChanged: (@MainActor (Bool) -> Void)? = nil
    ) -> ModifiedContent<Self, _GestureModifier<_PressingGesture>> {
        gesture(
            _PressingGesture(
                content: LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance),
                action: action, onPressingChanged: onPressingChanged))
    }

    /// The older spelling of ``onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)``.
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: Double = 1,
        pressing: (@MainActor (Bool) -> Void)? = nil, perform action: @escaping @MainActor () -> Void
    ) -> ModifiedContent<Self, _GestureModifier<_PressingGesture>> {
        onLongPressGesture(
            minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
            onPressingChanged: pressing)
    }
}

/// A long press that reports when pressing starts and stops (``View/onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)``).
public struct _PressingGesture: Gesture {
    let content: LongPressGesture
    let action: @MainActor () -> Void
    let onPressingChanged: (@MainActor (Bool) -> Void)?

    /// The long press's value.
    public typealias Value = Bool
    /// A primitive gesture.
    public typealias Body = Never

    /// The runtime's recognizer (see ``Gesture/_makeRecognizer(reusing:)``).
    public func _makeRecognizer(reusing existing: _GestureRecognizer<Bool>?) -> _GestureRecognizer<Bool> {
        let reused = existing as? PressingRecognizer
        let child = content._makeRecognizer(reusing: reused?.child)
        let recognizer = reused ?? PressingRecognizer(child: child)
        recognizer.replaceChild(with: child)
        recognizer.action = action
        recognizer.onPressingChanged = onPressingChanged
        return recognizer
    }
}

/// Runs a long press's action when it ends, and reports pressing while it is possible.
final class PressingRecognizer: WrapperRecognizer<Bool, Bool> {
    var action: @MainActor () -> Void = {}
    var onPressingChanged: (@MainActor (Bool) -> Void)?
    private var isPressing = false
    private var hasActed = false

    override func update(_ event: GestureEvent, in space: GestureSpace) {
        child.update(event, in: space)
        phase = child.phase
    }

    override func deliver() {
        child.deliver()
        switch phase {
        case .possible(let value): setPressing(value == true)
        case .active: setPressing(true)
        case .ended:
            if !hasActed {
                hasActed = true
                action()
            }
            setPressing(false)
        case .failed: setPressing(false)
        }
    }

    private func setPressing(_ pressing: Bool) {
        guard pressing != isPressing else { return }
        isPressing = pressing
        onPressingChanged?(pressing)
    }

    override func reset() {
        setPressing(false)
        hasActed = false
        super.reset()
    }
}
