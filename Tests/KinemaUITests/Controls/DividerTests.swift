import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

@MainActor
@Suite("Divider")
struct DividerTests {
    @Test("a divider is a horizontal rule across a VStack and a vertical one in an HStack")
    func axes() throws {
        let host = HeadlessHost(width: 9, height: 5) {
            screen(width: 9, height: 5) {
                VStack(spacing: 0) {
                    Text("top")
                    Divider()
                    HStack(spacing: 0) {
                        Text("a")
                        Divider()
                        Text("b")
                    }
                    .frame(height: 2)
                }
            }
        }
        #expect(host.lines[1] == "─────────")
        #expect(host.lines[2].contains("│"))
        #expect(host.lines[3].contains("│"))
        try ControlTesting.expectGolden(host, "divider")
    }
}
