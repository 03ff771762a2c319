import Foundation
import KinemaAnimation

/// How much motion the user wants: every animation (``full``), cross-fades instead of moving
/// transitions (``reduced``), or none at all (``none``).
///
/// A terminal app reads it from the `KINEMA_ANIMATIONS` environment variable (`none`, `reduced` or
/// `full`; anything else, or nothing, is `full`), the way Textual reads `TEXTUAL_ANIMATIONS`.
public enum MotionPreference: String, Hashable, Sendable, CaseIterable {
    /// Every animation and transition runs.
    case full
    /// Transitions that move a view (``TransitionProperties/hasMotion``) become cross-fades;
    /// `accessibilityReduceMotion` is true.
    case reduced
    /// Nothing animates: every change applies at once (completion handlers still run, right after
    /// the update).
    case none

    /// The preference named by `KINEMA_ANIMATIONS` in `environment` (the process's by default).
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> MotionPreference {
        guard let name = environment["KINEMA_ANIMATIONS"]?.lowercased() else { return .full }
        return MotionPreference(rawValue: name.trimmingCharacters(in: .whitespaces)) ?? .full
    }
}

private struct MotionPreferenceKey: EnvironmentKey {
    static let defaultValue = MotionPreference.full
}

extension EnvironmentValues {
    /// How much motion the user wants (see ``MotionPreference``). The host sets it from
    /// `KINEMA_ANIMATIONS`; a subtree can override it with `.environment(\.motionPreference, …)`.
    /// ``MotionPreference/none`` takes effect for the whole host (see
    /// ``ViewHost/init(size:time:units:motionPreference:root:)``), because animations are dropped where a
    /// transaction starts.
    public var motionPreference: MotionPreference {
        get { self[MotionPreferenceKey.self] }
        set { self[MotionPreferenceKey.self] = newValue }
    }

    /// Whether the user prefers less motion: moving transitions become cross-fades. True under
    /// ``MotionPreference/reduced`` and ``MotionPreference/none``; setting it chooses
    /// ``MotionPreference/reduced`` or ``MotionPreference/full``.
    public var accessibilityReduceMotion: Bool {
        get { motionPreference != .full }
        set { motionPreference = newValue ? .reduced : .full }
    }
}

/// The key under which the view layer shows animations the reduced-motion preference.
private struct ReduceMotionAnimationKey: AnimationEnvironmentKey {
    static let defaultValue = false
}

extension AnimationEnvironment {
    /// Whether the user prefers less motion, for a ``CustomAnimation`` to read as
    /// `context.environment.accessibilityReduceMotion` (as in SwiftUI).
    ///
    /// KinemaAnimation knows nothing of views, so `AnimationContext.environment` is not the view
    /// environment: the view layer copies what animations may read into it when an animation
    /// starts — the host's preference, taken from the transaction of the update.
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionAnimationKey.self] }
        set { self[ReduceMotionAnimationKey.self] = newValue }
    }
}

/// The animation environment of an update: what the view layer hands animations started in it.
struct AnimationEnvironmentTransactionKey: TransactionKey {
    static var defaultValue: AnimationEnvironment? { nil }
}

extension Transaction {
    /// This transaction with nothing that animates (``MotionPreference/none``); its completion
    /// handlers stay, so they run right after the update.
    var withoutMotion: Transaction {
        var result = self
        result.animation = nil
        result.tracksVelocity = false
        return result
    }
}
