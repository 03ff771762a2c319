import Kinema

/// `swift run ControlCenter`: tiles that expand into panels with `matchedGeometryEffect`.
@main
struct ControlCenterApp {
    @MainActor
    static func main() {
        do {
            try TerminalApp.run { ControlCenter() }
        } catch {
            TerminalApp.exit(reporting: error)
        }
    }
}
