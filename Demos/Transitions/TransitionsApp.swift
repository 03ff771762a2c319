import Kinema

/// `swift run Transitions`: a gallery of transitions, content transitions and animators.
@main
struct TransitionsApp {
    @MainActor
    static func main() {
        do {
            try TerminalApp.run { TransitionsGallery() }
        } catch {
            TerminalApp.exit(reporting: error)
        }
    }
}
