import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

/// A tile and a panel sharing geometry, each with an opacity transition (as the ControlCenter demo
/// writes them): the removed view stays while it fades, so the group's leaving member is found
/// below the removed subtree's top.
private struct FadingExpander: View {
    let model: TransitionModel
    @Namespace private var namespace

    var body: some View {
        ZStack(alignment: .topLeading) {
            if model.show {
                Text("T")
                    .frame(width: 4, height: 2)
                    .matchedGeometryEffect(id: "tile", in: namespace)
                    .transition(.opacity)
                    .frame(width: 30, height: 10, alignment: .topLeading)
            } else {
                Text("P")
                    .frame(width: 20, height: 6)
                    .matchedGeometryEffect(id: "tile", in: namespace)
                    .transition(.opacity)
                    .frame(width: 30, height: 10, alignment: .bottomTrailing)
            }
        }
    }
}

@MainActor
private func textX(_ host: HeadlessHost, _ text: String) -> Double? {
    host.item(showing: text).map { Double($0.frame.origin.x) }
}

@MainActor
@Suite("matchedGeometryEffect with transitions")
struct MatchedGeometryTransitionTests {
    @Test("with transitions, the inserted view starts from the leaving view's frame and the leaving one follows")
    func sharedFrameWithTransitions() throws {
        let model = TransitionModel()
        let host = HeadlessHost(width: 30, height: 10) { FadingExpander(model: model) }
        #expect(textX(host, "T") == 1)
        withAnimation(.linear(duration: 1)) { model.show = false }
        host.advance(by: 0.5)
        let panelMid = try #require(textX(host, "P"))
        let tileMid = try #require(textX(host, "T"))
        // Half way between the tile's place (1) and the panel's own (19), both of them.
        #expect(panelMid > 5 && panelMid < 15)
        #expect(tileMid > 5 && tileMid < 15)
        host.advance(by: 1)
        #expect(textX(host, "P") == 19)
        #expect(textX(host, "T") == nil)
    }

    @Test("reversed mid-flight under a spring, the tile turns back without a jump in its velocity")
    func reversalKeepsVelocity() throws {
        let model = TransitionModel()
        let host = HeadlessHost(width: 30, height: 10) { FadingExpander(model: model) }
        host.frameInterval = 1.0 / 60
        withAnimation(.spring(duration: 1, bounce: 0)) { model.show = false }
        host.update()
        host.advance(by: 0.25)
        let before = try #require(textX(host, "T"))
        host.advance(by: 1.0 / 60)
        let atReversal = try #require(textX(host, "T"))
        let velocityBefore = (atReversal - before) * 60
        #expect(velocityBefore > 5)
        withAnimation(.spring(duration: 1, bounce: 0)) { model.show = true }
        host.update()
        #expect(abs((textX(host, "T") ?? .nan) - atReversal) < 1e-9)
        host.advance(by: 1.0 / 60)
        let after = try #require(textX(host, "T"))
        // Merged springs keep the velocity: the tile still moves outward for a moment. Started
        // afresh from rest it would already move back.
        #expect(after > atReversal)
        #expect((after - atReversal) * 60 > velocityBefore / 2)
        host.advance(by: 3)
        #expect(textX(host, "T") == 1)
        #expect(textX(host, "P") == nil)
    }
}
