import Foundation
import KinemaAnimation
import KinemaTestSupport
import Testing

@Suite struct DecayModelTests {
    @Test("exponential decay from 1000/s travels 238.10 in 2.193 s (vector 19)")
    func exponential() {
        let decay = ExponentialDecay()
        #expect(isClose(decay.projectedDistance(initialVelocity: 1000), 238.0952381, relative: 1e-7))
        #expect(isClose(decay.duration(initialVelocity: 1000), 2.1930, relative: 1e-4))
        #expect(isClose(decay.projectedDistance(initialVelocity: -1000), -238.0952381, relative: 1e-7))
    }

    @Test("spline fling from 1000 px/s travels 194.3 px in 555 ms (vector 20)")
    func spline() {
        let fling = SplineDecay()
        #expect(isClose(fling.projectedDistance(initialVelocity: 1000), 194.3, relative: 3e-4))
        #expect(isClose(fling.duration(initialVelocity: 1000), 0.555, relative: 1e-3))
        #expect(fling.value(initialVelocity: 1000, time: 0) == 0)
        #expect(isClose(fling.value(initialVelocity: 1000, time: 0.555), fling.projectedDistance(initialVelocity: 1000), relative: 2e-3))
        #expect(fling.value(initialVelocity: -1000, time: 0.2) < 0)
    }

    @Test("UIScrollView's normal rate projects 1000/s to 499 (vector 22)")
    func scroll() {
        let scroll = ScrollDeceleration.normal
        #expect(isClose(scroll.projectedDistance(initialVelocity: 1000), 499, relative: 1e-9))
        #expect(isClose(scroll.duration(initialVelocity: 1000), log(0.5 / 1000) / (1000 * log(0.998)), relative: 1e-9))
        #expect(ScrollDeceleration.fast.projectedDistance(initialVelocity: 1000) < 100)
    }

    @Test("velocity is the derivative of value for every model", arguments: [0.05, 0.3, 1.0])
    func derivative(time: Double) {
        let models: [any DecayModel] = [ExponentialDecay(), ScrollDeceleration.normal, SplineDecay()]
        for model in models {
            let h = 1e-7
            let numeric = (model.value(initialVelocity: 800, time: time + h) - model.value(initialVelocity: 800, time: time - h)) / (2 * h)
            let analytic = model.velocity(initialVelocity: 800, time: time)
            // The spline is piecewise linear: its slope is exact inside a segment.
            #expect(isClose(analytic, numeric, relative: 1e-4, absolute: 1e-3), "\(model) at \(time)")
        }
    }

    @Test("bad input gives no motion and no NaN", arguments: [Double.nan, .infinity, 0])
    func badInput(velocity: Double) {
        let models: [any DecayModel] = [ExponentialDecay(frictionMultiplier: -1), ScrollDeceleration(rate: 3), SplineDecay(density: .nan)]
        for model in models {
            #expect(model.projectedDistance(initialVelocity: velocity) == 0 || velocity.isFinite)
            #expect(model.duration(initialVelocity: velocity) == 0)
            #expect(model.value(initialVelocity: velocity, time: 1).isFinite)
        }
    }

    @Test("a decay animation covers its delta along the model and finishes")
    func animation() {
        let model = ExponentialDecay()
        let distance = model.projectedDistance(initialVelocity: 1000)
        var value = AnimatedValue(0.0)
        value.setModel(distance, transaction: Transaction(animation: .decay(model, initialVelocity: 1000)), at: 0)
        #expect(isClose(value.presentation(at: 0.5), model.value(initialVelocity: 1000, time: 0.5), relative: 1e-9))
        #expect(isClose(value.velocity(at: 0.5) ?? .nan, model.velocity(initialVelocity: 1000, time: 0.5), relative: 1e-9))
        #expect(value.presentation(at: 2.2) == distance)
        #expect(!value.isAnimating)
    }
}

@Suite struct InertiaTests {
    @Test("1000/s gives amplitude 800 and ends at 2.398 s (vector 21)")
    func glide() {
        let inertia = Inertia(from: 0, velocity: 1000)
        #expect(inertia.amplitude == 800)
        #expect(isClose(inertia.duration, 2.3977, relative: 1e-4))
        #expect(inertia.value(at: 0) == 0)
        #expect(isClose(inertia.velocity(at: 0), 800 / 0.325))
        #expect(abs(inertia.value(at: inertia.duration) - 800) <= 0.5 + 1e-9)
    }

    @Test("modifyTarget snaps the resting point and keeps the time constant")
    func snapping() {
        let inertia = Inertia(from: 3, velocity: 100, modifyTarget: { ($0 / 10).rounded() * 10 })
        #expect(inertia.target == 80)
        #expect(inertia.amplitude == 77)
        #expect(isClose(inertia.value(at: 0.325), 80 - 77 / M_E, relative: 1e-9))
    }

    @Test("crossing a bound hands over to a spring with the glide's velocity")
    func boundary() {
        let inertia = Inertia(from: 0, velocity: 1000, max: 400)
        let crossing = -0.325 * log(0.5)
        #expect(isClose(inertia.value(at: crossing), 400, relative: 1e-9))
        let before = inertia.velocity(at: crossing - 1e-9)
        #expect(isClose(inertia.velocity(at: crossing), before, relative: 1e-6))
        #expect(inertia.restingValue == 400)
        let late = inertia.value(at: inertia.duration + 1)
        #expect(abs(late - 400) < 0.5)
        #expect(inertia.duration.isFinite)
    }

    @Test("bad input is neutralised")
    func badInput() {
        let inertia = Inertia(from: .nan, velocity: .infinity, timeConstant: -1, min: 10, max: 0)
        #expect(inertia.value(at: 1) == 0)
        #expect(inertia.duration == 0)
    }
}
