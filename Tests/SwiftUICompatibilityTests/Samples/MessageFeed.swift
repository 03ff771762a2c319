import Kinema

struct Message: Identifiable {
    let id = UUID()
    let author: String
    let text: String
}

struct MessageFeed: View {
    let messages = [
        Message(author: "Ana", text: "Are we still on for lunch?"),
        Message(author: "Ben", text: "Running ten minutes late."),
        Message(author: "Chloé", text: "Photos from the hike are up!"),
        Message(author: "Dev", text: "Deploy finished ✓"),
        Message(author: "Eve", text: "Who took my stapler?"),
        Message(author: "Finn", text: "Happy Friday 🎉"),
    ]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                ForEach(messages) { message in
                    HStack {
                        Image(systemName: "person.circle.fill")
                            .foregroundStyle(.blue)
                        VStack(alignment: .leading) {
                            Text(message.author)
                                .font(.headline)
                            Text(message.text)
                                .font(.subheadline)
                                .foregroundStyle(.secondary)
                        }
                    }
                }
            }
            .padding()
        }
    }
}
