import Foundation
import Observation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

@MainActor
@Suite("Container-relative frame")
struct ContainerRelativeFrameTests {
    private func frames(in host: HeadlessHost) -> [Rect] {
        nodes(ContainerRelativeFrameNode.self, in: host).compactMap(\.modelFrame)
    }

    @Test("without a scroll view or navigation stack the container is the window")
    func window() {
        let host = HeadlessHost(width: 40, height: 10) {
            VStack(spacing: 0) {
                Text("a").containerRelativeFrame(.horizontal)
                Text("b").containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 1, alignment: .leading)
                Text("c").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 1)
                Text("d").containerRelativeFrame(.vertical) { length, axis in axis == .vertical ? length / 2 : 0 }
            }
        }
        // (40 − 2) / 3 = 12.67 → 12 columns; two spans and their gap: 25.33 + 1 → 26.
        #expect(frames(in: host).map(\.size) == [
            Size(width: 40, height: 1), Size(width: 12, height: 1), Size(width: 26, height: 1),
            Size(width: 1, height: 5),
        ])
    }

    @Test("pages of a horizontal paging scroll view are its width, and follow a resize")
    func carousel() {
        let host = HeadlessHost(width: 40, height: 3) {
            ScrollView(.horizontal) {
                LazyHStack(spacing: 0) {
                    ForEach(0..<5, id: \.self) { page in
                        Text("Page \(page)").containerRelativeFrame(.horizontal)
                    }
                }
                .scrollTargetLayout()
            }
            .scrollTargetBehavior(.paging)
        }
        let node = scrollView(in: host)
        #expect(node.contentSize.width == 200)
        #expect(host.lines[1] == "                 Page 0                 ")
        host.scroll(at: Point(x: 5, y: 1), dy: 1)
        host.advance(by: 2)
        #expect(node.offset.x == 40)
        #expect(host.lines[1] == "                 Page 1                 ")
        #expect(frames(in: host).allSatisfy { $0.size.width == 40 })
        // A resize keeps the proposals to the pages (a horizontal scroll view offers no width):
        // the pages measured with the old width are measured again. (Re-aligning the offset to a
        // page after a resize is the paging behaviour's.)
        host.resize(width: 30, height: 3)
        host.advance(by: 2)
        #expect(!frames(in: host).isEmpty && frames(in: host).allSatisfy { $0.size.width == 30 })
    }

    @Test("inside a NavigationStack the container is the screen's content area, between its bars")
    func navigationStack() {
        let host = HeadlessHost(width: 30, height: 10) {
            NavigationStack {
                Text("x").containerRelativeFrame([.horizontal, .vertical]).navigationTitle("T")
            }
        }
        #expect(frames(in: host) == [Rect(x: 0, y: 2, width: 30, height: 8)])
    }

    @Test("bad counts, spans and lengths are clamped, never a crash")
    func badValues() {
        let host = HeadlessHost(width: 20, height: 4) {
            VStack(spacing: 0) {
                Text("a").containerRelativeFrame(.horizontal, count: 0, span: 5, spacing: .nan)
                Text("b").containerRelativeFrame(.horizontal) { _, _ in .nan }
                Text("c").containerRelativeFrame(.horizontal) { _, _ in -.infinity }
            }
        }
        #expect(frames(in: host).map(\.size.width) == [20, 0, 0])
    }
}
