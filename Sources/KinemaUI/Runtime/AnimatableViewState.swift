import KinemaAnimation

/// The animator of a custom view that conforms to `Animatable`: the model value comes from the
/// parent; the body is evaluated with the presentation value, frame after frame, while it animates.
@MainActor
protocol AnimatableViewState: AnyObject {
    /// The latest view value from the parent.
    var model: any View { get set }
    var isAnimating: Bool { get }
    /// Commits `model` under `transaction` (starting, merging or combining an animation).
    func setModel(transaction: Transaction, at time: Double)
    /// The view with interpolated `animatableData`.
    func presentation(at time: Double) -> any View
    /// Drops a running animation (the view is being removed), releasing its completion handlers.
    func removeAnimation()
    /// The earliest frame time after `time` at which the presented data may change (see
    /// ``AnimatableSlot/nextChange(after:)``).
    func nextChange(after time: Double) -> Double
}

/// An ``AnimatableViewState`` for `view`, or `nil` when neither its type nor (for content with a
/// custom modifier) its modifier is `Animatable`.
@MainActor
func makeAnimatableViewState(_ view: any View) -> (any AnimatableViewState)? {
    if let modified = view as? any AnimatableModifiedContent { return modified.makeAnimatableModifierState() }
    guard let animatable = view as? any (View & Animatable) else { return nil }
    return makeTypedState(animatable)
}

@MainActor
private func makeTypedState<V: View & Animatable>(_ view: V) -> any AnimatableViewState {
    TypedAnimatableViewState(view)
}

@MainActor
private final class TypedAnimatableViewState<V: View & Animatable>: AnimatableViewState {
    private var slot = AnimatableSlot<V>()
    private var pending: V

    init(_ view: V) {
        pending = view
    }

    var model: any View {
        get { pending }
        set { pending = newValue as! V }
    }

    var isAnimating: Bool { slot.isAnimating }

    func setModel(transaction: Transaction, at time: Double) {
        _ = slot.set(pending, transaction: transaction, at: time)
    }

    func removeAnimation() {
        slot.removeAnimation()
    }

    func nextChange(after time: Double) -> Double {
        slot.nextChange(after: time)
    }

    func presentation(at time: Double) -> any View {
        _ = slot.advance(to: time)
        var presented = slot.presented ?? pending
        // Only the animatable data is interpolated; every other property follows the model.
        let data = presented.animatableData
        presented = pending
        presented.animatableData = data
        return presented
    }
}
