import Foundation
import KinemaGeometry
import Testing

@testable import KinemaUI

@MainActor
@Suite("List: onDelete and onMove")
struct ListEditingTests {
    /// Records what the list asked the data to do, and does it.
    @MainActor
    final class Log {
        var deleted: [IndexSet] = []
        var moved: [(IndexSet, Int)] = []
        var selection: Set<String> = []
    }

    struct Editable: View {
        let log: Log
        let multiple: Bool
        @State private var items = ["a", "b", "c", "d", "e"]
        @State private var single: String?
        @State private var several: Set<String> = []

        var body: some View {
            let rows = ForEach(items, id: \.self) { Text("item \($0)") }
                .onDelete { offsets in
                    log.deleted.append(offsets)
                    items.remove(atOffsets: offsets)
                }
                .onMove { source, destination in
                    log.moved.append((source, destination))
                    items.move(fromOffsets: source, toOffset: destination)
                }
            if multiple {
                List(selection: $several) { rows }
                    .onChange(of: several) { _, new in log.selection = new }
            } else {
                List(selection: $single) { rows }
                    .onChange(of: single) { _, new in log.selection = new.map { [$0] } ?? [] }
            }
        }
    }

    static func texts(_ host: HeadlessHost) -> [String] {
        host.lines.map(\.trimmed).filter { !$0.isEmpty }
    }

    @Test("Delete removes the selected row with its offset and selects the next one")
    func deleteSelected() {
        let log = Log()
        let host = HeadlessHost(width: 20, height: 8) { Editable(log: log, multiple: false) }
        host.click(x: 2, y: 1)
        host.press(.delete)
        #expect(log.deleted == [IndexSet(integer: 1)])
        #expect(Self.texts(host) == ["item a", "item c", "item d", "item e"])
        #expect(log.selection == ["c"])
    }

    @Test("deleting the last row while it is selected selects the row before; the list can be emptied")
    func deleteLast() {
        let log = Log()
        let host = HeadlessHost(width: 20, height: 8) { Editable(log: log, multiple: false) }
        host.click(x: 2, y: 4)
        host.press(.deleteForward)
        #expect(log.deleted == [IndexSet(integer: 4)])
        #expect(log.selection == ["d"])
        for _ in 0..<4 { host.press(.delete) }
        #expect(Self.texts(host).isEmpty)
        #expect(log.selection.isEmpty)
        host.press(.delete)
        host.press(.downArrow)
        #expect(log.deleted.count == 5, "nothing more to delete")
    }

    @Test("a multiple selection deletes all its rows in one IndexSet")
    func deleteSeveral() {
        let log = Log()
        let host = HeadlessHost(width: 20, height: 8) { Editable(log: log, multiple: true) }
        host.click(x: 2, y: 1)
        host.press(.downArrow, modifiers: .shift)
        host.press(.downArrow, modifiers: .shift)
        host.press(.delete)
        #expect(log.deleted == [IndexSet([1, 2, 3])])
        #expect(Self.texts(host) == ["item a", "item e"])
    }

    @Test("Option-↑/↓ move with SwiftUI's destination offsets; moves to the same place are not reported")
    func moveRows() {
        let log = Log()
        let host = HeadlessHost(width: 20, height: 8) { Editable(log: log, multiple: false) }
        host.click(x: 2, y: 2)
        host.press(.downArrow, modifiers: .option)
        #expect(log.moved.count == 1)
        #expect(log.moved.first?.0 == IndexSet(integer: 2) && log.moved.first?.1 == 4)
        #expect(Self.texts(host) == ["item a", "item b", "item d", "item c", "item e"])
        #expect(log.selection == ["c"], "the moved row stays selected")
        host.press(.upArrow, modifiers: .option)
        #expect(log.moved.last?.0 == IndexSet(integer: 3) && log.moved.last?.1 == 2)
        #expect(Self.texts(host) == ["item a", "item b", "item c", "item d", "item e"])
        host.press(.home)
        host.press(.upArrow, modifiers: .option)
        host.press(.end)
        host.press(.downArrow, modifiers: .option)
        #expect(log.moved.count == 2, "the first row up and the last down change nothing")
        host.press(.downArrow)
        #expect(log.selection == ["e"], "a plain arrow still moves the selection")
    }
}
