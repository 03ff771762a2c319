import Foundation
import KinemaAnimation
import KinemaGeometry
import Observation
import Testing

@testable import KinemaUI

@MainActor
@Suite("Scroll views")
struct ScrollViewTests {
    @Test("a scroll view shows its content from the top, clipped to its frame")
    func clipsContent() {
        // The 10-row frame sits one row down in the 12-row screen.
        let host = HeadlessHost(width: 20, height: 12) { rowList(count: 100) }
        #expect(host.lines[0].trimmed.isEmpty)
        #expect(host.lines[1].trimmed == "row 0")
        #expect(host.lines[10].trimmed == "row 9")
        #expect(host.lines[11].trimmed.isEmpty)
        #expect(scrollView(in: host).maximumOffset.y == 90)
    }

    @Test("a wheel step glides three lines along the wheel's deceleration")
    func wheelStep() {
        let host = HeadlessHost(width: 20, height: 10) { rowList(count: 100) }
        let node = scrollView(in: host)
        host.scroll(at: cell(2, 2), dy: 1)
        let model = ScrollPhysics.wheelDeceleration
        let speed = ScrollPhysics.velocity(toTravel: 3, on: model)
        host.advance(by: 0.05)
        #expect(abs(node.offset.y - model.value(initialVelocity: speed, time: 0.05)) < 1e-6)
        host.advance(by: 1)
        #expect(node.offset.y == 3)
        #expect(host.lines[0].trimmed.hasPrefix("row 3"))
        #expect(node.phase == .idle)
    }

    @Test("a fast burst of wheel steps carries on beyond three lines a step")
    func wheelBurst() {
        let host = HeadlessHost(width: 20, height: 10) { rowList(count: 200) }
        for _ in 0..<5 {
            host.scroll(at: cell(2, 2), dy: 1)
            host.advance(by: 0.02)
        }
        host.advance(by: 2)
        #expect(scrollView(in: host).offset.y > 15)
        host.scroll(at: cell(2, 2), dy: -1)
        host.advance(by: 2)
        #expect(scrollView(in: host).offset.y < scrollView(in: host).maximumOffset.y)
    }

    @Test("wheel steps read together (one terminal read, one time) are a fast burst, not a new one each")
    func wheelBurstInOneRead() {
        let host = HeadlessHost(width: 20, height: 10) { rowList(count: 200) }
        for _ in 0..<5 { host.scroll(at: cell(2, 2), dy: 1) }
        host.advance(by: 2)
        #expect(scrollView(in: host).offset.y > 15)
    }

    @Test("keys scroll by a line, a page, and to either end")
    func keys() {
        let host = HeadlessHost(width: 20, height: 10) { rowList(count: 100) }
        let node = scrollView(in: host)
        host.press(.downArrow)
        host.advance(by: 1)
        #expect(node.offset.y == 1)
        host.press(.pageDown)
        host.advance(by: 1)
        #expect(node.offset.y == 10)
        host.press(.space, modifiers: .shift)
        host.advance(by: 1)
        #expect(node.offset.y == 1)
        host.press(.end)
        host.advance(by: 1)
        #expect(node.offset.y == 90)
        #expect(host.lines[9].trimmed.hasPrefix("row 99"))
        host.press(.home)
        host.advance(by: 1)
        #expect(node.offset.y == 0)
    }

    @Test("a released drag keeps its velocity along UIScrollView's deceleration")
    func momentum() {
        let host = HeadlessHost(width: 20, height: 10) { rowList(count: 1000) }
        let node = scrollView(in: host)
        // 6 cells up in 0.1 s: 60 cells per second.
        host.drag(from: cell(5, 8), to: cell(5, 2), steps: 10, duration: 0.1)
        let released = node.offset.y
        #expect(abs(released - 6) < 1e-9)
        let projected = ScrollDeceleration.normal.projectedDistance(initialVelocity: 60)
        #expect(abs(node.targetOffset.y - (6 + projected)) < 0.01)
        #expect(node.phase == .decelerating)
        host.advance(by: 0.2)
        let expected = 6 + ScrollDeceleration.normal.value(initialVelocity: 60, time: 0.2)
        #expect(abs(node.offset.y - expected) < 0.01)
        host.advance(by: 10)
        #expect(abs(node.offset.y - (6 + projected)) < 0.01)
        #expect(node.phase == .idle)
    }

