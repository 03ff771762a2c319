import KinemaRender

/// How progress views below look.
///
/// ```swift
/// struct PercentStyle: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) %")
///     }
/// }
/// ```
@MainActor
@preconcurrency
public protocol ProgressViewStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The progress view's labels and fraction, as a style sees them.
    typealias Configuration = ProgressViewStyleConfiguration

    /// The view shown for a progress view in `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A progress view's labels and fraction, as a ``ProgressViewStyle`` sees them.
public struct ProgressViewStyleConfiguration {
    /// The label, type-erased.
    public struct Label: View {
        let content: AnyView

        init<V: View>(_ view: V) {
            content = AnyView(view)
        }

        /// A primitive view: the runtime shows the label in its place.
        public typealias Body = Never
    }

    /// The current value label, type-erased.
    public struct CurrentValueLabel: View {
        let content: AnyView

        init<V: View>(_ view: V) {
            content = AnyView(view)
        }

        /// A primitive view: the runtime shows the label in its place.
        public typealias Body = Never
    }

    /// How much is done, 0…1; `nil` when indeterminate.
    public let fractionCompleted: Double?
    /// The label, if the progress view has one.
    public var label: Label?
    /// The current value label, if the progress view has one.
    public var currentValueLabel: CurrentValueLabel?
}

extension ProgressViewStyleConfiguration.Label: StructuralView {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        StructuralNode(runtime: runtime, parent: parent, environment: environment)
    }

    func reconcileChildren(of node: StructuralNode) {
        node.runtime.reconcileChild(of: node, at: 0, with: content.storage)
    }
}

extension ProgressViewStyleConfiguration.CurrentValueLabel: StructuralView {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        StructuralNode(runtime: runtime, parent: parent, environment: environment)
    }

    func reconcileChildren(of node: StructuralNode) {
        node.runtime.reconcileChild(of: node, at: 0, with: content.storage)
    }
}

extension View {
    /// Sets the style of the progress views in this view.
    ///
    /// ```swift
    /// ProgressView().progressViewStyle(.linear)
    /// ```
    public func progressViewStyle<S: ProgressViewStyle>(
        _ style: S
    ) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.progressViewStyle, AnyProgressViewStyle(style))
    }
}

/// A progress view style without its type, as the environment holds it.
@MainActor
struct AnyProgressViewStyle {
    private let make: @MainActor (ProgressViewStyleConfiguration) -> AnyView

    init<S: ProgressViewStyle>(_ style: S) {
        make = { AnyView(style.makeBody(configuration: $0)) }
    }

    func makeBody(configuration: ProgressViewStyleConfiguration) -> AnyView { make(configuration) }
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: AnyProgressViewStyle? { nil }
}

extension EnvironmentValues {
    /// The style of progress views (``View/progressViewStyle(_:)``); `nil` for the default.
    var progressViewStyle: AnyProgressViewStyle? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

/// A bar: the label above, a bar as wide as offered filled in eighths of a cell in the tint, the
/// current value label below (dimmed). Indeterminate, a segment a fifth of the bar wide sweeps
/// back and forth (once across per second).
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// Creates the linear style.
    public init() {}

    /// The labels and the bar.
    public func makeBody(configuration: Configuration) -> some View {
        LinearProgress(configuration: configuration)
    }
}

private struct LinearProgress: View {
    let configuration: ProgressViewStyleConfiguration
    @Environment(\.tint) private var tint

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if let label = configuration.label { label }
            ProgressBarFill(
                fraction: configuration.fractionCompleted ?? 0,
                isIndeterminate: configuration.fractionCompleted == nil, tint: tint ?? .accentColor)
            if let current = configuration.currentValueLabel { current.foregroundColor(.secondary) }
        }
    }
}

/// A single glyph: a spinner (`⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏`, ten a second) when indeterminate, a pie
/// (`○ ◔ ◑ ◕ ●`) when determinate, in the tint, with the label and the current value label beside
/// it (a terminal row has room beside, not below).
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// Creates the circular style.
    public init() {}

    /// The glyph and the labels.
    public func makeBody(configuration: Configuration) -> some View {
        CircularProgress(configuration: configuration)
    }
}

private struct CircularProgress: View {
    let configuration: ProgressViewStyleConfiguration
    @Environment(\.tint) private var tint

    var body: some View {
        HStack(cellSpacing: 1) {
            _ProgressIndicator(
                kind: configuration.fractionCompleted.map { .pie($0) } ?? .spinner, tint: tint ?? .accentColor
            )
            if let label = configuration.label { label }
            if let current = configuration.currentValueLabel { current.foregroundColor(.secondary) }
        }
    }
}

/// The style progress views have unless another is set: determinate ones are bars
/// (``LinearProgressViewStyle``), indeterminate ones spinners (``CircularProgressViewStyle``).
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// Creates the default style.
    public init() {}

    /// A bar or a spinner.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgress(configuration: configuration)
        } else {
            LinearProgress(configuration: configuration)
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// A bar when determinate, a spinner when not (``DefaultProgressViewStyle``).
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar (``LinearProgressViewStyle``).
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner or a pie glyph (``CircularProgressViewStyle``).
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
