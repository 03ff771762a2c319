// swift-format-ignore-file
// (Apple's sample code stays exactly as the talk lists it.)
// Apple's sample code from the WWDC23 session 10156 "Explore SwiftUI animation" (Kyle Macomber),
// the code listed for the session at 17:25 — "MyLinearAnimation" — reproduced unchanged as test input: it must
// compile with `import Kinema` in place of `import SwiftUI`. Only the namespace around it (the
// talk declares every version of `Avatar` at top level) and the talk's `Pet` type are ours.
import Kinema

enum MyLinearAnimationSample {
    struct MyLinearAnimation: CustomAnimation {
        var duration: TimeInterval

        func animate<V: VectorArithmetic>(
            value: V,
            time: TimeInterval,
            context: inout AnimationContext<V>
        ) -> V? {
            if time <= duration {
                value.scaled(by: time / duration)
            } else {
                nil // animation has finished
            }
        }
    }
}
