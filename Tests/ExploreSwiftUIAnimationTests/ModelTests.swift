import Kinema
import Testing

/// The model samples: a unit curve and a spring evaluated like the talk's playground.
@Suite("Explore SwiftUI animation: curve and spring models")
struct ModelTests {
    @Test(
        "12:48 UnitCurve model: the Bézier through (0.25, 0.1) and (0.25, 1), its value and velocity at 0.25")
    func unitCurve() {
        let results = UnitCurveModel.results
        let curve = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1))
        #expect(results == [curve.value(at: 0.25), curve.velocity(at: 0.25)])
        // Faster than linear early on, as the control points say.
        #expect(results[0] > 0.25 && results[0] < 1)
        #expect(results[1] > 0)
    }

    @Test("13:56 Spring model: a one-second spring with no bounce is critically damped")
    func spring() {
        let results = SpringModel.results
        // Critically damped, w0 = 2π / 1 s: x = 1 − e^(−w0 t)(1 + w0 t), v = w0² t e^(−w0 t).
        let w0 = 2 * Double.pi
        let t = 0.25
        #expect(abs(results[0] - (1 - exp(-w0 * t) * (1 + w0 * t))) < 1e-9)
        #expect(abs(results[1] - w0 * w0 * t * exp(-w0 * t)) < 1e-9)
    }
}
