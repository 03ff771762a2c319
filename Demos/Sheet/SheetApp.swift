import Kinema

/// `swift run Sheet`: drag the panel up and down; it follows the pointer, springs to the nearest
/// detent with the release velocity, can be grabbed mid-flight, and resists past the ends.
/// ↑/↓ move between detents; q quits.
@main
struct SheetApp {
    @MainActor
    static func main() {
        let model = SheetModel()
        do {
            try TerminalApp.run { SheetView(model: model) }
        } catch {
            TerminalApp.exit(reporting: error)
        }
    }
}
