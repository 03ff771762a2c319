// swift-format-ignore-file
// (Apple's sample code stays exactly as the talk lists it.)
// Apple's sample code from the WWDC23 session 10156 "Explore SwiftUI animation" (Kyle Macomber),
// the code listed for the session at 25:20 — "Generic Avatar - Scoped Animation Modifiers" — reproduced unchanged as test input: it must
// compile with `import Kinema` in place of `import SwiftUI`. Only the namespace around it (the
// talk declares every version of `Avatar` at top level) and the talk's `Pet` type are ours.
import Kinema

enum GenericAvatarScopedAnimationModifiers {
    struct Avatar<Content: View>: View {
        var content: Content
        @Binding var selected: Bool

        var body: some View {
            content
                .animation(.smooth) {
                    $0.shadow(radius: selected ? 12 : 8)
                }
                .animation(.bouncy) {
                    $0.scaleEffect(selected ? 1.5 : 1.0)
                }
                .onTapGesture {
                    selected.toggle()
                }
        }
    }
}
