import Foundation
import KinemaGeometry
import Observation
import Testing

@testable import KinemaUI

/// A resize, or content changing size, keeps what the scroll view was scrolled to.
@MainActor
@Suite("Scroll targets kept across size changes")
struct ScrollRealignTests {
    @Test("paging: a resize keeps the same page aligned (the Scrolling demo's pages, 60 → 44 → 60 columns)")
    func pagingResize() {
        let host = HeadlessHost(width: 60, height: 8) { FullWidthPages() }
        let node = scrollView(in: host)
        host.press(.rightArrow)
        host.advance(by: 1)
        host.press(.rightArrow)
        host.advance(by: 1)
        #expect(node.offset.x == 120)
        #expect(host.lines[0].hasPrefix("page 3 of 12"))
        host.resize(width: 44, height: 8)
        #expect(node.offset.x == 88, "page 3 at the new width, in the resize's own frame")
        #expect(host.lines.contains { $0.contains("Page 3") })
        #expect(!host.lines.contains { $0.contains("Page 2") || $0.contains("Page 4") })
        #expect(host.lines[1].hasPrefix("╭") && host.lines[1].hasSuffix("╮"), "one whole page")
        host.advance(by: 1)
        #expect(node.offset.x == 88)
        #expect(host.lines[0].hasPrefix("page 3 of 12"))
        host.press(.rightArrow)
        host.advance(by: 1)
        #expect(node.offset.x == 132, "after the resize, pages start at multiples of the new width")
        #expect(host.lines[1].hasPrefix("╭") && host.lines[1].hasSuffix("╮"))
        #expect(host.lines.contains { $0.contains("Page 4") })
        host.resize(width: 60, height: 8)
        #expect(node.offset.x == 180)
        host.press(.end)
        host.advance(by: 1)
        #expect(host.lines[0].hasPrefix("page 12 of 12"))
        host.resize(width: 50, height: 8)
        host.advance(by: 1)
        #expect(node.offset.x == 550, "the last page stays the last page")
        #expect(host.lines[0].hasPrefix("page 12 of 12"))
    }

