import KinemaAnimation

/// A modifier that animates: SwiftUI's `AnimatableModifier`, a ``ViewModifier`` that is also
/// `Animatable`.
///
/// Any `ViewModifier` that conforms to `Animatable` animates the same way; this protocol only names
/// the pair. When the modifier's `animatableData` changes under an animation, its
/// ``ViewModifier/body(content:)`` runs again at every frame with interpolated data, as the body
/// of an `Animatable` view does:
///
/// ```swift
/// struct Progress: ViewModifier, Animatable {
///     var fraction: Double
///     var animatableData: Double {
///         get { fraction }
///         set { fraction = newValue }
///     }
///     func body(content: Content) -> some View {
///         content.overlay(alignment: .leading) { Text("\(Int(fraction * 100))%") }
///     }
/// }
/// ```
///
/// Only the animatable data is interpolated; every other property of the modifier follows the
/// newest value at once. The modified content is not re-created per frame: it keeps its state.
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// A modifier applied to content whose modifier is `Animatable` (type-erased access for
/// ``CompositeNode``, which animates the modifier's data as it animates an `Animatable` view's).
@MainActor
protocol AnimatableModifiedContent {
    /// The per-frame animator of this value's modifier.
    func makeAnimatableModifierState() -> any AnimatableViewState
}

extension ModifiedContent: AnimatableModifiedContent where Modifier: Animatable {
    func makeAnimatableModifierState() -> any AnimatableViewState {
        AnimatableModifierState(self)
    }
}

/// The ``AnimatableViewState`` of a custom modifier that is `Animatable`: the slot animates the
/// modifier; the presentation is the newest `ModifiedContent` with the modifier's data replaced.
@MainActor
private final class AnimatableModifierState<Content: View, Modifier: ViewModifier & Animatable>:
    AnimatableViewState
{
    private var slot = AnimatableSlot<Modifier>()
    private var pending: ModifiedContent<Content, Modifier>

    init(_ view: ModifiedContent<Content, Modifier>) {
        pending = view
    }

    var model: any View {
        get { pending }
        set { pending = newValue as! ModifiedContent<Content, Modifier> }
    }

    var isAnimating: Bool { slot.isAnimating }

    func setModel(transaction: Transaction, at time: Double) {
        _ = slot.set(pending.modifier, transaction: transaction, at: time)
    }

    func removeAnimation() {
        slot.removeAnimation()
    }

    func nextChange(after time: Double) -> Double {
        slot.nextChange(after: time)
    }

    func presentation(at time: Double) -> any View {
        _ = slot.advance(to: time)
        guard let presented = slot.presented else { return pending }
        // Only the animatable data is interpolated; the content and every other property follow
        // the model.
        var view = pending
        view.modifier.animatableData = presented.animatableData
        return view
    }
}
