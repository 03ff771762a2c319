/// One terminal cell: a grapheme cluster and its style.
///
/// A wide character (CJK, most emoji) occupies two cells: the *lead* cell holds the character and
/// the cell to its right is a *continuation* that holds nothing of its own.
///
/// Invariants:
/// - ``character`` has passed through ``TextSanitizer`` and is never a control character;
/// - ``style``'s colours are opaque: a cell stores colours without their opacity (the rasteriser
///   composites translucent colours before they reach a cell), which keeps a cell 16 bytes;
/// - ``width`` is ``DisplayWidth/of(_:)-(Character)`` of ``character`` (1 or 2), or 0 for a
///   continuation cell;
/// - a continuation cell's character is a space.
public struct Cell: Hashable, Sendable {
    /// The grapheme cluster shown in this cell (a space for a continuation cell).
    public var character: Character { glyph.character }
    /// The cluster, stored without reference counting.
    private(set) var glyph: Glyph
    /// The foreground's packed colour (see ``Color``); opacity is not stored.
    private var foreground: UInt32
    /// The background's packed colour.
    private var background: UInt32
    private var attributes: TextAttributes
    /// Columns the character occupies: 1, 2 for a wide lead cell, 0 for a continuation cell.
    public private(set) var width: UInt8

    /// The colours (always opaque: setting a translucent colour stores it opaque) and attributes of
    /// the cell.
    public var style: Style {
        get {
            Style(
                foreground: Color(packed: foreground, transparency: 0),
                background: Color(packed: background, transparency: 0), attributes: attributes)
        }
        set {
            foreground = newValue.foreground.packed
            background = newValue.background.packed
            attributes = newValue.attributes
        }
    }

    /// Creates a cell showing `character` (sanitised; a zero-width cluster becomes a space).
    public init(_ character: Character, style: Style = .plain) {
        let safe = TextSanitizer.sanitize(character)
        let width = DisplayWidth.of(safe)
        self.init(glyph: width == 0 ? .space : Glyph(safe), width: width == 0 ? 1 : UInt8(width), style: style)
    }

    init(unchecked character: Character, width: UInt8, style: Style) {
        self.init(glyph: Glyph(character), width: width, style: style)
    }

    init(glyph: Glyph, width: UInt8, style: Style) {
        // The encoder compares rows of cells as raw bytes, which is sound only for trivial types.
        assert(_isPOD(Cell.self), "Cell must hold only trivial values")
        self.glyph = glyph
        self.foreground = style.foreground.packed
        self.background = style.background.packed
        self.attributes = style.attributes
        self.width = width
    }

    /// A space in the plain style: what a fresh ``CellBuffer`` holds.
    public static let blank = Cell(glyph: .space, width: 1, style: .plain)

    /// A space in `style`.
    public static func blank(_ style: Style) -> Cell {
        Cell(glyph: .space, width: 1, style: style)
    }

    /// The right half of a wide character drawn in `style`.
    static func continuation(_ style: Style) -> Cell {
        Cell(glyph: .space, width: 0, style: style)
    }

    /// Whether this is the right half of a wide character.
    public var isContinuation: Bool { width == 0 }

    /// Whether this is the left half of a wide character.
    public var isWide: Bool { width == 2 }

    /// Whether this cell is a space whose only visible property is its background, so a terminal
    /// erase (ECH/EL, with background colour erase) can produce it.
    var isErasable: Bool {
        width == 1 && attributes.isEmpty && glyph == .space
    }
}

extension Cell: CustomStringConvertible {
    /// The character and, when not plain, the style.
    public var description: String {
        let glyph = isContinuation ? "(continuation)" : "\"\(character)\""
        return style == .plain ? glyph : "\(glyph) \(style)"
    }
}
