import Foundation
import Kinema
import Testing

@testable import Scrolling

@MainActor
@Suite("Scrolling demo")
struct ScrollingTests {
    private func makeHost() -> HeadlessHost {
        let host = HeadlessHost(width: 60, height: 17) { ScrollingDemo() }
        host.frameInterval = 0.1
        return host
    }

    @Test("the cards page fades and narrows the cards at the edges as it scrolls")
    func cards() throws {
        let host = makeHost()
        host.press("4")
        host.advance(by: 1)
        try expectGolden(host, "cards-top")
        // The card cut by the bottom edge is drawn narrowed and faded; a line down, the top card
        // is too, and the every-fifth card below has not slid in.
        host.press(.downArrow)
        host.advance(by: 2)
        try expectGolden(host, "cards-scrolled")
        let faded = host.displayList.items.filter { $0.opacity < 1 }
        #expect(!faded.isEmpty)
    }
}
