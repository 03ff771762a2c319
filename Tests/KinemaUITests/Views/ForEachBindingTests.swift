import Foundation
import Testing

@testable import KinemaUI

private struct Chore: Identifiable, Equatable {
    let id: Int
    var title: String
    var isDone = false
}

/// The state a test's view owns, shared with the test.
@MainActor
private final class Chores {
    var items = [Chore(id: 1, title: "milk"), Chore(id: 2, title: "dog"), Chore(id: 3, title: "bins")]
}

@MainActor
@Suite("ForEach over a binding")
struct ForEachBindingTests {
    /// A list of checkbox rows over `$items`, deletable and movable, as tutorials write it.
    private struct ChoreList: View {
        let chores: Chores
        @State private var version = 0
        @State private var selection: Int?

        var body: some View {
            let binding = Binding(get: { chores.items }, set: { chores.items = $0; version += 1 })
            _ = version
            return List(selection: $selection) {
                ForEach(binding) { $chore in
                    Toggle(chore.title, isOn: $chore.isDone).toggleStyle(.checkbox)
                }
                .onDelete { binding.wrappedValue.remove(atOffsets: $0) }
                .onMove { binding.wrappedValue.move(fromOffsets: $0, toOffset: $1) }
            }
        }
    }

    private static func texts(_ host: HeadlessHost) -> [String] {
        host.lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    @Test("each row's binding writes its own element: clicking a toggle flips that element only")
    func toggleWritesElement() {
        let chores = Chores()
        let host = HeadlessHost(width: 16, height: 5) { ChoreList(chores: chores) }
        #expect(Self.texts(host) == ["[ ] milk", "[ ] dog", "[ ] bins"])
        host.click(x: 1, y: 1)
        #expect(chores.items.map(\.isDone) == [false, true, false])
        #expect(Self.texts(host) == ["[ ] milk", "[x] dog", "[ ] bins"])
    }

    @Test("after a row is deleted, the rows below write their own elements, not their old offsets")
    func deleteThenToggle() {
        let chores = Chores()
        let host = HeadlessHost(width: 16, height: 5) { ChoreList(chores: chores) }
        host.click(x: 14, y: 0)
        host.press(.delete)
        #expect(chores.items.map(\.id) == [2, 3])
        #expect(Self.texts(host) == ["[ ] dog", "[ ] bins"])
        host.click(x: 1, y: 1)
        #expect(chores.items == [Chore(id: 2, title: "dog"), Chore(id: 3, title: "bins", isDone: true)])
    }

    @Test("moving a row with Option-↓ keeps each row bound to its element")
    func moveKeepsBindings() {
        let chores = Chores()
        let host = HeadlessHost(width: 16, height: 5) { ChoreList(chores: chores) }
        host.click(x: 14, y: 0)
        host.press(.downArrow, modifiers: .option)
        #expect(chores.items.map(\.id) == [2, 1, 3])
        #expect(Self.texts(host) == ["[ ] dog", "[ ] milk", "[ ] bins"])
        host.click(x: 1, y: 1)
        #expect(chores.items.map(\.isDone) == [false, true, false])
        #expect(chores.items[1].id == 1)
    }

    @Test("List($items) gives each row a binding; a text field edits its element in place")
    func listOfBindings() {
        let chores = Chores()
        let host = HeadlessHost(width: 16, height: 4) {
            List(Binding(get: { chores.items }, set: { chores.items = $0 })) { $chore in
                TextField("Title", text: $chore.title)
            }
        }
        host.click(x: 5, y: 2)
        host.press(.end)
        host.type("!")
        #expect(chores.items.map(\.title) == ["milk", "dog", "bins!"])
    }

    @Test("ForEach($names, id: \\.self) identifies rows by value and binds each to its element")
    func idKeyPath() {
        let names = Box(["a", "b"])
        let host = HeadlessHost(width: 6, height: 2) {
            VStack(spacing: 0) {
                ForEach(names.binding, id: \.self) { $name in Text(name + name) }
            }
        }
        #expect(host.lines == ["  aa  ", "  bb  "])
        let rows = ForEach(names.binding, id: \.self) { $name in Text(name) }
        #expect(rows.data.map(\.1) == ["a", "b"])
    }

    @Test("a binding whose element moved finds it by id; one whose element is gone reads its last value and drops writes")
    func staleBinding() {
        let chores = Chores()
        let collection = Binding(get: { chores.items }, set: { chores.items = $0 })
        let second = ElementBinding.make(
            collection: collection, index: 1, id: \.id, elementID: 2, last: chores.items[1])
        chores.items.swapAt(0, 1)
        #expect(second.wrappedValue.title == "dog")
        second.wrappedValue.isDone = true
        #expect(chores.items.map(\.isDone) == [true, false, false])
        chores.items.removeAll { $0.id == 2 }
        #expect(second.wrappedValue == Chore(id: 2, title: "dog"))
        second.wrappedValue.title = "cat"
        #expect(chores.items.map(\.title) == ["milk", "bins"])
        chores.items = []
        #expect(second.wrappedValue.id == 2, "an empty collection does not trap")
    }
}
