import Foundation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

/// A screen with a confirmation dialog.
private struct DialogScreen: View {
    let state: DialogTestState
    let visibility: Visibility

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Sort") { state.isPresented = true }
            Text("base line")
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .confirmationDialog("Sort books", isPresented: state.binding, titleVisibility: visibility) {
            ForEach(["By title", "By author"], id: \.self) { name in
                Button(name) { state.log.append(name) }
            }
            Button("Clear", role: .destructive) { state.log.append("clear") }
        }
    }
}

@MainActor
@Suite("Confirmation dialogs")
struct ConfirmationDialogTests {
    private func host(_ state: DialogTestState, visibility: Visibility = .visible) -> HeadlessHost {
        let host = HeadlessHost(width: 40, height: 12) { DialogScreen(state: state, visibility: visibility) }
        host.frameInterval = 0.05
        return host
    }

    @Test("a dialog is anchored to the bottom: title, actions in a column, a Cancel added apart below")
    func layout() {
        let state = DialogTestState()
        let host = host(state)
        state.isPresented = true
        host.update()
        #expect(
            host.lines == [
                "Sort                                    ",
                "base line                               ",
                "  ╭──────────────────────────────────╮  ",
                "  │            Sort books            │  ",
                "  │  ──────────────────────────────  │  ",
                "  │             By title             │  ",
                "  │            By author             │  ",
                "  │              Clear               │  ",
                "  ╰──────────────────────────────────╯  ",
                "  ╭──────────────────────────────────╮  ",
                "  │              Cancel              │  ",
                "  ╰──────────────────────────────────╯  ",
            ])
        // Focus starts on the first action; Clear is red.
        #expect(ControlTesting.inverseColumns(host, row: 5) == Array(15...24))
        #expect(host.buffer[17, 7].style.foreground == .red)
        // `.automatic` hides the title (and its rule), as on a phone.
        let hidden = DialogTestState()
        let other = self.host(hidden, visibility: .automatic)
        hidden.isPresented = true
        other.update()
        #expect(other.lines[3].allSatisfy { $0 == " " })
        #expect(other.lines[4] == "  ╭──────────────────────────────────╮  ")
        #expect(other.lines[5] == "  │             By title             │  ")
    }

    @Test("↓ and Enter choose an action; a click outside cancels; Esc cancels")
    func choose() {
        let state = DialogTestState()
        let host = host(state)
        state.isPresented = true
        host.update()
        host.press(.downArrow)
        host.press(.return)
        #expect(state.log == ["By author"])
        #expect(!state.isPresented)
        state.isPresented = true
        host.update()
        host.click(x: 1, y: 1)
        #expect(!state.isPresented)
        #expect(state.log == ["By author"])
        state.isPresented = true
        host.update()
        host.press(.escape)
        #expect(!state.isPresented)
        #expect(state.log == ["By author"])
    }

    @Test(
        "withAnimation slides the dialog up from the bottom over the transaction; unanimated it shows at once"
    )
    func animates() {
        let state = DialogTestState()
        let host = host(state)
        withAnimation(.linear(duration: 1)) { state.isPresented = true }
        host.update()
        host.advance(by: 0.5)
        let midway = host.lines.firstIndex { $0.contains("╭") }
        host.advance(by: 1)
        let settled = host.lines.firstIndex { $0.contains("╭") }
        #expect(settled == 2)
        #expect(midway.map { $0 > 2 } ?? true)
        // Unanimated: at once.
        state.isPresented = false
        host.update()
        #expect(!host.lines.contains { $0.contains("╭") })
        state.isPresented = true
        host.update()
        #expect(host.lines[2].contains("╭"))
    }
}
