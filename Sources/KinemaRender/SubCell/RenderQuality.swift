/// Which glyphs the rasteriser draws shapes with, and so how finely a cell is divided: the
/// *sub-cell grid*.
///
/// | quality | grid per cell | glyphs | needs |
/// |---|---|---|---|
/// | ``braille`` | 2 × 4 dots | `⠁⠂⠄⡀⠈⠐⠠⢀` and their 256 combinations (U+2800–U+28FF) | Unicode 3.0 braille: in nearly every terminal font, and drawn by the terminal itself in kitty, WezTerm, foot, Alacritty and Ghostty |
/// | ``sextant`` | 2 × 3 | `🬀🬁🬂…🬻` (U+1FB00–U+1FB3B) with `▌▐█` | Unicode 13 "Symbols for Legacy Computing" (2020): drawn by kitty, WezTerm, foot, Ghostty, Windows Terminal and recent VTE; missing from many fonts (macOS Terminal with Menlo, older xterm fonts), where it shows as boxes |
/// | ``quadrant`` | 2 × 2 | `▘▝▀▖▌▞▛▗▚▐▜▄▙▟█` | Unicode 1.0/3.2 block elements: everywhere |
/// | ``halfBlock`` | 1 × 2 | `▀▄█` | everywhere |
/// | ``cell`` | 1 × 1 | spaces with a background colour | everything, even without Unicode |
///
/// The default is ``braille``: it has the finest grid (eight dots per cell), and braille is
/// the one sub-cell block that terminal fonts and terminal-drawn glyphs support almost
/// universally (terminal graphs such as btop rely on it). Sextants look more solid but are not
/// yet safe to assume; choose ``sextant`` or ``quadrant`` explicitly, or with
/// `KINEMA_RENDER_QUALITY` (see ``detect(environment:fallback:)``).
///
/// Block glyphs (sextant, quadrant, half block) split a cell into ink and paper that tile it, so
/// a cell shows two colours exactly where they are. Braille dots are marks on the paper: a
/// braille cell shows the shape's edge as dots, and a cell the shape covers completely is a solid
/// background.
public enum RenderQuality: String, Hashable, Sendable, CaseIterable {
    /// 2 × 4 braille dots per cell.
    case braille
    /// 2 × 3 sextants per cell (Unicode 13).
    case sextant
    /// 2 × 2 quadrant blocks per cell.
    case quadrant
    /// Upper and lower half blocks: 1 × 2 per cell.
    case halfBlock
    /// Whole cells: shapes colour cell backgrounds only.
    case cell

    /// The quality used when nothing else is chosen: ``braille``.
    public static let `default` = RenderQuality.braille

    /// The environment variable that overrides the quality: `KINEMA_RENDER_QUALITY`.
    public static let environmentName = "KINEMA_RENDER_QUALITY"

    /// The quality `KINEMA_RENDER_QUALITY` names (`braille`, `sextant`, `quadrant`, `halfBlock`
    /// or `half-block`, `cell`; case-insensitive), or `fallback` when it is unset or names none
    /// of them.
    ///
    /// ```swift
    /// RenderQuality.detect(environment: ["KINEMA_RENDER_QUALITY": "sextant"])   // .sextant
    /// ```
    public static func detect(environment: [String: String], fallback: RenderQuality = .default) -> RenderQuality {
        guard let value = environment[environmentName] else { return fallback }
        let name = value.lowercased().filter { $0 != "-" && $0 != "_" }
        return allCases.first { $0.rawValue.lowercased() == name } ?? fallback
    }

    /// Sub-cell columns per cell.
    public var columns: Int {
        switch self {
        case .braille, .sextant, .quadrant: return 2
        case .halfBlock, .cell: return 1
        }
    }

    /// Sub-cell rows per cell.
    public var rows: Int {
        switch self {
        case .braille: return 4
        case .sextant: return 3
        case .quadrant, .halfBlock: return 2
        case .cell: return 1
        }
    }

    /// Whether the glyphs tile the cell (block elements) rather than mark it (braille dots).
    var tilesCell: Bool { self != .braille }
}
