import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

/// Flips a toggle through its configuration, as a SwiftUI custom style does.
private struct StarStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 1) {
            configuration.label
            Text(configuration.isOn ? "★" : "☆").onTapGesture { configuration.isOn.toggle() }
        }
    }
}

@MainActor
@Suite("Toggle: switch, checkbox and button styles, keyboard and mouse")
struct ToggleTests {
    private func host<S: ToggleStyle>(
        _ isOn: Box<Bool>, style: S, width: Int = 16, disabled: Bool = false, hidden: Bool = false
    ) -> HeadlessHost {
        HeadlessHost(width: width, height: 2) {
            screen(width: Double(width), height: 2) {
                Stateful(isOn) { binding in
                    VStack(alignment: .leading, spacing: 0) {
                        if hidden {
                            Toggle("Wi-Fi", isOn: binding).toggleStyle(style).labelsHidden()
                        } else {
                            Toggle("Wi-Fi", isOn: binding).toggleStyle(style).disabled(disabled)
                        }
                        Button("ok") {}
                    }
                }
            }
        }
    }

    @Test("a switch: label left, knob on a grey track right; a click flips it and the knob slides over")
    func switchClick() throws {
        let isOn = Box(false)
        let host = host(isOn, style: .switch)
        #expect(host.lines[0] == "Wi-Fi       ●   ")
        #expect(host.buffer[12, 0].style.background == Color(white: 0.3))
        try ControlTesting.expectGolden(host, "toggle-switch-off")
        host.click(x: 2, y: 0)
        #expect(isOn.value)
        // The knob slides with the default snappy animation: a cell at a time, then the right end.
        var seen: Set<String> = [host.lines[0]]
        for _ in 0..<30 {
            host.advance(by: 1.0 / 60)
            seen.insert(host.lines[0])
        }
        #expect(host.lines[0] == "Wi-Fi          ●")
        #expect(seen.contains("Wi-Fi        ●  "))
        #expect(seen.contains("Wi-Fi         ● "))
        #expect(host.buffer[12, 0].style.background == .green)
        try ControlTesting.expectGolden(host, "toggle-switch-on-focused")
    }

    @Test(
        "a switch flipped in an animated transaction follows its animation; with animations disabled it jumps"
    )
    func switchTransaction() {
        struct Flipper: View {
            let disables: Bool
            @State private var isOn = false
            var body: some View {
                VStack(alignment: .leading, spacing: 0) {
                    Toggle("Wi-Fi", isOn: $isOn)
                    Button("flip") {
                        var transaction = Transaction(animation: disables ? nil : .linear(duration: 1))
                        transaction.disablesAnimations = disables
                        withTransaction(transaction) { isOn.toggle() }
                    }
                }
            }
        }
        let animated = HeadlessHost(width: 16, height: 2) {
            screen(width: 16, height: 2) { Flipper(disables: false) }
        }
        animated.click(x: 1, y: 1)
        animated.advance(by: 0.5)
        #expect(animated.lines[0] == "Wi-Fi         ● ")
        animated.advance(by: 0.6)
        #expect(animated.lines[0] == "Wi-Fi          ●")

        let jumping = HeadlessHost(width: 16, height: 2) {
            screen(width: 16, height: 2) { Flipper(disables: true) }
        }
        jumping.click(x: 1, y: 1)
        #expect(jumping.lines[0] == "Wi-Fi          ●")
    }

    @Test(
        "Tab focuses the toggle (label inverted); Space and Return flip it; a disabled one ignores everything"
    )
    func keyboard() {
        let isOn = Box(false)
        let host = host(isOn, style: .checkbox)
        #expect(host.lines[0].hasPrefix("[ ] Wi-Fi"))
        host.press(.tab)
        #expect(ControlTesting.inverseColumns(host, row: 0) == [4, 5, 6, 7, 8])
        host.press(.space)
        #expect(isOn.value)
        #expect(host.lines[0].hasPrefix("[x] Wi-Fi"))
        host.press(.return)
        #expect(!isOn.value)

        let off = Box(false)
        let disabled = self.host(off, style: .checkbox, disabled: true)
        #expect(disabled.buffer[4, 0].style.attributes.contains(.dim))
        disabled.press(.tab)
        disabled.press(.space)
        disabled.click(x: 1, y: 0)
        #expect(!off.value)
        #expect(ControlTesting.inverseColumns(disabled, row: 0) == [])
    }

    @Test("a click released off the toggle cancels; pressed elsewhere and released on it does nothing")
    func releaseOutsideCancels() {
        let isOn = Box(false)
        let host = host(isOn, style: .checkbox, width: 12)
        host.press(at: cell(1, 0))
        host.move(to: cell(5, 1))
        host.release(at: cell(5, 1))
        #expect(!isOn.value)
        host.press(at: cell(1, 1))
        host.release(at: cell(1, 0))
        #expect(!isOn.value)
    }

    @Test("a checkbox with its label hidden shows focus on the box; the mark takes the tint")
    func checkboxHiddenLabel() throws {
        let isOn = Box(true)
        let host = host(isOn, style: .checkbox, width: 8, hidden: true)
        #expect(host.lines[0] == "[x]     ")
        #expect(host.buffer[1, 0].style.foreground == .accentColor)
        host.press(.tab)
        #expect(ControlTesting.inverseColumns(host, row: 0) == [0, 1, 2])
        try ControlTesting.expectGolden(host, "toggle-checkbox-hidden-focused")
    }

    @Test("a button-style toggle is grey when off, tinted and bold when on, lighter while held")
    func buttonStyle() throws {
        let isOn = Box(false)
        let host = HeadlessHost(width: 10, height: 1) {
            screen(width: 10, height: 1) {
                Stateful(isOn) { Toggle("Bold", isOn: $0).toggleStyle(.button).tint(.orange) }
            }
        }
        #expect(host.lines[0] == " Bold     ")
        #expect(host.buffer[0, 0].style.background == .gray)
        host.press(at: cell(2, 0))
        #expect(host.buffer[0, 0].style.background == BorderedButtonStyle.pressedBezel)
        host.release(at: cell(2, 0))
        #expect(isOn.value)
        #expect(host.buffer[0, 0].style.background == .orange)
        #expect(host.buffer[1, 0].style.attributes.contains(.bold))
        try ControlTesting.expectGolden(host, "toggle-button-on")
    }

    @Test("a custom style flips the toggle through configuration.isOn")
    func customStyle() {
        let isOn = Box(false)
        let host = HeadlessHost(width: 10, height: 1) {
            screen(width: 10, height: 1) {
                Stateful(isOn) { Toggle("Fav", isOn: $0).toggleStyle(StarStyle()) }
            }
        }
        #expect(host.lines[0] == "Fav ☆     ")
        host.click(x: 4, y: 0)
        #expect(isOn.value)
    }

    @Test("the switch knob moves a cell at a time: every position from off to on")
    func knobPositions() {
        let positions = stride(from: 0.0, through: 1.0, by: 1.0 / 3).map {
            SwitchTrack(position: $0, onColor: .green, offColor: .gray, knobColor: .white).glyphs
        }
        #expect(positions == ["●   ", " ●  ", "  ● ", "   ●"])
        #expect(
            SwitchTrack(position: .nan, onColor: .green, offColor: .gray, knobColor: .white).glyphs == "●   ")
        #expect(
            SwitchTrack(position: 7, onColor: .green, offColor: .gray, knobColor: .white).glyphs == "   ●")
    }
}
