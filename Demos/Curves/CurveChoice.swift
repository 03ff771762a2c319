import Kinema

/// One of the talk's timing curves or springs, with the numbers the keys adjust.
struct CurveChoice: Equatable {
    enum Kind: CaseIterable {
        case linear, easeIn, easeOut, easeInOut, circularEaseIn, circularEaseOut, circularEaseInOut
        case smooth, snappy, bouncy, spring
    }

    var kind: Kind
    /// Seconds: the curve's duration, or the spring's perceptual duration.
    var duration: Double
    /// The custom spring's bounce (−1…1).
    var bounce: Double

    var name: String {
        switch kind {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInOut: "easeInOut"
        case .circularEaseIn: "circularEaseIn"
        case .circularEaseOut: "circularEaseOut"
        case .circularEaseInOut: "circularEaseInOut"
        case .smooth: "smooth"
        case .snappy: "snappy"
        case .bouncy: "bouncy"
        case .spring: "spring(bounce:)"
        }
    }

    var curve: UnitCurve? {
        switch kind {
        case .linear: .linear
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .easeInOut: .easeInOut
        case .circularEaseIn: .circularEaseIn
        case .circularEaseOut: .circularEaseOut
        case .circularEaseInOut: .circularEaseInOut
        case .smooth, .snappy, .bouncy, .spring: nil
        }
    }

    /// SwiftUI's presets: smooth has no bounce, snappy 0.15, bouncy 0.3.
    var spring: Spring? {
        switch kind {
        case .smooth: Spring(duration: duration, bounce: 0)
        case .snappy: Spring(duration: duration, bounce: 0.15)
        case .bouncy: Spring(duration: duration, bounce: 0.3)
        case .spring: Spring(duration: duration, bounce: bounce)
        default: nil
        }
    }

    var animation: Animation {
        if let curve { return .timingCurve(curve, duration: duration) }
        return .spring(spring!)
    }

    /// How long the plot's time axis is: the duration, or the time the spring takes to settle.
    var span: Double {
        guard let spring else { return duration }
        return min(max(spring.settlingDuration, duration), 10)
    }

    /// The value at `time` seconds (0 → 1).
    func value(at time: Double) -> Double {
        if let curve { return curve.value(at: time / duration) }
        return spring!.value(target: 1.0, time: time)
    }

    /// The velocity at `time` seconds, in values per second.
    func velocity(at time: Double) -> Double {
        if let curve { return curve.velocity(at: time / duration) / duration }
        return spring!.velocity(target: 1.0, time: time)
    }
}
