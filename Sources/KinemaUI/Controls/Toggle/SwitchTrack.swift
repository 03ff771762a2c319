import KinemaAnimation
import KinemaRender

/// A switch drawn in four cells: a round knob `●` on a coloured track, in the first cell when off
/// and the last when on (`●   ` / `   ●`), the way a phone's switch is a pill with a dot. The knob
/// moves a cell at a time, so an animated flip shows two positions between the ends, and the
/// track's colour blends from off to on as it goes.
///
/// The knob is one glyph, not a block: a two-cell block knob (`██  `) on a light track read as one
/// solid bar in 256-colour terminals (a white knob on grey 246 or green 77), on and off alike; a
/// dot on a coloured pill reads as a switch in any palette, and its place tells the state even
/// without colour.
struct SwitchTrack: View, @MainActor Animatable {
    /// 0 off … 1 on; what animates.
    var position: Double
    let onColor: Color
    let offColor: Color
    let knobColor: Color

    /// The track's width in cells.
    static let width = 4
    /// The knob's glyph.
    static let knob: Character = "●"

    var animatableData: Double {
        get { position }
        set { position = newValue }
    }

    /// The cell the knob is in, 0 … 3 (NaN and out-of-range positions clamp).
    var knobCell: Int {
        guard position.isFinite else { return 0 }
        return Int((min(max(position, 0), 1) * Double(Self.width - 1)).rounded())
    }

    /// The track's text: spaces, the knob in its cell.
    var glyphs: String {
        let knob = knobCell
        return String((0..<Self.width).map { $0 == knob ? Self.knob : " " })
    }

    var body: some View {
        let fraction = position.isFinite ? min(max(position, 0), 1) : 0
        return Text(glyphs)
            .bold()
            .foregroundColor(knobColor)
            .background(offColor.mixed(with: onColor, by: fraction))
    }
}
