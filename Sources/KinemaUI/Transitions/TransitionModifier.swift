/// Attaches a transition to a view (`.transition(_:)`); the runtime's ``TransitionNode`` runs it.
public struct _TransitionModifier: ViewModifier, PrimitiveModifier {
    let transition: AnyTransition

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ModifierNode {
        TransitionNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension View {
    /// How the view is inserted and removed when an animated update inserts or removes it (an `if`,
    /// a `switch`, a `ForEach` element, a change of `.id`).
    ///
    /// The removed view stays on screen while its removal animates — drawn, but not hit-testable
    /// and not focusable, its state kept — and is released when the animation completes; then
    /// its `onDisappear` runs, then the `.removed` completion of the transaction that removed it.
    /// Inserting it again before that brings it back, animating from where it is shown. Without
    /// an animation (in the update or on the transition) the view is inserted and removed at once.
    /// A view without `.transition` uses `.opacity`, as in SwiftUI.
    public func transition(_ transition: AnyTransition) -> ModifiedContent<Self, _TransitionModifier> {
        modifier(_TransitionModifier(transition: transition))
    }

    /// How the view is inserted and removed (see ``transition(_:)-(AnyTransition)``).
    public func transition<T: Transition>(_ transition: T) -> ModifiedContent<Self, _TransitionModifier> {
        modifier(_TransitionModifier(transition: AnyTransition(transition)))
    }
}
