import Kinema

struct CenteredQuote: View {
    var body: some View {
        VStack(spacing: 8) {
            Text("Simplicity is the ultimate sophistication.")
                .font(.title3)
                .multilineTextAlignment(.center)
            Text("— Leonardo da Vinci")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(width: 160)
    }
}
