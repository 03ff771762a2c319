import Kinema

struct DownloadView: View {
    @State private var progress = 0.25

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            ProgressView(value: progress) {
                Text("Downloading Photos")
            } currentValueLabel: {
                Text("\(Int(progress * 100))% complete")
            }
            .tint(.green)

            ProgressView("Syncing…")

            Button("Download All") {
                withAnimation(.easeInOut(duration: 1)) {
                    progress = 1.0
                }
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
        .frame(width: 320)
    }
}
