import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

@MainActor
@Suite("Key dispatch")
struct KeyDispatchTests {
    @Test("with nothing focused, an inner handler gets a key before the one around it")
    func innermostFirstWithoutFocus() {
        let log = GestureLog()
        let host = HeadlessHost(width: 10, height: 2) {
            VStack {
                Text("a").onKeyPress("x") {
                    log.record("inner")
                    return .handled
                }
                Text("b")
            }
            .onKeyPress("x") {
                log.record("outer")
                return .handled
            }
        }
        host.press("x")
        #expect(log.take() == ["inner"])
    }

    @Test("an ignored press goes on outward; siblings are tried in tree order")
    func ignoredGoesOutward() {
        let log = GestureLog()
        let host = HeadlessHost(width: 10, height: 2) {
            VStack {
                Text("a").onKeyPress("x") {
                    log.record("first")
                    return .ignored
                }
                Text("b").onKeyPress("x") {
                    log.record("second")
                    return .ignored
                }
            }
            .onKeyPress("x") {
                log.record("outer")
                return .handled
            }
        }
        host.press("x")
        #expect(log.take() == ["first", "second", "outer"])
    }

    @Test("the focused view's handlers come first, innermost first, before handlers elsewhere")
    func focusedChainFirst() {
        let log = GestureLog()
        let host = HeadlessHost(width: 10, height: 2) {
            VStack {
                Text("a").onKeyPress("x") {
                    log.record("elsewhere")
                    return .handled
                }
                Text("b")
                    .onKeyPress("x") {
                        log.record("focused inner")
                        return .ignored
                    }
                    .focusable()
                    .onKeyPress("x") {
                        log.record("focused outer")
                        return .handled
                    }
            }
        }
        host.press(.tab)
        host.press("x")
        #expect(log.take() == ["focused inner", "focused outer"])
    }

    @Test("a keyboard shortcut activates its button; Control stands in for Command")
    func shortcuts() {
        let log = GestureLog()
        let host = HeadlessHost(width: 20, height: 3) {
            VStack {
                Button("save") { log.record("save") }.keyboardShortcut("s")
                Button("ok") { log.record("ok") }.keyboardShortcut(.defaultAction)
                Button("off") { log.record("off") }.keyboardShortcut(.cancelAction).disabled(true)
            }
        }
        host.press("s", modifiers: .command)
        host.press("s", modifiers: .control)
        host.press("s")
        host.press(.return)
        host.press(.escape)
        #expect(log.take() == ["save", "save", "ok"])
        host.press(.tab)
        host.press(.return)
        #expect(log.take() == ["save"], "the focused button takes Return before the default action")
    }

    @Test("releases reach only handlers that ask for them; keys: and CharacterSet forms match")
    func phasesAndForms() {
        let log = GestureLog()
        let host = HeadlessHost(width: 10, height: 1) {
            Text("a")
                .onKeyPress(keys: [.upArrow, .downArrow]) { press in
                    log.record("arrow \(press.key)")
                    return .handled
                }
                .onKeyPress(characters: .decimalDigits) { press in
                    log.record("digit \(press.characters)")
                    return .handled
                }
                .onKeyPress(phases: .up) { press in
                    log.record("up \(press.characters)")
                    return .handled
                }
        }
        host.press(.upArrow)
        host.press("7")
        host.press("q")
        host.send(.key(KeyPress(key: "q", phase: .up)))
        #expect(log.take() == ["arrow upArrow", "digit 7", "up q"])
    }
}
