import Foundation
import KinemaGeometry
import KinemaRender
import Observation
import Testing

@testable import KinemaUI

/// The state an alert or dialog test reads and writes.
@Observable
@MainActor
final class DialogTestState {
    var isPresented = false
    var second = false
    var log: [String] = []
    var book: String?

    var binding: Binding<Bool> { Binding(get: { self.isPresented }, set: { self.isPresented = $0 }) }
    var secondBinding: Binding<Bool> { Binding(get: { self.second }, set: { self.second = $0 }) }
}

/// A screen with a button that opens the alert, and a line of text beneath.
private struct AlertScreen: View {
    let state: DialogTestState

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Open") { state.isPresented = true }
            Text("base line")
            Spacer(minLength: 0)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .alert("Remove Dune?", isPresented: state.binding) {
            Button("Remove", role: .destructive) { state.log.append("remove") }
            Button("Cancel", role: .cancel) { state.log.append("cancel") }
        } message: {
            Text("It stays in Books.")
        }
    }
}

@MainActor
@Suite("Alerts")
struct AlertTests {
    private func host(_ state: DialogTestState, width: Int = 40, height: Int = 12) -> HeadlessHost {
        let host = HeadlessHost(width: width, height: height) { AlertScreen(state: state) }
        host.frameInterval = 0.05
        return host
    }

    @Test(
        "an alert draws a centred box over the dimmed screen: title, message, two buttons in a row, cancel leading"
    )
    func layout() {
        let state = DialogTestState()
        let host = host(state)
        state.isPresented = true
        host.update()
        #expect(
            host.lines == [
                "Open                                    ",
                "base line                               ",
                "        ╭──────────────────────╮        ",
                "        │     Remove Dune?     │        ",
                "        │                      │        ",
                "        │  It stays in Books.  │        ",
                "        │                      │        ",
                "        │   Cancel    Remove   │        ",
                "        ╰──────────────────────╯        ",
                "                                        ",
                "                                        ",
                "                                        ",
            ])
        // Focus starts on Cancel (the other button is destructive); Remove is red; the screen
        // beneath is darkened.
        #expect(ControlTesting.inverseColumns(host, row: 7) == Array(11...18))
        #expect(host.buffer[22, 7].style.foreground == .red)
        #expect(!host.buffer[0, 0].style.background.isDefault)
        #expect(host.buffer[0, 11].style.background == host.buffer[0, 0].style.background)
    }

    @Test("← → move focus between the buttons, Enter chooses: the binding goes false, then the action runs")
    func keys() {
        let state = DialogTestState()
        let host = host(state)
        state.isPresented = true
        host.update()
        host.press(.rightArrow)
        #expect(ControlTesting.inverseColumns(host, row: 7) == Array(21...28))
        host.press(.rightArrow)
        #expect(ControlTesting.inverseColumns(host, row: 7) == Array(21...28))
        host.press(.leftArrow)
        #expect(ControlTesting.inverseColumns(host, row: 7) == Array(11...18))
        host.press(.rightArrow)
        host.press(.return)
        #expect(state.log == ["remove"])
        #expect(!state.isPresented)
        #expect(host.lines[2].allSatisfy { $0 == " " })
    }

    @Test(
        "Esc chooses the cancel button; other keys stop at the alert; focus returns to the button that opened it"
    )
    func escapeAndFocus() {
        let state = DialogTestState()
        let host = host(state)
        host.press(.tab)
        #expect(ControlTesting.inverseColumns(host, row: 0) == Array(0...3))
        host.press(.return)
        #expect(state.isPresented)
        #expect(host.lines[3].contains("Remove Dune?"))
        // Tab cycles within the alert: the Open button beneath is out of reach.
        host.press(.tab)
        #expect(ControlTesting.inverseColumns(host, row: 7) == Array(21...28))
        host.press(.tab)
        #expect(ControlTesting.inverseColumns(host, row: 7) == Array(11...18))
        host.press(.escape)
        #expect(state.log == ["cancel"])
        #expect(!state.isPresented)
        // Focus is back on Open: Enter opens the alert again.
        #expect(ControlTesting.inverseColumns(host, row: 0) == Array(0...3))
        host.press(.return)
        #expect(state.isPresented)
    }

    @Test("a click outside an alert does nothing; a click on a button chooses it")
    func clicks() {
        let state = DialogTestState()
        let host = host(state)
        state.isPresented = true
        host.update()
        host.click(x: 1, y: 0)
        host.click(x: 2, y: 10)
        #expect(state.isPresented)
        #expect(state.log.isEmpty)
        #expect(host.lines[3].contains("Remove Dune?"))
        host.click(x: 23, y: 7)
        #expect(state.log == ["remove"])
        #expect(!state.isPresented)
        // The screen beneath takes clicks again.
        host.click(x: 1, y: 0)
        #expect(state.isPresented)
    }

    @Test("a resize with the alert up keeps it centred on the new screen")
    func resize() {
        let state = DialogTestState()
        let host = host(state)
        state.isPresented = true
        host.update()
        host.resize(width: 30, height: 9)
        #expect(
            host.lines == [
                "Open                          ",
                "bas╭──────────────────────╮   ",
                "   │     Remove Dune?     │   ",
                "   │                      │   ",
                "   │  It stays in Books.  │   ",
                "   │                      │   ",
                "   │   Cancel    Remove   │   ",
                "   ╰──────────────────────╯   ",
                "                              ",
            ])
        // A screen narrower than the message wraps it, and the buttons no longer fit a row: they
        // stack, cancel last.
        host.resize(width: 20, height: 12)
        #expect(
            host.lines == [
                "Open                ",
                "╭──────────────────╮",
                "│   Remove Dune?   │",
                "│                  │",
                "│   It stays in    │",
                "│     Books.       │",
                "│                  │",
                "│      Cancel      │",
                "│      Remove      │",
                "╰──────────────────╯",
                "                    ",
                "                    ",
            ])
    }

    @Test("three buttons stack in a column, cancel last; an alert without buttons shows OK")
    func column() {
        struct Three: View {
            let state: DialogTestState
            var body: some View {
                Color.clear.alert("Save changes?", isPresented: state.binding) {
                    Button("Cancel", role: .cancel) { state.log.append("cancel") }
                    Button("Save") { state.log.append("save") }
                    Button("Discard", role: .destructive) { state.log.append("discard") }
                }
            }
        }
        struct Bare: View {
            let state: DialogTestState
            var body: some View {
                Color.clear.alert(Text("Saved"), isPresented: state.binding) {}
            }
        }
        let state = DialogTestState()
        state.isPresented = true
        let host = HeadlessHost(width: 30, height: 9) { Three(state: state) }
        #expect(
            host.lines == [
                "                              ",
                "     ╭─────────────────╮      ",
                "     │  Save changes?  │      ",
                "     │                 │      ",
                "     │      Save       │      ",
                "     │     Discard     │      ",
                "     │     Cancel      │      ",
                "     ╰─────────────────╯      ",
                "                              ",
            ])
        #expect(ControlTesting.inverseColumns(host, row: 4) == Array(11...16))
        // Focus starts on Save; ↓ moves to Discard, ↓ to Cancel.
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.return)
        #expect(state.log == ["cancel"])
        let bare = DialogTestState()
        bare.isPresented = true
        let other = HeadlessHost(width: 30, height: 7) { Bare(state: bare) }
        #expect(other.lines[1] == "         ╭─────────╮          ")
        #expect(other.lines[2] == "         │  Saved  │          ")
        #expect(other.lines[4] == "         │   OK    │          ")
        other.press(.return)
        #expect(!bare.isPresented)
    }
}
