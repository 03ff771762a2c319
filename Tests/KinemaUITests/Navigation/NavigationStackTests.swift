import KinemaGeometry
import Observation
import Testing

@testable import KinemaUI

private struct Book: Hashable {
    let title: String
}

/// A two-level stack over a typed path: a list of links, a detail screen per book.
private struct Shelf: View {
    @Binding var path: [Book]

    var body: some View {
        NavigationStack(path: $path) {
            VStack(alignment: .leading, spacing: 0) {
                NavigationLink("Dune", value: Book(title: "Dune"))
                NavigationLink("Emma", value: Book(title: "Emma"))
            }
            .navigationTitle("Books")
            .navigationDestination(for: Book.self) { book in
                Text("Detail of \(book.title)")
                    .navigationTitle(book.title)
            }
        }
    }
}

/// Holds the path a test reads and writes.
@Observable
@MainActor
private final class PathBox {
    var path: [Book] = []
    @ObservationIgnored var binding: Binding<[Book]> {
        Binding(get: { self.path }, set: { self.path = $0 })
    }
}

/// Holds a type-erased path a test writes.
@Observable
@MainActor
private final class MixedPathBox {
    var path = NavigationPath()
}

@MainActor
@Suite("NavigationStack")
struct NavigationStackTests {
    private func shelf(width: Int = 30, height: Int = 5) -> (HeadlessHost, PathBox) {
        let box = PathBox()
        let host = HeadlessHost(width: width, height: height) { Shelf(path: box.binding) }
        host.frameInterval = 0.1
        return (host, box)
    }

    @Test("the root shows its title bar and links")
    func root() {
        let (host, _) = shelf()
        #expect(host.lines[0].contains("Books"))
        #expect(host.lines[1].hasPrefix("──"))
        #expect(host.lines[2].hasPrefix("Dune ›"))
        #expect(host.lines[3].hasPrefix("Emma ›"))
    }

    @Test("a click on a link pushes its value: the path grows and the detail slides in from the right")
    func pushByClick() {
        let (host, box) = shelf()
        host.click(x: 1, y: 3)
        #expect(box.path == [Book(title: "Emma")])
        host.advance(by: 0.1)
        // Mid-slide: the detail's bar starts somewhere right of the leading edge.
        let midLine = host.lines[0]
        let backColumn = midLine.firstIndex(of: "‹").map { midLine.distance(from: midLine.startIndex, to: $0) }
        #expect((backColumn ?? 0) > 1)
        host.advance(by: 1.5)
        #expect(host.lines[0].hasPrefix(" ‹ Books"))
        #expect(host.lines[0].contains("Emma"))
        #expect(host.lines[2].hasPrefix("Detail of Emma"))
    }

    @Test("Esc pops the top screen; at the root it is left to handlers outside the stack")
    func escapePops() {
        let (host, box) = shelf()
        host.click(x: 1, y: 2)
        host.advance(by: 1.5)
        host.press(.escape)
        #expect(box.path.isEmpty)
        host.advance(by: 1.5)
        #expect(host.lines[2].hasPrefix("Dune ›"))
        host.press(.escape)
        #expect(box.path.isEmpty)
        #expect(host.host.diagnostics.isEmpty)
    }

    @Test("Backspace pops, and so does a click on the back button")
    func backspaceAndBackButton() {
        let (host, box) = shelf()
        host.click(x: 1, y: 2)
        host.advance(by: 1.5)
        host.press(.delete)
        host.advance(by: 1.5)
        #expect(box.path.isEmpty)
        host.click(x: 1, y: 2)
        host.advance(by: 1.5)
        #expect(box.path.count == 1)
        host.click(x: 2, y: 0)
        host.advance(by: 1.5)
        #expect(box.path.isEmpty)
        #expect(host.lines[2].hasPrefix("Dune ›"))
    }

    @Test("writing the path pushes and pops; screens that stay keep their place")
    func pathBinding() {
        let (host, box) = shelf()
        box.path = [Book(title: "Dune"), Book(title: "Emma")]
        host.update()
        host.advance(by: 1.5)
        #expect(host.lines[0].hasPrefix(" ‹ Dune"))
        #expect(host.lines[2].hasPrefix("Detail of Emma"))
        box.path.removeLast()
        host.update()
        host.advance(by: 1.5)
        #expect(host.lines[0].hasPrefix(" ‹ Books"))
        #expect(host.lines[2].hasPrefix("Detail of Dune"))
        box.path = []
        host.update()
        host.advance(by: 1.5)
        #expect(host.lines[2].hasPrefix("Dune ›"))
    }

    @Test("popping an empty stack does nothing")
    func popEmpty() {
        let model = NavigationModel()
        model.pop()
        model.pop(5)
        #expect(model.screens.isEmpty)
        #expect(model.slide == nil)
    }

