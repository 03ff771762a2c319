import Foundation
import KinemaGeometry
import KinemaRender
import Observation
import Testing

@testable import KinemaUI

/// A selection an app changes from outside the list (a button, a search).
@MainActor
@Observable
final class ListPicked {
    var book: Int?
}

/// What a selection change costs: the list's body does not run, only the rows it changes.
@MainActor
@Suite("List: a selection change updates only the rows it changes")
struct ListRowUpdateTests {
    struct Books: View {
        @State private var selection: Int?

        var body: some View {
            List(0..<10_000, id: \.self, selection: $selection) { Text("book \($0)") }
        }
    }

    struct External: View {
        let picked: ListPicked

        var body: some View {
            List(0..<100, id: \.self, selection: Binding(get: { picked.book }, set: { picked.book = $0 })) {
                Text("book \($0)")
            }
        }
    }

    /// The background of the first cell of the line showing `text`.
    private func background(of text: String, in host: HeadlessHost) -> Color? {
        guard let y = lineIndex(text, in: host) else { return nil }
        return host.buffer[8, y].style.background
    }

    @Test("↑ and ↓ re-run two row bodies and nothing else; the highlight moves in the same frame")
    func arrowsUpdateTwoRows() {
        let host = HeadlessHost(width: 30, height: 20) { Books() }
        host.press(.tab)
        for _ in 0..<3 { host.press(.downArrow) }
        #expect(background(of: "book 2", in: host) == Color.accentColor)
        for key in [KeyEquivalent.downArrow, .upArrow, .upArrow] {
            host.host.resetStatistics()
            host.press(key)
            #expect(host.host.bodyEvaluations == 2, "the row deselected and the row selected")
            #expect(host.host.contentEvaluations == 1, "the list's read of its selection; no row closure")
        }
        #expect(background(of: "book 1", in: host) == Color.accentColor)
        #expect(background(of: "book 2", in: host) == background(of: "book 5", in: host))
    }

    @Test("a selection the app changes reaches the rows without running the list's body again")
    func externalChange() {
        let picked = ListPicked()
        let host = HeadlessHost(width: 30, height: 20) { External(picked: picked) }
        host.host.resetStatistics()
        picked.book = 3
        host.advance(by: 0)
        let unselected = background(of: "book 5", in: host)
        #expect(background(of: "book 3", in: host) != unselected, "selected (gray: the list is not focused)")
        #expect(host.host.bodyEvaluations <= 2, "the External body (it reads picked.book) and book 3's row")
        picked.book = nil
        host.advance(by: 0)
        #expect(background(of: "book 3", in: host) == unselected)
    }

    @Test("a row scrolled in is built showing the current selection; released rows drop their marks")
    func builtRowsReadTheSelection() throws {
        let host = HeadlessHost(width: 30, height: 10) { Books() }
        host.press(.tab)
        host.press(.end)
        #expect(background(of: "book 9999", in: host) == Color.accentColor)
        host.press(.home)
        host.press(.end)
        #expect(background(of: "book 9999", in: host) == Color.accentColor)
        let controller = try #require(nodes(ListHostNode.self, in: host).first?.controllerForTesting)
        #expect(controller.marks.liveCount <= 40, "only built rows hold marks")
    }
}
