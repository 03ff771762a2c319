import KinemaGeometry

/// A control that follows the presses that land on it itself (a text field placing its cursor, a
/// slider's thumb, a picker's segments): it receives each event of the press in its own
/// coordinates.
@MainActor
protocol PointerControl: SpaceAnchor {
    /// The primary button went down over the control.
    func pointerBegan(at location: Point, event: GestureEvent)
    /// The pointer moved with the button held (anywhere on screen: the control captured it).
    func pointerMoved(to location: Point, event: GestureEvent)
    /// The button went up.
    func pointerEnded(at location: Point, event: GestureEvent)
    /// The press was taken away (the window lost focus, a gesture around the control won).
    func pointerCancelled()
}

/// The recognizer of a ``PointerControl``: recognized as soon as the press lands (so a drag
/// attached around the control does not take the press over), it hands every event of the press
/// to the control, in the control's coordinates.
final class ControlPointerRecognizer: _GestureRecognizer<Void> {
    // The control owns its recognizer, and a capture holds the control while it holds this.
    private unowned let control: any PointerControl
    private var isDown = false
    /// Events updated but not yet delivered (arbitration may hold delivery back).
    private var pending: [(GestureEvent.Kind, Point, GestureEvent)] = []

    init(control: any PointerControl) {
        self.control = control
    }

    override func update(_ event: GestureEvent, in space: GestureSpace) {
        guard !phase.isTerminal else { return }
        let local = space.convert(event.location, to: .local)
        switch event.kind {
        case .began:
            guard !isDown else { return }
            isDown = true
            phase = .active(())
            pending.append((.began, local, event))
        case .moved:
            guard isDown else { return }
            pending.append((.moved, local, event))
        case .ended:
            guard isDown else { return }
            isDown = false
            phase = .ended(())
            pending.append((.ended, local, event))
        case .cancelled:
            if isDown { pending.append((.cancelled, local, event)) }
            isDown = false
            phase = .failed
        case .timer, .expired:
            break
        }
    }

    override func deliver() {
        let events = pending
        pending = []
        guard !control.isRemoved else { return }
        for (kind, location, event) in events {
            switch kind {
            case .began: control.pointerBegan(at: location, event: event)
            case .moved: control.pointerMoved(to: location, event: event)
            case .ended: control.pointerEnded(at: location, event: event)
            case .cancelled: control.pointerCancelled()
            case .timer, .expired: break
            }
        }
    }

    override func reset() {
        if isDown && !control.isRemoved { control.pointerCancelled() }
        isDown = false
        pending = []
        super.reset()
    }
}
