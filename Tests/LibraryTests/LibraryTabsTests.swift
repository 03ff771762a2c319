import Foundation
import Kinema
import Testing

@testable import Library

@MainActor
@Suite("Library demo: the Books and Saved tabs")
struct LibraryTabsTests {
    private func makeHost() -> HeadlessHost {
        let host = HeadlessHost(width: 80, height: 20) { LibraryTabs(catalog: Catalog()) }
        host.frameInterval = 0.1
        return host
    }

    private func row(_ host: HeadlessHost, containing text: String) -> Int? {
        host.lines.firstIndex { $0.contains(text) }
    }

    @Test("the tab bar shows Books and Saved under the list; → shows the empty Saved tab, ← comes back")
    func switchTabs() throws {
        let host = makeHost()
        let bar = try #require(host.lines.last)
        #expect(bar.contains("Books"))
        #expect(bar.contains("Saved"))
        #expect(host.lines[0].contains("Library · 100,000 books"))
        host.press(.rightArrow)
        host.advance(by: 1.5)
        #expect(host.lines[0].contains("Saved · 0"))
        #expect(row(host, containing: "No saved books yet.") != nil)
        host.press(.leftArrow)
        host.advance(by: 1.5)
        #expect(host.lines[0].contains("Library · 100,000 books"))
    }

    @Test("a book saved on its screen stays saved after going back, and the Saved tab lists it and opens it")
    func saveAndFind() throws {
        let host = makeHost()
        host.click(x: 10, y: 3)
        host.advance(by: 1.5)
        let title = try #require(host.lines[3].split(separator: " ", omittingEmptySubsequences: true).first)
        let save = try #require(host.lines[0].range(of: "♡ Save"))
        host.click(x: host.lines[0].distance(from: host.lines[0].startIndex, to: save.lowerBound) + 1, y: 0)
        host.advance(by: 0.5)
        #expect(host.lines[0].contains("♥ Saved"))
        host.press(.escape)
        host.advance(by: 1.5)
        host.click(x: 10, y: 3)
        host.advance(by: 1.5)
        #expect(host.lines[0].contains("♥ Saved"))
        host.press(.escape)
        host.advance(by: 1.5)
        host.press(.rightArrow)
        host.advance(by: 1.5)
        #expect(host.lines[0].contains("Saved · 1"))
        let savedRow = try #require(row(host, containing: String(title)))
        host.click(x: 10, y: savedRow)
        host.advance(by: 1.5)
        #expect(host.lines[0].contains("‹ Saved · 1"))
        #expect(host.lines[0].contains("♥ Saved"))
    }
}
