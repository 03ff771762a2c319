import Foundation
import KinemaAnimation
import KinemaGeometry
import Observation
import Testing

@testable import KinemaUI

@MainActor
@Suite("Scroll targets and positions")
struct ScrollTargetTests {
    /// 100 rows of 3 lines each ("row N" on the first line) in a lazy stack marked as the target
    /// layout, in a 10-line viewport.
    static func tallRows(behavior: some ScrollTargetBehavior) -> some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(0..<100, id: \.self) { row in
                    Text("row \(row)").frame(height: 3, alignment: .top)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(behavior)
        .frame(width: 20, height: 10)
    }

    @Test("paging: a slow drag less than half a page springs back; a flick turns one page")
    func paging() {
        let host = HeadlessHost(width: 20, height: 10) { rowList(count: 100).scrollTargetBehavior(.paging) }
        let node = scrollView(in: host)
        host.drag(from: cell(5, 8), to: cell(5, 5), steps: 10, duration: 2)
        host.advance(by: 2)
        #expect(node.offset.y == 0, "3 of 10 lines, slowly: back to page 0")
        host.drag(from: cell(5, 8), to: cell(5, 6), steps: 4, duration: 0.05)
        host.advance(by: 2)
        #expect(node.offset.y == 10, "a flick turns one page")
        host.drag(from: cell(5, 9), to: cell(5, 0), steps: 4, duration: 0.03)
        host.advance(by: 3)
        #expect(node.offset.y == 20, "a fast long flick still turns one page")
        #expect(host.lines[0].trimmed == "row 20")
    }

    @Test("paging: a wheel notch and the arrow keys turn a page")
    func pagingSteps() {
        let host = HeadlessHost(width: 20, height: 10) { rowList(count: 100).scrollTargetBehavior(.paging) }
        let node = scrollView(in: host)
        host.scroll(at: cell(2, 2), dy: 1)
        host.advance(by: 2)
        #expect(node.offset.y == 10)
        host.press(.downArrow)
        host.advance(by: 2)
        #expect(node.offset.y == 20)
        host.press(.upArrow)
        host.advance(by: 2)
        #expect(node.offset.y == 10)
        host.press(.end)
        host.advance(by: 2)
        #expect(node.offset.y == 90)
    }

    @Test("view-aligned: a release rests with a row's top at the viewport's top, even far away")
    func viewAligned() {
        let host = HeadlessHost(width: 20, height: 10) { Self.tallRows(behavior: .viewAligned) }
        let node = scrollView(in: host)
        host.drag(from: cell(5, 8), to: cell(5, 4), steps: 10, duration: 2)
        host.advance(by: 2)
        #expect(node.offset.y == 3, "4 lines slowly: the nearest row edge")
        host.drag(from: cell(5, 9), to: cell(5, 0), steps: 3, duration: 0.03)
        host.advance(by: 5)
        #expect(node.offset.y.truncatingRemainder(dividingBy: 3) == 0)
        #expect(node.offset.y > 12, "momentum carried it past a viewport (unlimited vertically)")
        #expect(host.lines[0].trimmed.hasPrefix("row"))
    }

    @Test("view-aligned: keys and the wheel go to the next row")
    func viewAlignedSteps() {
        let host = HeadlessHost(width: 20, height: 10) { Self.tallRows(behavior: .viewAligned) }
        let node = scrollView(in: host)
        host.press(.downArrow)
        host.advance(by: 2)
        #expect(node.offset.y == 3)
        host.scroll(at: cell(2, 2), dy: 1)
        host.advance(by: 2)
        #expect(node.offset.y == 6)
        host.press(.upArrow)
        host.advance(by: 2)
        #expect(node.offset.y == 3)
    }

