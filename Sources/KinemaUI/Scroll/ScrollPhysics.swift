import Foundation
import KinemaAnimation

/// The motion models of a scroll view: rubber-band resistance, the wheel's glide, the spring back
/// and the momentum of a released drag (see the Scrolling article for their sources and figures).
enum ScrollPhysics {
    /// UIScrollView's rubber-band coefficient (Grant Paul's reverse-engineering of UIKit, 2014).
    static let rubberBandCoefficient = 0.55

    /// How far the content shows past an edge when the pointer has pulled it `excess` cells past it,
    /// in a viewport `dimension` cells long: `(1 − 1 / (x·c/d + 1))·d` with `c` = 0.55. Odd in `x`,
    /// slope `c` at 0, and always less than `d`: the content never leaves the viewport. NaN or a
    /// non-positive dimension gives 0.
    static func rubberBand(_ excess: Double, dimension: Double) -> Double {
        guard excess.isFinite, dimension.isFinite, dimension > 0 else { return 0 }
        let c = rubberBandCoefficient
        let magnitude = (1 - 1 / (abs(excess) * c / dimension + 1)) * dimension
        return excess < 0 ? -magnitude : magnitude
    }

    /// The resisted position of `raw` (what the pointer asks for) in `0…limit`, for a viewport
    /// `dimension` long.
    static func resisted(_ raw: Double, limit: Double, dimension: Double) -> Double {
        if raw < 0 { return rubberBand(raw, dimension: dimension) }
        if raw > limit { return limit + rubberBand(raw - limit, dimension: dimension) }
        return raw
    }

    /// The deceleration a released drag continues on: UIScrollView's normal rate (0.998 per ms).
    static let dragDeceleration = ScrollDeceleration.normal
    /// The deceleration a wheel step glides on: UIScrollView's fast rate (0.99 per ms), so one step
    /// settles in about 0.4 s.
    static let wheelDeceleration = ScrollDeceleration.fast

    /// The spring that brings overscrolled content back to the edge (critically damped, 0.4 s),
    /// carrying the release velocity.
    static let springBack = Spring(duration: 0.4, bounce: 0)

    /// Lines one wheel step scrolls when steps come slowly (terminals send one event per notch).
    static let linesPerWheelStep = 3.0
    /// Steps per second at which a burst starts to lengthen each step.
    static let burstRate = 20.0
    /// The most a burst lengthens a step.
    static let maximumBurstGain = 4.0

    /// The velocity that makes `distance` the projected distance of `model`.
    static func velocity(toTravel distance: Double, on model: ScrollDeceleration) -> Double {
        let unit = model.projectedDistance(initialVelocity: 1)
        return unit > 0 ? distance / unit : 0
    }

    /// The animation of a spring from the current value to a target `distance` away, starting at
    /// `velocity` (cells per second, towards the target when positive along `distance`).
    static func springAnimation(distance: Double, velocity: Double) -> Animation {
        guard distance != 0, distance.isFinite, velocity.isFinite else {
            return .interpolatingSpring(springBack)
        }
        return .interpolatingSpring(springBack, initialVelocity: velocity / distance)
    }

    /// The largest speed (cells per second) momentum may carry into an edge: a critically damped
    /// spring of angular frequency ω started at speed `v` at the edge overshoots by at most
    /// `v / (ω·e)`; this keeps that overshoot within a quarter of the viewport.
    static func maximumEdgeSpeed(dimension: Double) -> Double {
        let omega = 2 * Double.pi / 0.4
        return max(dimension, 1) / 4 * omega * M_E
    }
}

/// Turns the terminal's wheel events (one per notch, no timing of their own) into glides: each
/// step moves the target by ``ScrollPhysics/linesPerWheelStep`` lines along a decay, and a burst of
/// steps faster than ``ScrollPhysics/burstRate`` per second lengthens each step in proportion to
/// the rate (up to ``ScrollPhysics/maximumBurstGain``), so a flick of the wheel carries on.
struct WheelMomentum {
    private var lastStepTime = -Double.infinity
    private var lastDirection = 0.0
    /// The smoothed step rate of the current burst, steps per second.
    private var rate = 0.0

    /// The lines the step of `delta` notches at `time` moves.
    mutating func distance(forStep delta: Double, at time: Double) -> Double {
        guard delta.isFinite, delta != 0 else { return 0 }
        let direction = delta < 0 ? -1.0 : 1.0
        let interval = time - lastStepTime
        if direction == lastDirection && interval >= 0 && interval < 0.25 {
            // An exponential moving average of the instantaneous rate keeps one odd gap from
            // jerking the gain. Steps read together (one terminal read gives them one time) came
            // faster than the reader could tell apart: the fastest rate, not a new burst.
            rate = rate * 0.5 + (1 / max(interval, 0.001)) * 0.5
        } else {
            rate = 0
        }
        lastStepTime = time
        lastDirection = direction
        let gain = min(max(rate / ScrollPhysics.burstRate, 1), ScrollPhysics.maximumBurstGain)
        return delta * ScrollPhysics.linesPerWheelStep * gain
    }

    /// Forgets the burst (the pointer pressed, a key scrolled).
    mutating func reset() {
        lastStepTime = -.infinity
        rate = 0
    }
}
