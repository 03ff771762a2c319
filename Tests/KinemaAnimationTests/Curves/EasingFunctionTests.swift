import KinemaAnimation
import KinemaTestSupport
import Testing

@Suite struct EasingFunctionTests {
    @Test("there are at least 30 named easing functions")
    func count() {
        #expect(EasingFunction.allCases.count >= 31)
    }

    @Test("every easing starts at 0 and ends at 1", arguments: EasingFunction.allCases)
    func endpoints(_ function: EasingFunction) {
        #expect(isClose(function.value(at: 0), 0, absolute: 1e-12))
        #expect(isClose(function.value(at: 1), 1, absolute: 1e-12))
        #expect(function.value(at: .nan) == function.value(at: 0))
    }

    @Test("out is the mirror of in, in-out is symmetric", arguments: [
        ("Sine", EasingFunction.inSine, EasingFunction.outSine, EasingFunction.inOutSine),
        ("Cubic", .inCubic, .outCubic, .inOutCubic), ("Expo", .inExpo, .outExpo, .inOutExpo),
        ("Back", .inBack, .outBack, .inOutBack), ("Bounce", .inBounce, .outBounce, .inOutBounce),
        ("Elastic", .inElastic, .outElastic, .inOutElastic),
    ])
    func symmetry(family: String, easeIn: EasingFunction, easeOut: EasingFunction, inOut: EasingFunction) {
        for x in [0.1, 0.3, 0.45, 0.7] {
            #expect(isClose(easeOut.value(at: x), 1 - easeIn.value(at: 1 - x), absolute: 1e-12), "\(family) \(x)")
            #expect(isClose(inOut.value(at: x), 1 - inOut.value(at: 1 - x), absolute: 1e-12), "\(family) \(x)")
        }
    }

    @Test("known values from the Penner equations")
    func knownValues() {
        #expect(EasingFunction.inQuad.value(at: 0.5) == 0.25)
        #expect(EasingFunction.outQuad.value(at: 0.5) == 0.75)
        #expect(isClose(EasingFunction.inOutCubic.value(at: 0.25), 0.0625))
        #expect(EasingFunction.inExpo.value(at: 0.5) == 0.03125)
        #expect(isClose(EasingFunction.inSine.value(at: 0.5), 0.2928932188))
        #expect(isClose(EasingFunction.inBack.value(at: 0.5), -0.0876975))
        #expect(isClose(EasingFunction.outBounce.value(at: 0.5), 0.765625))
        #expect(isClose(EasingFunction.outElastic.value(at: 0.5), 1.015625))
        #expect(isClose(EasingFunction.inQuint.value(at: 0.5), 0.03125))
        #expect(isClose(EasingFunction.outCirc.value(at: 0.5), 0.8660254038))
    }

    @Test("names parse in Textual, CSS and Swift spellings")
    func names() {
        #expect(EasingFunction(named: "in_out_cubic") == .inOutCubic)
        #expect(EasingFunction(named: "out-bounce") == .outBounce)
        #expect(EasingFunction(named: "inOutSine") == .inOutSine)
        #expect(EasingFunction(named: "linear") == .linear)
        #expect(EasingFunction(named: "wobbly") == nil)
    }

    @Test("an easing drives a timing-curve animation and inverts numerically")
    func asUnitCurve() {
        let curve = UnitCurve.easing(.inQuad)
        #expect(curve.value(at: 0.5) == 0.25)
        #expect(isClose(curve.velocity(at: 0.5), 1, relative: 1e-6))
        #expect(isClose(curve.inverse.value(at: 0.25), 0.5, relative: 1e-9))
        var context = AnimationContext<Double>()
        #expect(Animation.timingCurve(curve, duration: 2).animate(value: 8, time: 1, context: &context) == 2)
    }
}
