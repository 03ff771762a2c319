import KinemaRender
import Testing

@testable import KinemaUI

@MainActor
@Suite("ContentUnavailableView")
struct ContentUnavailableViewTests {
    @Test("title, symbol and description: the icon above the bold title, the description below, centred")
    func titleAndDescription() {
        let host = HeadlessHost(width: 16, height: 7) {
            ContentUnavailableView("No Items", systemImage: "plus", description: Text("Add one."))
        }
        #expect(
            host.lines == [
                "                ",
                "       +        ",
                "    No Items    ",
                "                ",
                "    Add one.    ",
                "                ",
                "                ",
            ])
        #expect(host.buffer[4, 2].style.attributes.contains(.bold))
        #expect(!host.buffer[4, 4].style.attributes.contains(.bold))
        #expect(host.buffer[4, 4].style != host.buffer[4, 2].style)
    }

    @Test("a label, a description and actions; the action button works")
    func actions() {
        let taps = Box(0)
        let host = HeadlessHost(width: 14, height: 7) {
            ContentUnavailableView {
                Label("No Mail", systemImage: "plus")
            } description: {
                Text("All read.")
            } actions: {
                Button("Refresh") { taps.value += 1 }
            }
        }
        #expect(
            host.lines == [
                "      +       ",
                "   No Mail    ",
                "              ",
                "  All read.   ",
                "              ",
                "   Refresh    ",
                "              ",
            ])
        host.click(x: 5, y: 5)
        #expect(taps.value == 1)
    }

    @Test("a long description wraps, centred, inside a column of margin on each side")
    func wrapsDescription() {
        let host = HeadlessHost(width: 12, height: 6) {
            ContentUnavailableView("Empty", systemImage: "plus", description: Text("Nothing to show here"))
        }
        let lines = host.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(lines == ["+", "Empty", "Nothing to", "show here"])
        #expect(host.lines.allSatisfy { $0.first == " " && $0.last == " " })
    }

    @Test(".search and .search(text:) say there are no results, for the text searched")
    func search() {
        let plain = HeadlessHost(width: 44, height: 5) { ContentUnavailableView.search }
        let texts = plain.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(texts == ["🔍", "No Results", "Check the spelling or try a new search."])
        let query = HeadlessHost(width: 44, height: 5) { ContentUnavailableView.search(text: "kiwi") }
        #expect(query.lines.contains { $0.contains("No Results for \u{201C}kiwi\u{201D}") })
        let empty = HeadlessHost(width: 44, height: 5) { ContentUnavailableView.search(text: "") }
        #expect(empty.lines == plain.lines)
    }

    @Test("over an empty list, in an overlay, it takes the list's whole frame")
    func overlayOnList() {
        let host = HeadlessHost(width: 12, height: 5) {
            List([String](), id: \.self) { Text($0) }
                .overlay { ContentUnavailableView("None", systemImage: "plus") }
        }
        #expect(host.lines[1] == "     +      ")
        #expect(host.lines[2] == "    None    ")
    }
}
