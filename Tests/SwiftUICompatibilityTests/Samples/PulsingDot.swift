import Kinema

struct PulsingDot: View {
    @State private var isPulsing = false

    var body: some View {
        HStack {
            Image(systemName: "circle.fill")
                .foregroundColor(.red)
                .opacity(isPulsing ? 0.2 : 1)
                .animation(.easeInOut(duration: 1).repeatForever(autoreverses: true), value: isPulsing)
            Text("REC")
                .font(.caption)
                .bold()
        }
        .onAppear { isPulsing = true }
    }
}
