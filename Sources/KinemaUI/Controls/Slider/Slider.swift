import KinemaAnimation

/// A control that picks a value from a range by dragging a thumb along a track.
///
/// ```swift
/// @State private var volume = 0.5
///
/// Slider(value: $volume)
/// Slider(value: $speed, in: 0...100, step: 5) {
///     Text("Speed")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("100")
/// } onEditingChanged: { editing in
///     isEditing = editing
/// }
/// ```
///
/// Drawn on one row: the label (as on macOS; ``View/labelsHidden()`` hides it), the minimum value
/// label, a track that takes the rest of the width — `━━━━●──────`, filled up to the thumb in the
/// tint (the accent colour by default) — and the maximum value label.
///
/// A press on the track moves the thumb there and a drag follows the pointer (anywhere on screen,
/// until release); the value changes inside a transaction whose `isContinuous` is `true` while
/// the drag lasts, and `onEditingChanged` gets `true` when the press begins and `false` when it
/// ends. Tab reaches the slider; ← ↓ and → ↑ move it one step (a twentieth of the range without
/// a step), Home and End to the bounds, each key calling `onEditingChanged` with `true` then
/// `false`. Focus shows as the label and the thumb in inverse video. Disabled, it draws dimmed
/// and takes no input.
///
/// Values: with a `step`, values are `bounds.lowerBound + k × step` within the bounds. A step
/// that is 0, negative, infinite or NaN counts as no step. A value outside the bounds (or NaN)
/// draws clamped (NaN at the start) and is left alone until the user moves the slider. A range
/// with an infinite bound has no position for its values: the track draws unfilled without a
/// thumb and ignores input. An empty range (`5...5`) draws the thumb at the start; moving it
/// writes the bound.
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let range: ControlRange
    let label: Label
    let minimumValueLabel: ValueLabel
    let maximumValueLabel: ValueLabel
    let onEditingChanged: (Bool) -> Void
    @State private var isDragging = false
    @Environment(\.labelsHidden) private var labelsHidden
    @Environment(\.tint) private var tint

    init<V: BinaryFloatingPoint>(
        _ value: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?, label: Label,
        minimumValueLabel: ValueLabel,
        maximumValueLabel: ValueLabel, onEditingChanged: @escaping (Bool) -> Void
    ) where V.Stride: BinaryFloatingPoint {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        range = ControlRange(
            Double(bounds.lowerBound)...Double(bounds.upperBound), step: step.map { Double($0) })
        self.label = label
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.onEditingChanged = onEditingChanged
    }

    /// A slider with a label and labels for the minimum and maximum values.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value, bounds: bounds, step: nil, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// A slider stepping by `step`, with a label and labels for the minimum and maximum values.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value, bounds: bounds, step: step, label: label(), minimumValueLabel: minimumValueLabel(),
            maximumValueLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// The label, the value labels and the track.
    public var body: some View {
        let current = value.wrappedValue
        let showsLabel = !labelsHidden && Label.self != EmptyView.self
        return HStack(cellSpacing: 1) {
            if showsLabel { label.controlPart(SliderPart.label, showsFocus: true) }
            minimumValueLabel
            _SliderTrack(
                fraction: range.isUsable ? range.fraction(of: current) : nil, tint: tint ?? .accentColor
            )
            .controlPart(SliderPart.track)
            maximumValueLabel
        }
        .controlInteraction(onPointer: pointer, onKey: key)
    }

    private func pointer(_ pointer: ControlPointer) {
        switch pointer.phase {
        case .began:
            guard range.isUsable, pointer.part(SliderPart.self) == .track else { return }
            isDragging = true
            onEditingChanged(true)
            move(to: pointer, isContinuous: true)
        case .moved:
            guard isDragging else { return }
            move(to: pointer, isContinuous: true)
        case .ended:
            guard isDragging else { return }
            move(to: pointer, isContinuous: false)
            isDragging = false
            onEditingChanged(false)
        case .cancelled:
            guard isDragging else { return }
            isDragging = false
            onEditingChanged(false)
        }
    }

    /// Sets the value under the pointer: the column it is over (clamped to the track) as a
    /// fraction of the track's columns.
    private func move(to pointer: ControlPointer, isContinuous: Bool) {
        guard let (point, size) = pointer.location(in: SliderPart.track) else { return }
        // In columns: a cell is `cellSize` layout units (points in points mode).
        let cellWidth = Double(pointer.control.cellSize.width)
        let columns = _SliderTrack.columns(forWidth: Double(size.width) / cellWidth)
        let column = min(max((Double(point.x) / cellWidth).rounded(.down), 0), Double(columns - 1))
        let fraction = columns > 1 ? column / Double(columns - 1) : 0
        set(range.value(at: fraction), isContinuous: isContinuous)
    }

    private func set(_ newValue: Double, isContinuous: Bool) {
        guard newValue != value.wrappedValue || value.wrappedValue.isNaN else { return }
        var transaction = Transaction()
        transaction.isContinuous = isContinuous
        withTransaction(transaction) { value.wrappedValue = newValue }
    }

    private func key(_ press: KeyPress) -> Bool {
        let target: Double
        switch press.key {
        case .leftArrow, .downArrow: target = range.value(steppingFrom: value.wrappedValue, direction: -1)
        case .rightArrow, .upArrow: target = range.value(steppingFrom: value.wrappedValue, direction: 1)
        case .home: target = range.snapped(range.lower)
        case .end: target = range.value(at: 1)
        default: return false
        }
        guard press.modifiers.isDisjoint(with: [.control, .command]), range.isUsable else { return false }
        onEditingChanged(true)
        set(target, isContinuous: false)
        onEditingChanged(false)
        return true
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `bounds` (0…1 by default).
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value, bounds: bounds, step: nil, label: EmptyView(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// A slider over `bounds` stepping by `step`.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value, bounds: bounds, step: step, label: EmptyView(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value, bounds: bounds, step: nil, label: label(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }

    /// A slider stepping by `step`, with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value, bounds: bounds, step: step, label: label(), minimumValueLabel: EmptyView(),
            maximumValueLabel: EmptyView(), onEditingChanged: onEditingChanged)
    }
}

/// The parts of a slider a press can land on.
enum SliderPart: Hashable {
    case label
    case track
}
