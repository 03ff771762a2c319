import Foundation
import KinemaGeometry
import Observation
import Testing

@testable import KinemaUI

/// Rows an editing list changes (as the app's model would).
@MainActor
@Observable
private final class Fruits {
    var names = ["apple", "banana", "cherry", "damson"]
    var deleted: [IndexSet] = []
    var moves: [String] = []
    var selection: Set<String> = []
}

@MainActor
@Suite("List: EditMode, EditButton, delete and move controls")
struct ListEditModeTests {
    private struct Screen: View {
        let fruits: Fruits
        var locked: String? = nil

        var body: some View {
            VStack(alignment: .leading, spacing: 0) {
                EditButton()
                List(selection: Binding(get: { fruits.selection }, set: { fruits.selection = $0 })) {
                    ForEach(fruits.names, id: \.self) { name in
                        Text(name)
                            .deleteDisabled(name == locked)
                            .moveDisabled(name == locked)
                    }
                    .onDelete { offsets in
                        fruits.deleted.append(offsets)
                        fruits.names.remove(atOffsets: offsets)
                    }
                    .onMove { source, destination in
                        fruits.moves.append("\(Array(source)) → \(destination)")
                        fruits.names.move(fromOffsets: source, toOffset: destination)
                    }
                }
            }
        }
    }

    private func trimmed(_ host: HeadlessHost, _ row: Int) -> String {
        var line = host.lines[row]
        while line.last == " " { line.removeLast() }
        return line
    }

    @Test("EditButton reads Edit, then Done; in edit mode rows show ⊖ before and ≡ at the trailing edge")
    func toggles() throws {
        let fruits = Fruits()
        let host = HeadlessHost(width: 20, height: 8) { Screen(fruits: fruits) }
        #expect(trimmed(host, 0) == "Edit")
        #expect(trimmed(host, 1) == " apple")
        host.click(x: 1, y: 0)
        host.advance(by: 1)
        #expect(trimmed(host, 0) == "Done")
        #expect(trimmed(host, 1) == " ⊖ apple" + String(repeating: " ", count: 10) + "≡")
        #expect(trimmed(host, 4).hasPrefix(" ⊖ damson"))
        host.click(x: 1, y: 0)
        host.advance(by: 1)
        #expect(trimmed(host, 0) == "Edit")
        #expect(trimmed(host, 1) == " apple")
    }

    @Test("a click on ⊖ opens the row's Delete action; a click on Delete deletes that row")
    func deleteControl() throws {
        let fruits = Fruits()
        let host = HeadlessHost(width: 20, height: 8) { Screen(fruits: fruits) }
        host.click(x: 1, y: 0)
        host.advance(by: 1)
        host.click(x: 1, y: 2)
        host.advance(by: 1)
        #expect(trimmed(host, 2).hasSuffix("Delete"), "the row's Delete action shows: \(trimmed(host, 2))")
        #expect(fruits.deleted.isEmpty)
        host.click(x: 17, y: 2)
        host.advance(by: 1)
        #expect(fruits.deleted == [IndexSet(integer: 1)])
        #expect(fruits.names == ["apple", "cherry", "damson"])
        #expect(trimmed(host, 2).hasPrefix(" ⊖ cherry"))
    }

    @Test("dragging ≡ down two rows moves the row there (SwiftUI's destination); up one moves it up")
    func moveHandle() throws {
        let fruits = Fruits()
        let host = HeadlessHost(width: 20, height: 8) { Screen(fruits: fruits) }
        host.click(x: 1, y: 0)
        host.advance(by: 1)
        host.drag(from: CGPoint(x: 18.5, y: 1.5), to: CGPoint(x: 18.5, y: 3.5))
        host.advance(by: 1)
        #expect(fruits.moves == ["[0] → 3"])
        #expect(fruits.names == ["banana", "cherry", "apple", "damson"])
        #expect(trimmed(host, 3).hasPrefix(" ⊖ apple"))
        host.drag(from: CGPoint(x: 18.5, y: 3.5), to: CGPoint(x: 18.5, y: 2.5))
        host.advance(by: 1)
        #expect(fruits.moves == ["[0] → 3", "[2] → 1"])
        #expect(fruits.names == ["banana", "apple", "cherry", "damson"])
    }

    @Test("deleteDisabled and moveDisabled rows keep their controls' cells blank and ignore Delete and Option-arrows")
    func disabled() throws {
        let fruits = Fruits()
        let host = HeadlessHost(width: 20, height: 8) { Screen(fruits: fruits, locked: "banana") }
        host.click(x: 1, y: 0)
        host.advance(by: 1)
        #expect(trimmed(host, 2) == "   banana")
        #expect(trimmed(host, 1).hasSuffix("≡"))
        host.click(x: 5, y: 2)
        #expect(fruits.selection == ["banana"])
        host.press(.delete)
        host.press(.downArrow, modifiers: .option)
        host.advance(by: 1)
        #expect(fruits.deleted.isEmpty)
        #expect(fruits.moves.isEmpty)
        host.click(x: 5, y: 3)
        host.press(.delete)
        host.advance(by: 1)
        #expect(fruits.deleted == [IndexSet(integer: 2)])
    }

    @Test("@Environment(\\.editMode) is a binding every host provides; .environment(\\.editMode, …) replaces it")
    func environment() throws {
        struct Reader: View {
            @Environment(\.editMode) private var editMode
            var body: some View {
                Text(editMode == nil ? "none" : editMode!.wrappedValue.isEditing ? "editing" : "idle")
            }
        }
        let host = HeadlessHost(width: 20, height: 3) {
            VStack(spacing: 0) {
                EditButton()
                Reader()
            }
        }
        #expect(host.lines[1].contains("idle"))
        host.click(x: 10, y: 0)
        host.advance(by: 1)
        #expect(host.lines[1].contains("editing"))
        let fixed = HeadlessHost(width: 20, height: 3) {
            Reader().environment(\.editMode, .constant(.transient))
        }
        #expect(fixed.lines.contains { $0.contains("editing") })
        #expect(EditMode.transient.isEditing && EditMode.active.isEditing && !EditMode.inactive.isEditing)
    }
}
