extension Color {
    /// ANSI colour 0 (black; the terminal's theme decides the exact shade).
    public static let ansiBlack = Color.indexed(0)
    /// ANSI colour 1 (red).
    public static let ansiRed = Color.indexed(1)
    /// ANSI colour 2 (green).
    public static let ansiGreen = Color.indexed(2)
    /// ANSI colour 3 (yellow).
    public static let ansiYellow = Color.indexed(3)
    /// ANSI colour 4 (blue).
    public static let ansiBlue = Color.indexed(4)
    /// ANSI colour 5 (magenta).
    public static let ansiMagenta = Color.indexed(5)
    /// ANSI colour 6 (cyan).
    public static let ansiCyan = Color.indexed(6)
    /// ANSI colour 7 (white, usually light grey).
    public static let ansiWhite = Color.indexed(7)
    /// ANSI colour 8 (bright black, usually dark grey).
    public static let ansiBrightBlack = Color.indexed(8)
    /// ANSI colour 9 (bright red).
    public static let ansiBrightRed = Color.indexed(9)
    /// ANSI colour 10 (bright green).
    public static let ansiBrightGreen = Color.indexed(10)
    /// ANSI colour 11 (bright yellow).
    public static let ansiBrightYellow = Color.indexed(11)
    /// ANSI colour 12 (bright blue).
    public static let ansiBrightBlue = Color.indexed(12)
    /// ANSI colour 13 (bright magenta).
    public static let ansiBrightMagenta = Color.indexed(13)
    /// ANSI colour 14 (bright cyan).
    public static let ansiBrightCyan = Color.indexed(14)
    /// ANSI colour 15 (bright white).
    public static let ansiBrightWhite = Color.indexed(15)
}
