import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

@MainActor
@Suite("DisplayListRecorder item ids")
struct DisplayListRecorderTests {
    @Test("a node drawing more than 65,536 items never reuses an id, its own or the next node's")
    func manyItemsKeepIdsUnique() throws {
        let host = HeadlessHost(width: 4, height: 1) { Text("x") }
        let first = try #require(host.host.runtime.root)
        let second = try #require(first.children.first)
        var recorder = DisplayListRecorder()
        let frame = Rect(x: 0, y: 0, width: 1, height: 1)
        recorder.append(.text("b", Style()), frame: frame, node: second, context: DrawContext())
        for _ in 0..<70_000 {
            recorder.append(.text("a", Style()), frame: frame, node: first, context: DrawContext())
        }
        recorder.append(.text("b", Style()), frame: frame, node: second, context: DrawContext())
        let ids = recorder.list.items.map(\.id)
        #expect(Set(ids).count == ids.count)
        recorder.list.checkInvariants()
    }

    @Test("ids stay the same from frame to frame, overflowing items included")
    func idsAreStableAcrossFrames() throws {
        let host = HeadlessHost(width: 4, height: 1) { Text("x") }
        let node = try #require(host.host.runtime.root)
        var recorder = DisplayListRecorder()
        func drawFrame() -> [DisplayItem.ID] {
            recorder.removeAll()
            for _ in 0..<66_000 {
                recorder.append(
                    .text("a", Style()), frame: Rect(x: 0, y: 0, width: 1, height: 1), node: node,
                    context: DrawContext())
            }
            return recorder.list.items.map(\.id)
        }
        #expect(drawFrame() == drawFrame())
    }
}
