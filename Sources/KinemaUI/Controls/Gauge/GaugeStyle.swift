import KinemaRender

/// How a ``Gauge`` draws: SwiftUI's `GaugeStyle`.
///
/// | style | draws |
/// |---|---|
/// | ``LinearCapacityGaugeStyle`` (`.linearCapacity`, `.automatic`) | the label and current value on a row, a full-width bar filled to the value below, the bound labels at its ends |
/// | ``AccessoryLinearGaugeStyle`` (`.accessoryLinear`) | a thin track `──●──` with a dot at the value between the bound labels |
/// | ``AccessoryLinearCapacityGaugeStyle`` (`.accessoryLinearCapacity`) | the label over a bar filled to the value |
/// | ``AccessoryCircularGaugeStyle`` (`.accessoryCircular`) | an open ring with a dot at the value, the current value inside, the bounds under its ends |
/// | ``AccessoryCircularCapacityGaugeStyle`` (`.accessoryCircularCapacity`) | a ring stroked round to the value, the current value inside |
///
/// Rings are shapes drawn below the cell (braille), 10 columns by 5 rows.
@MainActor
@preconcurrency
public protocol GaugeStyle {
    /// The view a style makes.
    associatedtype Body: View
    /// What a style is given.
    typealias Configuration = GaugeStyleConfiguration

    /// The gauge's view for `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``GaugeStyle`` is given.
public struct GaugeStyleConfiguration {
    /// One of a gauge's labels, as a view.
    public struct Label: View {
        let content: AnyView

        init<V: View>(_ view: V) {
            content = AnyView(view)
        }

        /// A primitive view: the runtime implements it, it has no body.
        public typealias Body = Never
    }

    /// The value's position in the gauge's range, 0…1.
    public let value: Double
    /// What the gauge shows.
    public let label: Label
    /// The current value's label, if the gauge has one.
    public let currentValueLabel: Label?
    /// The lower bound's label, if the gauge has one.
    public let minimumValueLabel: Label?
    /// The upper bound's label, if the gauge has one.
    public let maximumValueLabel: Label?
}

extension GaugeStyleConfiguration.Label: StructuralView {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        StructuralNode(runtime: runtime, parent: parent, environment: environment)
    }

    func reconcileChildren(of node: StructuralNode) {
        node.runtime.reconcileChild(of: node, at: 0, with: content.storage)
    }
}

extension View {
    /// Sets the style of the gauges below.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.gaugeStyle, AnyGaugeStyle(style))
    }
}

/// A gauge style with its type erased, for the environment.
@MainActor
struct AnyGaugeStyle {
    private let make: @MainActor (GaugeStyleConfiguration) -> AnyView

    init<S: GaugeStyle>(_ style: S) {
        make = { AnyView(style.makeBody(configuration: $0)) }
    }

    func makeBody(configuration: GaugeStyleConfiguration) -> AnyView { make(configuration) }
}

private struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: AnyGaugeStyle? { nil }
}

extension EnvironmentValues {
    /// The gauge style set with ``View/gaugeStyle(_:)`` (`nil`: linear capacity).
    var gaugeStyle: AnyGaugeStyle? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// The platform default: a linear capacity bar.
    public static var automatic: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
    /// A full-width bar filled to the value.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A thin track with a dot at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A compact bar filled to the value.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
        AccessoryLinearCapacityGaugeStyle()
    }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a dot at the value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A ring stroked round to the value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
        AccessoryCircularCapacityGaugeStyle()
    }
}
