/// How labeled content below looks: a style turns the label and the content of a
/// ``LabeledContent`` into the view shown.
///
/// ```swift
/// struct StackedStyle: LabeledContentStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.label.bold()
///             configuration.content
///         }
///     }
/// }
/// ```
@MainActor
@preconcurrency
public protocol LabeledContentStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The label and the content, as a style sees them.
    typealias Configuration = LabeledContentStyleConfiguration

    /// The view shown for labeled content of `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The label and the content of a ``LabeledContent``, as a ``LabeledContentStyle`` sees them.
public struct LabeledContentStyleConfiguration {
    /// The label, type-erased.
    public struct Label: View {
        let content: AnyView

        init<V: View>(_ view: V) {
            content = AnyView(view)
        }

        /// A primitive view: the runtime shows the label in its place.
        public typealias Body = Never
    }

    /// The content, type-erased.
    public struct Content: View {
        let content: AnyView

        init<V: View>(_ view: V) {
            content = AnyView(view)
        }

        /// A primitive view: the runtime shows the content in its place.
        public typealias Body = Never
    }

    /// The label.
    public let label: Label
    /// The content.
    public let content: Content
}

extension LabeledContentStyleConfiguration.Label: StructuralView {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        StructuralNode(runtime: runtime, parent: parent, environment: environment)
    }

    func reconcileChildren(of node: StructuralNode) {
        node.runtime.reconcileChild(of: node, at: 0, with: content.storage)
    }
}

extension LabeledContentStyleConfiguration.Content: StructuralView {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        StructuralNode(runtime: runtime, parent: parent, environment: environment)
    }

    func reconcileChildren(of node: StructuralNode) {
        node.runtime.reconcileChild(of: node, at: 0, with: content.storage)
    }
}

/// The automatic look: the label at the leading edge, the content at the trailing edge in the
/// secondary foreground, a column apart at least; with `.labelsHidden()`, the content alone.
public struct AutomaticLabeledContentStyle: LabeledContentStyle {
    /// Creates the automatic style.
    public init() {}

    /// The label and the content side by side, filling the width offered.
    public func makeBody(configuration: Configuration) -> some View {
        AutomaticLabeledContentBody(configuration: configuration)
    }
}

/// The automatic style's view: it reads `labelsHidden` from the environment.
private struct AutomaticLabeledContentBody: View {
    let configuration: LabeledContentStyleConfiguration
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        if labelsHidden {
            configuration.content
        } else {
            HStack(alignment: .firstTextBaseline, spacing: 1) {
                configuration.label
                Spacer(minLength: 0)
                configuration.content
                    .multilineTextAlignment(.trailing)
                    .foregroundStyle(.secondary)
            }
        }
    }
}

extension LabeledContentStyle where Self == AutomaticLabeledContentStyle {
    /// The automatic style (``AutomaticLabeledContentStyle``).
    public static var automatic: AutomaticLabeledContentStyle { AutomaticLabeledContentStyle() }
}

/// A labeled content style without its type, as the environment holds it.
@MainActor
struct AnyLabeledContentStyle {
    private let make: @MainActor (LabeledContentStyleConfiguration) -> AnyView

    init<S: LabeledContentStyle>(_ style: S) {
        make = { AnyView(style.makeBody(configuration: $0)) }
    }

    func makeBody(configuration: LabeledContentStyleConfiguration) -> AnyView { make(configuration) }
}

private struct LabeledContentStyleKey: EnvironmentKey {
    /// No style set: labeled content uses ``AutomaticLabeledContentStyle``.
    static var defaultValue: AnyLabeledContentStyle? { nil }
}

extension EnvironmentValues {
    /// The style of labeled content (``View/labeledContentStyle(_:)``); `nil` for the automatic one.
    var labeledContentStyle: AnyLabeledContentStyle? {
        get { self[LabeledContentStyleKey.self] }
        set { self[LabeledContentStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the ``LabeledContent`` in this view.
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.labeledContentStyle, AnyLabeledContentStyle(style))
    }
}
