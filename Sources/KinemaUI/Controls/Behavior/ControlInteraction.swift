import KinemaAnimation
import KinemaGeometry

/// A press on a control as the control's view code sees it: where the pointer is, and the parts of
/// the control (``_ControlPart``) drawn in the last frame, to tell which one it is over and where.
@MainActor
struct ControlPointer {
    enum Phase: Equatable {
        /// The primary button went down over the control.
        case began
        /// The pointer moved with the button held (anywhere: the control captured it).
        case moved
        /// The button went up.
        case ended
        /// The press was taken away (the window lost focus, a gesture around the control won).
        case cancelled
    }

    var phase: Phase
    /// The pointer on screen.
    var location: Point
    var modifiers: EventModifiers
    /// The parts drawn in the last frame, by identity.
    let parts: [AnyHashable: SpaceTransformedPart]
    /// The whole control in the last frame.
    let control: SpaceTransformedPart

    /// Whether the pointer is over the control's frame (rounded to cells as drawn).
    var isInside: Bool { control.contains(location) }

    /// The identity of the part under the pointer, if any (the last drawn wins where parts overlap).
    func part<ID: Hashable>(_ type: ID.Type) -> ID? {
        var found: (ID, Int)?
        for (key, part) in parts {
            guard let id = key.base as? ID, part.contains(location) else { continue }
            if found == nil || part.order > found!.1 { found = (id, part.order) }
        }
        return found?.0
    }

    /// The pointer in `part`'s own coordinates, with the part's size; `nil` when it was not drawn.
    func location<ID: Hashable>(in part: ID) -> (point: Point, size: Size)? {
        guard let drawn = parts[AnyHashable(part)] else { return nil }
        return (drawn.transform.toLocal(location), drawn.size)
    }
}

/// Where a part of a control was drawn: its space and size, and its order in drawing.
@MainActor
struct SpaceTransformedPart {
    var transform: SpaceTransform
    var size: Size
    var screenFrame: Rect
    var order: Int
    /// One cell in layout units (points per cell in points mode).
    var cellSize = Size(width: 1, height: 1)

    func contains(_ location: Point) -> Bool {
        ViewHost.cellsOf(screenFrame, contain: location, cellSize: cellSize)
    }
}

/// The keyboard and pointer behaviour of a built-in control (a toggle, a slider, a stepper, a
/// picker) around the view its style drew: it takes focus (Tab reaches it), hands presses and keys
/// to the control's code, and dims what it draws when disabled. The control's code keeps its state
/// in its own view; this modifier only routes input.
public struct _ControlInteraction: ViewModifier, PrimitiveModifier {
    let onPointer: @MainActor (ControlPointer) -> Void
    let onKey: @MainActor (KeyPress) -> Bool
    let onActivate: (@MainActor () -> Void)?

    /// Input routing for a control: `onPointer` gets each event of a press that began on the
    /// control; `onKey` each key while it has focus (`true` when it handled it); `onActivate` runs
    /// for Return or Space when `onKey` did not take them (`nil`: they go on to other handlers).
    init(
        onPointer: @escaping @MainActor (ControlPointer) -> Void,
        onKey: @escaping @MainActor (KeyPress) -> Bool = { _ in false },
        onActivate: (@MainActor () -> Void)? = nil
    ) {
        self.onPointer = onPointer
        self.onKey = onKey
        self.onActivate = onActivate
    }

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        ControlInteractionNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// The node of a ``_ControlInteraction``: a focusable view with a pointer recognizer that is
/// recognized as soon as a press lands (so a drag around the control does not take a slider's drag
/// over), and the record of the parts drawn inside it.
final class ControlInteractionNode: ModifierNode, FocusableNode, GestureAttachment, PointerControl {
    private var interaction = _ControlInteraction(onPointer: { _ in })
    private lazy var pointer = ControlPointerRecognizer(control: self)
    private(set) var spaceTransform = SpaceTransform.identity
    /// The parts drawn in the last frame (filled while drawing).
    private var parts: [AnyHashable: SpaceTransformedPart] = [:]
    private var whole = SpaceTransformedPart(transform: .identity, size: .zero, screenFrame: .zero, order: 0)
    private var derived = DerivedEnvironment()
    private var lastView: (any View)?

    var isEnabled: Bool { environment.isEnabled }
    var isFocusable: Bool { isEnabled }
    var isFocused: Bool { runtime.focusedNode === self }
    var attachedRecognizer: (any ErasedGestureRecognizer)? { isEnabled ? pointer : nil }
    var priority: GesturePriority { .normal }
    var mask: GestureMask { .all }

    override func update(with view: any View) {
        lastView = view
        super.update(with: view)
    }

    override func update(modifier: any ViewModifier) {
        interaction = modifier as! _ControlInteraction
    }

