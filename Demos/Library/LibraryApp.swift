import Kinema

/// `swift run Library`: 100,000 books in sections A–Z. Scroll with the wheel, arrows, Page Up/Down,
/// Space, Home/End or a drag; a capital letter or a click on the index jumps to its section; a
/// click (or Tab and Enter) on a book pushes its screen; Esc, Backspace, ‹ or a drag from the left
/// edge goes back; `f` opens the filters sheet; ♡ Save on a book's screen keeps it in the Saved
/// tab (← and → switch tabs, or click the bar); q quits.
@main
struct LibraryApp {
    @MainActor
    static func main() {
        do {
            try TerminalApp.run { LibraryTabs(catalog: Catalog()) }
        } catch {
            TerminalApp.exit(reporting: error)
        }
    }
}