    @Test("dragging past the top resists by UIKit's rubber band and springs back on release")
    func rubberBand() {
        let host = HeadlessHost(width: 20, height: 10) { rowList(count: 100) }
        let node = scrollView(in: host)
        host.press(at: cell(5, 1))
        host.advance(by: 0.05)
        host.move(to: cell(5, 9))
        // 8 cells of pull in a 10-cell viewport: (1 − 1/(8·0.55/10 + 1))·10.
        let expected = -(1 - 1 / (8 * 0.55 / 10 + 1)) * 10
        #expect(abs(node.offset.y - expected) < 1e-9)
        #expect(abs(ScrollPhysics.rubberBand(1e9, dimension: 10)) < 10)
        host.advance(by: 0.5)
        host.release(at: cell(5, 9))
        #expect(node.offset.y < 0)
        host.advance(by: 2)
        #expect(node.offset.y == 0)
        #expect(host.lines[0].trimmed.hasPrefix("row 0"))
    }

    @Test("a throw into the end runs into it on a spring and stops there")
    func throwIntoEdge() {
        let host = HeadlessHost(width: 20, height: 10) { rowList(count: 30) }
        let node = scrollView(in: host)
        host.drag(from: cell(5, 8), to: cell(5, 2), steps: 6, duration: 0.03)
        var lowest = node.offset.y
        for _ in 0..<120 {
            host.advance(by: 1.0 / 60)
            lowest = max(lowest, node.offset.y)
        }
        #expect(node.offset.y == 20)
        // The overshoot stays within a quarter of the viewport.
        #expect(lowest <= 20 + 2.5 + 1e-6)
    }

    @Test("scrollTo lands the target at the anchor")
    func scrollTo() {
        let box = ProxyBox()
        let host = HeadlessHost(width: 20, height: 10) {
            ScrollViewReader { proxy in
                rowList(count: 100).onAppear { box.proxy = proxy }
            }
        }
        let node = scrollView(in: host)
        box.proxy?.scrollTo(50, anchor: .top)
        host.advance(by: 0)
        #expect(node.offset.y == 50)
        #expect(host.lines[0].trimmed.hasPrefix("row 50"))
        box.proxy?.scrollTo(50, anchor: .bottom)
        host.advance(by: 0)
        #expect(node.offset.y == 41)
        box.proxy?.scrollTo(50, anchor: .center)
        host.advance(by: 0)
        #expect(node.offset.y == 45.5)
        box.proxy?.scrollTo(48)
        host.advance(by: 0)
        #expect(node.offset.y == 45.5, "already visible: no scrolling")
        box.proxy?.scrollTo(99)
        host.advance(by: 0)
        #expect(node.offset.y == 90)
    }

    @Test("scrollTo inside withAnimation animates; a key press takes over from it")
    func animatedScrollTo() {
        let box = ProxyBox()
        let host = HeadlessHost(width: 20, height: 10) {
            ScrollViewReader { proxy in
                rowList(count: 100).onAppear { box.proxy = proxy }
            }
        }
        let node = scrollView(in: host)
        withAnimation(.linear(duration: 1)) { box.proxy?.scrollTo(80, anchor: .top) }
        host.advance(by: 0.5)
        #expect(abs(node.offset.y - 40) < 1e-6)
        #expect(node.phase == .animating)
        host.press(.downArrow)
        host.advance(by: 2)
        #expect(node.offset.y == 81, "the key's spring merged with the scroll, from its target")
        // A press is a scroll without animation: it stops a running scroll where it is.
        withAnimation(.linear(duration: 1)) { box.proxy?.scrollTo(21, anchor: .top) }
        host.advance(by: 0.5)
        #expect(abs(node.offset.y - 51) < 1e-6)
        host.press(at: cell(3, 3))
        host.advance(by: 0.1)
        host.release(at: cell(3, 3))
        host.advance(by: 2)
        #expect(abs(node.offset.y - 51) < 1e-6)
        #expect(node.phase == .idle)
    }

