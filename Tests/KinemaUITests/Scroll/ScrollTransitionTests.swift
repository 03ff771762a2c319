import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

/// A row two lines tall, both lines "row N" (a row half scrolled away still shows one).
private struct TwoLines: View {
    let row: Int

    var body: some View {
        VStack(spacing: 0) {
            Text("row \(row)")
            Text("row \(row)")
        }
        .frame(width: 20, height: 2)
    }
}

/// Rows two lines tall, "row N", in a 20 × 10 vertical scroll view (five rows show), each with
/// a scroll transition to opacity 0.2 at the edges.
@MainActor
private func fadingRows(
    count: Int = 30, lazy: Bool = false, _ configuration: ScrollTransitionConfiguration = .interactive
) -> some View {
    ScrollView {
        if lazy {
            LazyVStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { row in fadingRow(row, configuration) }
            }
        } else {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { row in fadingRow(row, configuration) }
            }
        }
    }
    .frame(width: 20, height: 10)
}

@MainActor
private func fadingRow(_ row: Int, _ configuration: ScrollTransitionConfiguration) -> some View {
    TwoLines(row: row)
        .scrollTransition(configuration) { content, phase in
            content.opacity(phase.isIdentity ? 1 : 0.2)
        }
}

@MainActor
@Suite("Scroll transitions")
struct ScrollTransitionTests {
    typealias Threshold = ScrollTransitionConfiguration.Threshold

    /// The position of a view 2 long at `start` in a region 0…10.
    private func position(_ start: Double, _ threshold: Threshold = .visible) -> ScrollTransitionPosition {
        .of(start: start, length: 2, regionStart: 0, extent: 10, topLeading: threshold, bottomTrailing: threshold)
    }

    /// The opacity `row N` is drawn with (both its lines).
    private func opacity(_ host: HeadlessHost, row: Int) throws -> Double {
        let items = host.items(showing: "row \(row)")
        try #require(!items.isEmpty)
        #expect(Set(items.map(\.opacity)).count == 1)
        return items[0].opacity
    }

