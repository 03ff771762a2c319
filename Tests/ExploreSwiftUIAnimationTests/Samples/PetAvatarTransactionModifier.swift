// swift-format-ignore-file
// (Apple's sample code stays exactly as the talk lists it.)
// Apple's sample code from the WWDC23 session 10156 "Explore SwiftUI animation" (Kyle Macomber),
// the code listed for the session at 28:45 — "Pet Avatar - Transaction Modifier" — reproduced unchanged as test input: it must
// compile with `import Kinema` in place of `import SwiftUI`. Only the namespace around it (the
// talk declares every version of `Avatar` at top level) and the talk's `Pet` type are ours.
import Kinema

enum PetAvatarTransactionModifier {
    struct Avatar: View {
        var pet: Pet
        @Binding var selected: Bool

        var body: some View {
            Image(pet.type)
                .scaleEffect(selected ? 1.5 : 1.0)
                .transaction(value: selected) {
                    $0.animation = $0.avatarTapped
                        ? .bouncy : .smooth
                }
                .onTapGesture {
                    withTransaction(\.avatarTapped, true) {
                        selected.toggle()
                    }
                }
        }
    }
}

private struct AvatarTappedKey: TransactionKey {
    static let defaultValue = false
}

extension Transaction {
    var avatarTapped: Bool {
        get { self[AvatarTappedKey.self] }
        set { self[AvatarTappedKey.self] = newValue }
    }
}
