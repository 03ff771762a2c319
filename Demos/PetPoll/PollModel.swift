import Kinema
import Observation

/// The votes and the selection, shared by every screen.
@MainActor
@Observable
final class PollModel {
    let pets: [Pet]
    private(set) var votes: [String: Int]
    var selected: String?

    init(pets: [Pet] = Pet.all, votes: [String: Int] = [:]) {
        self.pets = pets
        self.votes = votes
    }

    /// Pets by standing: most votes first, ties in poll order.
    var ranked: [Pet] {
        pets.enumerated().sorted { lhs, rhs in
            let (left, right) = (votes[lhs.element.id, default: 0], votes[rhs.element.id, default: 0])
            return left != right ? left > right : lhs.offset < rhs.offset
        }.map(\.element)
    }

    var leader: Pet? { ranked.first }

    func votes(for pet: Pet) -> Int { votes[pet.id, default: 0] }

    func vote(for pet: Pet) {
        votes[pet.id, default: 0] += 1
    }

    /// Selects `pet`, or clears the selection when it is already selected.
    func toggleSelection(of pet: Pet) {
        selected = selected == pet.id ? nil : pet.id
    }
}
