extension Animation {
    /// The longest any animation runs, in seconds (ten minutes); only
    /// ``repeatForever(autoreverses:)`` runs longer (EXT: SwiftUI has no such bound).
    ///
    /// Durations and delays are clamped to it, and any animation still running this long after it
    /// started — a composition with ``speed(_:)`` or ``repeatCount(_:autoreverses:)``, a spring
    /// carrying a huge change, your own ``CustomAnimation`` that never returns `nil` — ends there: the
    /// presentation jumps to the model value and its completion handlers run. A fluid spring counts
    /// from its last retarget, so one that follows a long drag keeps following.
    public static let maximumDuration = 600.0

    /// `duration` clamped into `0…maximumDuration`; NaN, infinite or negative means 0.
    static func clampedDuration(_ duration: Double) -> Double {
        duration.isFinite && duration > 0 ? min(duration, maximumDuration) : 0
    }

    /// Whether this animation may run past ``maximumDuration``: a `repeatForever`, possibly under
    /// delays, speeds and other modifiers.
    var runsForever: Bool {
        switch base {
        case let repeating as RepeatAnimation: repeating.repeatCount == nil
        case let delayed as DelayAnimation: delayed.base.runsForever
        case let faster as SpeedAnimation: faster.base.runsForever
        case let completing as LogicalCompletionAnimation: completing.base.runsForever
        case let policy as CombiningPolicyAnimation: policy.base.runsForever
        default: false
        }
    }
}
