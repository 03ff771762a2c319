import KinemaRender

/// How buttons below look: a style turns a button's label and state into the view shown.
///
/// ```swift
/// struct PillStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding(.horizontal, 1)
///             .background(configuration.isPressed ? Color.indigo : Color.blue)
///     }
/// }
///
/// Button("Go") { go() }.buttonStyle(PillStyle())
/// ```
///
/// The button handles presses, focus and keys; the style only draws. Its body re-runs when the
/// button is pressed or released.
@MainActor
@preconcurrency
public protocol ButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The button's label and state, as a style sees them.
    typealias Configuration = ButtonStyleConfiguration

    /// The view shown for a button in `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A button's label and state, as a ``ButtonStyle`` sees them.
public struct ButtonStyleConfiguration {
    /// The button's label, type-erased.
    public struct Label: View {
        let content: AnyView

        init<V: View>(_ view: V) {
            content = AnyView(view)
        }

        /// A primitive view: the runtime shows the label in its place.
        public typealias Body = Never
    }

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button is held down with the pointer over it.
    public let isPressed: Bool

    init(label: Label, isPressed: Bool, role: ButtonRole?) {
        self.label = label
        self.isPressed = isPressed
        self.role = role
    }
}

extension ButtonStyleConfiguration.Label: StructuralView {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        StructuralNode(runtime: runtime, parent: parent, environment: environment)
    }

    func reconcileChildren(of node: StructuralNode) {
        node.runtime.reconcileChild(of: node, at: 0, with: content.storage)
    }
}

extension View {
    /// Sets the style of the buttons in this view.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.buttonStyle, AnyButtonStyle(style))
    }
}

/// A button style without its type, as the environment holds it.
@MainActor
struct AnyButtonStyle {
    private let make: @MainActor (ButtonStyleConfiguration) -> AnyView

    init<S: ButtonStyle>(_ style: S) {
        make = { AnyView(style.makeBody(configuration: $0)) }
    }

    func makeBody(configuration: ButtonStyleConfiguration) -> AnyView { make(configuration) }
}

private struct ButtonStyleKey: EnvironmentKey {
    /// No style set: buttons use ``DefaultButtonStyle``.
    static var defaultValue: AnyButtonStyle? { nil }
}

extension EnvironmentValues {
    /// The style of buttons (``View/buttonStyle(_:)``); `nil` for the default.
    var buttonStyle: AnyButtonStyle? {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}
