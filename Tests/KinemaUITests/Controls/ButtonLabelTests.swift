import KinemaRender
import Testing

@testable import KinemaUI

@MainActor
@Suite("Button, Toggle and Picker with a title and a system image")
struct ButtonLabelTests {
    @Test("Button(_:systemImage:action:) draws the symbol and the title and runs its action")
    func buttonSystemImage() {
        let taps = Box(0)
        let host = HeadlessHost(width: 8, height: 1) {
            HStack(spacing: 0) {
                Button("Add", systemImage: "plus") { taps.value += 1 }
                Spacer()
            }
        }
        #expect(host.lines == ["+ Add   "])
        host.click(x: 0, y: 0)
        host.click(x: 4, y: 0)
        #expect(taps.value == 2)
    }

    @Test("the label style applies: .iconOnly keeps the symbol, .titleOnly the title")
    func labelStyles() {
        let host = HeadlessHost(width: 8, height: 2) {
            VStack(alignment: .leading, spacing: 0) {
                Button("Add", systemImage: "plus") {}.labelStyle(.iconOnly)
                Button("Add", systemImage: "plus") {}.labelStyle(.titleOnly)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        #expect(host.lines == ["+       ", "Add     "])
    }

    @Test("a destructive Button(_:systemImage:role:action:) draws its symbol and title in red")
    func destructiveRole() {
        let host = HeadlessHost(width: 7, height: 1) {
            Button("Bin", systemImage: "trash", role: .destructive) {}
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        let glyph = SymbolCatalog.entry(named: "trash")!.glyph
        #expect(host.lines[0].hasPrefix(glyph + " Bin"))
        let column = DisplayWidth.of(glyph) + 1
        #expect(host.buffer[column, 0].style.foreground == Color.red)
    }

    @Test("Toggle(_:systemImage:isOn:) shows the symbol before its title and flips on a click")
    func toggleSystemImage() {
        let isOn = Box(false)
        let host = HeadlessHost(width: 12, height: 1) {
            Toggle("Sync", systemImage: "plus", isOn: isOn.binding).toggleStyle(.checkbox)
                .frame(maxWidth: .infinity, alignment: .leading)
        }
        #expect(host.lines == ["[ ] + Sync  "])
        host.click(x: 0, y: 0)
        #expect(isOn.value)
    }

    @Test("Picker(_:systemImage:selection:content:) labels the picker with the symbol and title")
    func pickerSystemImage() {
        let flavor = Box("Mint")
        let host = HeadlessHost(width: 20, height: 1) {
            Picker("Flavor", systemImage: "plus", selection: flavor.binding) {
                Text("Mint").tag("Mint")
                Text("Plum").tag("Plum")
            }
        }
        #expect(host.lines[0].hasPrefix("+ Flavor"))
        #expect(host.lines[0].contains("Mint"))
    }
}
