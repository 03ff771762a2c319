import KinemaGeometry
import Testing

@testable import KinemaUI

/// Records which button was tapped.
@MainActor
private final class TapLog {
    var taps: [String] = []
}

@MainActor
@Suite("Hit testing")
struct HitTestTests {
    @Test("a click on overlapping buttons goes to the one drawn on top (higher zIndex)")
    func zIndexWins() {
        let log = TapLog()
        let host = HeadlessHost(width: 5, height: 1) {
            ZStack {
                Button("AAA") { log.taps.append("A") }.zIndex(1)
                Button("BBB") { log.taps.append("B") }
            }
        }
        #expect(host.lines == [" AAA "])
        host.click(x: 2, y: 0)
        #expect(log.taps == ["A"])
    }

    @Test("among equal zIndex the later sibling is on top and gets the click")
    func treeOrderBreaksTies() {
        let log = TapLog()
        let host = HeadlessHost(width: 5, height: 1) {
            ZStack {
                Button("AAA") { log.taps.append("A") }
                Button("BBB") { log.taps.append("B") }
            }
        }
        host.click(x: 2, y: 0)
        #expect(log.taps == ["B"])
    }

    @Test("fully transparent content is not clickable")
    func transparentIsSkipped() {
        let log = TapLog()
        let host = HeadlessHost(width: 5, height: 1) {
            ZStack {
                Button("AAA") { log.taps.append("A") }
                Button("BBB") { log.taps.append("B") }.opacity(0)
            }
        }
        #expect(host.lines == [" AAA "])
        host.click(x: 2, y: 0)
        #expect(log.taps == ["A"])
    }
}