    @Test("a path with duplicates shows one screen per value")
    func duplicatesAndMissingDestination() {
        let (host, box) = shelf(width: 60)
        box.path = [Book(title: "Dune"), Book(title: "Dune")]
        host.update()
        host.advance(by: 1.5)
        #expect(host.lines[0].hasPrefix(" ‹ Dune"))
        host.press(.escape)
        host.advance(by: 1.5)
        #expect(box.path == [Book(title: "Dune")])
        #expect(host.lines[0].hasPrefix(" ‹ Books"))
    }

    @Test("a pushed value with no destination shows a warning screen and a diagnostic")
    func missingDestination() {
        struct Unregistered: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Go", value: 42)
                }
            }
        }
        let host = HeadlessHost(width: 60, height: 4) { Unregistered() }
        host.frameInterval = 0.1
        host.click(x: 1, y: 0)
        host.advance(by: 1.5)
        #expect(host.lines.contains { $0.contains("No destination for Int") })
        #expect(host.host.diagnostics.contains { $0.contains("navigationDestination(for: Int.self)") })
    }

    @Test("a NavigationPath set to values of unregistered types: a warning screen each, Esc pops through them")
    func pathOfUnknownTypes() {
        struct Mixed: View {
            @Binding var path: NavigationPath
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Root")
                        .navigationDestination(for: Book.self) { Text("Detail of \($0.title)") }
                }
            }
        }
        let box = MixedPathBox()
        let binding = Binding(get: { box.path }, set: { box.path = $0 })
        let host = HeadlessHost(width: 60, height: 4) { Mixed(path: binding) }
        host.frameInterval = 0.1
        box.path = NavigationPath()
        box.path.append(Book(title: "Dune"))
        box.path.append(42)
        box.path.append("garbage")
        host.update()
        host.advance(by: 1.5)
        #expect(host.lines.contains { $0.contains("No destination for String") })
        #expect(host.host.diagnostics.contains { $0.contains("navigationDestination(for: String.self)") })
        host.press(.escape)
        host.advance(by: 1.5)
        #expect(box.path.count == 2)
        #expect(host.lines.contains { $0.contains("No destination for Int") })
        host.press(.escape)
        host.advance(by: 1.5)
        #expect(host.lines.contains { $0.contains("Detail of Dune") })
        host.press(.escape)
        host.advance(by: 1.5)
        #expect(box.path.isEmpty)
        #expect(host.lines.contains { $0.contains("Root") })
    }

    @Test("a typed path never takes a value of another type: the link does nothing and a diagnostic names it")
    func typedPathRejectsOtherTypes() {
        struct Typed: View {
            @Binding var path: [Book]
            var body: some View {
                NavigationStack(path: $path) {
                    NavigationLink("Number", value: 7)
                        .navigationDestination(for: Int.self) { Text("Number \($0)") }
                }
            }
        }
        let box = PathBox()
        let host = HeadlessHost(width: 60, height: 4) { Typed(path: box.binding) }
        host.frameInterval = 0.1
        host.click(x: 1, y: 0)
        host.advance(by: 1.5)
        #expect(box.path.isEmpty)
        #expect(!host.lines.contains { $0.contains("Number 7") })
        #expect(host.host.diagnostics.contains { $0.contains("Int") })
    }

    @Test("a command during a slide ends the slide first: two quick pops leave the root")
    func dismissMidTransition() {
        let (host, box) = shelf()
        box.path = [Book(title: "Dune"), Book(title: "Emma")]
        host.update()
        host.advance(by: 0.05)
        host.press(.escape)
        host.advance(by: 0.05)
        host.press(.escape)
        host.advance(by: 0.05)
        host.press(.escape)
        #expect(box.path.isEmpty)
        host.advance(by: 1.5)
        #expect(host.lines[2].hasPrefix("Dune ›"))
    }

    @Test("a link outside a stack is disabled; a link to nil is disabled")
    func disabledLinks() {
        struct Loose: View {
            var body: some View {
                VStack {
                    NavigationLink("Lost", value: 1)
                    NavigationStack { NavigationLink("Nil", value: Int?.none) }
                }
            }
        }
        let host = HeadlessHost(width: 20, height: 4) { Loose() }
        host.frameInterval = 0.1
        host.click(x: 1, y: 0)
        host.click(x: 1, y: 1)
        host.advance(by: 1)
        #expect(host.lines[1].hasPrefix("Nil ›"))
    }

    @Test("dismiss() in a pushed screen pops it")
    func dismissPops() {
        struct Detail: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View { Button("Close") { dismiss() } }
        }
        struct Stack: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Open") { Detail() }
                }
            }
        }
        let host = HeadlessHost(width: 20, height: 4) { Stack() }
        host.frameInterval = 0.1
        host.click(x: 1, y: 0)
        host.advance(by: 1.5)
        #expect(host.lines[2].hasPrefix("Close"))
        host.click(x: 3, y: 2)
        host.advance(by: 1.5)
        #expect(host.lines[0].hasPrefix("Open ›"))
    }
}
