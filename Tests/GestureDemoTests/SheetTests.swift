import Foundation
import Kinema
import Testing

@testable import Sheet

@MainActor
@Suite("Sheet demo")
struct SheetTests {
    private func makeHost() -> (HeadlessHost, SheetModel) {
        let model = SheetModel()
        let host = HeadlessHost(width: 50, height: 24) { SheetView(model: model) }
        return (host, model)
    }

    @Test("the sheet starts collapsed, follows a drag, and springs to the detent its throw projects to")
    func throwToDetent() throws {
        let (host, model) = makeHost()
        try expectGolden(host, "sheet-collapsed")
        #expect(model.top == Detent.collapsed.top(in: 24))
        // A slow drag up by 8 rows: released with little velocity, it settles at the nearest detent.
        host.drag(from: Point(x: 10, y: 20.5), to: Point(x: 10, y: 12.5), steps: 30, duration: 1)
        #expect(model.detent == .half)
        #expect(model.releaseVelocity < 0)
        host.advance(by: 0.1)
        try expectGolden(host, "sheet-settling-half")
        host.advance(by: 2)
        #expect(model.top == Detent.half.top(in: 24))
        try expectGolden(host, "sheet-half")
        #expect(!host.host.needsFrame)
    }

    @Test("a fast throw goes past the nearest detent, and the spring starts with the release velocity")
    func fastThrow() throws {
        let (host, model) = makeHost()
        host.drag(from: Point(x: 10, y: 20.5), to: Point(x: 10, y: 14.5), steps: 6, duration: 0.12)
        #expect(model.releaseVelocity < -40)
        #expect(model.detent == .expanded, "the projection carries it past the half detent")
        // Continuity: the first frames after the release keep moving up at about the release speed.
        let released = model.top
        host.advance(by: 0.002)
        let speed = (model.top - released) / 0.002
        #expect(abs(speed - model.releaseVelocity) <= abs(model.releaseVelocity) * 0.15)
        host.advance(by: 3)
        #expect(model.top == Detent.expanded.top(in: 24))
    }

    @Test("grabbing the sheet mid-flight stops it where it is shown; dragging past the end resists")
    func grabAndRubberBand() throws {
        let (host, model) = makeHost()
        host.press(.upArrow)
        host.advance(by: 0.15)
        let shown = model.top
        #expect(shown < Detent.collapsed.top(in: 24) && shown > Detent.half.top(in: 24))
        host.press(at: Point(x: 10, y: shown + 0.5))
        #expect(model.top == shown, "no jump")
        host.advance(by: 0.5)
        #expect(model.top == shown, "held where it was grabbed")
        // Pull far below the collapsed detent: it moves less than the pointer.
        host.move(to: Point(x: 10, y: shown + 0.5 + 30))
        let high = Detent.collapsed.top(in: 24)
        #expect(model.top > high && model.top < high + SheetModel.stretch)
        host.release(at: Point(x: 10, y: shown + 30.5))
        host.advance(by: 3)
        #expect(model.top == high)
        #expect(model.detent == .collapsed)
    }

    @Test("arrow keys move between detents without a mouse")
    func keys() {
        let (host, model) = makeHost()
        host.press(.upArrow)
        host.press(.upArrow)
        host.advance(by: 3)
        #expect(model.detent == .expanded)
        #expect(model.top == Detent.expanded.top(in: 24))
        host.press(.downArrow)
        host.advance(by: 3)
        #expect(model.top == Detent.half.top(in: 24))
    }
}
