import KinemaGeometry
import Observation
import Testing

@testable import KinemaUI

/// The state an Esc test reads and writes.
@Observable
@MainActor
private final class EscapeState {
    var outer = false
    var inner = false
    var disabled = false
    var path: [Int] = []
    var baseEscapes = 0
}

/// A base with a focusable button, a sheet holding a button and a sheet of its own.
private struct Nested: View {
    let state: EscapeState

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Open") { state.outer = true }
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .sheet(isPresented: Binding(get: { state.outer }, set: { state.outer = $0 })) {
            VStack(alignment: .leading, spacing: 0) {
                Text("Outer sheet")
                Button("More") { state.inner = true }
                    .buttonStyle(.plain)
            }
            .interactiveDismissDisabled(state.disabled)
            .sheet(isPresented: Binding(get: { state.inner }, set: { state.inner = $0 })) {
                Text("Inner sheet")
            }
        }
        .onKeyPress(.escape) {
            state.baseEscapes += 1
            return .handled
        }
    }
}

/// A stack whose root presents a sheet that holds a stack of its own.
private struct StackInSheet: View {
    let state: EscapeState

    var body: some View {
        NavigationStack {
            Text("Root")
                .sheet(isPresented: Binding(get: { state.outer }, set: { state.outer = $0 })) {
                    NavigationStack(path: Binding(get: { state.path }, set: { state.path = $0 })) {
                        Text("Sheet root")
                            .navigationDestination(for: Int.self) { Text("Sheet detail \($0)") }
                    }
                }
        }
    }
}

@MainActor
@Suite("Esc and sheets")
struct SheetEscapeTests {
    private func host(_ state: EscapeState) -> HeadlessHost {
        let host = HeadlessHost(width: 30, height: 16) { Nested(state: state) }
        host.frameInterval = 0.1
        return host
    }

    private func shows(_ host: HeadlessHost, _ text: String) -> Bool {
        host.lines.contains { $0.contains(text) }
    }

    @Test("Esc closes a sheet opened by a click on a focused button of the base, not the base's handler")
    func escapeAfterClickInBase() {
        let state = EscapeState()
        let host = host(state)
        host.press(.tab)
        host.click(x: 1, y: 0)
        host.advance(by: 1.5)
        #expect(shows(host, "Outer sheet"))
        host.press(.escape)
        host.advance(by: 1.5)
        #expect(!state.outer)
        #expect(!shows(host, "Outer sheet"))
        #expect(state.baseEscapes == 0)
        // With the sheet gone, Esc reaches the base again.
        host.press(.escape)
        #expect(state.baseEscapes == 1)
    }

    @Test("Esc closes only the top sheet of two stacked ones, from a focused button inside the lower one")
    func escapeClosesTopOnly() {
        let state = EscapeState()
        let host = host(state)
        state.outer = true
        host.update()
        host.advance(by: 1.5)
        // Focus the button in the outer sheet, then press it.
        host.press(.tab)
        host.press(.return)
        host.advance(by: 1.5)
        #expect(state.inner)
        #expect(shows(host, "Inner sheet"))
        host.press(.escape)
        host.advance(by: 1.5)
        #expect(!state.inner)
        #expect(state.outer)
        #expect(shows(host, "Outer sheet"))
        host.press(.escape)
        host.advance(by: 1.5)
        #expect(!state.outer)
        #expect(state.baseEscapes == 0)
    }

    @Test("with .interactiveDismissDisabled() Esc leaves the sheet up and does not reach the base")
    func escapeDisabled() {
        let state = EscapeState()
        state.disabled = true
        let host = host(state)
        state.outer = true
        host.update()
        host.advance(by: 1.5)
        host.press(.escape)
        host.advance(by: 1.5)
        #expect(state.outer)
        #expect(shows(host, "Outer sheet"))
        #expect(state.baseEscapes == 0)
    }

    @Test("Esc in a sheet holding a stack pops the sheet's stack first, then closes the sheet")
    func escapePopsStackInSheetFirst() {
        let state = EscapeState()
        let host = HeadlessHost(width: 30, height: 16) { StackInSheet(state: state) }
        host.frameInterval = 0.1
        state.outer = true
        host.update()
        host.advance(by: 1.5)
        state.path = [1]
        host.update()
        host.advance(by: 1.5)
        #expect(shows(host, "Sheet detail 1"))
        host.press(.escape)
        host.advance(by: 1.5)
        #expect(state.path.isEmpty)
        #expect(state.outer)
        #expect(shows(host, "Sheet root"))
        host.press(.escape)
        host.advance(by: 1.5)
        #expect(!state.outer)
        #expect(shows(host, "Root"))
    }
}
