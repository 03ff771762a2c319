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
        .onKeyPress(action: handle)
    }

    /// The poll index of each pet, leader first.
    private var standings: [Int] {
        model.ranked.map { pet in model.pets.firstIndex(of: pet) ?? 0 }
    }

    private func number(of pet: Pet) -> Int {
        (model.pets.firstIndex(of: pet) ?? 0) + 1
    }

    private func handle(_ press: KeyPress) -> KeyPress.Result {
        switch press.characters {
        case "q":
            dismiss()
        case "l":
            if let leader = model.leader { model.selected = leader.id }
        case "p":
            withAnimation(.smooth) { showsPodium.toggle() }
        case let digit where Int(digit).map({ (1...model.pets.count).contains($0) }) == true:
            withAnimation(.snappy) { model.vote(for: model.pets[Int(digit)! - 1]) }
        default:
            return .ignored
        }
        return .handled
    }
}
