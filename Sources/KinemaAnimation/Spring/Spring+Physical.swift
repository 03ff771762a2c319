extension Spring {
    /// Creates a spring from physical parameters.
    ///
    /// `w0 = sqrt(k / m)`, `L = c / 2m`. When the spring would be overdamped (`L > w0`) and
    /// `allowOverDamping` is false it is made critically damped instead, as SwiftUI documents.
    ///
    /// ```swift
    /// Spring(mass: 1, stiffness: 100, damping: 10)   // duration 0.628, bounce 0.5
    /// ```
    ///
    /// Bad input: a mass or stiffness that is NaN, infinite or ≤ 0 falls back to the default (mass 1,
    /// stiffness (2π/0.5)² = 157.91); a damping that is NaN or < 0 counts as 0. The result is then
    /// clamped like ``init(response:dampingRatio:)``.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : (2 * Double.pi / 0.5) * (2 * Double.pi / 0.5)
        let c = damping.isFinite && damping > 0 ? damping : 0
        let w0 = (k / m).squareRoot()
        var ratio = c / (2 * (k * m).squareRoot())
        if ratio > 1 && !allowOverDamping { ratio = 1 }
        self.init(mass: m, response: 2 * .pi / w0, dampingRatio: ratio)
    }
}
