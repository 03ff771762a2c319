extension Animation {
    /// Apple's default: a fluid spring with response 0.55 and damping fraction 1 (spec §2.5.2).
    public static let `default` = Animation(DefaultAnimation())

    /// A fluid spring with response 0.5 and no bounce (the same motion as `.smooth`).
    public static let spring = Animation.spring()
    /// A fluid spring with no bounce: duration 0.5, bounce 0.
    public static let smooth = Animation.smooth()
    /// A fluid spring with a little bounce: duration 0.5, bounce 0.15.
    public static let snappy = Animation.snappy()
    /// A fluid spring with noticeable bounce: duration 0.5, bounce 0.3.
    public static let bouncy = Animation.bouncy()
    /// A quick fluid spring for following a gesture: duration 0.15, bounce 0.15, blend 0.25.
    public static let interactiveSpring = Animation.interactiveSpring()
    /// An interpolating spring with mass 1, stiffness (2π/0.5)², critical damping.
    public static let interpolatingSpring = Animation.interpolatingSpring()

    /// A fluid spring: retargets keep the current value and velocity.
    ///
    /// `response` is roughly the period in seconds (0 asks for the stiffest spring, k = 45 000);
    /// `blendDuration` blends a changed response in over that many seconds. Bad input is clamped as
    /// ``Spring/init(response:dampingRatio:)`` describes. Disfavoured, as in SwiftUI, so that `.spring()`
    /// means the duration/bounce overload (response 0.5, fraction 1).
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
        -> Animation
    {
        Animation(FluidSpringAnimation(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// A fluid spring from a perceptual duration and bounce.
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        spring(
            response: duration, dampingFraction: Spring.dampingRatio(forBounce: bounce), blendDuration: blendDuration)
    }

    /// A fluid spring with the response and damping ratio of `spring` (mass folds into the response).
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        Animation.spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }

    /// A smooth spring (bounce `extraBounce`).
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// A snappy spring (bounce 0.15 + `extraBounce`).
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// A bouncy spring (bounce 0.3 + `extraBounce`).
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: 0.3 + extraBounce)
    }

    /// A quick spring for interactive changes, by response and damping fraction (disfavoured, as in
    /// SwiftUI).
    @_disfavoredOverload
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// A quick spring for interactive changes, by duration and bounce 0.15 + `extraBounce`.
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25)
        -> Animation
    {
        spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
    }

    /// A closed-form spring that never merges: overlapping ones add up. `initialVelocity` is a
    /// fraction of the distance per second, clamped to ±1000 (NaN or infinite means 0).
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation {
        interpolatingSpring(
            Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true),
            initialVelocity: initialVelocity)
    }

    /// An interpolating spring from a perceptual duration and bounce.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0)
        -> Animation
    {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// An interpolating spring driven by `spring`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0) -> Animation {
        Animation(InterpolatingSpringAnimation(spring: spring, initialVelocity: initialVelocity))
    }

    /// The effective animation of a velocity-tracking transaction (spec §2.7).
    static let velocityTracking = Animation(VelocityTrackingAnimation())
}
