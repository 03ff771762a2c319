import Kinema

struct ProgressBar: View {
    var progress: Double

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Downloading… \(Int(progress * 100))%")
                .font(.caption)
            GeometryReader { geometry in
                ZStack(alignment: .leading) {
                    Rectangle()
                        .fill(Color.gray.opacity(0.3))
                    Rectangle()
                        .fill(Color.green)
                        .frame(width: geometry.size.width * progress)
                }
            }
            .frame(height: 16)
        }
        .frame(width: 240)
    }
}
