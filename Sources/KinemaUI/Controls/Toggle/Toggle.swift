/// A control that turns something on or off.
///
/// ```swift
/// @State private var vibrates = true
///
/// Toggle("Vibrate on Ring", isOn: $vibrates)
/// Toggle(isOn: $wifi) { Text("Wi-Fi").bold() }
///     .toggleStyle(.checkbox)
/// ```
///
/// Its look and behaviour come from the ``ToggleStyle`` in the environment
/// (``View/toggleStyle(_:)``): a switch by default (``SwitchToggleStyle``), or a checkbox
/// (``CheckboxToggleStyle``) or a button that stays pressed while on (``ButtonToggleStyle``).
/// With the built-in styles a click anywhere on the toggle flips it (releasing elsewhere
/// cancels), Tab reaches it, and Space or Return flip it while it has focus. Disabled
/// (``View/disabled(_:)``), it draws dimmed and takes neither focus nor input.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.toggleStyle) private var style

    /// A toggle with a label view.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// The style's rendering of the toggle.
    public var body: some View {
        let configuration = ToggleStyleConfiguration(label: .init(label), isOn: isOn)
        return (style ?? AnyToggleStyle(SwitchToggleStyle())).makeBody(configuration: configuration)
    }
}

extension Toggle where Label == Text {
    /// A toggle whose label is `title`.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}
