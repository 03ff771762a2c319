import Kinema

/// `swift run PetPoll`: the poll app of WWDC23's "Explore SwiftUI animation", in a terminal.
@main
struct PetPollApp {
    @MainActor
    static func main() {
        do {
            try TerminalApp.run { PetPoll() }
        } catch {
            TerminalApp.exit(reporting: error)
        }
    }
}