    @Test("bad input: an empty scroll view, content shrinking under the offset, an unknown id, NaN")
    func badInput() {
        let empty = HeadlessHost(width: 10, height: 5) { ScrollView {}.frame(width: 10, height: 5) }
        empty.scroll(at: cell(1, 1), dy: 1)
        empty.press(.pageDown)
        empty.drag(from: cell(1, 3), to: cell(1, 0))
        empty.advance(by: 1)
        #expect(scrollView(in: empty).offset == .zero)

        let model = RowCount(count: 100)
        let box = ProxyBox()
        let host = HeadlessHost(width: 20, height: 10) {
            ScrollViewReader { proxy in
                rowList(count: model.count).onAppear { box.proxy = proxy }
            }
        }
        host.press(.end)
        host.advance(by: 1)
        #expect(scrollView(in: host).offset.y == 90)
        model.count = 20
        host.advance(by: 1)
        #expect(scrollView(in: host).offset.y == 10, "the offset comes back to the new end")
        #expect(host.lines[9].trimmed.hasPrefix("row 19"))
        model.count = 3
        host.advance(by: 1)
        #expect(scrollView(in: host).offset.y == 0)

        box.proxy?.scrollTo("nowhere")
        host.advance(by: 0)
        #expect(host.host.diagnostics.contains { $0.contains("scrollTo(nowhere)") })
        host.send(.pointer(PointerEvent(kind: .scroll(dx: .nan, dy: .infinity), location: cell(1, 1))))
        #expect(scrollView(in: host).offset.y == 0)
    }

    @Test("nested scroll views: the inner one scrolls first, the outer one when it is at its end")
    func nested() {
        let host = HeadlessHost(width: 20, height: 10) {
            ScrollView {
                VStack(spacing: 0) {
                    rowList(count: 8, width: 20, height: 4)
                    ForEach(0..<20, id: \.self) { Text("outer \($0)") }
                }
            }
            .frame(width: 20, height: 10)
        }
        let all = nodes(ScrollViewNode.self, in: host)
        let (outer, inner) = (all[0], all[1])
        host.scroll(at: cell(2, 1), dy: 1)
        host.advance(by: 1)
        #expect(inner.offset.y == 3 && outer.offset.y == 0)
        host.scroll(at: cell(2, 1), dy: 1)
        host.advance(by: 1)
        #expect(inner.offset.y == 4 && outer.offset.y == 0)
        host.scroll(at: cell(2, 1), dy: 1)
        host.advance(by: 1)
        #expect(inner.offset.y == 4 && outer.offset.y == 3)
    }

    @Test("scrollDisabled stops the wheel, keys and drags")
    func disabled() {
        let host = HeadlessHost(width: 20, height: 10) { rowList(count: 100).scrollDisabled(true) }
        host.scroll(at: cell(2, 2), dy: 1)
        host.press(.pageDown)
        host.drag(from: cell(5, 8), to: cell(5, 2))
        host.advance(by: 1)
        #expect(scrollView(in: host).offset.y == 0)
    }

    @Test("phase and geometry changes reach their handlers")
    func observers() {
        let log = ScrollLog()
        let host = HeadlessHost(width: 20, height: 10) {
            rowList(count: 100)
                .onScrollPhaseChange { old, new in log.phases.append("\(old)→\(new)") }
                .onScrollGeometryChange(for: Bool.self) {
                    $0.contentOffset.y > 2
                } action: { _, scrolled in
                    log.scrolled.append(scrolled)
                }
        }
        host.scroll(at: cell(2, 2), dy: 1)
        host.advance(by: 1)
        host.press(.home)
        host.advance(by: 1)
        #expect(log.phases == ["idle→decelerating", "decelerating→idle", "idle→animating", "animating→idle"])
        #expect(log.scrolled == [true, false])
    }

    @Test("indicators show while scrolling and fade out after")
    func indicators() {
        let host = HeadlessHost(width: 20, height: 10) { rowList(count: 100) }
        let thumb = {
            host.displayList.items.contains { item in
                if case .fill(ScrollViewNode.indicatorColor) = item.kind { return item.opacity > 0 }
                return false
            }
        }
        #expect(!thumb())
        host.scroll(at: cell(2, 2), dy: 1)
        host.advance(by: 0.1)
        #expect(thumb())
        host.advance(by: 2)
        #expect(!thumb())
        #expect(!host.host.isAnimating)
    }
}

@MainActor
final class ProxyBox {
    var proxy: ScrollViewProxy?
}

@MainActor
final class ScrollLog {
    var phases: [String] = []
    var scrolled: [Bool] = []
}

@Observable
@MainActor
final class RowCount {
    var count: Int
    init(count: Int) { self.count = count }
}
