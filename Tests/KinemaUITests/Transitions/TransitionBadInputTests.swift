import KinemaAnimation
import KinemaGeometry
import Testing

@testable import KinemaUI

@MainActor
@Suite("Transitions: bad input")
struct TransitionBadInputTests {
    @Test("a view removed and re-added 1,000 times in one frame leaves no node behind")
    func thousandToggles() {
        let model = TransitionModel()
        let host = HeadlessHost(width: 10, height: 2) {
            VStack {
                if model.show { Text("A").transition(.slide) }
                Text("B")
            }
        }
        let start = host.host.nodeCount
        for _ in 0..<1000 {
            withAnimation(.linear(duration: 1)) { model.show.toggle() }
            host.host.update(at: host.time)
        }
        #expect(host.host.nodeCount <= start + 8)
        host.advance(by: 2)
        #expect(host.host.nodeCount == start)
        #expect(model.show)
        #expect(host.lines.joined().contains("A"))
        host.host.runtime.root.checkInvariants()
    }

    @Test("rows removed and re-added many times keep one node each")
    func rowChurn() {
        let model = TransitionModel()
        let host = HeadlessHost(width: 10, height: 4) {
            VStack { ForEach(model.ids, id: \.self) { Text("r\($0)").transition(.opacity) } }
        }
        let start = host.host.nodeCount
        for round in 0..<200 {
            withAnimation(.linear(duration: 1)) { model.ids = round.isMultiple(of: 2) ? [1] : [1, 2, 3] }
            host.host.update(at: host.time)
        }
        host.advance(by: 2)
        #expect(host.host.nodeCount == start)
        host.host.runtime.root.checkInvariants()
    }

    @Test("NaN in a transition's scale or offset does not crash and draws the view")
    func nanValues() {
        let model = TransitionModel()
        let host = HeadlessHost(width: 10, height: 1) {
            HStack {
                if model.show {
                    Text("A").transition(.scale(.nan).combined(with: .offset(x: .nan, y: .infinity)))
                }
                Text("B").transition(AnyTransition.scale(scale: .nan, anchor: UnitPoint(x: .nan, y: 0)))
            }
        }
        let start = host.host.nodeCount
        withAnimation(.linear(duration: 1)) { model.show = false }
        host.advance(by: 0.5)
        withAnimation(.linear(duration: 1)) { model.show = true }
        host.advance(by: 2)
        #expect(host.lines.joined().contains("A"))
        #expect(host.host.nodeCount == start)
    }
}
