// swift-format-ignore-file
// (Apple's sample code stays exactly as the talk lists it.)
// Apple's sample code from the WWDC23 session 10156 "Explore SwiftUI animation" (Kyle Macomber),
// the code listed for the session at 12:48 — "UnitCurve Model" — reproduced unchanged as test input: it must
// compile with `import Kinema` in place of `import SwiftUI`. Only the namespace around it (the
// talk declares every version of `Avatar` at top level) and the talk's `Pet` type are ours.
import Kinema

// The talk shows these lines in a playground; a result builder collects the value of each expression
// line so the test can check them (see `PlaygroundResults`).
enum UnitCurveModel {
    @PlaygroundResults static var results: [Double] {
        let curve = UnitCurve(
            startControlPoint: UnitPoint(x: 0.25, y: 0.1),
            endControlPoint: UnitPoint(x: 0.25, y: 1))
        curve.value(at: 0.25)
        curve.velocity(at: 0.25)
    }
}
