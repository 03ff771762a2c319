extension Spring {
    /// Creates a spring from its perceptual duration and bounce (SwiftUI's preferred parameterisation).
    ///
    /// `z = 1 − bounce` for bounce ≥ 0 (0 is critically damped, towards 1 increasingly bouncy) and
    /// `z = 1 / (1 + bounce)` for bounce < 0 (overdamped); `k = (2π / duration)²`, mass 1.
    ///
    /// ```swift
    /// Spring(duration: 0.5, bounce: 0.3)   // stiffness 157.914, damping 17.593
    /// ```
    ///
    /// Bad input: bounce is clamped to −1…1 (NaN counts as 0) and the resulting ratio to
    /// ``dampingRatioRange``, so `bounce: 1` still settles; the duration is clamped like a response.
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.init(response: duration, dampingRatio: Spring.dampingRatio(forBounce: bounce))
    }
}
