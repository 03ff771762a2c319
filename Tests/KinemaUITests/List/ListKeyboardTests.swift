import Foundation
import KinemaGeometry
import Testing

@testable import KinemaUI

@MainActor
@Suite("List: keyboard, multiple selection, big and empty lists")
struct ListKeyboardTests {
    struct Numbers: View {
        let count: Int
        let selection: ListBox<Int?>
        @State private var selected: Int?

        var body: some View {
            List(0..<count, id: \.self, selection: $selected) { Text("row \($0)") }
                .onChange(of: selected) { _, new in selection.value = new }
        }
    }

    struct Multi: View {
        let selection: ListBox<Set<String>>
        @State private var selected: Set<String> = []

        var body: some View {
            List(selection: $selected) {
                Text("alpha").tag("a")
                Text("beta").tag("b")
                Text("gamma").tag("c")
                Text("delta").tag("d")
                Text("untagged")
            }
            .onChange(of: selected) { _, new in selection.value = new }
        }
    }

    @Test("↓ with nothing selected selects the first row; ↑ the last (once focused)")
    func firstKeySelects() {
        let box = ListBox<Int?>(nil)
        let host = HeadlessHost(width: 20, height: 10) { Numbers(count: 50, selection: box) }
        host.press(.tab)
        host.press(.downArrow)
        #expect(box.value == 0)
        let other = ListBox<Int?>(nil)
        let second = HeadlessHost(width: 20, height: 10) { Numbers(count: 50, selection: other) }
        second.press(.tab)
        second.press(.upArrow)
        #expect(other.value == 49)
        #expect(second.lines[9].trimmed == "row 49", "the selected last row is scrolled into view")
    }

    @Test("the selected row is scrolled into view by arrows, pages and End in a 100,000-row list")
    func scrollsSelectionIntoView() throws {
        let box = ListBox<Int?>(nil)
        let host = HeadlessHost(width: 20, height: 10) { Numbers(count: 100_000, selection: box) }
        let lazy = nodes(LazyStackNode.self, in: host)[0]
        #expect(lazy.builtRowCount <= 20, "a 100,000-row list builds only the rows near the viewport")
        host.click(x: 2, y: 9)
        #expect(box.value == 9)
        host.press(.downArrow)
        #expect(box.value == 10)
        #expect(host.lines[9].trimmed == "row 10", "one row down: the least scrolling that shows it")
        host.press(.pageDown)
        #expect(box.value == 19, "a page is the viewport's rows less one")
        #expect(host.lines[9].trimmed == "row 19")
        host.press(.end)
        #expect(box.value == 99_999)
        #expect(host.lines[9].trimmed == "row 99999")
        host.press(.pageUp)
        #expect(box.value == 99_990)
        #expect(host.lines.contains { $0.trimmed == "row 99990" })
        host.press(.home)
        #expect(box.value == 0)
        #expect(host.lines[0].trimmed == "row 0")
        #expect(lazy.builtRowCount <= 40)
    }

    @Test("Shift-arrows extend a multiple selection from the anchor; a click starts over")
    func shiftExtends() {
        let box = ListBox<Set<String>>([])
        let host = HeadlessHost(width: 20, height: 10) { Multi(selection: box) }
        host.click(x: 2, y: 1)
        #expect(box.value == ["b"])
        host.press(.downArrow, modifiers: .shift)
        host.press(.downArrow, modifiers: .shift)
        #expect(box.value == ["b", "c", "d"])
        host.press(.downArrow, modifiers: .shift)
        #expect(box.value == ["b", "c", "d"], "the untagged row is not selectable")
        host.press(.upArrow, modifiers: .shift)
        host.press(.upArrow, modifiers: .shift)
        host.press(.upArrow, modifiers: .shift)
        #expect(box.value == ["a", "b"], "the range turns around the anchor")
        host.press(.end, modifiers: .shift)
        #expect(box.value == ["b", "c", "d"])
        host.click(x: 2, y: 2)
        #expect(box.value == ["c"])
    }

    @Test("modified clicks: Shift extends, Control toggles")
    func modifiedClicks() {
        let box = ListBox<Set<String>>([])
        let host = HeadlessHost(width: 20, height: 10) { Multi(selection: box) }
        host.click(x: 2, y: 0)
        host.press(at: PointerEvent.cellCentre(column: 2, row: 2), modifiers: .shift)
        host.release(at: PointerEvent.cellCentre(column: 2, row: 2), modifiers: .shift)
        #expect(box.value == ["a", "b", "c"])
        host.press(at: PointerEvent.cellCentre(column: 2, row: 1), modifiers: .control)
        host.release(at: PointerEvent.cellCentre(column: 2, row: 1), modifiers: .control)
        #expect(box.value == ["a", "c"])
        host.press(at: PointerEvent.cellCentre(column: 2, row: 3), modifiers: .control)
        host.release(at: PointerEvent.cellCentre(column: 2, row: 3), modifiers: .control)
        #expect(box.value == ["a", "c", "d"])
        host.click(x: 2, y: 4)
        #expect(box.value == ["a", "c", "d"], "a click on the untagged row changes nothing")
    }

    @Test("an empty list draws nothing and ignores keys and clicks")
    func emptyList() {
        let box = ListBox<Int?>(nil)
        let host = HeadlessHost(width: 20, height: 10) { Numbers(count: 0, selection: box) }
        host.press(.tab)
        for key in [KeyEquivalent.downArrow, .upArrow, .home, .end, .pageDown, .delete] { host.press(key) }
        host.click(x: 2, y: 2)
        #expect(box.value == nil)
        #expect(host.lines.allSatisfy { $0.trimmed.isEmpty })
    }

    @Test("a 10⁷-row list mounts, selects its last row and comes back")
    func tenMillionRows() {
        let box = ListBox<Int?>(nil)
        let host = HeadlessHost(width: 20, height: 10) { Numbers(count: 10_000_000, selection: box) }
        host.press(.tab)
        host.press(.end)
        #expect(box.value == 9_999_999)
        #expect(host.lines[9].trimmed == "row 9999999")
        host.press(.home)
        #expect(box.value == 0)
        #expect(host.lines[0].trimmed == "row 0")
        #expect(nodes(LazyStackNode.self, in: host)[0].builtRowCount <= 40)
    }

    @Test("a selection set from outside is followed by the keys")
    func externalSelection() {
        struct Outside: View {
            let box: ListBox<Int?>
            @State private var selected: Int? = 30
            var body: some View {
                List(0..<100, id: \.self, selection: $selected) { Text("row \($0)") }
                    .onChange(of: selected) { _, new in box.value = new }
            }
        }
        let box = ListBox<Int?>(nil)
        let host = HeadlessHost(width: 20, height: 10) { Outside(box: box) }
        host.press(.tab)
        host.press(.downArrow)
        #expect(box.value == 31)
        #expect(host.lines.contains { $0.trimmed == "row 31" })
    }
}
