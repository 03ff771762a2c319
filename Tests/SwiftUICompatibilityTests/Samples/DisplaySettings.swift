import Kinema

struct DisplaySettings: View {
    @State private var darkMode = false
    @State private var brightness = 0.5
    @State private var fontSize = 17

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Toggle("Dark Mode", isOn: $darkMode)
            HStack {
                Image(systemName: "moon")
                Slider(value: $brightness, in: 0...1)
                Image(systemName: "sun.max")
            }
            Stepper("Font Size: \(fontSize)", value: $fontSize, in: 12...24)
            Text("Preview")
                .font(.system(size: CGFloat(fontSize)))
                .foregroundStyle(darkMode ? .white : .primary)
        }
        .padding()
        .frame(width: 280)
    }
}
