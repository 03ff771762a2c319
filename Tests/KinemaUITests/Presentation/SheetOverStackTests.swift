import KinemaGeometry
import Observation
import Testing

@testable import KinemaUI

/// The state a sheet-over-stack test reads and writes.
@Observable
@MainActor
private final class SheetOverStackState {
    var path: [Int] = []
    var isPresented = false
}

/// A stack with a pushed screen, and a sheet presented over the whole stack (Library's shape).
private struct SheetOverStack: View {
    let state: SheetOverStackState

    var body: some View {
        NavigationStack(path: Binding(get: { state.path }, set: { state.path = $0 })) {
            Text("Root screen")
                .navigationTitle("Root")
                .navigationDestination(for: Int.self) { Text("Detail \($0)").navigationTitle("Detail") }
        }
        .sheet(isPresented: Binding(get: { state.isPresented }, set: { state.isPresented = $0 })) {
            Text("Sheet body")
        }
    }
}

@MainActor
@Suite("A sheet over a navigation stack")
struct SheetOverStackTests {
    private func pushedWithSheet() -> (HeadlessHost, SheetOverStackState) {
        let state = SheetOverStackState()
        let host = HeadlessHost(width: 40, height: 20) { SheetOverStack(state: state) }
        host.frameInterval = 0.1
        state.path = [1]
        host.update()
        host.advance(by: 1.5)
        state.isPresented = true
        host.update()
        host.advance(by: 1.5)
        return (host, state)
    }

    @Test("Esc closes the sheet, then the next Esc pops the pushed screen")
    func escapeThenPop() {
        let (host, state) = pushedWithSheet()
        host.press(.escape)
        host.advance(by: 1.5)
        #expect(!state.isPresented)
        #expect(state.path == [1])
        host.press(.escape)
        host.advance(by: 1.5)
        #expect(state.path.isEmpty)
        #expect(host.lines.contains { $0.contains("Root screen") })
    }

    @Test("after a resize with the sheet up, Esc closes it and the stack still pops on Esc")
    func resizeThenEscape() {
        let (host, state) = pushedWithSheet()
        host.resize(width: 30, height: 12)
        host.advance(by: 0.3)
        host.press(.escape)
        host.advance(by: 1.5)
        #expect(!state.isPresented)
        #expect(!host.lines.contains { $0.hasPrefix("╭") })
        host.press(.escape)
        host.advance(by: 1.5)
        #expect(state.path.isEmpty)
        #expect(host.lines.contains { $0.contains("Root screen") })
    }

    @Test("a resize in the middle of the sheet's dismissal: the stack still pops on Esc")
    func resizeDuringDismissal() {
        let (host, state) = pushedWithSheet()
        host.press(.escape)
        host.advance(by: 0.1)
        host.resize(width: 30, height: 12)
        host.advance(by: 1.5)
        #expect(!host.lines.contains { $0.hasPrefix("╭") })
        host.press(.escape)
        host.advance(by: 1.5)
        #expect(state.path.isEmpty)
    }
}

/// A stack under a modifier, its path written from outside (no sheet at all).
private struct StackUnderModifier: View {
    let state: SheetOverStackState

    var body: some View {
        NavigationStack(path: Binding(get: { state.path }, set: { state.path = $0 })) {
            Text("Root screen")
                .navigationDestination(for: Int.self) { Text("Detail \($0)") }
        }
        .overlay(alignment: .bottomTrailing) { Text("x") }
    }
}

@MainActor
@Suite("Changes after a resize reach the screen")
struct ResizeThenChangeTests {
    @Test("a stack under a modifier still follows its path after a resize")
    func stackUnderModifier() {
        let state = SheetOverStackState()
        let host = HeadlessHost(width: 40, height: 20) { StackUnderModifier(state: state) }
        host.frameInterval = 0.1
        state.path = [1]
        host.update()
        host.advance(by: 1.5)
        host.resize(width: 30, height: 12)
        host.advance(by: 0.3)
        // No node is left pending under a parent that is not.
        host.host.runtime.root.checkInvariants()
        state.path = []
        host.update()
        host.advance(by: 1.5)
        #expect(host.lines[0].contains("Root screen"))
        state.path = [2]
        host.update()
        host.advance(by: 1.5)
        #expect(host.lines.contains { $0.contains("Detail 2") })
    }

    @Test("a GeometryReader's content under a custom view still follows its state after a resize")
    func geometryReaderContent() {
        struct Counter: View {
            let state: SheetOverStackState
            var body: some View {
                GeometryReader { _ in Text("count \(state.path.count)") }
                    .padding(0)
            }
        }
        let state = SheetOverStackState()
        let host = HeadlessHost(width: 40, height: 5) { Counter(state: state) }
        state.path = [1]
        host.update()
        host.resize(width: 30, height: 4)
        state.path = []
        host.update()
        #expect(host.lines[0].hasPrefix("count 0"))
        state.path = [1, 2]
        host.update()
        #expect(host.lines[0].hasPrefix("count 2"))
    }
}
