import KinemaAnimation

/// A modifier node whose drawn effect is one animatable attribute: ``GeometryEffect``'s node,
/// ``View/visualEffect(_:)``'s and ``View/scrollTransition(_:axis:transition:)``'s.
///
/// It owns the effect's slot and advances, schedules and drops its animation for the runtime, so a
/// subclass only decides what to set (``setEffect(_:transaction:restarting:)``) and how to draw
/// `slot.presented`. The drawn bounds are invalidated whenever the presented effect may move.
class EffectSlotNode<Effect: Animatable>: ModifierNode {
    /// The effect: its model and the value presented at the last frame; empty before the first set.
    private(set) var slot = AnimatableSlot<Effect>()

    /// Sets the effect to `value` under `transaction`; returns whether it animates.
    ///
    /// With `restarting`, any running animation is dropped (its completions run as removed) and
    /// `value` shows at once, as for the first value: for an effect that cannot be interpolated
    /// from the one shown (a different chain of operations).
    final func setEffect(_ value: Effect, transaction: Transaction, restarting: Bool = false) -> Bool {
        if restarting {
            slot.removeAnimation()
            slot = AnimatableSlot()
        }
        invalidateDrawBounds()
        return slot.set(value, transaction: transaction, at: runtime.time)
    }

    override final func advanceOwnAnimations(to time: Double) -> Bool {
        guard slot.isAnimating else { return false }
        invalidateDrawBounds()
        return slot.advance(to: time)
    }

    override final func nextOwnAnimationChange(after time: Double) -> Double {
        slot.nextChange(after: time)
    }

    override final func removeOwnAnimations() {
        slot.removeAnimation()
    }
}
