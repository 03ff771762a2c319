import KinemaAnimation
import KinemaRender

/// A switch drawn in four cells: a two-cell knob on a coloured track, left when off, right when
/// on. The knob moves in half cells (`▌` `▐` draw the halves), so an animated flip shows three
/// positions between the ends, and the track's colour blends from off to on as it goes.
struct SwitchTrack: View, @MainActor Animatable {
    /// 0 off … 1 on; what animates.
    var position: Double
    let onColor: Color
    let offColor: Color
    let knobColor: Color

    /// The track's width in cells.
    static let width = 4

    var animatableData: Double {
        get { position }
        set { position = newValue }
    }

    /// The knob's left edge in half cells, 0 … 4 (NaN and out-of-range positions clamp).
    var knobHalfCell: Int {
        let halves = Double(Self.width - 2) * 2
        guard position.isFinite else { return 0 }
        return Int((min(max(position, 0), 1) * halves).rounded())
    }

    /// The track's text: `█` for a cell the knob covers, `▌` / `▐` for a half.
    var glyphs: String {
        let knob = knobHalfCell..<(knobHalfCell + 4)
        return String(
            (0..<Self.width).map { cell -> Character in
                switch (knob.contains(2 * cell), knob.contains(2 * cell + 1)) {
                case (true, true): "█"
                case (true, false): "▌"
                case (false, true): "▐"
                case (false, false): " "
                }
            })
    }

    var body: some View {
        let fraction = position.isFinite ? min(max(position, 0), 1) : 0
        return Text(glyphs)
            .foregroundColor(knobColor)
            .background(offColor.mixed(with: onColor, by: fraction))
    }
}
