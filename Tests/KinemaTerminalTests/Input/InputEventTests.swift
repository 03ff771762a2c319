import Testing

@testable import KinemaTerminal

@Suite("InputEvent descriptions")
struct InputEventTests {
    @Test(
        "events describe themselves compactly, as InputCheck shows them",
        arguments: [
            (InputEvent.key(KeyEvent(.up, modifiers: [.control, .shift])), "key(ctrl+shift+up)"),
            (.key(KeyEvent(.character("a"), modifiers: .alt, phase: .release)), "key(alt+a (release))"),
            (.key(KeyEvent(.character(" "))), "key(space)"),
            (.key(KeyEvent(.character("\u{7}"))), "key(\\u{07})"),
            (.key(KeyEvent(.function(5))), "key(F5)"),
            (
                .mouse(MouseEvent(.press(.left), column: 3, row: 4, modifiers: .control)),
                "mouse(ctrl+press left @3,4)"
            ),
            (.mouse(MouseEvent(.scroll(.down), column: 0, row: 0)), "mouse(scroll down @0,0)"),
            (.paste("hi\n"), "paste(3 scalars: \"hi\\n\")"),
            (.focus(false), "focus(out)"),
            (.resize(width: 80, height: 24), "resize(80x24)"),
        ])
    func descriptions(event: InputEvent, expected: String) {
        #expect(event.description == expected)
    }

    @Test("modifier parameters outside 1…256 carry no modifiers")
    func modifierParameter() {
        #expect(KeyModifiers(parameter: 0) == [])
        #expect(KeyModifiers(parameter: 257) == [])
        #expect(KeyModifiers(parameter: 1) == [])
        #expect(KeyModifiers(parameter: 6) == [.shift, .control])
        #expect(KeyModifiers(parameter: 256) == KeyModifiers(rawValue: 255))
    }
}
