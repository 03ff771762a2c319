import KinemaRender

/// A view that shows a value within a range: SwiftUI's `Gauge`.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///     Text("Battery")
/// } currentValueLabel: {
///     Text("\(Int(battery))%")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("100")
/// }
/// .gaugeStyle(.accessoryCircular)
/// ```
///
/// The value is clamped into the range (a NaN value shows as the minimum; an empty or non-finite
/// range shows an empty gauge). How it draws is the style's (``GaugeStyle``); the default is
/// ``LinearCapacityGaugeStyle``, as on iOS.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?
    @Environment(\.gaugeStyle) private var style

    init<V: BinaryFloatingPoint>(
        value: V, bounds: ClosedRange<V>, label: Label, current: CurrentValueLabel?, minimum: BoundsLabel?,
        maximum: BoundsLabel?
    ) {
        fraction = Self.fraction(Double(value), in: Double(bounds.lowerBound)...Double(bounds.upperBound))
        self.label = label
        currentValueLabel = current
        minimumValueLabel = minimum
        maximumValueLabel = maximum
    }

    /// Where `value` sits in `bounds`, 0…1; 0 for NaN, an empty or a non-finite range.
    static func fraction(_ value: Double, in bounds: ClosedRange<Double>) -> Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0, span.isFinite, !value.isNaN else { return 0 }
        return min(max((value - bounds.lowerBound) / span, 0), 1)
    }

    /// The gauge as its style draws it.
    public var body: some View {
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: .init(label), currentValueLabel: currentValueLabel.map { .init($0) },
            minimumValueLabel: minimumValueLabel.map { .init($0) },
            maximumValueLabel: maximumValueLabel.map { .init($0) })
        if let style {
            style.makeBody(configuration: configuration)
        } else {
            LinearCapacityGaugeStyle().makeBody(configuration: configuration)
        }
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
    ) {
        self.init(value: value, bounds: bounds, label: label(), current: nil, minimum: nil, maximum: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: nil, maximum: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge of `value` in `bounds` with a label and labels for the current value and both bounds.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            value: value, bounds: bounds, label: label(), current: currentValueLabel(), minimum: minimumValueLabel(),
            maximum: maximumValueLabel())
    }
}
