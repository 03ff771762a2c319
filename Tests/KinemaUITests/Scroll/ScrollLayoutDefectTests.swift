import Foundation
import KinemaGeometry
import KinemaRender
import KinemaTestSupport
import Observation
import Testing

@testable import KinemaUI

/// Layouts around scroll views that used to go wrong: a paging stack measured before its rows were
/// built, a scroll view offered unlimited height, GeometryReaders beside and over scroll views.
@MainActor
@Suite("Scroll view layouts")
struct ScrollLayoutDefectTests {
    @Test("a lazy stack of full-width pages in a GeometryReader under a VStack measures every page")
    func pagingUnderVStack() throws {
        let host = HeadlessHost(width: 40, height: 8) { PagingUnderStack() }
        let node = scrollView(in: host)
        #expect(node.contentSize.width == 480)
        try expectGoldenFrame(host.lines, "paging-under-vstack-1")
        host.scroll(at: cell(5, 4), dy: 1)
        host.advance(by: 2)
        #expect(node.offset.x == 40)
        try expectGoldenFrame(host.lines, "paging-under-vstack-2")
        host.press(.rightArrow)
        host.advance(by: 2)
        #expect(node.offset.x == 80)
        #expect(host.lines[0].hasPrefix("page 3 of 12"))
        host.drag(from: cell(30, 4), to: cell(22, 4), steps: 4, duration: 0.05)
        host.advance(by: 2)
        #expect(node.offset.x == 120, "a flick to the left turns one page")
        host.drag(from: cell(10, 4), to: cell(18, 4), steps: 4, duration: 0.05)
        host.advance(by: 2)
        #expect(node.offset.x == 80, "a flick to the right turns one page back")
        #expect(host.lines[0].hasPrefix("page 3 of 12"))
    }

    @Test("a ScrollView offered unlimited height takes its content's height (in a VStack in a ScrollView)")
    func nestedUnderVStack() {
        let host = HeadlessHost(width: 20, height: 10) {
            ScrollView {
                VStack(spacing: 0) {
                    Text("top")
                    ScrollView(.horizontal) {
                        VStack(alignment: .leading, spacing: 0) {
                            Text("inner 1")
                            Text("inner 2")
                            Text("inner 3")
                        }
                    }
                    Text("bottom")
                }
            }
        }
        let inner = nodes(ScrollViewNode.self, in: host)[1]
        #expect(inner.viewportSize.height == 3)
        #expect(host.lines[0].trimmed == "top")
        #expect(host.lines[1].trimmed == "inner 1")
        #expect(host.lines[3].trimmed == "inner 3")
        #expect(host.lines[4].trimmed == "bottom")
    }

    @Test("a ScrollView proposed nil or infinity along its axis answers its content's ideal size there")
    func unlimitedProposal() {
        let host = HeadlessHost(width: 20, height: 10) {
            ScrollView {
                VStack(spacing: 0) { ForEach(0..<4, id: \.self) { Text("row \($0)") } }
            }
            .fixedSize()
        }
        let node = scrollView(in: host)
        #expect(node.sizeThatFits(ProposedViewSize(width: 20, height: nil)) == Size(width: 20, height: 4))
        #expect(node.sizeThatFits(ProposedViewSize(width: 20, height: .infinity)) == Size(width: 20, height: 4))
        #expect(node.sizeThatFits(.unspecified) == Size(width: 5, height: 4))
        #expect(node.sizeThatFits(ProposedViewSize(width: 20, height: 2)) == Size(width: 20, height: 2))
        #expect(node.viewportSize == Size(width: 5, height: 4))
    }

    @Test("a GeometryReader added later to an overlay gets the overlaid view's size")
    func lateOverlayReader() {
        let model = OverlayModel()
        let host = HeadlessHost(width: 20, height: 5) {
            OverlayReader(model: model)
        }
        #expect(!host.lines.joined().contains("size"))
        model.shows = true
        host.advance(by: 0.1)
        #expect(host.lines.contains { $0.contains("size 12×3") })
    }

    @Test("a GeometryReader beside a ScrollView in an HStack leaves far rows drawn after scrolling")
    func readerBesideScrollView() {
        let host = HeadlessHost(width: 30, height: 6) {
            HStack(spacing: 0) {
                ScrollView {
                    LazyVStack(alignment: .leading, spacing: 0) {
                        ForEach(0..<1_000, id: \.self) { Text("row \($0)") }
                    }
                }
                GeometryReader { proxy in Text("w\(Int(proxy.size.width))") }
            }
        }
        host.press(.end)
        host.advance(by: 2)
        #expect(host.lines[5].hasPrefix("row 999"))
        for _ in 0..<30 { host.scroll(at: cell(2, 2), dy: -10) }
        host.advance(by: 3)
        let shown = host.lines.map { $0.prefix(10).trimmingCharacters(in: .whitespaces) }
        #expect(shown.allSatisfy { $0.hasPrefix("row ") }, "\(shown)")
    }
}

@MainActor
@Observable
final class OverlayModel {
    var shows = false
}

private struct OverlayReader: View {
    let model: OverlayModel
    var body: some View {
        Color.clear
            .frame(width: 12, height: 3)
            .overlay {
                if model.shows {
                    GeometryReader { proxy in Text("size \(Int(proxy.size.width))×\(Int(proxy.size.height))") }
                }
            }
    }
}

/// The paging page of `swift run Scrolling`: a title over a GeometryReader over the pages.
private struct PagingUnderStack: View {
    @State private var current: Int? = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("page \((current ?? 0) + 1) of 12")
            GeometryReader { proxy in
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 0) {
                        ForEach(0..<12, id: \.self) { page in
                            Text("Page \(page + 1)")
                                .frame(maxWidth: .infinity, maxHeight: .infinity)
                                .border(.gray, style: .rounded)
                                .frame(width: proxy.size.width, height: proxy.size.height)
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.paging)
                .scrollPosition(id: $current)
            }
        }
    }
}