    @Test("paging without a target layout: the same page index, the last page at the content's end")
    func pagingPlainResize() {
        let host = HeadlessHost(width: 20, height: 10) {
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<100, id: \.self) { row in Text("row \(row)") }
                }
            }
            .scrollTargetBehavior(.paging)
        }
        let node = scrollView(in: host)
        host.press(.pageDown)
        host.advance(by: 1)
        host.press(.pageDown)
        host.advance(by: 1)
        #expect(node.offset.y == 20)
        host.resize(width: 20, height: 8)
        #expect(node.offset.y == 16, "page 2 of an 8-line viewport")
        host.press(.end)
        host.advance(by: 1)
        #expect(node.offset.y == 92)
        host.resize(width: 20, height: 10)
        #expect(node.offset.y == 90)
    }

    @Test("view-aligned: the aligned view stays aligned when the views change size")
    func viewAlignedResize() {
        let model = RealignModel()
        let host = HeadlessHost(width: 20, height: 10) { AlignedRows(model: model) }
        let node = scrollView(in: host)
        for _ in 0..<5 {
            host.press(.downArrow)
            host.advance(by: 1)
        }
        #expect(node.offset.y == 15)
        #expect(host.lines[0].text == "row 5")
        model.alignedHeight = 4
        host.advance(by: 0)
        #expect(host.lines[0].text == "row 5")
        #expect(host.lines[4].text == "row 6")
        host.resize(width: 20, height: 7)
        #expect(host.lines[0].text == "row 5")
    }

    @Test("scrollPosition(id:): the view at the top stays there when rows above it change height")
    func positionKeptOnGrowth() {
        let model = RealignModel()
        let host = HeadlessHost(width: 20, height: 10) { PositionedRows(model: model) }
        model.position = 30
        host.advance(by: 0)
        #expect(host.lines[0].text == "row 30")
        model.rowHeight = 2
        host.advance(by: 0)
        #expect(host.lines[0].text == "row 30")
        host.resize(width: 20, height: 6)
        #expect(host.lines[0].text == "row 30")
        #expect(model.position == 30)
    }

    @Test(
        "scrollPosition(id:): a target that disappears leaves the offset, and the binding names the view there"
    )
    func positionTargetRemoved() {
        let model = RealignModel()
        let host = HeadlessHost(width: 20, height: 10) { PositionedRows(model: model) }
        model.position = 30
        host.advance(by: 0)
        #expect(host.lines[0].text == "row 30")
        model.removed = [30]
        host.advance(by: 0)
        #expect(host.lines[0].text == "row 31")
        #expect(model.position == 31)
    }

    @Test(
        "defaultScrollAnchor(.bottom): a chat at its end stays at its end as messages arrive and the viewport shrinks"
    )
    func bottomAnchoredGrowth() {
        let model = RealignModel()
        let host = HeadlessHost(width: 20, height: 5) { ChatLog(model: model, anchor: .bottom) }
        let node = scrollView(in: host)
        #expect(host.lines[4].text == "message 11")
        model.messages = 14
        host.advance(by: 0)
        #expect(host.lines[4].text == "message 13")
        #expect(node.offset.y == node.maximumOffset.y)
        host.resize(width: 20, height: 3)
        #expect(host.lines[2].text == "message 13")
        host.press(.upArrow)
        host.advance(by: 1)
        #expect(host.lines[2].text == "message 12")
        model.messages = 16
        host.advance(by: 0)
        #expect(host.lines[2].text == "message 12", "scrolled away from the end: what it shows stays")
    }

    @Test("the default top anchor keeps a plain offset as content grows")
    func topAnchoredGrowth() {
        let model = RealignModel()
        let host = HeadlessHost(width: 20, height: 5) { ChatLog(model: model, anchor: nil) }
        let node = scrollView(in: host)
        host.press(.downArrow)
        host.advance(by: 1)
        #expect(node.offset.y == 1)
        model.messages = 30
        host.advance(by: 0)
        #expect(node.offset.y == 1)
        #expect(host.lines[0].text == "message 1")
    }

    @Test("a resize during a paging animation retargets it: it keeps moving and ends on the page")
    func resizeDuringAnimation() {
        let host = HeadlessHost(width: 60, height: 8) { FullWidthPages() }
        let node = scrollView(in: host)
        host.press(.rightArrow)
        host.advance(by: 0.05)
        let before = node.offset.x
        #expect(before > 0 && before < 60)
        host.resize(width: 44, height: 8)
        #expect(node.targetOffset.x == 44)
        #expect(node.offsetAnimator.isAnimating, "retargeted, not jumped")
        #expect(node.offset.x != 44)
        host.advance(by: 0.02)
        #expect(node.offset.x > before - 16 - 1e-9, "it carries on from where it was")
        host.advance(by: 1)
        #expect(node.offset.x == 44)
        #expect(host.lines[0].hasPrefix("page 2 of 12"))
    }

    @Test("a resize during a scrollTo animation ends on the target in the new layout")
    func resizeDuringScrollTo() {
        let model = RealignModel()
        let host = HeadlessHost(width: 20, height: 10) { ReaderRows(model: model) }
        let node = scrollView(in: host)
        model.scrollTarget = 40
        host.advance(by: 0.1)
        #expect(node.offsetAnimator.isAnimating)
        model.rowHeight = 2
        host.advance(by: 0)
        host.advance(by: 2)
        #expect(host.lines[0].text == "row 40")
    }
}

// MARK: - Views

extension String {
    /// The text of a line without the spaces around it and the indicator drawn at its end.
    var text: String { trimmingCharacters(in: CharacterSet(charactersIn: " ▁▂▃▄▅▆▇█▀▔")) }
}

@MainActor
@Observable
final class RealignModel {
    var rowHeight: CGFloat = 1
    var alignedHeight: CGFloat = 3
    var position: Int?
    var removed: Set<Int> = []
    var messages = 12
    var scrollTarget: Int?
}

/// The Scrolling demo's paging page, with plain pages.
private struct FullWidthPages: View {
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

/// 100 view-aligned rows `model.alignedHeight` lines tall.
private struct AlignedRows: View {
    let model: RealignModel

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<100, id: \.self) { row in
                    Text("row \(row)").frame(height: model.alignedHeight, alignment: .top)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
    }
}

/// 100 rows (`model.rowHeight` tall, without `model.removed`) bound to `model.position`.
private struct PositionedRows: View {
    @Bindable var model: RealignModel

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach((0..<100).filter { !model.removed.contains($0) }, id: \.self) { row in
                    Text("row \(row)").frame(height: model.rowHeight, alignment: .top)
                }
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: $model.position)
    }
}

/// `model.messages` one-line messages.
private struct ChatLog: View {
    let model: RealignModel
    let anchor: UnitPoint?

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(0..<model.messages, id: \.self) { line in Text("message \(line)") }
            }
        }
        .defaultScrollAnchor(anchor)
    }
}

/// 100 lazy rows that scroll to `model.scrollTarget` with a slow animation when it is set.
private struct ReaderRows: View {
    let model: RealignModel

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<100, id: \.self) { row in
                        Text("row \(row)").frame(height: model.rowHeight, alignment: .top)
                    }
                }
            }
            .onChange(of: model.scrollTarget) { _, target in
                guard let target else { return }
                withAnimation(.linear(duration: 1)) { proxy.scrollTo(target, anchor: .top) }
            }
        }
    }
}