    @Test("a custom behaviour sees the projected target and can move it")
    func customBehavior() {
        struct Tens: ScrollTargetBehavior {
            func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
                target.rect.origin.y = (target.rect.origin.y / 10).rounded(.up) * 10
            }
        }
        let host = HeadlessHost(width: 20, height: 10) { rowList(count: 100).scrollTargetBehavior(Tens()) }
        host.scroll(at: cell(2, 2), dy: 1)
        host.advance(by: 2)
        #expect(scrollView(in: host).offset.y == 10)
    }

    @Test("scrollPosition(id:): setting it scrolls there; the user's scroll writes the top row's id")
    func positionID() {
        let model = PositionModel()
        let host = HeadlessHost(width: 20, height: 10) {
            PositionIDView(model: model)
        }
        let node = scrollView(in: host)
        model.id = 40
        host.advance(by: 0)
        #expect(host.lines[0].trimmed.hasPrefix("row 40"))
        host.press(.pageDown)
        host.advance(by: 2)
        #expect(host.lines[0].trimmed == "row 49")
        #expect(model.id == 49)
        withTransaction(\.scrollTargetAnchor, .bottom) { model.id = 200 }
        host.advance(by: 0)
        #expect(host.lines[9].trimmed == "row 200")
        model.id = -5
        host.advance(by: 0)
        #expect(host.lines[9].trimmed == "row 200", "an unknown id scrolls nothing")
        #expect(host.host.diagnostics.contains { $0.contains("-5") })
        #expect(node.offset.y > 0)
    }

    @Test("ScrollPosition: edges, points and ids; the user's scroll sets isPositionedByUser")
    func scrollPositionValue() {
        let model = PositionModel()
        let host = HeadlessHost(width: 20, height: 10) { PositionValueView(model: model) }
        let node = scrollView(in: host)
        model.position.scrollTo(edge: .bottom)
        host.advance(by: 0)
        #expect(node.offset.y == node.maximumOffset.y)
        model.position.scrollTo(y: 7)
        host.advance(by: 0)
        #expect(node.offset.y == 7)
        model.position.scrollTo(id: 30, anchor: .top)
        host.advance(by: 0)
        #expect(host.lines[0].trimmed == "row 30")
        #expect(!model.position.isPositionedByUser)
        host.press(.downArrow)
        host.advance(by: 1)
        #expect(model.position.isPositionedByUser)
        #expect(model.position.viewID(type: Int.self) == 31)
        withAnimation(.linear(duration: 1)) { model.position.scrollTo(edge: .top) }
        host.advance(by: 0.5)
        #expect(node.offset.y > 0 && node.offset.y < 31, "animated")
        host.advance(by: 1)
        #expect(node.offset.y == 0)
    }

    @Test("scrolling an empty scroll view, and content shrinking under the offset, stay in range")
    func emptyAndShrinking() {
        let model = PositionModel()
        let host = HeadlessHost(width: 20, height: 10) { ShrinkingList(model: model) }
        let node = scrollView(in: host)
        host.press(.end)
        host.advance(by: 1)
        #expect(node.offset.y == 90)
        model.count = 15
        host.advance(by: 1)
        #expect(node.offset.y == 5, "clamped to the new end")
        #expect(host.lines[9].trimmed == "row 14")
        model.count = 0
        host.advance(by: 1)
        #expect(node.offset.y == 0)
        host.scroll(at: cell(2, 2), dy: 3)
        host.drag(from: cell(5, 8), to: cell(5, 2), steps: 4, duration: 0.05)
        host.press(.pageDown)
        host.advance(by: 2)
        #expect(node.offset.y == 0, "nothing to scroll: it stays at the origin")
        #expect(node.phase == .idle)
    }
}

@MainActor
@Observable
final class PositionModel {
    var id: Int?
    var position = ScrollPosition(idType: Int.self)
    var count = 100
}

struct PositionIDView: View {
    let model: PositionModel

    var body: some View {
        @Bindable var model = model
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(0..<1_000, id: \.self) { Text("row \($0)") }
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: $model.id)
        .frame(width: 20, height: 10)
    }
}

struct PositionValueView: View {
    let model: PositionModel

    var body: some View {
        @Bindable var model = model
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(0..<100, id: \.self) { Text("row \($0)") }
            }
            .scrollTargetLayout()
        }
        .scrollPosition($model.position)
        .frame(width: 20, height: 10)
    }
}

struct ShrinkingList: View {
    let model: PositionModel

    var body: some View {
        rowList(count: model.count)
    }
}
