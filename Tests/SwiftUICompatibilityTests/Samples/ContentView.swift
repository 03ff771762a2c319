import Kinema

// The README's "Use Kinema in your package" main.swift, without its last line
// (`try await TerminalApp.run(units: .points) { ContentView() }`).
struct ContentView: View {
    @State private var count = 0
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 16) {
            Label("Counter", systemImage: "star.fill")
                .font(.headline)
            Text("\(count)")
                .font(.system(size: 48, weight: .bold))
            Button("Increment") { count += 1 }
                .buttonStyle(.borderedProminent)
        }
        .frame(width: 240, height: 160)
        .onKeyPress("q") { dismiss(); return .handled }  // q quits; Ctrl-C always does
    }
}
