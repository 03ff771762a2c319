/// How toggles below look and respond: a style turns a toggle's label and state into a view.
///
/// ```swift
/// struct StarToggleStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             configuration.label
///             Text(configuration.isOn ? "★" : "☆")
///                 .onTapGesture { configuration.isOn.toggle() }
///         }
///     }
/// }
/// ```
///
/// As in SwiftUI, a custom style makes the toggle interactive itself (a tap gesture, a button):
/// the built-in styles (``SwitchToggleStyle``, ``CheckboxToggleStyle``, ``ButtonToggleStyle``)
/// handle clicks, focus and keys.
@MainActor
@preconcurrency
public protocol ToggleStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The toggle's label and state, as a style sees them.
    typealias Configuration = ToggleStyleConfiguration

    /// The view shown for a toggle in `configuration`.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A toggle's label and state, as a ``ToggleStyle`` sees them.
public struct ToggleStyleConfiguration {
    /// The toggle's label, type-erased.
    public struct Label: View {
        let content: AnyView

        init<V: View>(_ view: V) {
            content = AnyView(view)
        }

        /// A primitive view: the runtime shows the label in its place.
        public typealias Body = Never
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; setting it writes the toggle's binding.
    @Binding public var isOn: Bool

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

extension ToggleStyleConfiguration.Label: StructuralView {
    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        StructuralNode(runtime: runtime, parent: parent, environment: environment)
    }

    func reconcileChildren(of node: StructuralNode) {
        node.runtime.reconcileChild(of: node, at: 0, with: content.storage)
    }
}

extension View {
    /// Sets the style of the toggles in this view.
    ///
    /// ```swift
    /// Toggle("Bold", isOn: $bold).toggleStyle(.button)
    /// ```
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.toggleStyle, AnyToggleStyle(style))
    }
}

/// A toggle style without its type, as the environment holds it.
@MainActor
struct AnyToggleStyle {
    private let make: @MainActor (ToggleStyleConfiguration) -> AnyView

    init<S: ToggleStyle>(_ style: S) {
        make = { AnyView(style.makeBody(configuration: $0)) }
    }

    func makeBody(configuration: ToggleStyleConfiguration) -> AnyView { make(configuration) }
}

private struct ToggleStyleKey: EnvironmentKey {
    /// No style set: toggles are switches.
    static var defaultValue: AnyToggleStyle? { nil }
}

extension EnvironmentValues {
    /// The style of toggles (``View/toggleStyle(_:)``); `nil` for the default (a switch).
    var toggleStyle: AnyToggleStyle? {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}
