import KinemaAnimation
import KinemaGeometry
import KinemaRender
import Observation
import Testing

@testable import KinemaUI

/// The items of a lazy list, changed from outside the views (as an event handler would).
@MainActor
@Observable
private final class LazyShelf {
    var items = Array(0..<200)
}

/// Records the phases a row's transition is asked for.
private struct PhaseLog: Transition {
    let log: EventLog

    func body(content: Content, phase: TransitionPhase) -> some View {
        log.events.append("\(phase)")
        return content.offset(x: 4 * phase.value)
    }
}

@MainActor
private func lazyList(_ shelf: LazyShelf) -> HeadlessHost {
    HeadlessHost(width: 20, height: 10) {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(shelf.items, id: \.self) { item in Text("item \(item)") }
            }
        }
    }
}

@MainActor
private func lazyList(_ shelf: LazyShelf, log: EventLog) -> HeadlessHost {
    HeadlessHost(width: 20, height: 10) {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0) {
                ForEach(shelf.items, id: \.self) { item in
                    Text("item \(item)").transition(AnyTransition(PhaseLog(log: log)))
                }
            }
        }
    }
}

@MainActor
@Suite("Lazy stacks: animated insertions and removals")
struct LazyTransitionTests {
    @Test("a row inserted with withAnimation fades in, and the rows below slide down")
    func insertionFades() throws {
        let shelf = LazyShelf()
        let host = lazyList(shelf)
        let nodes = host.host.nodeCount
        withAnimation(.linear(duration: 1)) { shelf.items.insert(1_000, at: 2) }
        host.advance(by: 0.5)
        let inserted = try #require(host.item(showing: "item 1000"))
        #expect(abs(inserted.opacity - 0.5) < 1e-9)
        #expect(inserted.frame.origin.y == 2)
        let below = try #require(host.item(showing: "item 2"))
        #expect(abs(below.frame.origin.y - 2.5) < 1e-9, "item 2 slides from row 2 to row 3")
        #expect(below.opacity == 1)
        host.advance(by: 0.5)
        #expect(host.item(showing: "item 1000")?.opacity == 1)
        #expect(host.item(showing: "item 2")?.frame.origin.y == 3)
        #expect(host.lines[2].trimmed == "item 1000")
        // The frame that reaches the end shows the final values; like every animation (a timing
        // curve is finished only when asked past its duration), the fade and the slides are
        // retired on the next frame.
        host.advance(by: host.frameInterval)
        #expect(!host.host.isAnimating)
        #expect(host.item(showing: "item 1000")?.opacity == 1)
        // The window holds one more built row than before, or the same when the last one left it.
        #expect(abs(host.host.nodeCount - nodes) <= 1)
    }

    @Test("a removed row fades out where it was, out of hit testing, then is released")
    func removalFades() throws {
        let shelf = LazyShelf()
        let host = lazyList(shelf)
        let nodes = host.host.nodeCount
        withAnimation(.linear(duration: 1)) { _ = shelf.items.remove(at: 2) }
        host.advance(by: 0.25)
        let leaving = try #require(host.item(showing: "item 2"))
        #expect(abs(leaving.opacity - 0.75) < 1e-9)
        #expect(leaving.frame.origin.y == 2)
        let below = try #require(host.item(showing: "item 3"))
        #expect(abs(below.frame.origin.y - 2.75) < 1e-9, "item 3 slides from row 3 to row 2")
        #expect(host.host.nodeCount == nodes + 1, "the leaving row is kept besides the window's")
        host.advance(by: 0.75)
        #expect(host.item(showing: "item 2") == nil, "faded out entirely")
        #expect(host.lines[2].trimmed == "item 3")
        // Released with the frame that retires its fade (see `insertionFades`).
        host.advance(by: host.frameInterval)
        #expect(host.host.nodeCount == nodes)
        #expect(!host.host.isAnimating)
        host.host.runtime.root.checkInvariants()
    }

    @Test("a row inserted again while it fades out comes back from the opacity it has")
    func reinsertionReverses() throws {
        let shelf = LazyShelf()
        let host = lazyList(shelf)
        let nodes = host.host.nodeCount
        withAnimation(.linear(duration: 1)) { _ = shelf.items.remove(at: 2) }
        host.advance(by: 0.5)
        withAnimation(.linear(duration: 1)) { shelf.items.insert(2, at: 2) }
        host.advance(by: 0)
        let back = try #require(host.item(showing: "item 2"))
        #expect(abs(back.opacity - 0.5) < 1e-9, "no jump")
        // Timing curves combine (spec §1.6, SwiftUI's rule for animations that do not merge): the
        // fade-in interpolates from the fade-out's live value to 1, so with both linear the
        // opacity is 1 − t + t·(t − 0.5) until the fade-out's end at t = 1, then t − 0.5.
        host.advance(by: 0.25)
        #expect(abs((host.item(showing: "item 2")?.opacity ?? 0) - 0.4375) < 1e-9)
        host.advance(by: 0.25)
        #expect(abs((host.item(showing: "item 2")?.opacity ?? 0) - 0.5) < 1e-9)
        host.advance(by: 0.25)
        #expect(abs((host.item(showing: "item 2")?.opacity ?? 0) - 0.75) < 1e-9)
        host.advance(by: 0.25 + host.frameInterval)
        #expect(host.item(showing: "item 2")?.opacity == 1)
        #expect(host.lines[2].trimmed == "item 2")
        #expect(host.host.nodeCount == nodes, "the same node came back: none was built")
        #expect(!host.host.isAnimating)
    }

    @Test("without an animation rows are inserted and removed at once")
    func unanimated() {
        let shelf = LazyShelf()
        let host = lazyList(shelf)
        let nodes = host.host.nodeCount
        shelf.items.remove(at: 2)
        host.advance(by: 0)
        #expect(host.item(showing: "item 2") == nil)
        #expect(host.lines[2].trimmed == "item 3")
        shelf.items.insert(7_000, at: 0)
        host.advance(by: 0)
        #expect(host.item(showing: "item 7000")?.opacity == 1)
        #expect(host.host.nodeCount == nodes)
        #expect(!host.host.isAnimating)
    }

    @Test("a row's own transition runs on insertion and removal; rows built by scrolling run none")
    func ownTransitions() throws {
        let shelf = LazyShelf()
        let log = EventLog()
        let host = lazyList(shelf, log: log)
        let nodes = host.host.nodeCount
        log.events = []
        withAnimation(.linear(duration: 1)) { shelf.items.insert(1_000, at: 0) }
        host.advance(by: 0.5)
        #expect(log.events.first == "willAppear")
        #expect(log.events.filter { $0 == "willAppear" }.count == 1, "only the inserted row appears")
        let shown = try #require(host.item(showing: "item 1000"))
        #expect(shown.opacity == 1, "its own transition replaces the fade")
        host.advance(by: 1)
        log.events = []
        withAnimation(.linear(duration: 1)) { _ = shelf.items.remove(at: 0) }
        host.advance(by: 0.5)
        #expect(log.events.contains("didDisappear"))
        host.advance(by: 1)
        #expect(host.item(showing: "item 1000") == nil)
        #expect(host.host.nodeCount == nodes)
        // Scrolling far down (animated) builds rows without their insertion transitions.
        log.events = []
        host.press(.pageDown)
        host.advance(by: 2)
        #expect(!log.events.contains("willAppear"))
    }
}
