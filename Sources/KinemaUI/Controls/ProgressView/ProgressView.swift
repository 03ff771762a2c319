/// A view that shows how far a task has got, or that one is under way.
///
/// ```swift
/// ProgressView()                                   // a spinner
/// ProgressView("Downloading", value: received, total: size)
/// ProgressView(value: progress) {
///     Text("Copying")
/// } currentValueLabel: {
///     Text("\(Int(progress * 100)) %")
/// }
/// .progressViewStyle(.linear)
/// ```
///
/// Determinate (a value): by default a bar as wide as offered, filled in the tint (the accent
/// colour) in eighths of a cell (`█████▍`) on a dark track, with the label above it and the current
/// value label below. A change of the value made in an animated transaction (`withAnimation`)
/// slides the fill, an eighth of a cell at a time. Indeterminate (no value, or `nil`): by default a
/// spinner (`⠋⠙⠹…`, ten glyphs a second) with the label beside it. See ``ProgressViewStyle`` for
/// the other looks.
///
/// Indeterminate indicators are driven by the frame clock: while one is on screen it keeps frames
/// coming; one drawn nowhere (scrolled off, clipped away) stops asking for frames until it is
/// drawn again.
///
/// Values: the fraction shown is `value / total`, clamped to 0…1. A NaN value or fraction, a total
/// that is 0, negative, NaN or infinite, draws an empty bar; an infinite value a full one.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    @Environment(\.progressViewStyle) private var style

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// The style's rendering.
    public var body: some View {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction, label: label.map { .init($0) },
            currentValueLabel: currentValueLabel.map { .init($0) })
        return (style ?? AnyProgressViewStyle(DefaultProgressViewStyle())).makeBody(
            configuration: configuration)
    }

    /// The fraction `value / total` shows, or `nil` (indeterminate) for a `nil` value.
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Double? {
        guard let value else { return nil }
        let total = Double(total)
        guard total > 0, total.isFinite else { return 0 }
        let fraction = Double(value) / total
        if fraction.isNaN { return 0 }
        return min(max(fraction, 0), 1)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// An indeterminate progress view with a label.
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }

    /// A progress view at `value` of `total`, with a label; a `nil` value is indeterminate.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total: total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view.
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// A progress view at `value` of `total`; a `nil` value is indeterminate.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total: total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view titled `title`.
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    /// A progress view titled `title` at `value` of `total`; a `nil` value is indeterminate.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total: total), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// A progress view at `value` of `total`, with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            fraction: Self.fraction(value, total: total), label: label(),
            currentValueLabel: currentValueLabel())
    }
}
