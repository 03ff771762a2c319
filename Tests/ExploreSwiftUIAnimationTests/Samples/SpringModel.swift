// swift-format-ignore-file
// (Apple's sample code stays exactly as the talk lists it.)
// Apple's sample code from the WWDC23 session 10156 "Explore SwiftUI animation" (Kyle Macomber),
// the code listed for the session at 13:56 — "Spring Model" — reproduced unchanged as test input: it must
// compile with `import Kinema` in place of `import SwiftUI`. Only the namespace around it (the
// talk declares every version of `Avatar` at top level) and the talk's `Pet` type are ours.
import Kinema

// The talk shows these lines in a playground; a result builder collects the value of each expression
// line so the test can check them (see `PlaygroundResults`).
enum SpringModel {
    @PlaygroundResults static var results: [Double] {
        let spring = Spring(duration: 1.0, bounce: 0)
        spring.value(target: 1, time: 0.25)
        spring.velocity(target: 1, time: 0.25)
    }
}
