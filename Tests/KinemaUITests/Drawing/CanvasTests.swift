import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

@MainActor
@Suite("Canvas item ids")
struct CanvasTests {
    @Test("a node drawing more than 65,536 items never reuses an id, its own or the next node's")
    func manyItemsKeepIdsUnique() throws {
        let host = HeadlessHost(width: 4, height: 1) { Text("x") }
        let first = try #require(host.host.runtime.root)
        let second = try #require(first.children.first)
        var canvas = Canvas()
        let frame = Rect(x: 0, y: 0, width: 1, height: 1)
        canvas.append(.text("b", Style()), frame: frame, node: second, context: DrawContext())
        for _ in 0..<70_000 {
            canvas.append(.text("a", Style()), frame: frame, node: first, context: DrawContext())
        }
        canvas.append(.text("b", Style()), frame: frame, node: second, context: DrawContext())
        let ids = canvas.list.items.map(\.id)
        #expect(Set(ids).count == ids.count)
        canvas.list.checkInvariants()
    }

    @Test("ids stay the same from frame to frame, overflowing items included")
    func idsAreStableAcrossFrames() throws {
        let host = HeadlessHost(width: 4, height: 1) { Text("x") }
        let node = try #require(host.host.runtime.root)
        var canvas = Canvas()
        func drawFrame() -> [DisplayItem.ID] {
            canvas.removeAll()
            for _ in 0..<66_000 {
                canvas.append(
                    .text("a", Style()), frame: Rect(x: 0, y: 0, width: 1, height: 1), node: node,
                    context: DrawContext())
            }
            return canvas.list.items.map(\.id)
        }
        #expect(drawFrame() == drawFrame())
    }
}
