import Kinema

/// The pets on a ring, the leader at the top. When the standings change, the ring turns (its angle
/// is the layout's animatable data), so the avatars travel along the arc.
struct Podium: View {
    let model: PollModel

    private var rotation: Angle {
        guard let leader = model.leader, let index = model.pets.firstIndex(of: leader) else { return .zero }
        return .radians(-2 * .pi * Double(index) / Double(model.pets.count))
    }

    var body: some View {
        RadialLayout(rotation: rotation) {
            ForEach(model.pets) { pet in
                VStack(spacing: 0) {
                    Avatar(pet: pet, isSelected: model.selected == pet.id)
                    Text("\(pet.name) \(model.votes(for: pet))")
                }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}
