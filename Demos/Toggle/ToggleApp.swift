import Kinema

/// The README's example: a state change animated by a spring, flipped by the button or by a real
/// `Toggle` switch bound to the same state, run by SwiftUI's entry point (`@main` on an `App`; the
/// window group's title becomes the terminal's title while it runs). `swift run Toggle`; q quits.
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
struct ToggleApp: App {
    var body: some Scene {
        WindowGroup("Light switch") {
            LightSwitch()
        }
    }
}
