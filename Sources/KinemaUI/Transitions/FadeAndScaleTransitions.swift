import Foundation
import KinemaGeometry

/// A transition that changes nothing: the view appears and disappears at once, even in an animated
/// update.
public struct IdentityTransition: Transition {
    /// Creates the identity transition.
    public init() {}

    /// The content, unchanged.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
    }

    /// It does not move the view.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Fades the view in and out (opacity 0 outside ``TransitionPhase/identity``). In a terminal the
/// fade blends the view's colours with what lies beneath; text below half opacity is not drawn.
public struct OpacityTransition: Transition {
    /// Creates the fade.
    public init() {}

    /// The content, transparent unless shown.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.opacity(phase.isIdentity ? 1 : 0)
    }

    /// It does not move the view.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

/// Scales the view from (and to) `scale` about `anchor`.
public struct ScaleTransition: Transition {
    /// The scale outside ``TransitionPhase/identity``.
    public var scale: Double
    /// The point that stays put.
    public var anchor: UnitPoint

    /// Scales from and to `scale` about `anchor`; a NaN scale counts as 1 (no scaling).
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale.isNaN ? 1 : scale
        self.anchor = anchor
    }

    /// The content, scaled unless shown.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.scaleEffect(phase.isIdentity ? 1 : scale, anchor: anchor)
    }
}

/// Replaces the view with a fade and a slight scale: in from 0.9, out to 0.9 (``Configuration/downUp``)
/// or 1.1 (``Configuration/upUp``).
///
/// SwiftUI also blurs the view. Cells cannot be blurred, so in a terminal the blur is shown by the
/// fade it accompanies: colours blend towards what lies beneath and text disappears below half
/// opacity, which reads as the content dissolving.
public struct BlurReplaceTransition: Transition {
    /// Which way the view scales.
    public struct Configuration: Hashable, Sendable {
        let scalesUpOnRemoval: Bool

        /// Scales up (from 0.9) when inserted and down (to 0.9) when removed.
        public static let downUp = Configuration(scalesUpOnRemoval: false)
        /// Scales up when inserted and up (to 1.1) when removed.
        public static let upUp = Configuration(scalesUpOnRemoval: true)
    }

    /// Which way the view scales.
    public var configuration: Configuration

    /// Creates the transition.
    public init(configuration: Configuration = .downUp) {
        self.configuration = configuration
    }

    /// The content, faded and scaled unless shown.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(scale(in: phase))
            .opacity(phase.isIdentity ? 1 : 0)
    }

    private func scale(in phase: TransitionPhase) -> Double {
        switch phase {
        case .willAppear: 0.9
        case .identity: 1
        case .didDisappear: configuration.scalesUpOnRemoval ? 1.1 : 0.9
        }
    }
}

extension Transition where Self == IdentityTransition {
    /// No transition: the view appears and disappears at once.
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OpacityTransition {
    /// A fade.
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == ScaleTransition {
    /// Scales from and to nothing (a factor of 10⁻⁵, as SwiftUI does, rather than a singular 0).
    public static var scale: ScaleTransition { ScaleTransition(1e-5) }

    /// Scales from and to `scale` about `anchor`.
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition {
        ScaleTransition(scale, anchor: anchor)
    }
}

extension Transition where Self == BlurReplaceTransition {
    /// A fade with a slight scale (see ``BlurReplaceTransition`` for what a terminal shows).
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }

    /// A fade with a slight scale, scaling as `configuration` says.
    public static func blurReplace(
        _ configuration: BlurReplaceTransition.Configuration = .downUp
    )
        -> BlurReplaceTransition
    {
        BlurReplaceTransition(configuration: configuration)
    }
}
