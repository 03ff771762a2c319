import KinemaAnimation
import Observation
import Testing

@testable import KinemaUI

@MainActor
@Observable
private final class Slide {
    var isOut = false
    var label = "box"
}

private struct SlidingBox: View {
    let slide: Slide

    var body: some View {
        Text(slide.label).offset(x: slide.isOut ? 6 : 0).frame(width: 12, alignment: .leading)
    }
}

@MainActor
@Suite("ViewHost.quietUntil: sleeping through animations that cannot move yet")
struct QuietUntilTests {
    @Test("a delayed animation leaves the host quiet until the delay ends; then it moves and ends")
    func delayed() {
        let slide = Slide()
        let host = HeadlessHost(width: 12, height: 1) { SlidingBox(slide: slide) }
        withAnimation(.linear(duration: 1).delay(5)) { slide.isOut = true }
        host.advance(by: 1 / 60)
        #expect(host.host.needsFrame)
        #expect(host.host.quietUntil.map { abs($0 - 5) < 1e-9 } == true)
        #expect(host.lines == ["box         "])
        host.advance(by: 4.5)
        #expect(host.lines == ["box         "])
        #expect(host.host.quietUntil != nil)
        host.advance(by: 1)
        #expect(host.host.quietUntil == nil)
        #expect(host.host.isAnimating)
        host.advance(by: 1)
        #expect(!host.host.isAnimating)
        #expect(host.lines == ["      box   "])
    }

    @Test("a state change during the quiet period needs a frame at once")
    func changeDuringDelay() {
        let slide = Slide()
        let host = HeadlessHost(width: 12, height: 1) { SlidingBox(slide: slide) }
        withAnimation(.linear(duration: 1).delay(5)) { slide.isOut = true }
        host.advance(by: 1 / 60)
        #expect(host.host.quietUntil != nil)
        slide.label = "BOX"
        #expect(host.host.quietUntil == nil)
        host.advance(by: 1 / 60)
        #expect(host.lines == ["BOX         "])
        #expect(host.host.quietUntil != nil)
    }

    @Test("a moving animation, or none, is never quiet")
    func notQuiet() {
        let slide = Slide()
        let host = HeadlessHost(width: 12, height: 1) { SlidingBox(slide: slide) }
        #expect(host.host.quietUntil == nil)
        withAnimation(.linear(duration: 600)) { slide.isOut = true }
        host.advance(by: 1 / 60)
        #expect(host.host.isAnimating)
        #expect(host.host.quietUntil == nil)
    }
}
