import Kinema

/// The README's example: a state change animated by a spring, flipped by the button or by a real
/// `Toggle` switch bound to the same state. `swift run Toggle`; q quits.
struct LightSwitch: View {
    @State private var isOn = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 2) {
            Text(isOn ? "ON" : "off")
                .bold()
                .frame(width: 9, height: 3)
                .background(isOn ? Color.green : Color.red)
                .border(.white, style: .rounded)
                .scaleEffect(isOn ? 1.5 : 1)
                .animation(.bouncy, value: isOn)
            Button("Flip") { isOn.toggle() }
            Toggle("Light", isOn: $isOn)
                .frame(width: 16)
        }
        .onKeyPress("q") { dismiss(); return .handled }
    }
}

@main
struct ToggleApp {
    @MainActor
    static func main() {
        do {
            try TerminalApp.run { LightSwitch() }
        } catch {
            TerminalApp.exit(reporting: error)
        }
    }
}
