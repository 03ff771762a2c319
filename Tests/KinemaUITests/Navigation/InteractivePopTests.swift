import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

/// A stack with one pushed screen whose text marks where the screen is drawn.
private struct TwoScreens: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open") { Text("Detail screen").navigationTitle("Detail") }
                .navigationTitle("Root")
        }
    }
}

@MainActor
@Suite("Interactive pop")
struct InteractivePopTests {
    static let width = 100

    /// A host showing the pushed screen at rest.
    private func pushed() -> HeadlessHost {
        let host = HeadlessHost(width: Self.width, height: 6) { TwoScreens() }
        // Coarse frames while settling keep the suite fast; the springs are sampled, not stepped.
        host.frameInterval = 0.1
        host.click(x: 1, y: 2)
        host.advance(by: 1.5)
        return host
    }

    /// The presented left edge of the pushed screen's text (fractional cells), nil when not drawn.
    private func detailX(_ host: HeadlessHost) -> Double? {
        for item in host.displayList.items {
            if case .text(let string, _) = item.kind, string.hasPrefix("Detail screen") {
                return Double(item.frame.origin.x)
            }
        }
        return nil
    }

    private func isPopped(_ host: HeadlessHost) -> Bool {
        host.lines[2].hasPrefix("Open ›")
    }

    @Test("the pushed screen rests at the leading edge")
    func rest() {
        let host = pushed()
        #expect(detailX(host) == 0)
    }

    @Test("the screen follows a drag from the leading edge by the drag's fraction")
    func follows() {
        let host = pushed()
        host.press(at: Point(x: 0.5, y: 3.5))
        host.advance(by: 0.02)
        host.move(to: Point(x: 30.5, y: 3.5))
        #expect(abs((detailX(host) ?? 0) - 30) < 1e-6)
        host.advance(by: 0.02)
        host.move(to: Point(x: 10.5, y: 3.5))
        #expect(abs((detailX(host) ?? 0) - 10) < 1e-6)
        // Left of where it began: clamped at the edge.
        host.move(to: Point(x: -20, y: 3.5))
        #expect(detailX(host) == 0)
        host.release(at: Point(x: -20, y: 3.5))
        host.advance(by: 1.5)
        #expect(!isPopped(host))
    }

    @Test("a slow release past the middle finishes the pop; before the middle it cancels")
    func positionDecides() {
        let past = pushed()
        past.drag(from: Point(x: 0.5, y: 3.5), to: Point(x: 60.5, y: 3.5), steps: 30, duration: 3)
        past.advance(by: 0.1)
        #expect((detailX(past) ?? 100) > 60)
        past.advance(by: 1.5)
        #expect(isPopped(past))

        let short = pushed()
        short.drag(from: Point(x: 0.5, y: 3.5), to: Point(x: 40.5, y: 3.5), steps: 30, duration: 3)
        short.advance(by: 1.5)
        #expect(!isPopped(short))
        #expect(detailX(short) == 0)
    }

    @Test("a flick finishes from short of the middle; a flick back cancels from past it")
    func velocityDecides() {
        let flick = pushed()
        flick.drag(from: Point(x: 0.5, y: 3.5), to: Point(x: 25.5, y: 3.5), steps: 5, duration: 0.1)
        flick.advance(by: 1.5)
        #expect(isPopped(flick))

        let back = pushed()
        back.press(at: Point(x: 0.5, y: 3.5))
        for step in 1...30 {
            back.advance(by: 0.05)
            back.move(to: Point(x: 0.5 + Double(step) * 2.5, y: 3.5))
        }
        for step in 1...5 {
            back.advance(by: 0.02)
            back.move(to: Point(x: 75.5 - Double(step) * 4, y: 3.5))
        }
        back.release(at: Point(x: 55.5, y: 3.5))
        back.advance(by: 1.5)
        #expect(!isPopped(back))
    }

    @Test("the decision rule: projected position past half the width", arguments: [
        (0.6, 0.0, true), (0.4, 0.0, false), (0.3, 50.0, true), (0.3, 30.0, false), (0.8, -100.0, false),
        (0.5, 0.0, true), (0.2, .nan, false),
    ])
    func rule(reveal: Double, velocity: Double, finishes: Bool) {
        #expect(NavigationModel.shouldFinishPop(reveal: reveal, velocity: velocity, width: 100) == finishes)
    }

    @Test(
        "no jump at release: the presented offset is continuous and moves on at the drag's velocity",
        arguments: [(60.0, true), (20.0, false)])
    func continuousAcrossRelease(speed: Double, finishes: Bool) throws {
        let host = pushed()
        host.press(at: Point(x: 0.5, y: 3.5))
        // A constant speed (cells per second) to 30 % of the width, sampled at the frame rate.
        let steps = Int((30 / speed * 60).rounded())
        for step in 1...steps {
            host.advance(by: 1.0 / 60)
            host.move(to: Point(x: 0.5 + Double(step) * speed / 60, y: 3.5))
        }
        let atRelease = try #require(detailX(host))
        #expect(abs(atRelease - 30) < 1e-6)
        host.release(at: Point(x: 30.5, y: 3.5))
        // Finite differences at a millisecond: the release moves nothing, and the spring's first
        // steps run at the drag's speed (less what the spring's pull takes in a millisecond).
        #expect(try #require(detailX(host)) == atRelease)
        host.frameInterval = 0.001
        var positions = [atRelease]
        for _ in 1...3 {
            host.advance(by: 0.001)
            positions.append(try #require(detailX(host)))
        }
        let first = positions[1] - positions[0]
        #expect(abs(first - speed * 0.001) < speed * 0.001 * 0.25)
        host.frameInterval = 0.1
        host.advance(by: 1.5)
        #expect(isPopped(host) == finishes)
    }

    @Test("grabbing the screen while it settles stops it where it is shown")
    func interruptible() throws {
        let host = pushed()
        host.drag(from: Point(x: 0.5, y: 3.5), to: Point(x: 40.5, y: 3.5), steps: 20, duration: 2)
        host.advance(by: 0.1)
        let shown = try #require(detailX(host))
        #expect(shown > 0 && shown < 40)
        // The strip moved with the screen: grab it at its leading edge.
        let grab = Point(x: shown.rounded(.down) + 1.5, y: 3.5)
        host.press(at: grab)
        #expect(detailX(host) == shown)
        host.advance(by: 0.5)
        #expect(detailX(host) == shown)
        host.advance(by: 0.02)
        host.move(to: Point(x: grab.x + 5, y: 3.5))
        #expect(abs((detailX(host) ?? 0) - (shown + 5)) < 1e-6)
        host.release(at: Point(x: grab.x + 5, y: 3.5))
        host.advance(by: 1.5)
        #expect(!isPopped(host))
    }

    @Test("a drag that does not start at the leading edge does not pop")
    func onlyFromTheEdge() {
        let host = pushed()
        host.drag(from: Point(x: 10.5, y: 3.5), to: Point(x: 90.5, y: 3.5), steps: 10, duration: 0.2)
        host.advance(by: 1.5)
        #expect(!isPopped(host))
    }
}