    /// The control's subtree sees whether it has focus in `@Environment(\.isFocused)`.
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

    /// Whether the control shows its focus now: focused, enabled, and the focus effect not
    /// turned off (`focusEffectDisabled`).
    var showsFocus: Bool {
        isFocused && isEnabled && environment.isFocusEffectEnabled
    }

    /// Records where `part` was drawn in this frame.
    func record(part id: AnyHashable, context: DrawContext, frame: Rect) {
        parts[id] = SpaceTransformedPart(
            transform: SpaceTransform(context: context, frame: frame), size: frame.size,
            screenFrame: context.apply(frame), order: parts.count, cellSize: runtime.cellSize)
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        let frame = presentedFrame
        spaceTransform = SpaceTransform(context: context, frame: frame)
        whole = SpaceTransformedPart(
            transform: spaceTransform, size: frame.size, screenFrame: context.apply(frame), order: 0,
            cellSize: runtime.cellSize)
        parts.removeAll(keepingCapacity: true)
        recorder.addHitRegion(frame, node: self, context: context)
        if isFocusable && context.allowsFocus { recorder.addFocusable(self) }
        var context = context
        if !isEnabled { context.textAttributes.insert(.dim) }
        content?.drawIfVisible(into: &recorder, context: context)
    }

    // MARK: Keys

    /// The control's action (a toggle flips), from a keyboard shortcut or a host that activates
    /// focused views.
    func activate() {
        guard isEnabled else { return }
        interaction.onActivate?()
    }

    /// Keys while focused: the control's own first, then Return or Space activate it.
    override func handleKeyPress(_ press: KeyPress) -> Bool {
        guard isFocused, isEnabled, press.phase != .up else { return false }
        if interaction.onKey(press) { return true }
        guard let onActivate = interaction.onActivate, press.key == .return || press.key == .space,
            press.modifiers.isEmpty
        else { return false }
        onActivate()
        return true
    }

    // MARK: Pointer

    private func deliver(_ phase: ControlPointer.Phase, _ event: GestureEvent?) {
        guard isEnabled || phase == .cancelled else { return }
        let pointer = ControlPointer(
            phase: phase, location: event?.location ?? .zero, modifiers: event?.modifiers ?? [], parts: parts,
            control: whole)
        interaction.onPointer(pointer)
    }

    func pointerBegan(at location: Point, event: GestureEvent) {
        guard isEnabled else { return }
        runtime.setFocus(self)
        deliver(.began, event)
    }

    func pointerMoved(to location: Point, event: GestureEvent) {
        deliver(.moved, event)
    }

    func pointerEnded(at location: Point, event: GestureEvent) {
        deliver(.ended, event)
    }

    func pointerCancelled() {
        deliver(.cancelled, nil)
    }
}

/// Marks a part of a control's drawing: the control learns where it was drawn (to tell which part a
/// press lands on), and a part that shows focus draws in inverse video while the control has focus.
public struct _ControlPart: ViewModifier, PrimitiveModifier {
    let id: AnyHashable
    let showsFocus: Bool

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        ControlPartNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

final class ControlPartNode: ModifierNode {
    private var part = _ControlPart(id: AnyHashable(0), showsFocus: false)

    override func update(modifier: any ViewModifier) {
        let new = modifier as! _ControlPart
        if new.showsFocus != part.showsFocus { invalidateContent() }
        part = new
    }

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        guard let control = enclosingControl else {
            content?.drawIfVisible(into: &recorder, context: context)
            return
        }
        control.record(part: part.id, context: context, frame: presentedFrame)
        var context = context
        if part.showsFocus && control.showsFocus {
            context.textAttributes.insert(.inverse)
        }
        content?.drawIfVisible(into: &recorder, context: context)
    }
}

extension View {
    /// Routes a control's input (see ``_ControlInteraction``).
    func controlInteraction(
        onPointer: @escaping @MainActor (ControlPointer) -> Void,
        onKey: @escaping @MainActor (KeyPress) -> Bool = { _ in false },
        onActivate: (@MainActor () -> Void)? = nil
    ) -> ModifiedContent<Self, _ControlInteraction> {
        modifier(_ControlInteraction(onPointer: onPointer, onKey: onKey, onActivate: onActivate))
    }

    /// Marks a part of a control (see ``_ControlPart``).
    func controlPart<ID: Hashable>(_ id: ID, showsFocus: Bool = false) -> ModifiedContent<Self, _ControlPart>
    {
        modifier(_ControlPart(id: AnyHashable(id), showsFocus: showsFocus))
    }
}

extension ViewNode {
    /// The control this node is drawn in: the nearest ``ControlInteractionNode`` above it.
    var enclosingControl: ControlInteractionNode? {
        var node = parent
        while let current = node {
            if let control = current as? ControlInteractionNode { return control }
            node = current.parent
        }
        return nil
    }
}
