import Foundation
import KinemaGeometry
import Testing

@testable import KinemaUI

@MainActor
@Suite("Horizontal paging")
struct HorizontalPagingTests {
    @Test("a horizontal paging scroll view of full-width pages turns a page on a wheel notch")
    func horizontalPaging() {
        let host = HeadlessHost(width: 40, height: 10) {
            GeometryReader { proxy in
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 0) {
                        ForEach(0..<12, id: \.self) { page in
                            Text("Page \(page + 1)").frame(width: proxy.size.width, height: proxy.size.height)
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.paging)
            }
        }
        let node = scrollView(in: host)
        #expect(node.contentSize.width == 480)
        host.scroll(at: cell(5, 5), dy: 1)
        host.advance(by: 2)
        #expect(node.offset.x == 40)
    }
}