    /// The transition node of `row N` (found by its frame: rows are two lines from the content's
    /// origin; a lazy stack builds only its window).
    private func node(_ host: HeadlessHost, row: Int) throws -> ScrollTransitionNode {
        let origin = scrollView(in: host).contentOrigin.y
        return try #require(
            nodes(ScrollTransitionNode.self, in: host).first { $0.presentedFrame.origin.y - origin == Double(2 * row) })
    }

    // MARK: Phases and thresholds

    @Test("a view above, in and below the visible region is topLeading, identity, bottomTrailing")
    func phasesByPosition() {
        #expect(position(-3) == ScrollTransitionPosition(edge: .topLeading, progress: 0))
        #expect(position(-1) == ScrollTransitionPosition(edge: .topLeading, progress: 0.5))
        #expect(position(0).phase == .identity)
        #expect(position(4).phase == .identity)
        #expect(position(8).phase == .identity)
        #expect(position(9) == ScrollTransitionPosition(edge: .bottomTrailing, progress: 0.5))
        #expect(position(12) == ScrollTransitionPosition(edge: .bottomTrailing, progress: 0))
        #expect(ScrollTransitionPhase.topLeading.value == -1)
        #expect(ScrollTransitionPhase.identity.value == 0 && ScrollTransitionPhase.identity.isIdentity)
        #expect(ScrollTransitionPhase.bottomTrailing.value == 1)
    }

    @Test("each threshold moves where the identity phase starts")
    func thresholds() {
        // Hidden: met as soon as any of the view shows.
        #expect(position(-1.5, .hidden).phase == .identity)
        #expect(position(-2.5, .hidden) == ScrollTransitionPosition(edge: .topLeading, progress: 0))
        // Half visible.
        #expect(position(-1, .visible(0.5)).phase == .identity)
        #expect(position(-1.5, .visible(0.5)).progress == 0.5)
        // Centred (the view's near edge at 4): halfway from hidden (−2) at 1.
        #expect(position(4, .centered).phase == .identity)
        #expect(position(1, .centered).progress == 0.5)
        #expect(position(6, .centered) == ScrollTransitionPosition(edge: .bottomTrailing, progress: 2.0 / 3))
        // Two cells further in than fully visible.
        #expect(position(0, Threshold.visible.inset(by: 2)).progress == 0.5)
        #expect(position(2, Threshold.visible.inset(by: 2)).phase == .identity)
        // Between hidden and visible.
        #expect(position(-1, Threshold.hidden.interpolated(towards: .visible, amount: 0.5)).phase == .identity)
        // Out-of-range amounts are clamped; a threshold past the centre is the centre.
        #expect(position(-1, .visible(7)).progress == 0.5)
        #expect(position(4, Threshold.visible.inset(by: 100)).phase == .identity)
        // A view longer than the region is identity when centred.
        let long = ScrollTransitionPosition.of(
            start: -5, length: 20, regionStart: 0, extent: 10, topLeading: .visible, bottomTrailing: .visible)
        #expect(long.phase == .identity)
    }

    @Test("NaN, infinite and zero sizes give a position without crashing")
    func degenerateGeometry() {
        let nan = ScrollTransitionPosition.of(
            start: .nan, length: 2, regionStart: 0, extent: 10, topLeading: .visible, bottomTrailing: .visible)
        #expect(nan == .identity)
        let infinite = ScrollTransitionPosition.of(
            start: 0, length: .infinity, regionStart: 0, extent: 10, topLeading: .visible, bottomTrailing: .visible)
        #expect(infinite == .identity)
        let empty = ScrollTransitionPosition.of(
            start: 3, length: 0, regionStart: 0, extent: 0, topLeading: .centered, bottomTrailing: .centered)
        #expect(empty.progress >= 0 && empty.progress <= 1)
        let point = ScrollTransitionPosition.of(
            start: -1, length: 0, regionStart: 0, extent: 10, topLeading: .visible, bottomTrailing: .visible)
        #expect(point == ScrollTransitionPosition(edge: .topLeading, progress: 0))
        let odd = ScrollTransitionPosition.of(
            start: 0, length: 2, regionStart: 0, extent: 10, topLeading: Threshold.visible(.nan).inset(by: .nan),
            bottomTrailing: Threshold.hidden.interpolated(towards: .centered, amount: .nan))
        #expect(odd.phase == .identity)
    }

    // MARK: Interactive

    @Test("an interactive transition blends the effect with the position, re-laying out nothing")
    func interactiveBlends() throws {
        let host = HeadlessHost(width: 20, height: 10) { fadingRows() }
        #expect(try opacity(host, row: 0) == 1)
        #expect(try opacity(host, row: 4) == 1)
        // Row 5 lies just below the region: hidden, clipped, not drawn.
        #expect(host.item(showing: "row 5") == nil)
        let scroll = scrollView(in: host)
        let placements = host.host.runtime.placements
        scroll.jump(to: Point(x: 0, y: 1))
        host.update()
        #expect(host.host.runtime.placements == placements)
        // Rows 0 and 5 are half shown: halfway along the ease-in-out curve (0.5 at 0.5).
        #expect(abs(try opacity(host, row: 0) - 0.6) < 1e-9)
        #expect(abs(try opacity(host, row: 5) - 0.6) < 1e-9)
        #expect(try opacity(host, row: 2) == 1)
        #expect(try node(host, row: 0).phase == .topLeading)
        #expect(try node(host, row: 2).phase == .identity)
        #expect(try node(host, row: 5).phase == .bottomTrailing)
        // A quarter shown: the curve's value at 0.25.
        scroll.jump(to: Point(x: 0, y: 1.5))
        host.update()
        let quarter = UnitCurve.easeInOut.value(at: 0.25)
        #expect(abs(try opacity(host, row: 0) - (0.2 + 0.8 * quarter)) < 1e-9)
        #expect(abs(try opacity(host, row: 5) - (0.2 + 0.8 * (1 - quarter))) < 1e-9)
    }

    @Test("a linear timing curve blends in proportion to the position")
    func linearCurve() throws {
        let host = HeadlessHost(width: 20, height: 10) { fadingRows(.interactive(timingCurve: .linear)) }
        scrollView(in: host).jump(to: Point(x: 0, y: 1.5))
        host.update()
        #expect(abs(try opacity(host, row: 0) - (0.2 + 0.8 * 0.25)) < 1e-9)
    }

    @Test("an interactive transition with an animation follows the position behind it")
    func interactiveAnimation() throws {
        let host = HeadlessHost(width: 20, height: 10) {
            fadingRows(.interactive(timingCurve: .linear).animation(.linear(duration: 1)))
        }
        scrollView(in: host).jump(to: Point(x: 0, y: 1))
        host.update()
        #expect(try opacity(host, row: 0) == 1)
        host.advance(by: 0.5)
        #expect(abs(try opacity(host, row: 0) - 0.8) < 1e-9)
        host.advance(by: 0.6)
        #expect(abs(try opacity(host, row: 0) - 0.6) < 1e-9)
    }

    // MARK: Animated and identity

    @Test("an animated transition changes phase at its threshold and animates there")
    func animatedCrossing() throws {
        let host = HeadlessHost(width: 20, height: 10) { fadingRows(.animated(.linear(duration: 1))) }
        let scroll = scrollView(in: host)
        // Row 0 is 3/4 shown: past the half-visible threshold, still identity.
        scroll.jump(to: Point(x: 0, y: 0.5))
        host.update()
        #expect(try opacity(host, row: 0) == 1)
        #expect(try node(host, row: 5).phase == .bottomTrailing)
        #expect(abs(try opacity(host, row: 5) - 0.2) < 1e-9)
        // Row 0 one quarter shown, row 5 three quarters: both cross, and animate.
        scroll.jump(to: Point(x: 0, y: 1.5))
        host.update()
        #expect(try node(host, row: 0).phase == .topLeading)
        #expect(try opacity(host, row: 0) == 1)
        #expect(abs(try opacity(host, row: 5) - 0.2) < 1e-9)
        host.advance(by: 0.5)
        #expect(abs(try opacity(host, row: 0) - 0.6) < 1e-9)
        #expect(abs(try opacity(host, row: 5) - 0.6) < 1e-9)
        host.advance(by: 0.6)
        #expect(abs(try opacity(host, row: 0) - 0.2) < 1e-9)
        #expect(try opacity(host, row: 5) == 1)
    }

    @Test("the identity configuration leaves every view in the identity phase")
    func identityConfiguration() throws {
        let host = HeadlessHost(width: 20, height: 10) { fadingRows(.identity) }
        scrollView(in: host).jump(to: Point(x: 0, y: 1.5))
        host.update()
        #expect(try opacity(host, row: 0) == 1)
        #expect(try opacity(host, row: 5) == 1)
        #expect(try node(host, row: 0).phase == .identity)
        #expect(!host.host.runtime.animating.nodes.contains { $0 is ScrollTransitionNode })
    }

    @Test("each edge follows its own configuration")
    func perEdgeConfigurations() throws {
        let host = HeadlessHost(width: 20, height: 10) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<30, id: \.self) { row in
                        TwoLines(row: row)
                            .scrollTransition(topLeading: .identity, bottomTrailing: .interactive) { content, phase in
                                content.opacity(phase.isIdentity ? 1 : 0.2)
                            }
                    }
                }
            }
            .frame(width: 20, height: 10)
        }
        scrollView(in: host).jump(to: Point(x: 0, y: 1))
        host.update()
        #expect(try opacity(host, row: 0) == 1)
        #expect(abs(try opacity(host, row: 5) - 0.6) < 1e-9)
    }

    // MARK: Where the view is

    @Test("outside a scroll view the phase is identity")
    func outsideScrollView() throws {
        let host = HeadlessHost(width: 10, height: 1) {
            Text("ab")
                .scrollTransition { content, phase in content.offset(x: 3 * phase.value).opacity(phase.isIdentity ? 1 : 0.2) }
                .frame(width: 10, alignment: .leading)
        }
        #expect(host.lines == ["ab        "])
        #expect(try #require(host.item(showing: "ab")).opacity == 1)
        #expect(try #require(nodes(ScrollTransitionNode.self, in: host).first).phase == .identity)
    }

    @Test("a horizontal scroll view measures along its axis; an explicit axis finds the scroll view along it")
    func axes() throws {
        let host = HeadlessHost(width: 20, height: 6) {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { column in
                        ScrollView {
                            Text("c\(column)").frame(width: 4, height: 2)
                                .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.2) }
                            Text("v\(column)").frame(width: 4, height: 2)
                                .scrollTransition(axis: .horizontal) { content, phase in
                                    content.opacity(phase.isIdentity ? 1 : 0.2)
                                }
                        }
                        .frame(width: 4, height: 3)
                    }
                }
            }
            .frame(width: 20, height: 6)
        }
        let outer = scrollView(in: host)
        outer.jump(to: Point(x: 2, y: 0))
        host.update()
        // Column 0 is half shown horizontally: `c0` follows its own (vertical) scroll view, where it
        // is fully visible; `v0` follows the horizontal one.
        #expect(try #require(host.item(showing: "c0")).opacity == 1)
        #expect(abs(try #require(host.item(showing: "v0")).opacity - 0.6) < 1e-9)
        let transitions = nodes(ScrollTransitionNode.self, in: host)
        #expect(transitions.first?.axis == .vertical)
        #expect(transitions.dropFirst().first?.axis == .horizontal)
    }

    // MARK: Lazy rows

    @Test("rows of a lazy stack built while scrolling take their phase at once")
    func lazyRows() throws {
        let host = HeadlessHost(width: 20, height: 10) { fadingRows(count: 1000, lazy: true, .animated) }
        let scroll = scrollView(in: host)
        scroll.jump(to: Point(x: 0, y: 1001))
        host.update()
        host.update()
        // Rows 500…505 are built now; 500 and 505 are half shown, at the threshold: identity.
        #expect(try opacity(host, row: 501) == 1)
        #expect(try node(host, row: 500).phase == .identity)
        scroll.jump(to: Point(x: 0, y: 1001.5))
        host.update()
        #expect(try node(host, row: 500).phase == .topLeading)
        host.advance(by: 2)
        #expect(abs(try opacity(host, row: 500) - 0.2) < 1e-9)
        // Back to the top: the rows built there show the identity effect without animating.
        scroll.jump(to: .zero)
        host.update()
        host.update()
        #expect(try opacity(host, row: 0) == 1)
        #expect(try opacity(host, row: 4) == 1)
        #expect(!host.host.runtime.animating.nodes.contains { $0 is ScrollTransitionNode })
    }

    @Test("effects answering NaN, and empty views, draw without crashing")
    func brokenEffects() throws {
        let host = HeadlessHost(width: 20, height: 10) {
            ScrollView {
                VStack(spacing: 0) {
                    Color.red.frame(width: 4, height: 0)
                        .scrollTransition { content, phase in content.opacity(.nan).scaleEffect(.nan).offset(x: .nan) }
                    ForEach(0..<20, id: \.self) { row in
                        Text("row \(row)").frame(width: 20, height: 2)
                            .scrollTransition(.animated.threshold(Threshold.visible(.nan).inset(by: .infinity))) {
                                content, phase in
                                phase.isIdentity ? content.scaleEffect(1) : content.scaleEffect(.infinity)
                            }
                    }
                }
            }
            .frame(width: 20, height: 10)
        }
        scrollView(in: host).jump(to: Point(x: 0, y: 3))
        host.advance(by: 1)
        #expect(host.lines.count == 10)
        let empty = HeadlessHost(width: 4, height: 2) {
            ScrollView { Text("x").scrollTransition { content, _ in content.opacity(0.5) } }.frame(width: 0, height: 0)
        }
        #expect(empty.lines.count == 2)
    }

    // MARK: Effect chains

    @Test("a phase whose chain lacks an edge's operations blends as if they changed nothing")
    func alignedChains() throws {
        let host = HeadlessHost(width: 20, height: 10) {
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<30, id: \.self) { row in
                        TwoLines(row: row)
                            .scrollTransition(.interactive(timingCurve: .linear)) { content, phase in
                                if phase.isIdentity {
                                    content.opacity(1)
                                } else {
                                    content.opacity(0.2).offset(x: 4)
                                }
                            }
                    }
                }
            }
            .frame(width: 20, height: 10)
        }
        scrollView(in: host).jump(to: Point(x: 0, y: 1))
        host.update()
        #expect(abs(try opacity(host, row: 0) - 0.6) < 1e-9)
        #expect(host.lines[0].contains("row 0"))
        #expect(host.lines[0].hasPrefix("  "))
    }
}

