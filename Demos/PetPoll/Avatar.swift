import Kinema

/// A pet's face in a coloured, rounded box. Selected, it grows to 1.5× and casts a shadow.
///
/// The scale animates with `.bouncy` in the update where `isSelected` changed; a selection made
/// programmatically (not a tap, see ``AvatarTappedKey``) is calmed to a subdued spring. The shadow
/// animates with `.smooth` through the scoped `.animation(_:body:)`, which leaves the avatar's own
/// changes alone.
struct Avatar: View {
    let pet: Pet
    let isSelected: Bool

    var body: some View {
        Text(pet.face)
            .bold()
            .foregroundColor(.black)
            .frame(width: 9, height: 3)
            .background(pet.color)
            .border(isSelected ? .white : pet.color, style: .rounded)
            .animation(.smooth) { content in
                content.shadow(color: .gray, radius: 0, x: isSelected ? 2 : 0, y: isSelected ? 1 : 0)
            }
            .scaleEffect(isSelected ? 1.5 : 1)
            .transaction(value: isSelected) { transaction in
                if !transaction.avatarTapped && transaction.animation != nil {
                    transaction.animation = .spring(duration: 0.8, bounce: 0)
                }
            }
            .animation(.bouncy, value: isSelected)
            .zIndex(isSelected ? 1 : 0)
    }
}
