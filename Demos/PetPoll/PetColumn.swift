import Kinema

/// One pet in the standings: avatar (tap to select), name, votes and a vote button.
struct PetColumn: View {
    let pet: Pet
    let number: Int
    let model: PollModel

    var body: some View {
        VStack(spacing: 0) {
            Avatar(pet: pet, isSelected: model.selected == pet.id)
                .onTapGesture {
                    withTransaction(\.avatarTapped, true) { model.toggleSelection(of: pet) }
                }
            Text(pet.name).bold()
            Text(voteCount).foregroundColor(.brightBlack)
            Button("[\(number)] Vote") {
                withAnimation(.snappy) { model.vote(for: pet) }
            }
        }
    }

    private var voteCount: String {
        let votes = model.votes(for: pet)
        return votes == 1 ? "1 vote" : "\(votes) votes"
    }
}
