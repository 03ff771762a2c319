import KinemaRender

/// A control with a decrement and an increment button.
///
/// ```swift
/// @State private var quantity = 1
///
/// Stepper("Quantity: \(quantity)", value: $quantity, in: 1...10)
/// Stepper {
///     Text("Volume")
/// } onIncrement: {
///     volume.up()
/// } onDecrement: {
///     volume.down()
/// }
/// ```
///
/// Drawn on one row: the label on the left and the buttons ` − │ + ` on a grey bezel on the right;
/// the stepper takes the width it is offered, as a settings row does (`.fixedSize()` packs it).
/// A button that cannot act (the value is at its bound) draws dimmed; a held button draws lighter.
///
/// A click on `−` or `+` steps once (released over the same button; elsewhere cancels); holding
/// does not repeat. Tab reaches the stepper; while it has focus ↑ → `+` `=` increment and ↓ ← `-`
/// decrement. `onEditingChanged` gets `true` when a press or key begins a change and `false`
/// when it ends. Focus shows as the label in inverse video (the buttons, when
/// ``View/labelsHidden()`` hides the label). Disabled, it draws dimmed and takes no input.
///
/// Values: a value form clamps to its bounds (a value outside them, or NaN, goes to the nearer
/// bound, NaN to the lower, on the first step). A step that is not positive (0, negative, NaN)
/// disables both buttons, since it would step the wrong way or nowhere. Without bounds a value
/// stops at the largest or smallest value its type can step to (an integer never overflows).
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void
    @State private var pressed: StepperPart?
    @Environment(\.labelsHidden) private var labelsHidden

    /// A stepper that runs `onIncrement` and `onDecrement` (a `nil` action disables its button).
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper that steps `value` by `step` within `bounds`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        let stepper = StepperValue(value: value, bounds: bounds, step: step)
        self.init(
            label: label, onIncrement: stepper.increment, onDecrement: stepper.decrement,
            onEditingChanged: onEditingChanged)
    }

    /// A stepper that steps `value` by `step`, without bounds.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        let stepper = StepperValue(value: value, bounds: nil, step: step)
        self.init(
            label: label, onIncrement: stepper.increment, onDecrement: stepper.decrement,
            onEditingChanged: onEditingChanged)
    }

    /// The label and the two buttons.
    public var body: some View {
        HStack(cellSpacing: 1) {
            if !labelsHidden {
                label.controlPart(StepperPart.label, showsFocus: true)
                Spacer(minLength: 0)
            }
            HStack(spacing: 0) {
                segment("−", .decrement, enabled: onDecrement != nil)
                Text("│").foregroundColor(.white).background(BorderedButtonStyle.bezel)
                segment("+", .increment, enabled: onIncrement != nil)
            }
            .fixedSize()
            .controlPart(StepperPart.buttons, showsFocus: labelsHidden)
        }
        .controlInteraction(onPointer: pointer, onKey: key)
    }

    private func segment(_ glyph: String, _ part: StepperPart, enabled: Bool) -> some View {
        let bezel =
            pressed == part ? BorderedButtonStyle.pressedBezel : BorderedButtonStyle.bezel
        return Text(" \(glyph) ")
            .bold(enabled)
            .foregroundColor(enabled ? .white : Color.white.opacity(0.45))
            .background(bezel)
            .controlPart(part)
    }

    private func action(for part: StepperPart?) -> (() -> Void)? {
        switch part {
        case .increment?: onIncrement
        case .decrement?: onDecrement
        default: nil
        }
    }

    private func pointer(_ pointer: ControlPointer) {
        switch pointer.phase {
        case .began:
            let part = pointer.part(StepperPart.self)
            guard action(for: part) != nil else { return }
            pressed = part
            onEditingChanged(true)
        case .moved:
            break
        case .ended:
            guard let held = pressed else { return }
            pressed = nil
            if pointer.part(StepperPart.self) == held { action(for: held)?() }
            onEditingChanged(false)
        case .cancelled:
            guard pressed != nil else { return }
            pressed = nil
            onEditingChanged(false)
        }
    }

    private func key(_ press: KeyPress) -> Bool {
        guard press.modifiers.isDisjoint(with: [.control, .command, .option]) else { return false }
        let part: StepperPart
        switch press.key {
        case .upArrow, .rightArrow, "+", "=": part = .increment
        case .downArrow, .leftArrow, "-": part = .decrement
        default: return false
        }
        guard let action = action(for: part) else { return true }
        onEditingChanged(true)
        action()
        onEditingChanged(false)
        return true
    }
}

