import Kinema

struct ActionButtons: View {
    @State private var lastAction = "None"

    var body: some View {
        VStack(spacing: 16) {
            HStack(spacing: 16) {
                Button("Cancel", role: .cancel) { lastAction = "Cancel" }
                    .buttonStyle(.bordered)
                Button("Delete", role: .destructive) { lastAction = "Delete" }
                    .buttonStyle(.borderedProminent)
            }
            Text("Last action: \(lastAction)")
                .font(.footnote)
        }
    }
}
