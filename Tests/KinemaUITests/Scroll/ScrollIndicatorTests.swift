import Foundation
import KinemaGeometry
import Observation
import Testing

@testable import KinemaUI

/// Automatic indicators show while the offset moves, and when flashed.
@MainActor
@Suite("Scroll indicators")
struct ScrollIndicatorTests {
    @Test("the initial scrollPosition and a scrollTo the current position show no indicators")
    func noOpProgrammaticScroll() {
        let model = IndicatorModel()
        let host = HeadlessHost(width: 20, height: 10) { BoundRows(model: model) }
        let node = scrollView(in: host)
        #expect(!node.indicatorIsShowing(at: host.time), "the initial position moves nothing")
        model.position = 0
        host.advance(by: 0)
        #expect(node.offset.y == 0)
        #expect(!node.indicatorIsShowing(at: host.time), "scrolling to where it is moves nothing")
        withAnimation { model.position = 0 }
        host.advance(by: 0.5)
        #expect(!node.indicatorIsShowing(at: host.time))
        model.position = 40
        host.advance(by: 0)
        #expect(node.offset.y == 40)
        #expect(node.indicatorIsShowing(at: host.time), "a scroll that moves shows them")
    }

    @Test("an initial position away from the top starts there without showing the indicators")
    func initialPositionAway() {
        let model = IndicatorModel()
        model.position = 50
        let host = HeadlessHost(width: 20, height: 10) { BoundRows(model: model) }
        let node = scrollView(in: host)
        host.advance(by: 0)
        #expect(host.lines[0].text == "row 50")
        #expect(node.offset.y > 0)
        #expect(!node.indicatorIsShowing(at: host.time))
    }

    @Test("a key at the edge, a press and a proxy scrollTo the shown row show nothing")
    func noOpUserAndProxy() {
        let model = IndicatorModel()
        let host = HeadlessHost(width: 20, height: 10) { ProxyRows(model: model) }
        let node = scrollView(in: host)
        host.press(.upArrow)
        host.press(.home)
        host.press(at: cell(3, 3))
        host.release(at: cell(3, 3))
        model.target = 0
        host.advance(by: 0.1)
        #expect(node.offset.y == 0)
        #expect(!node.indicatorIsShowing(at: host.time))
    }

    @Test("indicators stay while momentum keeps moving the offset, then fade")
    func momentumKeepsIndicators() {
        let host = HeadlessHost(width: 20, height: 10) { rowList(count: 1_000) }
        let node = scrollView(in: host)
        host.drag(from: cell(5, 9), to: cell(5, 1), steps: 4, duration: 0.04)
        host.advance(by: 1.2)
        #expect(node.phase == .decelerating, "still gliding after 1.2 s")
        #expect(node.automaticIndicatorOpacity == 1)
        host.advance(by: 10)
        #expect(node.phase == .idle)
        #expect(!node.indicatorIsShowing(at: host.time))
    }

    @Test("scrollIndicatorsFlash(onAppear:) and (trigger:) flash without moving; hidden indicators do not")
    func flash() {
        let model = IndicatorModel()
        let host = HeadlessHost(width: 20, height: 10) { FlashingRows(model: model) }
        let views = nodes(ScrollViewNode.self, in: host)
        let (flashing, hidden) = (views[0], views[1])
        #expect(flashing.indicatorIsShowing(at: host.time), "flashed on appear")
        #expect(flashing.offset.y == 0)
        host.advance(by: 2)
        #expect(!flashing.indicatorIsShowing(at: host.time))
        model.flashes += 1
        host.advance(by: 0)
        #expect(flashing.indicatorIsShowing(at: host.time), "flashed by the trigger")
        #expect(!hidden.indicatorIsShowing(at: host.time))
        host.advance(by: 0.7)
        #expect(flashing.automaticIndicatorOpacity > 0 && flashing.automaticIndicatorOpacity < 1, "fading")
        host.advance(by: 1)
        model.unrelated += 1
        host.advance(by: 0)
        #expect(!flashing.indicatorIsShowing(at: host.time), "an update without a change does not flash")
    }
}

// MARK: - Views

@MainActor
@Observable
final class IndicatorModel {
    var position: Int?
    var target: Int?
    var flashes = 0
    var unrelated = 0
}

private struct BoundRows: View {
    @Bindable var model: IndicatorModel

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(0..<100, id: \.self) { row in Text("row \(row)") }
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: $model.position)
    }
}

private struct ProxyRows: View {
    let model: IndicatorModel

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<100, id: \.self) { row in Text("row \(row)") }
                }
            }
            .onChange(of: model.target) { _, target in
                if let target { proxy.scrollTo(target, anchor: .top) }
            }
        }
    }
}

private struct FlashingRows: View {
    let model: IndicatorModel

    var body: some View {
        VStack(spacing: 0) {
            Text("\(model.unrelated)")
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<50, id: \.self) { row in Text("row \(row)") }
                }
            }
            ScrollView {
                VStack(alignment: .leading, spacing: 0) {
                    ForEach(0..<50, id: \.self) { row in Text("row \(row)") }
                }
            }
            .scrollIndicators(.hidden)
        }
        .scrollIndicatorsFlash(onAppear: true)
        .scrollIndicatorsFlash(trigger: model.flashes)
    }
}
