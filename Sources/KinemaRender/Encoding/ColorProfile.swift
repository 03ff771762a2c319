/// How many colours a terminal shows; the ``FrameEncoder`` downgrades every colour to this.
///
/// Detection reads only an environment dictionary (the caller passes the process environment), in
/// this order: `NO_COLOR` (non-empty) turns colour off; `FORCE_COLOR` / `CLICOLOR_FORCE` set a floor
/// (`FORCE_COLOR=0` turns colour off); `COLORTERM=truecolor|24bit`; then `TERM`, `TERM_PROGRAM` and
/// `TMUX`.
///
/// ```swift
/// let profile = ColorProfile.detect(environment: ["TERM": "xterm-256color"])   // .ansi256
/// ```
public enum ColorProfile: Int, Hashable, Sendable, Comparable, CaseIterable {
    /// No colours: only attributes (bold, inverse…) are sent.
    case noColor
    /// The 16 named colours.
    case ansi16
    /// The 256-colour palette.
    case ansi256
    /// 24-bit colour.
    case trueColor

    /// Orders profiles by how many colours they show.
    public static func < (lhs: ColorProfile, rhs: ColorProfile) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The profile the environment describes.
    public static func detect(environment: [String: String]) -> ColorProfile {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .noColor }
        let floor = forcedFloor(environment)
        if floor == .noColor { return .noColor }
        return max(floor ?? .noColor, fromTerminal(environment))
    }

    /// The minimum profile `FORCE_COLOR` or `CLICOLOR_FORCE` asks for, `.noColor` when forced off.
    private static func forcedFloor(_ environment: [String: String]) -> ColorProfile? {
        if let force = environment["FORCE_COLOR"] {
            switch force.lowercased() {
            case "0", "false", "no": return .noColor
            case "2": return .ansi256
            case "3": return .trueColor
            default: return .ansi16
            }
        }
        if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" { return .ansi16 }
        return nil
    }

    private static func fromTerminal(_ environment: [String: String]) -> ColorProfile {
        let colorTerm = environment["COLORTERM", default: ""].lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        let term = environment["TERM", default: ""].lowercased()
        let program = environment["TERM_PROGRAM", default: ""].lowercased()
        if term.isEmpty || term == "dumb" || term.hasPrefix("vt1") || term.hasPrefix("vt2") {
            return .noColor
        }
        let trueColorTerms = ["direct", "kitty", "alacritty", "foot", "ghostty", "wezterm", "contour"]
        let trueColorPrograms = ["iterm.app", "wezterm", "ghostty", "vscode", "hyper", "tabby"]
        // Inside tmux the outer terminal's program name may leak through, but tmux only passes
        // 24-bit colour when configured to, which COLORTERM (checked above) reports.
        if environment["TMUX"] == nil {
            if trueColorTerms.contains(where: { term.contains($0) }) { return .trueColor }
            if trueColorPrograms.contains(program) { return .trueColor }
        }
        if term.contains("256color") || program == "apple_terminal" { return .ansi256 }
        return .ansi16
    }
}
