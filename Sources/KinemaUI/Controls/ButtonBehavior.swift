import KinemaAnimation
import KinemaGeometry

/// A button's behaviour around the view its style made: presses (with the pressed state the style
/// shows), keyboard focus and activation.
public struct _ButtonBehavior: ViewModifier, PrimitiveModifier {
    let action: @MainActor () -> Void
    let isPressed: Binding<Bool>

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        ButtonNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// The node of a button: a gesture attachment whose recognizer follows a press over the button's
/// frame, a place presses land on (the whole frame), and a focusable view.
final class ButtonNode: ModifierNode, GestureAttachment, FocusableNode {
    private(set) var action: @MainActor () -> Void = {}
    private(set) var isPressed = Binding<Bool>.constant(false)
    private lazy var press = ButtonPressRecognizer(button: self)
    private(set) var spaceTransform = SpaceTransform.identity
    /// The button's frame on screen in the last frame.
    private var screenFrame = Rect.zero
    private var derived = DerivedEnvironment()
    private var lastView: (any View)?

    var isEnabled: Bool { environment.isEnabled }
    var isFocusable: Bool { isEnabled }
    var attachedRecognizer: (any ErasedGestureRecognizer)? { isEnabled ? press : nil }
    var priority: GesturePriority { .normal }
    var mask: GestureMask { .all }

    override func update(with view: any View) {
        lastView = view
        super.update(with: view)
    }

    override func update(modifier: any ViewModifier) {
        let behavior = modifier as! _ButtonBehavior
        action = behavior.action
        isPressed = behavior.isPressed
    }

    override var environmentForChildren: EnvironmentValues {
        derived.value(from: environment) { [unowned self] environment in
            environment.isFocused = runtime.focusedNode === self
        }
    }

    func focusDidChange() {
        derived.invalidate()
        if let lastView { super.update(with: lastView) }
        invalidateCommit()
    }

    /// Whether `location` (screen) is over the button, rounded to cells as drawn.
    func contains(_ location: Point) -> Bool {
        ViewHost.cellsOf(screenFrame, contain: location, cellSize: runtime.cellSize)
    }

    /// A press released over the button: it takes focus and acts.
    func pressed() {
        guard isEnabled else { return }
        runtime.setFocus(self)
        action()
    }

    /// Enter or Space while focused.
    func activate() {
        guard isEnabled else { return }
        action()
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        spaceTransform = SpaceTransform(context: context, frame: presentedFrame)
        screenFrame = context.apply(presentedFrame)
        recorder.addHitRegion(presentedFrame, node: self, context: context)
        if isFocusable && context.allowsFocus {
            recorder.addFocusable(self)
            if let shortcut = environment.keyboardShortcut { recorder.addShortcut(shortcut, for: self) }
        }
        var context = context
        if runtime.focusedNode === self && environment.isFocusEffectEnabled {
            context.textAttributes.insert(.inverse)
        }
        if !isEnabled { context.textAttributes.insert(.dim) }
        content?.drawIfVisible(into: &recorder, context: context)
    }
}

/// Follows a press on a button: possible (pressed while over the button) until release; ended when
/// released over it, failed elsewhere. It never fails on its own while the button is held, so a
/// gesture around it that is recognized meanwhile (a drag) takes the press over.
final class ButtonPressRecognizer: _GestureRecognizer<Bool> {
    // The button owns its recognizer, and a capture holds the button while it holds the recognizer.
    private unowned let button: ButtonNode
    private var isDown = false
    /// The pressed state last written to the button.
    private var shownPressed = false
    private var hasActed = false

    init(button: ButtonNode) {
        self.button = button
    }

    override func update(_ event: GestureEvent, in space: GestureSpace) {
        guard !phase.isTerminal else { return }
        switch event.kind {
        case .began:
            isDown = true
            phase = .possible(button.contains(event.location))
        case .moved:
            if isDown { phase = .possible(button.contains(event.location)) }
        case .ended:
            guard isDown else { return }
            isDown = false
            phase = button.contains(event.location) ? .ended(true) : .failed
        case .cancelled:
            phase = .failed
        case .timer, .expired:
            break
        }
    }

    override func deliver() {
        switch phase {
        case .possible(let over): show(pressed: over == true)
        case .active: break
        case .ended:
            // The action first: its changes and the button's release then land in one update.
            if !hasActed {
                hasActed = true
                button.pressed()
            }
            show(pressed: false)
        case .failed:
            show(pressed: false)
        }
    }

    private func show(pressed: Bool) {
        guard pressed != shownPressed, !button.isRemoved else { return }
        shownPressed = pressed
        button.isPressed.wrappedValue = pressed
    }

    override func reset() {
        isDown = false
        hasActed = false
        show(pressed: false)
        super.reset()
    }
}
