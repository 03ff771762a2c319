import Kinema

/// `swift run Scrubber`: a card animation driven by a property animator; drag the timeline (or
/// ←/→) to scrub, release to continue with a spring, `r` reverses, space pauses and resumes, `s`
/// switches between linear scrubbing and scrubbing along the curve; q quits.
@main
struct ScrubberApp {
    @MainActor
    static func main() {
        let model = ScrubberModel()
        do {
            try TerminalApp.run { ScrubberView(model: model) }
        } catch {
            TerminalApp.exit(reporting: error)
        }
    }
}
