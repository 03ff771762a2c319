import Kinema

// Apple's "Handling user input" tutorial's FavoriteButton, unchanged but for the import.
struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        Button {
            isSet.toggle()
        } label: {
            Label("Toggle Favorite", systemImage: isSet ? "star.fill" : "star")
                .labelStyle(.iconOnly)
                .foregroundStyle(isSet ? .yellow : .gray)
        }
    }
}

struct LandmarkHeader: View {
    @State private var isFavorite = false

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("Turtle Rock")
                    .font(.title)
                FavoriteButton(isSet: $isFavorite)
            }
            HStack {
                Text("Joshua Tree National Park")
                Spacer()
                Text("California")
            }
            .font(.subheadline)
            .foregroundStyle(.secondary)
        }
        .padding()
    }
}
