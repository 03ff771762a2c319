import KinemaAnimation
import KinemaGeometry
import KinemaTestSupport
import Testing

@Suite struct UnitCurveTests {
    struct Row: Sendable, CustomStringConvertible {
        var name: String
        var curve: UnitCurve
        var values: [Double]
        var velocityAtHalf: Double
        var description: String { name }
    }

    static let presets: [Row] = [
        Row(name: "linear", curve: .linear, values: [0.25, 0.5, 0.75], velocityAtHalf: 1),
        Row(name: "easeIn", curve: .easeIn, values: [0.09346, 0.31536, 0.62186], velocityAtHalf: 1.0740),
        Row(name: "easeOut", curve: .easeOut, values: [0.37814, 0.68464, 0.90654], velocityAtHalf: 1.0740),
        Row(name: "easeInOut", curve: .easeInOut, values: [0.12916, 0.5, 0.87084], velocityAtHalf: 1.72414),
        Row(
            name: "CA default",
            curve: .bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1)),
            values: [0.40851, 0.80240, 0.96046], velocityAtHalf: 0.9941),
    ]

    @Test("presets match the spec table (§2.2, vectors 11 and 12)", arguments: presets)
    func presetTable(_ row: Row) {
        for (progress, expected) in zip([0.25, 0.5, 0.75], row.values) {
            #expect(isClose(row.curve.value(at: progress), expected, relative: 5e-5), "\(row.name) at \(progress)")
        }
        #expect(isClose(row.curve.velocity(at: 0.5), row.velocityAtHalf, relative: 5e-5))
    }

    @Test("circular curves match vector 25")
    func circular() {
        #expect(isClose(UnitCurve.circularEaseIn.value(at: 0.5), 0.13397, relative: 5e-5))
        #expect(isClose(UnitCurve.circularEaseOut.value(at: 0.5), 0.86603, relative: 5e-5))
        #expect(isClose(UnitCurve.circularEaseInOut.value(at: 0.25), 0.06699, relative: 5e-5))
        #expect(isClose(UnitCurve.circularEaseInOut.value(at: 0.75), 0.93301, relative: 5e-5))
    }

    @Test("every curve starts at 0 and ends at 1", arguments: [
        UnitCurve.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut,
    ])
    func endpoints(_ curve: UnitCurve) {
        #expect(isClose(curve.value(at: 0), 0))
        #expect(isClose(curve.value(at: 1), 1))
    }

    @Test("velocity agrees with a numerical derivative", arguments: [
        UnitCurve.easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut,
    ])
    func velocityIsDerivative(_ curve: UnitCurve) {
        let h = 1e-6
        for x in [0.1, 0.3, 0.6, 0.9] {
            let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
            #expect(isClose(curve.velocity(at: x), numeric, relative: 1e-5), "at \(x)")
        }
    }

    @Test("progress outside 0…1 and NaN are clamped")
    func clamping() {
        #expect(UnitCurve.easeInOut.value(at: -3) == 0)
        #expect(UnitCurve.easeInOut.value(at: 7) == 1)
        #expect(UnitCurve.easeIn.value(at: .nan) == 0)
    }

    @Test("overshooting control points are not clamped")
    func overshoot() {
        let back = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.3, y: 1.6), endControlPoint: UnitPoint(x: 0.6, y: 1.4))
        #expect(back.value(at: 0.6) > 1)
    }

    @Test("inverse swaps the circular curves and mirrors Béziers")
    func inverse() {
        #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
        #expect(UnitCurve.linear.inverse == .linear)
        let inverse = UnitCurve.easeIn.inverse
        for x in [0.2, 0.5, 0.8] {
            #expect(isClose(inverse.value(at: UnitCurve.easeIn.value(at: x)), x, relative: 1e-6))
        }
    }
}

@Suite struct UnitCurveInitializerTests {
    @Test("UnitCurve(startControlPoint:endControlPoint:) is the Bézier with those control points")
    func initializer() {
        let start = UnitPoint(x: 0.25, y: 0.1)
        let end = UnitPoint(x: 0.25, y: 1)
        let curve = UnitCurve(startControlPoint: start, endControlPoint: end)
        #expect(curve == .bezier(startControlPoint: start, endControlPoint: end))
        for progress in stride(from: 0.0, through: 1, by: 0.125) {
            #expect(curve.value(at: progress) == UnitCurve.bezier(startControlPoint: start, endControlPoint: end).value(at: progress))
        }
        #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
    }
}
