import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

@MainActor
@Suite("GroupBox and DisclosureGroup")
struct ContainerViewTests {
    @Test("a group box draws a rounded border with its label in the top edge, a column of padding inside")
    func groupBox() {
        let host = HeadlessHost(width: 16, height: 4) {
            VStack(alignment: .leading, spacing: 0) {
                GroupBox("Disk") {
                    Text("72 GB used")
                }
                Spacer()
            }
        }
        #expect(host.lines[0] == " ╭ Disk ──────╮ ")
        #expect(host.lines[1] == " │ 72 GB used │ ")
        #expect(host.lines[2] == " ╰────────────╯ ")
        #expect(host.buffer[3, 0].style.attributes.contains(.bold))
        let unlabelled = HeadlessHost(width: 6, height: 3) { GroupBox { Text("ab") } }
        #expect(unlabelled.lines == ["╭────╮", "│ ab │", "╰────╯"])
    }

    @Test("a disclosure group: ▸ collapsed; a click, Return or → expands (▾, content indented); ← collapses")
    func disclosure() {
        let host = HeadlessHost(width: 14, height: 4) {
            VStack(alignment: .leading, spacing: 0) {
                DisclosureGroup("More") {
                    Text("detail")
                }
                Button("ok") {}
                Spacer()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        #expect(host.lines[0] == "▸ More        ")
        #expect(host.lines[1].hasPrefix("ok"))
        host.click(x: 0, y: 0)
        host.advance(by: 0.5)
        #expect(host.lines[0] == "▾ More        ")
        #expect(host.lines[1] == "  detail      ")
        host.press(.leftArrow)
        host.advance(by: 0.5)
        #expect(host.lines[0] == "▸ More        ")
        host.press(.rightArrow)
        host.advance(by: 0.5)
        #expect(host.lines[1] == "  detail      ")
        host.press(.return)
        host.advance(by: 0.5)
        #expect(host.lines[1].hasPrefix("ok"))
        // Arrow keys do nothing while another view has focus.
        host.press(.tab)
        host.press(.rightArrow)
        host.advance(by: 0.5)
        #expect(host.lines[0] == "▸ More        ")
    }

    @Test("a disclosure group bound to state follows and writes the binding")
    func bound() {
        let isExpanded = Box(true)
        let host = HeadlessHost(width: 10, height: 3) {
            Stateful(isExpanded) { binding in
                VStack(alignment: .leading, spacing: 0) {
                    DisclosureGroup("A", isExpanded: binding) { Text("b") }
                    Spacer()
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
        }
        #expect(host.lines[0] == "▾ A       ")
        #expect(host.lines[1] == "  b       ")
        host.click(x: 0, y: 0)
        host.advance(by: 0.5)
        #expect(!isExpanded.value)
        #expect(host.lines[1] == "          ")
    }
}
