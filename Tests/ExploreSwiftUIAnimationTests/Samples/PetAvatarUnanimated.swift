// swift-format-ignore-file
// (Apple's sample code stays exactly as the talk lists it.)
// Apple's sample code from the WWDC23 session 10156 "Explore SwiftUI animation" (Kyle Macomber),
// the code listed for the session at 2:14 — "Pet Avatar - Unanimated" — reproduced unchanged as test input: it must
// compile with `import Kinema` in place of `import SwiftUI`. Only the namespace around it (the
// talk declares every version of `Avatar` at top level) and the talk's `Pet` type are ours.
import Kinema

enum PetAvatarUnanimated {
    struct Avatar: View {
        var pet: Pet
        @State private var selected: Bool = false

        var body: some View {
            Image(pet.type)
                .scaleEffect(selected ? 1.5 : 1.0)
                .onTapGesture {
                    selected.toggle()
                }
        }
    }
}
