import KinemaAnimation
import KinemaRender

/// A control that runs an action when clicked, or when focused (Tab / Shift-Tab) and Enter or Space
/// is pressed. Its look comes from the ``ButtonStyle`` in the environment (``View/buttonStyle(_:)``),
/// which also shows it pressed while the button is held down over it.
///
/// ```swift
/// Button("Vote") { votes += 1 }
/// Button(role: .destructive) { delete(pet) } label: { Text("Remove").bold() }
///     .buttonStyle(.borderedProminent)
/// ```
///
/// A press shows the button pressed while the pointer stays over it; releasing over it runs the
/// action, releasing elsewhere cancels. A drag recognized around the button (a sheet being dragged
/// by a press that started on the button) cancels it too. Presses land anywhere in the button's
/// frame. The focused button draws in inverse video; a disabled one draws dimmed and ignores
/// presses and keys.
public struct Button<Label: View>: View {
    let action: @MainActor () -> Void
    let label: Label
    let role: ButtonRole?
    @State private var isPressed = false
    @Environment(\.buttonStyle) private var style

    /// Creates a button with a custom label.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// Creates a button with a role (a destructive button draws in red) and a custom label.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
        self.role = role
    }

    /// The style's rendering of the label, with the button's press and keyboard behaviour.
    public var body: some View {
        let configuration = ButtonStyleConfiguration(label: .init(label), isPressed: isPressed, role: role)
        return (style ?? AnyButtonStyle(DefaultButtonStyle())).makeBody(configuration: configuration)
            .modifier(_ButtonBehavior(action: action, isPressed: $isPressed))
    }
}

extension Button where Label == Text {
    /// Creates a button whose label is `title`.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button with a role whose label is `title`.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// What a button does, which styles show: a destructive button draws in red.
public struct ButtonRole: Hashable, Sendable {
    private let name: String

    /// The button deletes or discards something.
    public static let destructive = ButtonRole(name: "destructive")
    /// The button cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}
