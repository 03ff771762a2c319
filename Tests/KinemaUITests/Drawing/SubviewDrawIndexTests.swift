import KinemaGeometry
import Testing

@testable import KinemaUI

@MainActor
private func firstText(in node: ViewNode) -> TextNode? {
    if let text = node as? TextNode { return text }
    for child in node.children {
        if let text = firstText(in: child) { return text }
    }
    return nil
}

@MainActor
@Suite("SubviewDrawIndex")
struct SubviewDrawIndexTests {
    @Test("checkInvariants passes for a stack whose subviews draw past their frames, moving or not")
    func consistentIndexPasses() {
        let host = HeadlessHost(width: 8, height: 4) {
            VStack { Text("a").offset(y: 2); Text("b"); Text("c").offset(x: -3) }
        }
        host.host.runtime.root.checkInvariants()
        #expect(host.lines == ["        ", "   b    ", "c  a    ", "        "])
    }

    @Test("checkInvariants stops the program when a subview draws outside the index's content bounds")
    func subviewOutsideContentBoundsTraps() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let host = HeadlessHost(width: 8, height: 4) { VStack { Text("a"); Text("b") } }
                // A bound changed without telling the container: what the invariant exists to catch.
                firstText(in: host.host.runtime.root)?.cachedDrawBounds = Rect(x: 50, y: 50, width: 1, height: 1)
                host.host.runtime.root.checkInvariants()
            }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("outside contentBounds"))
    }
}
