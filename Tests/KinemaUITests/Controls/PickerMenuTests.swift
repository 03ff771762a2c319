import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

private enum Portion: String, Hashable, CaseIterable, Identifiable {
    case small, medium, large
    var id: Self { self }
}

@MainActor
@Suite("Picker: the menu style's pop-up list, keys, mouse, placement and bad input")
struct PickerMenuTests {
    private func menu(_ size: Box<Portion>, height: Int = 8, top: Int = 0, disabled: Bool = false) -> HeadlessHost {
        HeadlessHost(width: 24, height: height) {
            screen(width: 24, height: Double(height)) {
                Stateful(size) { binding in
                    VStack(alignment: .leading, spacing: 0) {
                        if top > 0 { Spacer().frame(height: Double(top)) }
                        Picker("Portion", selection: binding) {
                            ForEach(Portion.allCases) { Text($0.rawValue) }
                        }
                        .disabled(disabled)
                        Button("ok") {}
                    }
                }
            }
        }
    }

    @Test("closed: the label left, the selection and ▾ at the right end; automatic is the menu style")
    func closed() {
        let size = Box(Portion.medium)
        let host = menu(size)
        #expect(host.lines[0] == "Portion         medium ▾")
        #expect(host.buffer[23, 0].style.foreground == .accentColor)
        #expect(host.lines[1].hasPrefix("ok"))
    }

    @Test("a click opens the list below the button over the views beneath; a click on an option chooses it")
    func mouse() {
        let size = Box(Portion.medium)
        let host = menu(size)
        host.click(x: 20, y: 0)
        #expect(host.lines[1] == "ok           ╭─────────╮")
        #expect(host.lines[2] == "             │  small  │")
        #expect(host.lines[3] == "             │✓ medium │")
        #expect(host.lines[4] == "             │  large  │")
        #expect(host.lines[5] == "             ╰─────────╯")
        // The highlighted row (the selection) is on the tint.
        #expect(host.buffer[14, 3].style.background == .accentColor)
        host.click(x: 16, y: 4)
        #expect(size.value == .large)
        #expect(host.lines[1].hasPrefix("ok"))
        #expect(!host.lines.joined().contains("╭"))
    }

    @Test("a click outside the open list closes it and reaches nothing beneath")
    func clickOutside() {
        let size = Box(Portion.small)
        let pressed = Box(0)
        let host = HeadlessHost(width: 24, height: 8) {
            screen(width: 24, height: 8) {
                Stateful(size) { binding in
                    VStack(alignment: .leading, spacing: 0) {
                        Picker("Portion", selection: binding) {
                            ForEach(Portion.allCases) { Text($0.rawValue) }
                        }
                        Button("ok") { pressed.value += 1 }
                    }
                }
            }
        }
        host.click(x: 20, y: 0)
        #expect(host.lines.joined().contains("╭"))
        host.click(x: 0, y: 1)
        #expect(pressed.value == 0)
        #expect(!host.lines.joined().contains("╭"))
        host.click(x: 0, y: 1)
        #expect(pressed.value == 1)
        #expect(size.value == .small)
    }

    @Test("keys: Return opens, ↓ ↑ Home End move the highlight, Return chooses, Esc closes unchanged")
    func keys() {
        let size = Box(Portion.small)
        let host = menu(size)
        host.press(.tab)
        #expect(host.buffer[16, 0].style.attributes.contains(.inverse))
        host.press(.return)
        #expect(host.lines.joined().contains("╭"))
        host.press(.downArrow)
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(host.buffer[14, 4].style.background == .accentColor)
        host.press(.home)
        #expect(host.buffer[14, 2].style.background == .accentColor)
        host.press(.end)
        host.press(.escape)
        #expect(size.value == .small)
        #expect(!host.lines.joined().contains("╭"))
        host.press(.downArrow)
        host.press(.end)
        host.press(.space)
        #expect(size.value == .large)
        #expect(!host.lines.joined().contains("╭"))
        // Tab away closes an open list.
        host.press(.return)
        host.press(.tab)
        #expect(!host.lines.joined().contains("╭"))
    }

    @Test("near the bottom of the screen the list opens above the button")
    func opensAbove() {
        let size = Box(Portion.large)
        let host = menu(size, height: 8, top: 6)
        host.click(x: 20, y: 6)
        #expect(host.lines[1] == "             ╭─────────╮")
        #expect(host.lines[4] == "             │✓ large  │")
        #expect(host.lines[5] == "             ╰─────────╯")
        #expect(host.lines[6].hasPrefix("Portion"))
    }

    @Test("disabled: drawn dimmed, no list on a click or a key")
    func disabled() {
        let size = Box(Portion.small)
        let host = menu(size, disabled: true)
        #expect(host.buffer[16, 0].style.attributes.contains(.dim))
        host.click(x: 20, y: 0)
        host.press(.tab)
        host.press(.return)
        #expect(!host.lines.joined().contains("╭"))
    }

    @Test("no options, or a selection matching none: a bare ▾, an empty list, nothing to choose")
    func badInput() {
        let size = Box(Portion.small)
        let host = HeadlessHost(width: 12, height: 4) {
            Stateful(size) { binding in
                VStack(spacing: 0) {
                    Picker("None", selection: binding) {}.labelsHidden()
                    Picker("Other", selection: binding) { Text("x").tag(7) }.labelsHidden()
                }
            }
        }
        #expect(host.lines.joined().contains("▾"))
        host.press(.tab)
        host.press(.return)
        host.press(.downArrow)
        host.press(.return)
        host.press(.tab)
        host.press(.return)
        host.press(.return)
        #expect(size.value == .small)
    }

    @Test("in points mode the list lines up with the cells, and a click on an option chooses it")
    func points() {
        let size = Box(Portion.small)
        let host = HeadlessHost(width: 24, height: 8, units: .points) {
            Stateful(size) { binding in
                VStack(alignment: .leading, spacing: 0) {
                    Picker("Portion", selection: binding) {
                        ForEach(Portion.allCases) { Text($0.rawValue) }
                    }
                    Spacer()
                }
            }
        }
        #expect(host.lines[0] == "Portion         small  ▾")
        host.click(x: 20, y: 0)
        #expect(host.lines[3] == "             │  medium │")
        host.click(x: 17, y: 3)
        #expect(size.value == .medium)
    }

    @Test("inside a scroll view the whole list shows, past the scroll view's edge")
    func inScrollView() {
        let size = Box(Portion.small)
        let host = HeadlessHost(width: 24, height: 8) {
            VStack(spacing: 0) {
                ScrollView {
                    Stateful(size) { binding in
                        Picker("Portion", selection: binding) {
                            ForEach(Portion.allCases) { Text($0.rawValue) }
                        }
                    }
                }
                .frame(height: 2)
                Spacer()
            }
        }
        host.click(x: 20, y: 0)
        #expect(host.lines.contains { $0.contains("│  large  │") })
        host.click(x: 16, y: 4)
        #expect(size.value == .large)
    }
}
