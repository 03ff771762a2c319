import Foundation
import KinemaAnimation
import KinemaGeometry

/// Where a view with a ``View/scrollTransition(_:axis:transition:)`` is relative to the visible
/// region of the scroll view around it: SwiftUI's `ScrollTransitionPhase`.
///
/// A view approaching the visible region is in the ``topLeading`` or ``bottomTrailing`` phase
/// (the edge it is nearest), and moves to ``identity`` once it has come in as far as the
/// configuration's threshold. The transition closure answers an effect for each phase: the
/// ``identity`` one should usually change nothing, since it is what a visible view shows.
@frozen
public enum ScrollTransitionPhase: Hashable, Sendable {
    /// The view is at or beyond the top edge of a vertical scroll view's visible region (the
    /// leading edge of a horizontal one).
    case topLeading
    /// The view is in the visible region, past the configuration's threshold.
    case identity
    /// The view is at or beyond the bottom edge of a vertical scroll view's visible region (the
    /// trailing edge of a horizontal one).
    case bottomTrailing

    /// Whether this is the ``identity`` phase.
    public var isIdentity: Bool { self == .identity }

    /// A number to scale effects by: −1 in ``topLeading``, 0 in ``identity``, 1 in
    /// ``bottomTrailing``.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a ``View/scrollTransition(_:axis:transition:)`` moves between its phases as the view
/// scrolls through the visible region: SwiftUI's `ScrollTransitionConfiguration`.
///
/// - ``interactive``: the effect follows the scroll position, blended from the edge phase's
///   effect (the view just hidden) to the identity phase's (the view at the threshold).
/// - ``animated``: the phase changes when the view crosses the threshold, and the effect animates
///   to the new phase's.
/// - ``identity``: the phase is always ``ScrollTransitionPhase/identity``.
public struct ScrollTransitionConfiguration: Sendable {
    enum Mode: Sendable {
        case interactive(UnitCurve)
        case animated
        case identity
    }

    var mode: Mode
    var thresholdValue: Threshold
    /// `.animated`: the animation to a new phase; `.interactive`: the animation the drawn effect
    /// follows the position with (`nil`: none, it follows at once).
    var animationValue: Animation?

    /// Moves between the phases by animating when the view crosses the threshold, with
    /// `Animation.default`; the threshold is ``Threshold/visible(_:)`` 0.5 (half the view shown).
    public static let animated = ScrollTransitionConfiguration.animated(.default)

    /// Moves between the phases by animating with `animation` when the view crosses the threshold
    /// (``Threshold/visible(_:)`` 0.5 unless ``threshold(_:)`` sets another). The effect is not
    /// blended while the view scrolls: the phase changes once the threshold is reached.
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .animated, thresholdValue: .visible(0.5), animationValue: animation)
    }

    /// Blends the effect with the scroll position as the view comes into the visible region, on an
    /// ease-in-out curve; the identity phase is reached when the view is fully visible
    /// (``Threshold/visible``).
    public static let interactive = ScrollTransitionConfiguration.interactive()

    /// Blends the effect with the scroll position as the view comes into the visible region.
    /// `timingCurve` maps the view's progress (0 just hidden, 1 at the threshold) to how far the
    /// effect has gone from the edge phase's to the identity phase's; it runs backwards while the
    /// view leaves.
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration {
        ScrollTransitionConfiguration(mode: .interactive(timingCurve), thresholdValue: .visible, animationValue: nil)
    }

    /// Leaves the view in the ``ScrollTransitionPhase/identity`` phase wherever it is.
    public static let identity = ScrollTransitionConfiguration(
        mode: .identity, thresholdValue: .visible, animationValue: nil)

    /// This configuration with the view counting as visible (the identity phase reached) at
    /// `threshold`.
    public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
        var copy = self
        copy.thresholdValue = threshold
        return copy
    }

    /// This configuration with `animation`: an animated configuration animates to a new phase
    /// with it; an interactive one animates the drawn effect toward the blend for the current
    /// position with it, so the effect lags behind the scroll (and that view's effect is then set
    /// on each frame that moves it, rather than only blended while drawing). Does nothing to
    /// ``identity``.
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
        var copy = self
        if case .identity = mode { return copy }
        copy.animationValue = animation
        return copy
    }

    var isIdentity: Bool {
        if case .identity = mode { return true }
        return false
    }
}

extension ScrollTransitionConfiguration {
    /// A point in a view's progress from hidden (entirely outside the visible region) to visible,
    /// at which a scroll transition reaches its identity phase: SwiftUI's
    /// `ScrollTransitionConfiguration.Threshold`.
    ///
    /// A threshold is resolved along the transition's axis into a position of the view's near
    /// edge, measured from the visible region's edge the view comes in from. It never lies further
    /// in than the position that centres the view (so a threshold that could not be met, such as
    /// ``visible`` for a view longer than the region, is met when the view is centred).
    public struct Threshold: Sendable {
        indirect enum Storage: Sendable {
            /// The view shown by this fraction of its length.
            case visible(Double)
            /// The view centred in the region.
            case centered
            /// The base threshold moved toward the centre by a distance.
            case inset(Double, Storage)
            /// Between two thresholds.
            case interpolated(Storage, Storage, Double)
        }

