import Foundation
import Kinema
import Testing

@testable import Library

@MainActor
@Suite("Library demo: the remove alert and the sort dialog")
struct LibraryDialogTests {
    private func makeHost() -> HeadlessHost {
        let host = HeadlessHost(width: 80, height: 20) { LibraryTabs(catalog: Catalog()) }
        host.frameInterval = 0.1
        return host
    }

    private func column(_ host: HeadlessHost, of text: String, row: Int) throws -> Int {
        let line = host.lines[row]
        let range = try #require(line.range(of: text))
        return line.distance(from: line.startIndex, to: range.lowerBound)
    }

    /// Opens the book on `row` and saves it; returns its author.
    private func openAndSave(_ host: HeadlessHost, row: Int = 3) throws -> String {
        host.click(x: 10, y: row)
        host.advance(by: 1.5)
        let byline = try #require(host.lines.first { $0.contains(" by ") })
        let author = try #require(
            byline.components(separatedBy: " by ").last?.trimmingCharacters(in: .whitespaces))
        host.click(x: try column(host, of: "♡ Save", row: 0) + 1, y: 0)
        host.advance(by: 0.5)
        #expect(host.lines[0].contains("♥ Saved"))
        return author
    }

    /// The titles of the saved list's rows, top down.
    private func savedTitles(_ host: HeadlessHost) -> [String] {
        host.lines.dropFirst(2).prefix { !$0.hasPrefix("──") }.compactMap { line in
            let title = line.trimmingCharacters(in: .whitespaces).components(separatedBy: "   ").first ?? ""
            return title.isEmpty ? nil : title
        }
    }

    @Test("♥ Saved asks first: Cancel (focused) keeps the book, Remove takes it out; Esc cancels")
    func removeAlert() throws {
        let host = makeHost()
        _ = try openAndSave(host)
        host.click(x: try column(host, of: "♥ Saved", row: 0) + 1, y: 0)
        host.advance(by: 0.5)
        try expectGolden(host, "library-remove-alert")
        // Enter chooses the focused Cancel: still saved.
        host.press(.return)
        host.advance(by: 0.5)
        #expect(!host.lines.contains { $0.contains("Remove from Saved?") })
        #expect(host.lines[0].contains("♥ Saved"))
        // Esc cancels too; q does not quit while the alert is up.
        host.click(x: try column(host, of: "♥ Saved", row: 0) + 1, y: 0)
        host.advance(by: 0.5)
        host.type("q")
        #expect(host.lines.contains { $0.contains("Remove from Saved?") })
        host.press(.escape)
        host.advance(by: 0.5)
        #expect(host.lines[0].contains("♥ Saved"))
        // A click on Remove takes it out.
        host.click(x: try column(host, of: "♥ Saved", row: 0) + 1, y: 0)
        host.advance(by: 0.5)
        let row = try #require(host.lines.firstIndex { $0.contains(" Remove ") && $0.contains(" Cancel ") })
        host.click(x: try column(host, of: " Remove ", row: row) + 2, y: row)
        host.advance(by: 0.5)
        #expect(host.lines[0].contains("♡ Save"))
    }

    @Test(
        "the Saved tab's Sort button opens a dialog at the bottom; a choice reorders, a click outside cancels"
    )
    func sortDialog() throws {
        let host = makeHost()
        _ = try openAndSave(host)
        host.press(.escape)
        host.advance(by: 1.5)
        let second = try openAndSave(host, row: 4)
        host.press(.escape)
        host.advance(by: 1.5)
        host.press(.rightArrow)
        host.advance(by: 1.5)
        #expect(host.lines[0].contains("Saved · 2"))
        // Most recent first.
        #expect(host.lines[2].contains(second))
        let recent = savedTitles(host)
        host.click(x: try column(host, of: "Sort: Most recent", row: 0) + 1, y: 0)
        host.advance(by: 0.5)
        try expectGolden(host, "library-sort-dialog")
        // A click outside the boxes cancels.
        host.click(x: 2, y: 2)
        host.advance(by: 0.5)
        #expect(!host.lines.contains { $0.contains("Sort saved books") })
        #expect(host.lines[0].contains("Sort: Most recent"))
        // ↓ Enter: By title.
        host.click(x: try column(host, of: "Sort: Most recent", row: 0) + 1, y: 0)
        host.advance(by: 0.5)
        host.press(.downArrow)
        host.press(.return)
        host.advance(by: 0.5)
        #expect(host.lines[0].contains("Sort: By title"))
        let titles = savedTitles(host)
        #expect(titles.count == 2)
        #expect(titles == titles.sorted())
        // The two rows swapped: the later-saved book sorts first by recency, second by title.
        #expect(titles == recent.reversed())
    }
}
