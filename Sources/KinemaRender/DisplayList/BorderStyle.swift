/// The eight glyphs that draw a rectangle's outline.
///
/// ```swift
/// DisplayItem(id: 1, kind: .border(.rounded, Style(foreground: .cyan)), frame: frame)
/// ```
public struct BorderStyle: Hashable, Sendable {
    /// Top-left corner.
    public var topLeft: Character
    /// Top edge.
    public var top: Character
    /// Top-right corner.
    public var topRight: Character
    /// Left edge.
    public var left: Character
    /// Right edge.
    public var right: Character
    /// Bottom-left corner.
    public var bottomLeft: Character
    /// Bottom edge.
    public var bottom: Character
    /// Bottom-right corner.
    public var bottomRight: Character

    /// A border from custom glyphs (each is sanitised when drawn; wide glyphs become spaces).
    public init(
        topLeft: Character, top: Character, topRight: Character, left: Character,
        right: Character, bottomLeft: Character, bottom: Character, bottomRight: Character
    ) {
        self.topLeft = topLeft
        self.top = top
        self.topRight = topRight
        self.left = left
        self.right = right
        self.bottomLeft = bottomLeft
        self.bottom = bottom
        self.bottomRight = bottomRight
    }

    /// A border from one string listing the glyphs clockwise from the top-left corner:
    /// top-left, top, top-right, right, bottom-right, bottom, bottom-left, left.
    init(clockwise glyphs: String) {
        let g = Array(glyphs)
        precondition(g.count == 8, "border glyphs \"\(glyphs)\" are not eight characters")
        self.init(
            topLeft: g[0], top: g[1], topRight: g[2], left: g[7], right: g[3],
            bottomLeft: g[6], bottom: g[5], bottomRight: g[4])
    }

    /// `┌─┐│┘─└│`: thin lines, square corners.
    public static let single = BorderStyle(clockwise: "┌─┐│┘─└│")
    /// `╭─╮│╯─╰│`: thin lines, rounded corners.
    public static let rounded = BorderStyle(clockwise: "╭─╮│╯─╰│")
    /// `╔═╗║╝═╚║`: double lines.
    public static let double = BorderStyle(clockwise: "╔═╗║╝═╚║")
    /// `┏━┓┃┛━┗┃`: heavy lines.
    public static let heavy = BorderStyle(clockwise: "┏━┓┃┛━┗┃")
    /// `┌╌┐╎┘╌└╎`: thin dashed lines.
    public static let dashed = BorderStyle(clockwise: "┌╌┐╎┘╌└╎")
    /// `+-+|+-+|`: plain ASCII, for terminals without box drawing.
    public static let ascii = BorderStyle(clockwise: "+-+|+-+|")
}
