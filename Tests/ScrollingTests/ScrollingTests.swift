import Foundation
import Kinema
import Testing

@testable import Scrolling

@MainActor
@Suite("Scrolling demo")
struct ScrollingTests {
    private func makeHost() -> HeadlessHost {
        let host = HeadlessHost(width: 60, height: 17) { ScrollingDemo() }
        host.frameInterval = 0.1
        return host
    }

    @Test("the cards page fades and narrows the cards at the edges as it scrolls")
    func cards() throws {
        let host = makeHost()
        host.press("4")
        host.advance(by: 1)
        try expectGolden(host, "cards-top")
        // The card cut by the bottom edge is drawn narrowed and faded; a line down, the top card
        // is too, and the every-fifth card below has not slid in.
        host.press(.downArrow)
        host.advance(by: 2)
        try expectGolden(host, "cards-scrolled")
        let faded = host.displayList.items.filter { $0.opacity < 1 }
        #expect(!faded.isEmpty)
    }

    @Test("the grid page: a click removes a cell, the cells after it slide back (wrapping) while it fades; u and + insert")
    func gridInsertRemove() throws {
        let host = makeHost()
        host.press("2")
        host.advance(by: 1)
        try expectGolden(host, "grid-top")
        let before = host.lines
        // "◆ 3" is the last cell of the first line of cells: "◆ 4" wraps back up into its place.
        let row = try #require(host.lines.firstIndex { $0.contains("◆ 3 ") })
        let column = try #require(host.lines[row].range(of: "◆ 3 ")).lowerBound
        let x = host.lines[row].distance(from: host.lines[row].startIndex, to: column)
        host.click(x: x + 2, y: row)
        host.advance(by: 0.1)
        let fading = host.displayList.items.filter {
            if case .text(let string, _) = $0.kind { return string == "◆ 3" }
            return false
        }
        #expect(fading.count == 1 && fading[0].opacity < 1 && fading[0].opacity > 0, "◆ 3 fades where it was")
        try expectGolden(host, "grid-removing")
        host.advance(by: 2)
        #expect(!host.host.isAnimating)
        try expectGolden(host, "grid-removed")
        #expect(!host.lines.joined().contains("◆ 3 "))
        host.press("u")
        host.advance(by: 2)
        #expect(host.lines == before, "u puts ◆ 3 back where it was")
        host.click(x: x + 2, y: row)
        host.advance(by: 2)
        host.press("+")
        host.advance(by: 2)
        try expectGolden(host, "grid-added")
        #expect(host.lines[row].contains("✚ 100000"))
    }
}
