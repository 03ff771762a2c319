// swift-format-ignore-file
// (Apple's sample code stays exactly as the talk lists it.)
// Apple's sample code from the WWDC23 session 10156 "Explore SwiftUI animation" (Kyle Macomber),
// the code listed for the session at 28:58 — "Generic Avatar - Scoped Transaction Modifier" — reproduced unchanged as test input: it must
// compile with `import Kinema` in place of `import SwiftUI`. Only the namespace around it (the
// talk declares every version of `Avatar` at top level) and the talk's `Pet` type are ours.
import Kinema

// The listing repeats `AvatarTappedKey` and the `Transaction.avatarTapped` extension of 28:45 word
// for word; a module can declare them only once, so they are in PetAvatarTransactionModifier.swift.
enum GenericAvatarScopedTransactionModifier {
    struct Avatar<Content: View>: View {
        var content: Content
        @Binding var selected: Bool

        var body: some View {
            content
                .transaction {
                    $0.animation = $0.avatarTapped
                        ? .bouncy : .smooth
                } body: {
                    $0.scaleEffect(selected ? 1.5 : 1.0)
                }
                .onTapGesture {
                    withTransaction(\.avatarTapped, true) {
                        selected.toggle()
                    }
                }
        }
    }
}
