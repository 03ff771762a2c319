import Foundation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

@MainActor
@Suite("List: styles and row traits")
struct ListStyleTests {
    static func sections(_ style: some ListStyle) -> some View {
        List {
            Section("A") {
                Text("one")
                Text("two")
            }
            Section("B") { Text("three") }
        }
        .listStyle(style)
    }

    @Test("plain: rows and headers one after another, one cell of inset")
    func plain() {
        let host = HeadlessHost(width: 20, height: 8) { Self.sections(.plain) }
        #expect(Array(host.lines.prefix(5)) == [
            " A                  ", " one                ", " two                ", " B                  ",
            " three              ",
        ])
    }

    @Test("grouped: a blank row before each later section and a separator between rows")
    func grouped() {
        let host = HeadlessHost(width: 20, height: 8) { Self.sections(.grouped) }
        let lines = host.lines.map(\.trimmed)
        #expect(lines[0] == "A")
        #expect(lines[1] == "one")
        #expect(lines[2].allSatisfy { $0 == "─" } && !lines[2].isEmpty, "a separator between one and two")
        #expect(lines[3] == "two")
        #expect(lines[4] == "", "the gap before section B")
        #expect(lines[5] == "B")
        #expect(lines[6] == "three")
    }

    @Test("inset and sidebar indent their rows")
    func indents() {
        let inset = HeadlessHost(width: 20, height: 8) { Self.sections(.inset) }
        #expect(inset.lines[1].hasPrefix("   one"))
        let sidebar = HeadlessHost(width: 20, height: 8) { Self.sections(.sidebar) }
        #expect(sidebar.lines[0].hasPrefix(" A"))
        #expect(sidebar.lines[1].hasPrefix("   one"))
    }

    @Test("listRowInsets, listRowSeparator and listRowBackground change one row")
    func rowTraits() {
        let host = HeadlessHost(width: 20, height: 8) {
            List {
                Text("edge").listRowInsets(EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
                Text("ruled").listRowSeparator(.visible)
                Text("tinted").listRowBackground(Color.red)
            }
        }
        #expect(host.lines[0].hasPrefix("edge"))
        #expect(host.lines[1].hasPrefix(" ruled"))
        #expect(host.lines[2].trimmed.allSatisfy { $0 == "─" })
        #expect(host.lines[3].hasPrefix(" tinted"))
        #expect(host.buffer[10, 3].style.background == Color.red)
    }
}