extension Stepper where Label == Text {
    /// A stepper titled `title` that runs `onIncrement` and `onDecrement`.
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged)
    }

    /// A stepper titled `title` that steps `value` by `step` within `bounds`.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// A stepper titled `title` that steps `value` by `step`, without bounds.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }
}

/// The parts of a stepper a press can land on.
enum StepperPart: Hashable {
    case label
    case buttons
    case decrement
    case increment
}

/// The arithmetic of a value stepper: the actions of its two buttons, `nil` for a button that
/// cannot act now.
@MainActor
struct StepperValue<V: Strideable> {
    let value: Binding<V>
    let bounds: ClosedRange<V>?
    let step: V.Stride

    /// Whether the step moves at all in the right direction (not 0, negative or NaN).
    private var stepIsUsable: Bool { step > V.Stride.zero }

    var increment: (() -> Void)? {
        guard stepIsUsable else { return nil }
        let current = value.wrappedValue
        if let bounds, current >= bounds.upperBound { return nil }
        let value = value
        let bounds = bounds
        let step = step
        return { value.wrappedValue = Self.stepped(value.wrappedValue, by: step, within: bounds) }
    }

    var decrement: (() -> Void)? {
        guard stepIsUsable else { return nil }
        let current = value.wrappedValue
        if let bounds, current <= bounds.lowerBound { return nil }
        let value = value
        let bounds = bounds
        let step = step
        return { value.wrappedValue = Self.stepped(value.wrappedValue, by: -step, within: bounds) }
    }

    /// `current` moved by `step`, clamped to `bounds`; a value outside them (or unordered, NaN)
    /// goes to the nearer bound (the lower for NaN). An integer step past the type's range goes to
    /// the bound in that direction, or leaves the value where it is without bounds: nothing traps.
    static func stepped(_ current: V, by step: V.Stride, within bounds: ClosedRange<V>?) -> V {
        if let bounds {
            if current < bounds.lowerBound { return bounds.lowerBound }
            if current > bounds.upperBound { return bounds.upperBound }
            guard bounds.contains(current) else { return bounds.lowerBound }
        }
        let towardsBound = step > V.Stride.zero ? bounds?.upperBound : bounds?.lowerBound
        guard let next = advanced(current, by: step) else { return towardsBound ?? current }
        guard let bounds else { return next }
        if next < bounds.lowerBound { return bounds.lowerBound }
        if next > bounds.upperBound { return bounds.upperBound }
        return bounds.contains(next) ? next : towardsBound ?? current
    }

    /// `current` advanced by `step`; `nil` when an integer would overflow.
    private static func advanced(_ current: V, by step: V.Stride) -> V? {
        if let integer = current as? any FixedWidthInteger, let stride = step as? any BinaryInteger {
            return integerAdvanced(integer, by: stride).map { $0 as! V }
        }
        return current.advanced(by: step)
    }

    private static func integerAdvanced<I: FixedWidthInteger>(_ value: I, by step: some BinaryInteger) -> I? {
        guard let delta = I(exactly: step.magnitude) else { return nil }
        let (result, overflow) =
            step.signum() < 0
            ? value.subtractingReportingOverflow(delta) : value.addingReportingOverflow(delta)
        return overflow ? nil : result
    }
}
