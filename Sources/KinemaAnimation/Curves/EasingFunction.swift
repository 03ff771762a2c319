import Foundation

/// The named easing functions terminal-UI and CSS users know (Textual, easings.net): ten families ×
/// in / out / in-out, plus linear. Use one as a ``UnitCurve`` with ``UnitCurve/easing(_:)``.
///
/// Each maps progress 0…1 to output with `f(0) = 0` and `f(1) = 1`; `back` and `elastic` overshoot.
/// The formulas are the standard Penner equations (Robert Penner, "Motion, Tweening, and Easing").
///
/// ```swift
/// let animation = Animation.timingCurve(.easing(.outBounce), duration: 0.6)
/// ```
public enum EasingFunction: String, CaseIterable, Hashable, Sendable {
    /// `x`.
    case linear
    /// A quarter cosine: `1 − cos(x π/2)` and its mirrors.
    case inSine, outSine, inOutSine
    /// `x²` and its mirrors.
    case inQuad, outQuad, inOutQuad
    /// `x³` and its mirrors.
    case inCubic, outCubic, inOutCubic
    /// `x⁴` and its mirrors.
    case inQuart, outQuart, inOutQuart
    /// `x⁵` and its mirrors.
    case inQuint, outQuint, inOutQuint
    /// `2^(10x − 10)` and its mirrors.
    case inExpo, outExpo, inOutExpo
    /// `1 − sqrt(1 − x²)` and its mirrors.
    case inCirc, outCirc, inOutCirc
    /// A cubic that first pulls back (about 10 % overshoot) and its mirrors.
    case inBack, outBack, inOutBack
    /// A decaying sine with a period of 0.3 and its mirrors (overshoots).
    case inElastic, outElastic, inOutElastic
    /// Four parabolic bounces and its mirrors.
    case inBounce, outBounce, inOutBounce

    /// The function by its Textual/CSS-style name: `"out_cubic"`, `"in-out-sine"` or `"inOutSine"`.
    public init?(named name: String) {
        let camel = name.split(whereSeparator: { $0 == "_" || $0 == "-" }).enumerated()
            .map { $0.offset == 0 ? $0.element.lowercased() : $0.element.prefix(1).uppercased() + $0.element.dropFirst().lowercased() }
            .joined()
        guard let function = EasingFunction(rawValue: camel) ?? EasingFunction(rawValue: name) else { return nil }
        self = function
    }

    /// The output at `progress` (clamped to 0…1; NaN counts as 0).
    public func value(at progress: Double) -> Double {
        let x = progress.isNaN ? 0 : min(max(progress, 0), 1)
        switch self {
        case .linear: return x
        case .inSine, .outSine, .inOutSine: return ease(x, EasingFunction.sine)
        case .inQuad, .outQuad, .inOutQuad: return ease(x) { $0 * $0 }
        case .inCubic, .outCubic, .inOutCubic: return ease(x) { $0 * $0 * $0 }
        case .inQuart, .outQuart, .inOutQuart: return ease(x) { $0 * $0 * $0 * $0 }
        case .inQuint, .outQuint, .inOutQuint: return ease(x) { $0 * $0 * $0 * $0 * $0 }
        case .inExpo, .outExpo, .inOutExpo: return ease(x, EasingFunction.expo)
        case .inCirc, .outCirc, .inOutCirc: return ease(x) { 1 - (1 - $0 * $0).squareRoot() }
        case .inBack, .outBack, .inOutBack: return ease(x, EasingFunction.back)
        case .inElastic, .outElastic, .inOutElastic: return ease(x, EasingFunction.elastic)
        case .inBounce, .outBounce, .inOutBounce: return ease(x) { 1 - EasingFunction.bounceOut(1 - $0) }
        }
    }

    /// The slope at `progress`, by a central difference (one-sided at the ends).
    public func velocity(at progress: Double) -> Double {
        let x = progress.isNaN ? 0 : min(max(progress, 0), 1)
        let h = 1e-6
        let low = max(x - h, 0)
        let high = min(x + h, 1)
        return (value(at: high) - value(at: low)) / (high - low)
    }

    private enum Direction { case `in`, out, inOut }

    private var direction: Direction {
        let name = rawValue
        if name.hasPrefix("inOut") { return .inOut }
        return name.hasPrefix("out") ? .out : .in
    }

    /// Builds the in, out or in-out variant from the family's ease-in function.
    private func ease(_ x: Double, _ easeIn: (Double) -> Double) -> Double {
        switch direction {
        case .in: return easeIn(x)
        case .out: return 1 - easeIn(1 - x)
        case .inOut: return x < 0.5 ? easeIn(2 * x) / 2 : 1 - easeIn(2 - 2 * x) / 2
        }
    }

    private static func sine(_ x: Double) -> Double { 1 - cos(x * .pi / 2) }

    private static func expo(_ x: Double) -> Double { x == 0 ? 0 : pow(2, 10 * x - 10) }

    // The usual overshoot constant: about 10 % overshoot.
    private static func back(_ x: Double) -> Double {
        let c1 = 1.70158
        return (c1 + 1) * x * x * x - c1 * x * x
    }

    private static func elastic(_ x: Double) -> Double {
        if x == 0 || x == 1 { return x }
        return -pow(2, 10 * x - 10) * sin((x * 10 - 10.75) * (2 * .pi / 3))
    }

    private static func bounceOut(_ x: Double) -> Double {
        let n1 = 7.5625
        let d1 = 2.75
        if x < 1 / d1 { return n1 * x * x }
        if x < 2 / d1 {
            let t = x - 1.5 / d1
            return n1 * t * t + 0.75
        }
        if x < 2.5 / d1 {
            let t = x - 2.25 / d1
            return n1 * t * t + 0.9375
        }
        let t = x - 2.625 / d1
        return n1 * t * t + 0.984375
    }
}
