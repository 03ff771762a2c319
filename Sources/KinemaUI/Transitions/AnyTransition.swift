import Foundation
import KinemaAnimation
import KinemaGeometry

/// A type-erased ``Transition``, with SwiftUI's classic spellings (`.opacity`, `.slide`,
/// `.move(edge:)`, `.asymmetric(insertion:removal:)`, `.modifier(active:identity:)` …).
///
/// ```swift
/// Text("Saved").transition(.move(edge: .top).combined(with: .opacity))
/// ```
@MainActor
@preconcurrency
public struct AnyTransition {
    let base: ErasedTransition

    /// Erases `transition`.
    public init<T: Transition>(_ transition: T) {
        base = (transition as? ErasedTransition) ?? ErasedTransition(transition)
    }

    /// No transition.
    public static var identity: AnyTransition { AnyTransition(IdentityTransition()) }
    /// A fade.
    public static var opacity: AnyTransition { AnyTransition(OpacityTransition()) }
    /// Scales from and to nothing (10⁻⁵).
    public static var scale: AnyTransition { AnyTransition(ScaleTransition(1e-5)) }
    /// Slides in from the leading edge and out to the trailing edge.
    public static var slide: AnyTransition { AnyTransition(SlideTransition()) }

    /// Scales from and to `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(ScaleTransition(scale, anchor: anchor))
    }

    /// Moves from and to `offset`.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(OffsetTransition(offset)) }

    /// Moves from and to (`x`, `y`).
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition {
        AnyTransition(OffsetTransition(CGSize(width: x, height: y)))
    }

    /// Moves in from and out to `edge`, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(MoveTransition(edge: edge)) }

    /// Pushes in from `edge` and out to the opposite edge, fading.
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(PushTransition(edge: edge)) }

    /// Uses `insertion` when the view is inserted and `removal` when it is removed.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(AsymmetricTransition(insertion: insertion.base, removal: removal.base))
    }

    /// Applies the `active` modifier outside the identity phase and `identity` when shown.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(ModifierTransition(active: active, identity: identity))
    }

    /// This transition and `other` together (`other` outside).
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(CombinedTransition(first: base, second: other.base))
    }

    /// This transition with its own animation.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(AnimatedTransition(base: base, animation: animation))
    }

    /// Whether the transition moves the view (reduced motion replaces such transitions with a fade).
    var properties: TransitionProperties { base.instanceProperties }
}

/// The transition inside an ``AnyTransition``: applies any transition value, keeping its
/// per-instance properties and animation.
struct ErasedTransition: Transition, DynamicTransition {
    private let apply: @MainActor (any View, ObjectIdentifier?, Int?, TransitionPhase) -> any View
    let instanceProperties: TransitionProperties
    let ownAnimation: Animation?

    init<T: Transition>(_ transition: T) {
        apply = { content, scope, version, phase in
            transition.body(
                content: PlaceholderContentView<T>(content: content, scope: scope, version: version),
                phase: phase)
        }
        instanceProperties = transition.resolvedProperties
        ownAnimation = transition.resolvedAnimation
    }

    func body(content: Content, phase: TransitionPhase) -> AnyView {
        AnyView(apply(content.content, content.scope, content.version, phase))
    }
}
