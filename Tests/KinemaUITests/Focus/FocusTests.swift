import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Observation
import Testing

@testable import KinemaUI

private enum Field: Hashable { case name, email }

/// Two focusable boxes bound to an enum focus state, a Bool-bound one, and buttons that move focus.
private struct Form: View {
    let log: GestureLog
    @FocusState private var field: Field?
    @FocusState private var isNotesFocused: Bool

    var body: some View {
        screen(width: 30, height: 5) {
            VStack(alignment: .leading, spacing: 0) {
                FocusMarker(label: "name").focusable().focused($field, equals: .name)
                FocusMarker(label: "mail").focusable().focused($field, equals: .email)
                FocusMarker(label: "note").focusable().focused($isNotesFocused)
                Text("field \(field.map { "\($0)" } ?? "nil") notes \(isNotesFocused)")
                HStack(spacing: 1) {
                    Button("mail") { field = .email }
                    Button("note") { isNotesFocused = true }
                    Button("none") { field = nil }
                }
            }
        }
    }
}

/// Shows whether the nearest focusable ancestor has focus, from the environment.
private struct FocusMarker: View {
    let label: String
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        Text(isFocused ? "*\(label)" : " \(label)")
    }
}

@MainActor
@Suite("Focus")
struct FocusTests {
    @Test("Tab and Shift-Tab move through every focusable view, buttons and .focusable() alike")
    func tabOrder() {
        let host = HeadlessHost(width: 30, height: 5) { Form(log: GestureLog()) }
        #expect(host.lines[3].hasPrefix("field nil notes false"))
        host.press(.tab)
        #expect(host.lines[0].hasPrefix("*name"))
        #expect(host.lines[3].hasPrefix("field name notes false"))
        host.press(.tab)
        host.press(.tab)
        #expect(host.lines[2].hasPrefix("*note"))
        #expect(host.lines[3].hasPrefix("field nil notes true"))
        host.press(.tab)
        #expect(host.buffer[0, 4].style.attributes.contains(.inverse), "the first button")
        host.press(.tab, modifiers: .shift)
        #expect(host.lines[2].hasPrefix("*note"))
        #expect(host.lines[0].hasPrefix(" name"))
    }

    @Test("writing a focus state moves focus; a click on a focusable view focuses it")
    func programmaticFocus() {
        let host = HeadlessHost(width: 30, height: 5) { Form(log: GestureLog()) }
        host.click(x: 0, y: 4)
        #expect(host.lines[1].hasPrefix("*mail"))
        #expect(host.lines[3].hasPrefix("field email notes false"))
        host.click(x: 5, y: 4)
        #expect(host.lines[2].hasPrefix("*note"))
        #expect(host.lines[3].hasPrefix("field nil notes true"))
        host.click(x: 1, y: 0)
        #expect(host.lines[0].hasPrefix("*name"))
        #expect(host.lines[3].hasPrefix("field name notes false"))
        host.click(x: 10, y: 4)
        #expect(host.lines[0].hasPrefix(" name"))
        #expect(host.lines[3].hasPrefix("field nil notes false"))
    }

    @Test("a focus state written for a view that cannot take focus goes back to where focus is")
    func impossibleRequest() {
        let host = HeadlessHost(width: 20, height: 2) { Unfocusable() }
        host.click(x: 0, y: 1)
        #expect(host.lines[0].hasPrefix("false"))
    }

    @Test("removing the focused view drops focus and its focus state")
    func removedFocus() {
        let model = Toggle()
        let host = HeadlessHost(width: 20, height: 2) { Removable(model: model) }
        host.press(.tab)
        #expect(host.lines[1].hasPrefix("true"))
        model.isShown = false
        host.update()
        #expect(host.lines[1].hasPrefix("false"))
        #expect(host.host.runtime.focusedNode == nil)
    }

    @Test("focusEffectDisabled keeps a focused view's text as it is")
    func focusEffect() {
        let host = HeadlessHost(width: 10, height: 1) {
            screen(width: 10, height: 1) { Text("x").focusable().focusEffectDisabled() }
        }
        host.press(.tab)
        #expect(!host.buffer[0, 0].style.attributes.contains(.inverse))
    }

    @Test("Tab reaches a text field between focusable views; a focus state bound to it moves the typing")
    func textFieldInTabOrder() {
        let host = HeadlessHost(width: 20, height: 4) { FieldForm() }
        host.press(.tab)
        #expect(host.lines[0].hasPrefix("*box"))
        host.press(.tab)
        #expect(host.lines[1].hasPrefix("*end"))
        host.press(.tab)
        #expect(host.lines[3].hasPrefix("in field true"))
        host.type("ab")
        host.send(.key(KeyPress(key: "x", phase: .up)))
        #expect(host.lines[2].hasPrefix("ab "), "a release types nothing")
        host.press(.tab)
        #expect(host.lines[0].hasPrefix("*box"))
        #expect(host.lines[3].hasPrefix("in field false"))
        host.press(.tab, modifiers: .shift)
        host.type("c")
        #expect(host.lines[2].hasPrefix("abc"))
        host.press(.tab, modifiers: .shift)
        #expect(host.lines[1].hasPrefix("*end"))
    }
}

private struct Unfocusable: View {
    @FocusState private var isFocused: Bool

    var body: some View {
        screen(width: 20, height: 2) {
            VStack(alignment: .leading, spacing: 0) {
                Text("\(isFocused)").focused($isFocused)
                Button("go") { isFocused = true }.focusable(false)
            }
        }
    }
}

@Observable
@MainActor
private final class Toggle {
    var isShown = true
}

private struct Removable: View {
    let model: Toggle
    @FocusState private var isFocused: Bool

    var body: some View {
        screen(width: 20, height: 2) {
            VStack(alignment: .leading, spacing: 0) {
                if model.isShown {
                    Text("box").focusable().focused($isFocused)
                } else {
                    Text("gone")
                }
                Text("\(isFocused)")
            }
        }
    }
}

private struct FieldForm: View {
    @State private var text = ""
    @FocusState private var isFieldFocused: Bool

    var body: some View {
        screen(width: 20, height: 4) {
            VStack(alignment: .leading, spacing: 0) {
                FocusMarker(label: "box").focusable()
                FocusMarker(label: "end").focusable()
                TextField("name", text: $text).focused($isFieldFocused)
                Text("in field \(isFieldFocused)")
            }
        }
    }
}