        let storage: Storage

        /// The view is entirely visible.
        public static let visible = Threshold(storage: .visible(1))

        /// The view is entirely hidden: the threshold is reached as soon as any of it shows.
        public static let hidden = Threshold(storage: .visible(0))

        /// The view is centred in the visible region.
        public static var centered: Threshold { Threshold(storage: .centered) }

        /// The view is visible by `amount` of its length: 0 hidden, 1 fully visible. Amounts
        /// outside `0…1` are clamped; NaN counts as 1.
        public static func visible(_ amount: Double) -> Threshold {
            Threshold(storage: .visible(amount.isNaN ? 1 : min(max(amount, 0), 1)))
        }

        /// The threshold moved `distance` (cells, or points in points mode) closer to the centre
        /// of the visible region; a negative distance moves it away. NaN or infinite distances
        /// count as 0.
        public func inset(by distance: Double) -> Threshold {
            Threshold(storage: .inset(distance.isFinite ? distance : 0, storage))
        }

        /// The threshold `amount` of the way from this one to `other` (0 this one, 1 `other`).
        /// NaN counts as 0.
        public func interpolated(towards other: Threshold, amount: Double) -> Threshold {
            Threshold(storage: .interpolated(storage, other.storage, amount.isNaN ? 0 : amount))
        }

        /// The position of a view's near edge, measured inward from the region's edge it comes in
        /// from, at which the threshold is met, for a view `length` long in a region `extent` long.
        func position(length: Double, extent: Double) -> Double {
            let centred = (extent - length) / 2
            return min(Self.resolve(storage, length: length, extent: extent), centred)
        }

        private static func resolve(_ storage: Storage, length: Double, extent: Double) -> Double {
            switch storage {
            case .visible(let amount):
                // Shown by `amount`: the near edge lies (1 − amount) of the length outside.
                return -length * (1 - amount)
            case .centered:
                return (extent - length) / 2
            case .inset(let distance, let base):
                return resolve(base, length: length, extent: extent) + distance
            case .interpolated(let from, let to, let amount):
                let start = resolve(from, length: length, extent: extent)
                return start + (resolve(to, length: length, extent: extent) - start) * amount
            }
        }
    }
}

extension View {
    /// Changes how the view is drawn as it scrolls into and out of the visible region of the
    /// scroll view around it:
    ///
    /// ```swift
    /// ScrollView {
    ///     LazyVStack {
    ///         ForEach(photos) { photo in
    ///             PhotoRow(photo)
    ///                 .scrollTransition { content, phase in
    ///                     content
    ///                         .opacity(phase.isIdentity ? 1 : 0.3)
    ///                         .scaleEffect(phase.isIdentity ? 1 : 0.8)
    ///                 }
    ///         }
    ///     }
    /// }
    /// ```
    ///
    /// `transition` is called with an ``EmptyVisualEffect`` and each ``ScrollTransitionPhase``
    /// when the view is updated (not on every scroll frame); what it answers is drawn according to
    /// `configuration` (see ``ScrollTransitionConfiguration``), symmetrically at both edges.
    /// `axis` is the scroll axis the position is measured along: `nil` takes the innermost scroll
    /// view's (vertical when it scrolls both ways); an explicit axis follows the innermost scroll
    /// view that scrolls along it. Outside a scroll view the phase is
    /// ``ScrollTransitionPhase/identity``.
    ///
    /// The position is the view's layout frame against the scroll view's visible region: effects
    /// that only move drawing (`offset`, other visual effects) do not count, and the transition
    /// itself never changes layout. Scrolling re-lays out nothing: an interactive transition is
    /// blended while drawing.
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        scrollTransition(topLeading: configuration, bottomTrailing: configuration, axis: axis, transition: transition)
    }

    /// Changes how the view is drawn as it scrolls into and out of the visible region, with one
    /// configuration for the top (leading) edge and another for the bottom (trailing) edge; see
    /// ``View/scrollTransition(_:axis:transition:)``.
    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration,
        axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> some View {
        modifier(
            _ScrollTransitionModifier(
                topLeading: topLeading, bottomTrailing: bottomTrailing, axis: axis,
                transition: { _VisualEffectChain(transition($0, $1)._operations) }))
    }
}

/// Applies a ``View/scrollTransition(_:axis:transition:)``.
public struct _ScrollTransitionModifier: ViewModifier, PrimitiveModifier {
    let topLeading: ScrollTransitionConfiguration
    let bottomTrailing: ScrollTransitionConfiguration
    let axis: Axis?
    let transition: @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> _VisualEffectChain

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        ScrollTransitionNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}
