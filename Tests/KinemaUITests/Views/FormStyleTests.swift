import Foundation
import Observation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

@MainActor
@Suite("Form styles")
struct FormStyleTests {
    @ViewBuilder
    private func settings() -> some View {
        Section(header: Text("General"), footer: Text("Saved")) {
            Text("Name")
            Text("Mail")
        }
    }

    @Test("automatic: header, rows and footer one under another")
    func automatic() {
        let host = HeadlessHost(width: 16, height: 5) { Form { settings() }.formStyle(.automatic) }
        let plain = HeadlessHost(width: 16, height: 5) { Form { settings() } }
        #expect(host.lines == [" General        ", " Name           ", " Mail           ", " Saved          ", "                "])
        #expect(plain.lines == host.lines)
    }

    @Test("grouped: the rows in a rounded box, the header above and footer below")
    func grouped() {
        let host = HeadlessHost(width: 16, height: 7) { Form { settings() }.formStyle(.grouped) }
        #expect(host.lines == [
            "  General       ",
            " ╭────────────╮ ",
            " │ Name       │ ",
            " │ Mail       │ ",
            " ╰────────────╯ ",
            "  Saved         ",
            "                ",
        ])
    }

    @Test("columns: the header right-aligned in the leading third (30 columns inside the margins: 9), the rows beside it")
    func columns() {
        let host = HeadlessHost(width: 32, height: 4) { Form { settings() }.formStyle(.columns) }
        #expect(host.lines == [
            "    General Name                ",
            "            Mail                ",
            "            Saved               ",
            "                                ",
        ])
    }
}
