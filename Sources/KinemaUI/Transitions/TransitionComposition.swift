import KinemaAnimation

/// Two transitions applied together: `first` inside, `second` outside
/// (``Transition/combined(with:)``).
public struct CombinedTransition<First: Transition, Second: Transition>: Transition, DynamicTransition {
    /// The inner transition.
    public var first: First
    /// The outer transition.
    public var second: Second

    /// Applies `first`, then `second`.
    public init(first: First, second: Second) {
        self.first = first
        self.second = second
    }

    /// The content with both transitions applied.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        second.apply(content: first.apply(content: content, phase: phase), phase: phase)
    }

    var instanceProperties: TransitionProperties {
        TransitionProperties(
            hasMotion: first.resolvedProperties.hasMotion || second.resolvedProperties.hasMotion)
    }

    var ownAnimation: Animation? { second.resolvedAnimation ?? first.resolvedAnimation }
}

/// One transition for insertion and another for removal.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition, DynamicTransition
{
    /// The transition used when the view is inserted.
    public var insertion: Insertion
    /// The transition used when the view is removed.
    public var removal: Removal

    /// Uses `insertion` when the view is inserted and `removal` when it is removed.
    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    /// The content with the insertion transition (identity after insertion) and the removal
    /// transition (identity before removal) applied.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        removal.apply(
            content: insertion.apply(content: content, phase: phase == .didDisappear ? .identity : phase),
            phase: phase == .didDisappear ? phase : .identity)
    }

    var instanceProperties: TransitionProperties {
        TransitionProperties(
            hasMotion: insertion.resolvedProperties.hasMotion || removal.resolvedProperties.hasMotion)
    }

    var ownAnimation: Animation? { removal.resolvedAnimation ?? insertion.resolvedAnimation }
}

/// A transition whose modifiers animate with their own animation (``Transition/animation(_:)``).
public struct AnimatedTransition<Base: Transition>: Transition, DynamicTransition {
    /// The transition.
    public var base: Base
    /// The animation its modifiers use; `nil` applies them at once.
    public var animation: Animation?

    /// `base`, animated with `animation`.
    public init(base: Base, animation: Animation?) {
        self.base = base
        self.animation = animation
    }

    /// The content with `base` applied, its modifiers seeing a transaction with `animation`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.transaction({ [animation] transaction in
            transaction.animation = animation
        }) { placeholder in
            base.apply(content: placeholder, phase: phase)
        }
    }

    var instanceProperties: TransitionProperties { base.resolvedProperties }

    var ownAnimation: Animation? { animation ?? base.resolvedAnimation }
}

/// Applies `active` outside ``TransitionPhase/identity`` and `identity` when shown
/// (``AnyTransition/modifier(active:identity:)``).
struct ModifierTransition<Modifier: ViewModifier>: Transition {
    let active: Modifier
    let identity: Modifier

    func body(content: Content, phase: TransitionPhase) -> some View {
        content.modifier(phase.isIdentity ? identity : active)
    }
}

extension Transition {
    /// Uses `insertion` when the view is inserted and `removal` when it is removed.
    public static func asymmetric<I: Transition, R: Transition>(insertion: I, removal: R) -> Self
    where Self == AsymmetricTransition<I, R> {
        AsymmetricTransition(insertion: insertion, removal: removal)
    }
}
