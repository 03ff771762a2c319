import KinemaRender

/// SwiftUI's colours where a ``ShapeStyle`` is expected, so `.fill(.red)` and
/// `.foregroundStyle(.blue)` read as in SwiftUI; the ANSI palette colours too (`.ansiRed`).
extension ShapeStyle where Self == Color {
    /// `Color.red` as a shape style.
    public static var red: Color { Color.red }
    /// `Color.orange` as a shape style.
    public static var orange: Color { Color.orange }
    /// `Color.yellow` as a shape style.
    public static var yellow: Color { Color.yellow }
    /// `Color.green` as a shape style.
    public static var green: Color { Color.green }
    /// `Color.mint` as a shape style.
    public static var mint: Color { Color.mint }
    /// `Color.teal` as a shape style.
    public static var teal: Color { Color.teal }
    /// `Color.cyan` as a shape style.
    public static var cyan: Color { Color.cyan }
    /// `Color.blue` as a shape style.
    public static var blue: Color { Color.blue }
    /// `Color.indigo` as a shape style.
    public static var indigo: Color { Color.indigo }
    /// `Color.purple` as a shape style.
    public static var purple: Color { Color.purple }
    /// `Color.pink` as a shape style.
    public static var pink: Color { Color.pink }
    /// `Color.brown` as a shape style.
    public static var brown: Color { Color.brown }
    /// `Color.white` as a shape style.
    public static var white: Color { Color.white }
    /// `Color.gray` as a shape style.
    public static var gray: Color { Color.gray }
    /// `Color.black` as a shape style.
    public static var black: Color { Color.black }
    /// `Color.clear` as a shape style.
    public static var clear: Color { Color.clear }
    /// The terminal's default colour as a shape style.
    public static var `default`: Color { Color.default }
    /// `Color.ansiBlack` as a shape style.
    public static var ansiBlack: Color { Color.ansiBlack }
    /// `Color.ansiRed` as a shape style.
    public static var ansiRed: Color { Color.ansiRed }
    /// `Color.ansiGreen` as a shape style.
    public static var ansiGreen: Color { Color.ansiGreen }
    /// `Color.ansiYellow` as a shape style.
    public static var ansiYellow: Color { Color.ansiYellow }
    /// `Color.ansiBlue` as a shape style.
    public static var ansiBlue: Color { Color.ansiBlue }
    /// `Color.ansiMagenta` as a shape style.
    public static var ansiMagenta: Color { Color.ansiMagenta }
    /// `Color.ansiCyan` as a shape style.
    public static var ansiCyan: Color { Color.ansiCyan }
    /// `Color.ansiWhite` as a shape style.
    public static var ansiWhite: Color { Color.ansiWhite }
    /// `Color.ansiBrightBlack` as a shape style.
    public static var ansiBrightBlack: Color { Color.ansiBrightBlack }
    /// `Color.ansiBrightRed` as a shape style.
    public static var ansiBrightRed: Color { Color.ansiBrightRed }
    /// `Color.ansiBrightGreen` as a shape style.
    public static var ansiBrightGreen: Color { Color.ansiBrightGreen }
    /// `Color.ansiBrightYellow` as a shape style.
    public static var ansiBrightYellow: Color { Color.ansiBrightYellow }
    /// `Color.ansiBrightBlue` as a shape style.
    public static var ansiBrightBlue: Color { Color.ansiBrightBlue }
    /// `Color.ansiBrightMagenta` as a shape style.
    public static var ansiBrightMagenta: Color { Color.ansiBrightMagenta }
    /// `Color.ansiBrightCyan` as a shape style.
    public static var ansiBrightCyan: Color { Color.ansiBrightCyan }
    /// `Color.ansiBrightWhite` as a shape style.
    public static var ansiBrightWhite: Color { Color.ansiBrightWhite }
}
