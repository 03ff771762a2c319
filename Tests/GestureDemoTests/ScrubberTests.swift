import Foundation
import Kinema
import Testing

@testable import Scrubber

@MainActor
@Suite("Scrubber demo")
struct ScrubberTests {
    private func makeHost() -> (HeadlessHost, ScrubberModel) {
        let model = ScrubberModel()
        let host = HeadlessHost(width: 70, height: 14) { ScrubberView(model: model) }
        return (host, model)
    }

    /// The timeline's row and the x of `fraction` on it.
    private func timelinePoint(_ fraction: Double) -> Point {
        Point(x: 1 + fraction * (ScrubberView.timelineWidth - 1) + 0.5, y: 11.5)
    }

    @Test("the card runs with the animator as the host's frames advance, and space pauses it")
    func runsAndPauses() throws {
        let (host, model) = makeHost()
        try expectGolden(host, "scrubber-start")
        host.advance(by: 1.5)
        #expect(abs(model.fraction - 0.5) < 1e-6)
        try expectGolden(host, "scrubber-half")
        host.press(.space)
        #expect(!model.isRunning)
        #expect(!host.host.needsFrame)
        host.advance(by: 5)
        #expect(abs(model.fraction - 0.5) < 1e-6)
    }

    @Test("dragging the timeline scrubs in the same frame; releasing continues with a spring")
    func scrubbing() throws {
        let (host, model) = makeHost()
        host.advance(by: 0.5)
        host.press(at: timelinePoint(0.25))
        #expect(abs(model.fraction - 0.25) < 0.02)
        host.move(to: timelinePoint(0.75))
        #expect(abs(model.fraction - 0.75) < 0.02)
        #expect(abs(model.progress - 0.75) < 0.02, "linear scrubbing")
        try expectGolden(host, "scrubber-scrubbed")
        host.release(at: timelinePoint(0.75))
        #expect(model.isRunning)
        host.advance(by: 5)
        #expect(model.fraction == 1)
        #expect(!model.isRunning, "it pauses at the end")
    }

    @Test("r reverses mid-flight; s scrubs along the curve; arrows nudge")
    func reverseAndModes() throws {
        let (host, model) = makeHost()
        host.advance(by: 1.5)
        host.press("r")
        #expect(model.isReversed)
        host.advance(by: 0.75)
        #expect(abs(model.fraction - 0.25) < 1e-6)
        host.press("s")
        host.press(.leftArrow)
        #expect(!model.isRunning)
        #expect(abs(model.fraction - 0.2) < 1e-6)
        #expect(model.progress < 0.2, "along the ease-in-out curve, progress lags early on")
        host.press(.rightArrow)
        #expect(abs(model.fraction - 0.25) < 1e-6)
    }
}

@MainActor
@Suite("Scrubber demo, reversing at the end")
struct ScrubberReverseTests {
    @Test("r at the end runs back over the whole duration, along the curve")
    func reverseFromEnd() throws {
        let model = ScrubberModel()
        let host = HeadlessHost(width: 70, height: 14) { ScrubberView(model: model) }
        host.press(at: Point(x: 10.5, y: 11.5))
        host.move(to: Point(x: 35.5, y: 11.5))
        host.release(at: Point(x: 35.5, y: 11.5))
        host.advance(by: 3)
        #expect(model.fraction == 1)
        host.press("r")
        host.advance(by: 0.75)
        #expect(abs(model.fraction - 0.75) < 1e-6)
        #expect(model.isRunning)
    }
}
