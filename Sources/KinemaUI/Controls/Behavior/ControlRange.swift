/// A control's range of values and its step, made safe to compute with: the arithmetic of a
/// slider, a progress bar and a stepper, with bad input (NaN or infinite bounds, a step that is 0,
/// negative or NaN) given a defined meaning instead of a crash or a NaN on screen.
struct ControlRange: Equatable {
    let lower: Double
    let upper: Double
    /// The step between values; `nil` for continuous values (no step, or a step that is not a
    /// positive finite number).
    let step: Double?

    init(_ bounds: ClosedRange<Double>, step: Double? = nil) {
        lower = bounds.lowerBound
        upper = bounds.upperBound
        self.step = step.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
    }

    /// Whether positions map to values: both bounds are finite. A range with an infinite bound has
    /// no position for its values, so its control shows nothing filled and ignores input.
    var isUsable: Bool { lower.isFinite && upper.isFinite }

    /// How far `value` lies from `lower` to `upper`, 0…1; 0 for a NaN value, an empty range or an
    /// unusable one. Computed in halves so a range spanning more than `Double.greatestFiniteMagnitude`
    /// does not overflow.
    func fraction(of value: Double) -> Double {
        guard isUsable, !value.isNaN else { return 0 }
        let span = upper / 2 - lower / 2
        guard span > 0 else { return 0 }
        let fraction = (value / 2 - lower / 2) / span
        return fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    }

    /// The value at `fraction` (clamped to 0…1) of the way from `lower` to `upper`, on a step.
    func value(at fraction: Double) -> Double {
        let fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        return snapped(lower * (1 - fraction) + upper * fraction)
    }

    /// `value` clamped into the range and moved to the nearest step from `lower`; a step beyond
    /// `upper` moves back one, so every result lies in the range (with steps, `upper` itself is
    /// reached only when the span is a multiple of the step). NaN becomes `lower`.
    func snapped(_ value: Double) -> Double {
        guard isUsable else { return value }
        guard !value.isNaN else { return lower }
        let clamped = min(max(value, lower), upper)
        guard let step else { return clamped }
        let steps = ((clamped - lower) / step).rounded()
        var result = lower + steps * step
        if result > upper { result = lower + (steps - 1) * step }
        return result.isFinite ? min(max(result, lower), upper) : clamped
    }

    /// The value one keyboard step from `value` (`direction` +1 or −1): the step, or a twentieth of
    /// the range for continuous values.
    func value(steppingFrom value: Double, direction: Double) -> Double {
        guard isUsable else { return value }
        let start = value.isNaN ? lower : min(max(value, lower), upper)
        let amount = step ?? (upper / 20 - lower / 20)
        return snapped(start + direction * amount)
    }
}
