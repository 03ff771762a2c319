import Foundation
import KinemaGeometry
import Testing

@testable import KinemaUI

@MainActor
@Suite("List: sections and selection")
struct ListSelectionTests {
    /// A list of fruits in two sections with a single selection.
    struct Sectioned: View {
        let selection: ListBox<Int?>
        @State private var selected: Int?

        var body: some View {
            List(selection: $selected) {
                Section("Red") {
                    ForEach([Fruit(id: 1, name: "apple"), Fruit(id: 2, name: "cherry")]) { Text($0.name) }
                }
                Section {
                    ForEach([Fruit(id: 3, name: "lime"), Fruit(id: 4, name: "kiwi")]) { Text($0.name) }
                } header: {
                    Text("Green")
                } footer: {
                    Text("2 fruits")
                }
            }
            .onChange(of: selected) { _, new in selection.value = new }
        }
    }

    @Test("sections draw their header, rows and footer in order")
    func sectionsRender() {
        let host = HeadlessHost(width: 20, height: 10) { Sectioned(selection: ListBox(nil)) }
        let lines = host.lines.map(\.trimmed)
        #expect(Array(lines.prefix(8)) == ["Red", "apple", "cherry", "Green", "lime", "kiwi", "2 fruits", ""])
    }

    @Test("a click selects the row under the pointer; headers are not selectable")
    func clickSelects() throws {
        let box = ListBox<Int?>(nil)
        let host = HeadlessHost(width: 20, height: 10) { Sectioned(selection: box) }
        host.click(x: 3, y: 2)
        #expect(box.value == 2)
        host.click(x: 3, y: 3)
        #expect(box.value == 2, "the header row selects nothing")
        host.click(x: 3, y: 5)
        #expect(box.value == 4)
    }

    @Test("arrows move the selection over the headers, Home and End go to the ends")
    func arrowKeys() {
        let box = ListBox<Int?>(nil)
        let host = HeadlessHost(width: 20, height: 10) { Sectioned(selection: box) }
        host.click(x: 3, y: 1)
        #expect(box.value == 1)
        host.press(.downArrow)
        #expect(box.value == 2)
        host.press(.downArrow)
        #expect(box.value == 3, "skips the Green header")
        host.press(.upArrow)
        #expect(box.value == 2)
        host.press(.end)
        #expect(box.value == 4)
        host.press(.downArrow)
        #expect(box.value == 4, "stays at the last row")
        host.press(.home)
        #expect(box.value == 1)
    }
}
