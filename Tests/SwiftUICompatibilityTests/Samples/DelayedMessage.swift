import Kinema

struct DelayedMessage: View {
    @State private var status = "Loading…"

    var body: some View {
        Label(status, systemImage: status == "Done" ? "checkmark.circle.fill" : "hourglass")
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                    status = "Done"
                }
            }
    }
}
