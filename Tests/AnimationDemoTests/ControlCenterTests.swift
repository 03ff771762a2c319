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
        let title = try #require(host.frame(ofText: "✱  Bluetooth"))
        host.press("2")
        // The tile starts where the panel was shown (text centred in the shared frame).
        let start = try #require(host.frame(ofText: "Bluetooth"))
        #expect(abs(start.midY - title.midY) < 4)
        host.advance(by: 2)
        try expectGolden(host, "control-center-initial")
    }
}
