import Kinema
import Testing

@testable import ControlCenter

@MainActor
@Suite("ControlCenter demo")
struct ControlCenterTests {
    @Test("a tile expands into its panel from the tile's frame and collapses back")
    func expandAndCollapse() throws {
        let host = HeadlessHost(width: 80, height: 20) { ControlCenter() }
        try expectGolden(host, "control-center-initial")
        let tile = try #require(host.frame(ofText: "Wi-Fi"))
        host.press("1")
        host.advance(by: 2)
        try expectGolden(host, "control-center-wifi")
        #expect(host.frame(ofText: "Wi-Fi") == nil)
        host.press("1")
        host.advance(by: 2)
        #expect(host.frame(ofText: "Wi-Fi") == tile)
        try expectGolden(host, "control-center-initial")
    }

    @Test("pressing again mid-flight reverses from where the panel is shown")
    func interrupt() throws {
        let host = HeadlessHost(width: 80, height: 20) { ControlCenter() }
        host.press("2")
        host.advance(by: 0.15)
        _ = try #require(host.frame(ofText: "✱  Bluetooth"))
        // The leaving tile follows the shared frame while it fades (it is drawn moved towards the
        // panel), and when it comes back it starts from exactly there.
        let shown = try #require(host.frame(ofText: "Bluetooth"))
        host.press("2")
        let start = try #require(host.frame(ofText: "Bluetooth"))
        #expect(abs(start.midX - shown.midX) < 1e-6 && abs(start.midY - shown.midY) < 1e-6)
        host.advance(by: 2)
        try expectGolden(host, "control-center-initial")
    }
}
