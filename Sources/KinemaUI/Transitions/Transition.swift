import KinemaAnimation

/// How a view looks while it is inserted and removed: `.transition(.slide)`.
///
/// A transition describes the view in each ``TransitionPhase`` with modifiers whose values animate
/// (offset, opacity, scale, …). When the view is inserted in an animated update it appears in its
/// ``TransitionPhase/willAppear`` look and animates to ``TransitionPhase/identity``; when it is
/// removed in an animated update it stays on screen — drawn, but not hit-testable and not
/// focusable, its `@State` kept — while it animates to ``TransitionPhase/didDisappear``, and is
/// released when that animation completes.
///
/// ```swift
/// struct Twirl: Transition {
///     func body(content: Content, phase: TransitionPhase) -> some View {
///         content
///             .scaleEffect(phase.isIdentity ? 1 : 0.5)
///             .opacity(phase.isIdentity ? 1 : 0)
///     }
/// }
/// if showBanner { Banner().transition(Twirl()) }
/// ```
@MainActor
@preconcurrency
public protocol Transition {
    /// The view the transition produces.
    associatedtype Body: View
    /// The transitioning view, as ``body(content:phase:)`` sees it.
    typealias Content = PlaceholderContentView<Self>

    /// The view in `phase`.
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body

    /// What the transition does (whether it moves the view).
    static var properties: TransitionProperties { get }
}

extension Transition {
    /// Moves the view by default.
    public static var properties: TransitionProperties { TransitionProperties() }

    /// `content` as this transition shows it in `phase`.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        body(content: PlaceholderContentView(content: content, scope: nil), phase: phase)
    }

    /// Adds `other` after this transition: both apply, `other` outside.
    public func combined<T: Transition>(with other: T) -> CombinedTransition<Self, T> {
        CombinedTransition(first: self, second: other)
    }

    /// This transition with its own animation: its modifiers animate with `animation` whatever the
    /// update's transaction says, and an insertion or removal in an update without animation still
    /// runs the transition.
    public func animation(_ animation: Animation?) -> AnimatedTransition<Self> {
        AnimatedTransition(base: self, animation: animation)
    }
}

/// What the runtime needs from a transition value beyond its type: properties and an animation
/// that depend on the instance (type-erased and composed transitions).
@MainActor
protocol DynamicTransition {
    /// The properties of this value (a type-erased transition knows them only per instance).
    var instanceProperties: TransitionProperties { get }
    /// The animation the transition brings itself (``Transition/animation(_:)``), if any.
    var ownAnimation: Animation? { get }
}

extension Transition {
    /// The properties of this value: per instance for type-erased and composed transitions.
    var resolvedProperties: TransitionProperties {
        (self as? any DynamicTransition)?.instanceProperties ?? Self.properties
    }

    /// The animation this transition brings itself, if any.
    var resolvedAnimation: Animation? {
        (self as? any DynamicTransition)?.ownAnimation
    }

    /// `content` in `phase`, type-erased, for the runtime.
    func erasedApply(
        content: any View, phase: TransitionPhase, scope: ObjectIdentifier, version: Int
    ) -> any View {
        body(content: PlaceholderContentView(content: content, scope: scope, version: version), phase: phase)
    }
}
