import Foundation
import Kinema
import Testing

@testable import Library

@MainActor
@Suite("Library demo")
struct LibraryTests {
    private func makeHost(width: Int = 80, height: Int = 20) -> HeadlessHost {
        let host = HeadlessHost(width: width, height: height) { LibraryView(catalog: Catalog()).environment(Shelf()) }
        host.frameInterval = 0.1
        return host
    }

    @Test("the catalogue is deterministic, sorted into 26 sections and 100,000 books")
    func catalogue() {
        let catalog = Catalog()
        #expect(catalog.count == 100_000)
        #expect(catalog.sectionStarts.first == 0)
        #expect(catalog.sectionStarts.last == 100_000)
        #expect(catalog.book(12_345) == Catalog().book(12_345))
        let rows = CatalogRows(catalog: catalog)
        #expect(rows.count == 100_000 + 26)
        #expect(rows.row(0) == .header(letter: "A"))
        for index in stride(from: 1, to: 99_999, by: 997) {
            let first = catalog.book(index).title.first!
            #expect(String(first) == Catalog.letters[catalog.section(of: index)])
        }
        let filtered = CatalogRows(catalog: catalog, decade: 1980)
        #expect(filtered.count < rows.count)
        if case .book(let index) = filtered.row(1) { #expect(catalog.year(index) / 10 == 198) }
    }

    @Test("the list opens at A with its index; the wheel and keys scroll")
    func scrolling() throws {
        let host = makeHost()
        try expectGolden(host, "library-top")
        host.scroll(at: Point(x: 20, y: 8), dy: 5)
        host.advance(by: 3)
        #expect(!host.lines[2].contains(" A "))
        host.press(.end)
        host.advance(by: 3)
        try expectGolden(host, "library-end")
    }

    @Test("a capital letter jumps to its section; a click on the index does too")
    func jumps() throws {
        let host = makeHost()
        host.type("M")
        host.advance(by: 1)
        #expect(host.lines[2].hasPrefix(" M "))
        try expectGolden(host, "library-m")
        // The index shows every other letter down the right edge.
        let row = try #require(host.lines.firstIndex { $0.hasSuffix("S ") })
        host.click(x: 78, y: row)
        host.advance(by: 1)
        #expect(host.lines[2].hasPrefix(" S "))
    }

    @Test("a click on a book pushes its screen; a drag from the left edge pops it")
    func pushAndSwipeBack() throws {
        let host = makeHost()
        host.click(x: 10, y: 3)
        host.advance(by: 1.5)
        try expectGolden(host, "library-detail")
        host.drag(from: Point(x: 0.5, y: 10.5), to: Point(x: 60.5, y: 10.5), steps: 10, duration: 0.2)
        host.advance(by: 1.5)
        try expectGolden(host, "library-top")
    }

    @Test("a book row highlights while the pointer is over it, and the host asks for plain motion")
    func hoverHighlight() {
        let host = makeHost()
        #expect(host.host.wantsPointerMotion)
        let plain = host.buffer[10, 4].style.background
        host.hover(at: Point(x: 10.5, y: 4.5))
        host.advance(by: 0.1)
        let highlighted = host.buffer[10, 4].style.background
        #expect(highlighted != plain)
        #expect(host.buffer[60, 4].style.background == highlighted)
        host.hover(at: Point(x: 10.5, y: 5.5))
        host.advance(by: 0.1)
        #expect(host.buffer[10, 5].style.background == highlighted)
        #expect(host.buffer[10, 4].style.background == plain)
    }

    @Test("a click held for a few frames on a row pushes its screen, as a real terminal's click does")
    func slowClick() {
        let host = makeHost()
        host.frameInterval = 1.0 / 60
        host.press(at: Point(x: 10.5, y: 3.5))
        host.advance(by: 0.1)
        host.release(at: Point(x: 10.5, y: 3.5))
        host.advance(by: 1)
        #expect(host.lines[0].hasPrefix(" ‹ Library"))
        #expect(host.lines[3].hasPrefix("  Absent Archive"))
    }

    @Test("Enter held for a few frames on a focused row pushes its screen")
    func slowEnter() {
        let host = makeHost()
        host.frameInterval = 1.0 / 60
        host.click(x: 10, y: 3)
        host.advance(by: 1)
        host.press(.escape)
        host.advance(by: 1)
        #expect(!host.lines[0].contains("‹"))
        // The row clicked kept focus; Enter, held over frames, pushes it again.
        host.send(.key(KeyPress(key: .return, phase: .down)))
        host.advance(by: 0.1)
        host.send(.key(KeyPress(key: .return, phase: .up)))
        host.advance(by: 1)
        #expect(host.lines[0].hasPrefix(" ‹ Library"))
        #expect(host.lines[3].hasPrefix("  Absent Archive"))
    }

    @Test("f opens the filters sheet at its medium detent; choosing a decade filters the list")
    func filters() throws {
        let host = makeHost()
        host.type("f")
        host.advance(by: 1.5)
        try expectGolden(host, "library-filters")
        let row = try #require(host.lines.firstIndex { $0.contains("1980s") })
        let column = host.lines[row].distance(
            from: host.lines[row].startIndex, to: host.lines[row].range(of: "1980s")!.lowerBound)
        host.click(x: column, y: row)
        host.press(.escape)
        host.advance(by: 1.5)
        #expect(host.lines[0].contains("13,385 books"))
    }
}
