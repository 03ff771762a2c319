/// How labels below look: a style turns a label's title and icon into the view shown.
///
/// ```swift
/// struct TrailingIconStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// Label("Next", systemImage: "chevron.right").labelStyle(TrailingIconStyle())
/// ```
@MainActor
@preconcurrency
public protocol LabelStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The label's title and icon, as a style sees them.
    typealias Configuration = LabelStyleConfiguration

    /// The view shown for a label of `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A label's title and icon, as a ``LabelStyle`` sees them.
public struct LabelStyleConfiguration {
    /// The label's title, type-erased.
    public struct Title: View {
        let content: AnyView

        init<V: View>(_ view: V) {
            content = AnyView(view)
        }

        /// A primitive view: the runtime shows the title in its place.
        public typealias Body = Never
    }

    /// The label's icon, type-erased.
    public struct Icon: View {
        let content: AnyView

        init<V: View>(_ view: V) {
            content = AnyView(view)
        }

        /// A primitive view: the runtime shows the icon in its place.
        public typealias Body = Never
    }

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

extension LabelStyleConfiguration.Title: StructuralView {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        StructuralNode(runtime: runtime, parent: parent, environment: environment)
    }

    func reconcileChildren(of node: StructuralNode) {
        node.runtime.reconcileChild(of: node, at: 0, with: content.storage)
    }
}

extension LabelStyleConfiguration.Icon: StructuralView {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        StructuralNode(runtime: runtime, parent: parent, environment: environment)
    }

    func reconcileChildren(of node: StructuralNode) {
        node.runtime.reconcileChild(of: node, at: 0, with: content.storage)
    }
}

/// The default look: the icon, the stack's spacing (a column) and the title.
public struct DefaultLabelStyle: LabelStyle {
    /// Creates the default style.
    public init() {}

    /// The icon and the title side by side.
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
}

/// The icon and the title side by side (what ``DefaultLabelStyle`` draws in a terminal).
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    /// The icon and the title side by side.
    public func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.icon
            configuration.title
        }
    }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    /// The title alone.
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon.
public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    public init() {}

    /// The icon alone.
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The default style (``DefaultLabelStyle``).
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon and the title (``TitleAndIconLabelStyle``).
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// Only the title (``TitleOnlyLabelStyle``).
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// Only the icon (``IconOnlyLabelStyle``).
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A label style without its type, as the environment holds it.
@MainActor
struct AnyLabelStyle {
    private let make: @MainActor (LabelStyleConfiguration) -> AnyView

    init<S: LabelStyle>(_ style: S) {
        make = { AnyView(style.makeBody(configuration: $0)) }
    }

    func makeBody(configuration: LabelStyleConfiguration) -> AnyView { make(configuration) }
}

private struct LabelStyleKey: EnvironmentKey {
    /// No style set: labels use ``DefaultLabelStyle``.
    static var defaultValue: AnyLabelStyle? { nil }
}

extension EnvironmentValues {
    /// The style of labels (``View/labelStyle(_:)``); `nil` for the default.
    var labelStyle: AnyLabelStyle? {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the labels in this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.labelStyle, AnyLabelStyle(style))
    }
}
