import Kinema

/// One pet: avatar (tap to select), then name, votes and a vote button in the standings, or name and
/// votes on one line on the podium. The same view on both screens, so switching animates it.
///
/// The avatar keeps a free row under it: selected, it grows to 1.5× (1¼ rows past its frame) and
/// would otherwise hide the pet's name.
struct PetColumn: View {
    let pet: Pet
    let number: Int
    let model: PollModel
    let isOnPodium: Bool

    var body: some View {
        VStack(spacing: 0) {
            Avatar(pet: pet, isSelected: model.selected == pet.id)
                .onTapGesture {
                    withTransaction(\.avatarTapped, true) { model.toggleSelection(of: pet) }
                }
                .padding(.bottom, 1)
            if isOnPodium {
                Text("\(pet.name) \(model.votes(for: pet))").bold()
            } else {
                Text(pet.name).bold()
                Text(voteCount).foregroundColor(.gray)
                Button("[\(number)] Vote") {
                    withAnimation(.snappy) { model.vote(for: pet) }
                }
            }
        }
    }

    private var voteCount: String {
        let votes = model.votes(for: pet)
        return votes == 1 ? "1 vote" : "\(votes) votes"
    }
}
