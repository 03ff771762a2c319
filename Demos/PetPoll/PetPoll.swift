import Kinema

/// The poll: pets in a row by votes (they slide to their new places), or on the podium's arc; `p`
/// switches between the two, animated (the same views move from one arrangement to the other).
///
/// Keys: `1`…`4` vote, `l` selects the leader (programmatically: a subdued spring), `p` switches
/// between standings and podium, Tab / Enter use the vote buttons, `q` quits. Click an avatar to
/// select it, click a vote button to vote.
struct PetPoll: View {
    @State private var model: PollModel
    @State private var showsPodium = false
    @Environment(\.dismiss) private var dismiss

    init(model: PollModel = PollModel()) {
        _model = State(wrappedValue: model)
    }

    var body: some View {
        VStack(spacing: 1) {
            Text("PetPoll · which pet is best?").bold().foregroundColor(.white)
            PollLayout(standings: standings, showsPodium: showsPodium) {
                ForEach(model.ranked) { pet in
                    PetColumn(pet: pet, number: number(of: pet), model: model, isOnPodium: showsPodium)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            Text("1-4 vote · click avatar select · l leader · p podium · q quit").foregroundColor(
                .gray)
        }
        .onKeyPress("q") {
            dismiss()
            return .handled
        }
        .onKeyPress("l") {
            if let leader = model.leader { model.selected = leader.id }
            return .handled
        }
        .onKeyPress("p") {
            withAnimation(.smooth) { showsPodium.toggle() }
            return .handled
        }
        .onKeyPress(characters: ["1", "2", "3", "4", "5", "6", "7", "8", "9"], action: vote)
    }

    /// The poll index of each pet, leader first.
    private var standings: [Int] {
        model.ranked.map { pet in model.pets.firstIndex(of: pet) ?? 0 }
    }

    private func number(of pet: Pet) -> Int {
        (model.pets.firstIndex(of: pet) ?? 0) + 1
    }

    /// Digit keys vote for the pet with that number; a digit without a pet is left to others.
    private func vote(_ press: KeyPress) -> KeyPress.Result {
        guard let number = Int(press.characters), model.pets.indices.contains(number - 1) else {
            return .ignored
        }
        withAnimation(.snappy) { model.vote(for: model.pets[number - 1]) }
        return .handled
    }
}
