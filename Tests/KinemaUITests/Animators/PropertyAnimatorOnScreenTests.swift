import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Observation
import Testing

@testable import KinemaUI

/// A card moved by a property animator two ways: a block writing `blockX`, and `cardX` changed in a
/// transaction with the animator's animation. A drag over row 2 scrubs.
@Observable
@MainActor
private final class Card {
    var blockX = 0.0
    var cardX = 0.0
    let animator = PropertyAnimator(duration: 1, curve: .linear)

    func start() {
        try? animator.addAnimations { [unowned self] progress in blockX = 20 * progress }
        withTransaction(Transaction(animation: animator.animation)) { cardX = 20 }
        try? animator.startAnimation()
    }
}

private struct CardView: View {
    let card: Card

    var body: some View {
        screen(width: 30, height: 3) {
            VStack(alignment: .leading, spacing: 0) {
                Text("B").offset(x: card.blockX)
                Text("C").offset(x: card.cardX)
                Text(String(repeating: "-", count: 20))
                    .gesture(
                        DragGesture(minimumDistance: 0).onChanged { value in
                            if card.animator.isRunning { try? card.animator.pauseAnimation() }
                            try? card.animator.setFractionComplete(value.location.x / 20)
                        })
            }
        }
        .onKeyPress("g") {
            card.start()
            return .handled
        }
        .onKeyPress(" ") {
            if card.animator.isRunning {
                try? card.animator.pauseAnimation()
            } else {
                try? card.animator.startAnimation()
            }
            return .handled
        }
    }
}

@MainActor
@Suite("PropertyAnimator on screen")
struct PropertyAnimatorOnScreenTests {
    /// The column where `text` (the first character of row 0 for "B", row 1 for "C") is drawn.
    private func x(of text: String, in host: HeadlessHost) -> Double? {
        let line = host.lines[text == "B" ? 0 : 1]
        guard let index = line.firstIndex(of: Character(text)) else { return nil }
        return Double(line.distance(from: line.startIndex, to: index))
    }

    @Test("an animator started from a view advances with the host's frames, blocks and animations alike")
    func advancesWithFrames() throws {
        let card = Card()
        let host = HeadlessHost(width: 30, height: 3) { CardView(card: card) }
        host.advance(by: 10)  // the host's clock is not the animator's: no jump when it joins
        host.press("g")
        #expect(host.host.needsFrame)
        host.advance(by: 0.25)
        #expect(try #require(x(of: "B", in: host)) == 5)
        #expect(try #require(x(of: "C", in: host)) == 5)
        host.advance(by: 1)
        #expect(card.animator.state == .inactive)
        #expect(x(of: "B", in: host) == 20)
        #expect(x(of: "C", in: host) == 20)
        #expect(!host.host.needsFrame)
    }

    @Test("a paused animator causes no frames; resuming continues from where it was")
    func pausedIsIdle() throws {
        let card = Card()
        let host = HeadlessHost(width: 30, height: 3) { CardView(card: card) }
        host.press("g")
        host.advance(by: 0.5)
        host.press(" ")
        #expect(!card.animator.isRunning)
        #expect(!host.host.needsFrame, "nothing moves while the animator is paused")
        #expect(!host.host.isAnimating)
        host.advance(by: 5)
        #expect(x(of: "B", in: host) == 10)
        #expect(x(of: "C", in: host) == 10)
        host.press(" ")
        #expect(host.host.needsFrame)
        host.advance(by: 0.25)
        #expect(x(of: "B", in: host) == 15)
        #expect(x(of: "C", in: host) == 15)
    }

    @Test("resuming after a long pause without frames does not count the idle time")
    func resumeAfterIdle() throws {
        let card = Card()
        let host = HeadlessHost(width: 30, height: 3) { CardView(card: card) }
        host.press("g")
        host.advance(by: 0.5)
        host.press(" ")
        // A terminal draws nothing while paused: the next event arrives 5 s later, no frame between.
        host.host.handle(.key(KeyPress(key: " ")), at: 5.5)
        _ = host.host.render(at: 5.75)
        #expect(x(of: "B", in: host) == 15)
        #expect(x(of: "C", in: host) == 15)
    }

    @Test("scrubbing fractionComplete from a drag updates the views in the same frame")
    func scrubbing() throws {
        let card = Card()
        let host = HeadlessHost(width: 30, height: 3) { CardView(card: card) }
        host.press("g")
        host.press(at: Point(x: 4, y: 2.5))
        #expect(card.animator.fractionComplete == 0.2)
        #expect(x(of: "B", in: host) == 4)
        #expect(x(of: "C", in: host) == 4)
        host.move(to: Point(x: 15, y: 2.5))
        #expect(x(of: "B", in: host) == 15)
        #expect(x(of: "C", in: host) == 15)
        host.release(at: Point(x: 15, y: 2.5))
        // The block's writes in the drag tracked velocity; that settles, then nothing runs.
        // (velocity tracking lasts up to 2 s after the last sample).
        host.advance(by: 3)
        #expect(!host.host.needsFrame)
        #expect(x(of: "B", in: host) == 15)
        try card.animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        host.update()
        host.advance(by: 0.1)
        #expect(x(of: "B", in: host) == 17)
        #expect(x(of: "C", in: host) == 17)
    }

    @Test("an animator commanded from a Task between frames joins the host's frames and wakes its loop")
    func commandedFromTask() async throws {
        let card = Card()
        let host = HeadlessHost(width: 30, height: 3) { CardView(card: card) }
        var wakes = 0
        host.host.onNeedsFrame = { wakes += 1 }
        host.press("g")  // started in the host's work: the animator joins it
        host.advance(by: 0.25)
        host.press(" ")  // paused at a quarter
        host.advance(by: 5)  // idle: a paused animator draws no frames
        #expect(!host.host.needsFrame)
        #expect(wakes == 0)
        let animator = card.animator
        // Outside any host call, as a `Task` or a timer callback on the main actor runs.
        await Task { @MainActor in try? animator.startAnimation() }.value
        #expect(wakes == 1, "the frame loop is woken")
        #expect(host.host.needsFrame)
        // The time since the last frame passed before the command: progress resumes from a quarter.
        host.advance(by: 0.25)
        #expect(x(of: "B", in: host) == 10)
        #expect(x(of: "C", in: host) == 10)
        host.advance(by: 1)
        #expect(animator.state == .inactive)
        #expect(x(of: "B", in: host) == 20)
    }

    @Test("an animator that never joined a host and is commanded outside any host's work joins nothing")
    func neverJoined() async throws {
        let host = HeadlessHost(width: 30, height: 3) { Text("x") }
        var wakes = 0
        host.host.onNeedsFrame = { wakes += 1 }
        let animator = PropertyAnimator(duration: 1, curve: .linear)
        await Task { @MainActor in try? animator.startAnimation() }.value
        #expect(wakes == 0)
        #expect(!host.host.needsFrame)
        animator.update(at: 0.5)  // still driven by hand
        #expect(animator.fractionComplete == 0.5)
    }
}
