import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

/// A tile on the left that becomes a wide panel on the right, sharing geometry.
private struct Expander: View {
    let model: TransitionModel
    @Namespace private var namespace

    var body: some View {
        ZStack(alignment: .topLeading) {
            if model.show {
                Text("T")
                    .frame(width: 4, height: 2)
                    .background(Color.blue)
                    .matchedGeometryEffect(id: "tile", in: namespace)
                    .frame(width: 30, height: 10, alignment: .topLeading)
            } else {
                Text("P")
                    .frame(width: 20, height: 6)
                    .background(Color.blue)
                    .matchedGeometryEffect(id: "tile", in: namespace)
                    .frame(width: 30, height: 10, alignment: .bottomTrailing)
            }
        }
    }
}

/// The frame of the blue fill.
@MainActor
private func fillFrame(_ host: HeadlessHost) -> Rect? {
    host.displayList.items.last { item in
        if case .fill = item.kind { return true }
        return false
    }?.frame
}

/// Equal frames up to rounding.
private func near(_ a: Rect?, _ b: Rect) -> Bool {
    guard let a else { return false }
    return abs(a.origin.x - b.origin.x) < 1e-9 && abs(a.origin.y - b.origin.y) < 1e-9
        && abs(a.size.width - b.size.width) < 1e-9 && abs(a.size.height - b.size.height) < 1e-9
}

@MainActor
@Suite("matchedGeometryEffect and geometryGroup")
struct MatchedGeometryTests {
    @Test(
        "a view inserted with the id of a removed one starts at its presented frame and animates to its own")
    func startsFromSource() throws {
        let model = TransitionModel()
        let host = HeadlessHost(width: 30, height: 10) { Expander(model: model) }
        let tile = try #require(fillFrame(host))
        #expect(tile == Rect(x: 0, y: 0, width: 4, height: 2))
        withAnimation(.linear(duration: 1)) { model.show = false }
        host.update()
        #expect(near(fillFrame(host), tile))
        host.advance(by: 0.5)
        #expect(fillFrame(host) == Rect(x: 5, y: 2, width: 12, height: 4))
        host.advance(by: 0.5)
        #expect(fillFrame(host) == Rect(x: 10, y: 4, width: 20, height: 6))
    }

    @Test("collapsing mid-flight starts from where the panel is shown")
    func interrupted() throws {
        let model = TransitionModel()
        let host = HeadlessHost(width: 30, height: 10) { Expander(model: model) }
        withAnimation(.linear(duration: 1)) { model.show = false }
        host.advance(by: 0.5)
        let shown = try #require(fillFrame(host))
        withAnimation(.linear(duration: 1)) { model.show = true }
        host.update()
        #expect(near(fillFrame(host), shown))
        host.advance(by: 1)
        #expect(fillFrame(host) == Rect(x: 0, y: 0, width: 4, height: 2))
    }

    @Test("without animation the new view is at its own frame at once; removal frees the group")
    func unanimated() {
        let model = TransitionModel()
        let host = HeadlessHost(width: 30, height: 10) { Expander(model: model) }
        let nodes = host.host.nodeCount
        model.show = false
        host.update()
        #expect(fillFrame(host) == Rect(x: 10, y: 4, width: 20, height: 6))
        model.show = true
        host.update()
        #expect(host.host.nodeCount == nodes)
    }

    @Test("geometryGroup moves its content as one piece with its animated frame")
    func geometryGroup() {
        let model = TransitionModel()
        let host = HeadlessHost(width: 30, height: 3) {
            HStack(spacing: 0) {
                if model.show { Text("abc") }
                Text("X").geometryGroup()
            }.frame(width: 30, alignment: .leading)
        }
        #expect(host.item(showing: "X")?.frame.origin.x == 3)
        withAnimation(.linear(duration: 1)) { model.show = false }
        host.advance(by: 0.5)
        #expect(host.item(showing: "X")?.frame.origin.x == 1.5)
    }
}
