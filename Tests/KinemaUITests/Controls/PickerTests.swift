import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

private enum Flavor: String, Hashable, CaseIterable, Identifiable {
    case choc, vanilla, mint
    var id: Self { self }
}

@MainActor
@Suite("Picker: segmented and inline, tags, keys, mouse and bad selections")
struct PickerTests {
    private func segmented(_ flavor: Box<Flavor>, width: Int = 20) -> HeadlessHost {
        HeadlessHost(width: width, height: 2) {
            screen(width: Double(width), height: 2) {
                Stateful(flavor) { binding in
                    VStack(spacing: 0) {
                        Picker("Flavor", selection: binding) {
                            Text("Choc").tag(Flavor.choc)
                            Text("Vanilla").tag(Flavor.vanilla)
                            Text("Mint").tag(Flavor.mint)
                        }
                        .pickerStyle(.segmented)
                        Button("ok") {}
                    }
                }
            }
        }
    }

    @Test("segmented: equal segments across the width, the selected one on the tint in bold")
    func segmentedDrawing() throws {
        let flavor = Box(Flavor.vanilla)
        let host = segmented(flavor)
        // 20 columns: three 6-column segments and two separators.
        #expect(host.lines[0] == " Choc │ Van… │ Mint ")
        #expect(host.buffer[7, 0].style.background == .accentColor)
        #expect(host.buffer[8, 0].style.attributes.contains(.bold))
        #expect(host.buffer[0, 0].style.background == BorderedButtonStyle.bezel)
        try ControlTesting.expectGolden(host, "picker-segmented")
    }

    @Test("segmented: a click selects (released over the same segment); ← → step when focused")
    func segmentedInput() {
        let flavor = Box(Flavor.choc)
        let host = segmented(flavor, width: 23)
        host.click(x: 20, y: 0)
        #expect(flavor.value == .mint)
        host.press(at: cell(2, 0))
        host.release(at: cell(10, 0))
        #expect(flavor.value == .mint)
        host.press(.leftArrow)
        #expect(flavor.value == .vanilla)
        host.press(.leftArrow)
        host.press(.leftArrow)
        #expect(flavor.value == .choc)
        host.press(.end)
        #expect(flavor.value == .mint)
        #expect(!ControlTesting.inverseColumns(host, row: 0).isEmpty)
    }

    @Test("inline: the label, then a radio row per option; ↑ ↓ move; ForEach options carry their ids")
    func inline() throws {
        let flavor = Box(Flavor.choc)
        let host = HeadlessHost(width: 12, height: 5) {
            screen(width: 12, height: 5) {
                Stateful(flavor) { binding in
                    Picker("Flavor", selection: binding) {
                        ForEach(Flavor.allCases) { Text($0.rawValue) }
                    }
                    .pickerStyle(.inline)
                }
            }
        }
        #expect(host.lines[0..<4] == ["Flavor      ", "◉ choc      ", "○ vanilla   ", "○ mint      "])
        try ControlTesting.expectGolden(host, "picker-inline")
        host.click(x: 4, y: 3)
        #expect(flavor.value == .mint)
        #expect(host.lines[3] == "◉ mint      ")
        host.press(.upArrow)
        #expect(flavor.value == .vanilla)
        host.press(.home)
        #expect(flavor.value == .choc)
    }

    @Test("bad input: no options, a selection matching none, untagged and wrongly typed options")
    func badInput() {
        let value = Box(7)
        let empty = HeadlessHost(width: 8, height: 2) {
            screen(width: 8, height: 2) {
                Stateful(value) { binding in
                    VStack(spacing: 0) {
                        Picker("None", selection: binding) {}.pickerStyle(.segmented)
                        Picker("None", selection: binding) {}.pickerStyle(.inline)
                    }
                }
            }
        }
        #expect(empty.lines == ["None    ", "        "])
        empty.press(.tab)
        empty.press(.downArrow)
        #expect(value.value == 7)

        let host = HeadlessHost(width: 12, height: 4) {
            screen(width: 12, height: 4) {
                Stateful(value) { binding in
                    Picker("N", selection: binding) {
                        Text("one").tag(1)
                        Text("free")
                        Text("str").tag("x")
                        Text("two").tag(2)
                    }
                    .pickerStyle(.inline)
                    .labelsHidden()
                }
            }
        }
        // 7 matches nothing: no option is marked.
        #expect(host.lines.allSatisfy { !$0.contains("◉") })
        host.press(.tab)
        host.press(.downArrow)
        #expect(value.value == 1)
        host.press(.downArrow)
        // "free" has no tag; "str" is tagged with a String: both are passed over.
        #expect(value.value == 2)
        host.click(x: 3, y: 1)
        host.click(x: 3, y: 2)
        #expect(value.value == 2)
    }

    @Test("a disabled picker draws dimmed and takes no input")
    func disabled() {
        let flavor = Box(Flavor.choc)
        let host = HeadlessHost(width: 20, height: 1) {
            screen(width: 20, height: 1) {
                Stateful(flavor) { binding in
                    Picker("F", selection: binding) {
                        Text("Choc").tag(Flavor.choc)
                        Text("Mint").tag(Flavor.mint)
                    }
                    .pickerStyle(.segmented)
                    .disabled(true)
                }
            }
        }
        #expect(host.buffer[3, 0].style.attributes.contains(.dim))
        host.click(x: 15, y: 0)
        host.press(.tab)
        host.press(.rightArrow)
        #expect(flavor.value == .choc)
    }
}
