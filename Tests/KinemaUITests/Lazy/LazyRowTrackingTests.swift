import Foundation
import KinemaGeometry
import Observation
import Testing

@testable import KinemaUI

@MainActor
@Suite("Lazy rows track their closures")
struct LazyRowTrackingTests {
    @Observable
    final class Book: Identifiable {
        let id: Int
        var title: String
        init(id: Int, title: String) {
            self.id = id
            self.title = title
        }
    }

    @MainActor
    final class Counter {
        var evaluations: [Int: Int] = [:]
    }

    struct Shelf: View {
        let books: [Book]
        let counter: Counter

        var body: some View {
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(books) { book in
                        let _ = counter.evaluations[book.id, default: 0] += 1
                        Text(book.title)
                    }
                }
            }
            .frame(width: 20, height: 10)
        }
    }

    @Test("an @Observable read in a row's ForEach closure updates that row alone")
    func observableRow() {
        let books = (0..<1_000).map { Book(id: $0, title: "book \($0)") }
        let counter = Counter()
        let host = HeadlessHost(width: 20, height: 10) { Shelf(books: books, counter: counter) }
        #expect(host.lines[3].trimmed == "book 3")
        let before = counter.evaluations
        books[3].title = "renamed"
        host.advance(by: 0)
        #expect(host.lines[3].trimmed == "renamed")
        #expect(counter.evaluations[3] == (before[3] ?? 0) + 1)
        for (id, count) in counter.evaluations where id != 3 {
            #expect(count == before[id], "row \(id) was not evaluated again")
        }
    }

    @Test("a released row stops tracking: changing its book later builds it fresh with the new title")
    func releasedRow() {
        let books = (0..<1_000).map { Book(id: $0, title: "book \($0)") }
        let counter = Counter()
        let host = HeadlessHost(width: 20, height: 10) { Shelf(books: books, counter: counter) }
        host.press(.end)
        host.advance(by: 1)
        let evaluations = counter.evaluations[0] ?? 0
        books[0].title = "first"
        host.advance(by: 0)
        #expect(counter.evaluations[0] == evaluations, "row 0 is released: nothing re-evaluated")
        host.press(.home)
        host.advance(by: 1)
        #expect(host.lines[0].trimmed == "first")
    }

    @Test("rows built from the contents of released rows track their own closures, and only those")
    func reusedContents() {
        let books = (0..<1_000).map { Book(id: $0, title: "book \($0)") }
        let counter = Counter()
        let host = HeadlessHost(width: 20, height: 10) { Shelf(books: books, counter: counter) }
        // Down and back: the rows at the end, then the first rows again, are built from the
        // tracked contents the released rows left.
        host.press(.end)
        host.advance(by: 1)
        host.press(.home)
        host.advance(by: 1)
        #expect(host.lines[2].trimmed == "book 2")
        let before = counter.evaluations
        books[2].title = "second"
        books[999].title = "far away"
        host.advance(by: 0)
        #expect(host.lines[2].trimmed == "second")
        #expect(counter.evaluations[2] == (before[2] ?? 0) + 1)
        #expect(counter.evaluations[999] == before[999], "row 999 is released: its content is not evaluated")
        for (id, count) in counter.evaluations where id != 2 {
            #expect(count == before[id], "row \(id) was not evaluated again")
        }
    }
}
