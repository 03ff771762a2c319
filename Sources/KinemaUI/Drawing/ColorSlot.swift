import KinemaAnimation
import KinemaRender

/// An animatable colour attribute: animates in linear RGB (``ColorVector``) but presents exactly the
/// model colour (a named or indexed colour stays named) whenever no animation runs.
///
/// The terminal's `.default` colour has no RGB value, so changes to or from it apply at once.
struct ColorSlot {
    private var slot = AnimatableSlot<ColorVector>()
    private var model: Color?

    /// The colour to draw, `nil` before the first value.
    var presented: Color? {
        guard let model else { return nil }
        guard slot.isAnimating, let vector = slot.presented else { return model }
        let components = vector.sRGB
        return Color(
            red: components.red, green: components.green, blue: components.blue, opacity: components.opacity)
    }

    /// Sets the model colour; returns whether it animates.
    mutating func set(_ color: Color, transaction: Transaction, at time: Double) -> Bool {
        defer { model = color }
        guard let components = color.components, model?.components != nil else {
            // The old animator's completion handlers must hear that it went away.
            slot.removeAnimation()
            slot = AnimatableSlot()
            if let components = color.components {
                _ = slot.set(
                    ColorVector(
                        red: components.red, green: components.green, blue: components.blue,
                        opacity: color.opacity),
                    transaction: Transaction(), at: time)
            }
            return false
        }
        let vector = ColorVector(
            red: components.red, green: components.green, blue: components.blue, opacity: color.opacity)
        return slot.set(vector, transaction: transaction, at: time)
    }

    /// Moves the presentation to `time`; returns whether it still animates.
    mutating func advance(to time: Double) -> Bool {
        slot.advance(to: time)
    }

    /// The earliest frame time after `time` at which the colour may change (see
    /// ``AnimatableSlot/nextChange(after:)``).
    func nextChange(after time: Double) -> Double { slot.nextChange(after: time) }

    /// Drops a running colour animation (see ``AnimatableSlot/removeAnimation()``).
    mutating func removeAnimation() {
        slot.removeAnimation()
    }
}
