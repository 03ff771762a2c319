import Foundation
import Observation
import Testing

@testable import KinemaUI

/// Issue 16's bad input on lazy stacks (the plain-stack cases are in `ScrollViewTests.badInput`).
@MainActor
@Suite("Lazy stacks: bad input")
struct LazyBadInputTests {
    @Test("lazy rows shrinking under a far scroll offset: the offset comes back to the new end")
    func shrinkingUnderOffset() {
        let model = LazyCountModel()
        let host = HeadlessHost(width: 20, height: 10) { LazyCountList(model: model) }
        host.press(.end)
        host.advance(by: 1)
        #expect(host.lines[9].trimmed == "row 99999")
        model.count = 15
        host.advance(by: 1)
        #expect(scrollView(in: host).offset.y == 5)
        #expect(host.lines[9].trimmed == "row 14")
        model.count = 0
        host.advance(by: 1)
        #expect(scrollView(in: host).offset.y == 0)
        #expect(host.lines.allSatisfy { $0.trimmed.isEmpty })
    }

    @Test("scrollTo an id no lazy row has scrolls nothing and names the id in diagnostics")
    func scrollToUnknownID() {
        let box = ProxyBox()
        let host = HeadlessHost(width: 20, height: 10) {
            ScrollViewReader { proxy in
                LazyStackTests.lazyList(count: 100_000).onAppear { box.proxy = proxy }
            }
        }
        box.proxy?.scrollTo(40, anchor: .top)
        host.advance(by: 0)
        #expect(host.lines[0].trimmed == "row 40")
        box.proxy?.scrollTo("row 7", anchor: .top)
        box.proxy?.scrollTo(-1, anchor: .top)
        host.advance(by: 1)
        #expect(host.lines[0].trimmed == "row 40")
        #expect(host.host.diagnostics.contains { $0.contains("-1") })
    }
}

@MainActor
@Observable
final class LazyCountModel {
    var count = 100_000
}

private struct LazyCountList: View {
    let model: LazyCountModel
    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<model.count, id: \.self) { Text("row \($0)") }
            }
        }
        .frame(width: 20, height: 10)
    }
}
