import KinemaGeometry

extension Animation {
    /// The default duration of timing-curve animations, 0.35 s.
    public static let defaultTimingCurveDuration = 0.35

    /// Constant speed over 0.35 s.
    public static let linear = Animation.linear(duration: defaultTimingCurveDuration)
    /// Slow start over 0.35 s.
    public static let easeIn = Animation.easeIn(duration: defaultTimingCurveDuration)
    /// Slow end over 0.35 s.
    public static let easeOut = Animation.easeOut(duration: defaultTimingCurveDuration)
    /// Slow start and end over 0.35 s.
    public static let easeInOut = Animation.easeInOut(duration: defaultTimingCurveDuration)

    /// Constant speed over `duration` seconds. A NaN, infinite or negative duration means 0 (no
    /// animation); a longer one than ``maximumDuration`` is clamped to it, as for every timing curve.
    public static func linear(duration: Double) -> Animation {
        timingCurve(.linear, duration: duration)
    }

    /// Slow start over `duration` seconds.
    public static func easeIn(duration: Double) -> Animation {
        timingCurve(.easeIn, duration: duration)
    }

    /// Slow end over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation {
        timingCurve(.easeOut, duration: duration)
    }

    /// Slow start and end over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation {
        timingCurve(.easeInOut, duration: duration)
    }

    /// A cubic Bézier timing curve through control points (p1x, p1y) and (p2x, p2y).
    public static func timingCurve(
        _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = defaultTimingCurveDuration
    ) -> Animation {
        timingCurve(
            .bezier(startControlPoint: UnitPoint(x: p1x, y: p1y), endControlPoint: UnitPoint(x: p2x, y: p2y)),
            duration: duration)
    }

    /// Any ``UnitCurve`` over `duration` seconds.
    public static func timingCurve(_ curve: UnitCurve, duration: Double) -> Animation {
        Animation(TimingCurveAnimation(curve: curve, duration: duration))
    }
}
