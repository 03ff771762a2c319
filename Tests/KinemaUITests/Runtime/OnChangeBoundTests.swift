import KinemaGeometry
import Testing

@testable import KinemaUI

/// The common bug: an `onChange` that changes the value it watches.
private struct SelfIncrement: View {
    @State private var count = 0

    var body: some View {
        Button("\(count)") { count += 1 }
            .onChange(of: count) { count += 1 }
    }
}

/// A legitimate chain: a change of `first` sets `second`, watched by another `onChange`.
private struct Chain: View {
    @State private var first = 0
    @State private var second = 0

    var body: some View {
        Button("\(first) \(second)") { first += 1 }
            .onChange(of: first) { second = first * 10 }
            .onChange(of: second) { _, new in if new > 100 { second = 0 } }
    }
}

/// What an `onChange` action saw, in order.
@MainActor
private final class ChangeLog {
    var changes: [String] = []
    var binding: Binding<String>?
}

/// The clamp pattern: an action that corrects the value it watches, once.
private struct Clamped: View {
    let log: ChangeLog
    @State private var text = "abcde"

    var body: some View {
        log.binding = $text
        return Button(text) { text += "f" }
            .onChange(of: text) { old, new in
                log.changes.append("\(old)>\(new)")
                if new.count > 5 { text = String(new.prefix(5)) }
            }
    }
}

@MainActor
@Suite("onChange bounds")
struct OnChangeBoundTests {
    @Test("an onChange that changes its own value fires once per frame, once more in the next, then stops")
    func selfTriggeringStops() {
        let host = HeadlessHost(width: 6, height: 1) { SelfIncrement() }
        host.host.handle(.pointer(PointerEvent(kind: .down, location: Point(x: 2, y: 0))), at: 0)
        host.host.handle(.pointer(PointerEvent(kind: .up, location: Point(x: 2, y: 0))), at: 0)
        // 0 → 1 fired (the action makes it 2); the second change, 1 → 2, is held over to the next
        // frame, which the host asks for.
        #expect(host.host.needsFrame)
        host.update()
        // Delivered there, the action changes the value again in that frame: that change is dropped.
        #expect(host.lines == ["  3   "])
        #expect(!host.host.needsFrame, "no frame loop livelock")
        host.advance(by: 1)
        #expect(host.lines == ["  3   "])
        let diagnostic = host.host.diagnostics.first { $0.contains("tried to update multiple times per frame") }
        #expect(diagnostic?.contains("onChange(of: Int)") == true)
        #expect(diagnostic?.contains("SelfIncrement") == true)
    }

    @Test("each click is a new frame: the self-incrementing onChange fires again")
    func nextFrameFiresAgain() {
        let host = HeadlessHost(width: 6, height: 1) { SelfIncrement() }
        host.click(x: 2, y: 0)
        host.advance(by: 0.1)
        host.click(x: 2, y: 0)
        host.advance(by: 0.1)
        // 0 → 1 (fires: 2), held 1 → 2 (fires: 3, dropped 2 → 3); the second click likewise.
        #expect(host.lines == ["  6   "])
    }

    @Test("a change the action corrects in the same frame is held over to the next frame, not dropped")
    func clampIsDelivered() {
        let log = ChangeLog()
        let host = HeadlessHost(width: 8, height: 1) { Clamped(log: log) }
        host.click(x: 2, y: 0)
        host.advance(by: 0.1)
        #expect(log.changes == ["abcde>abcdef", "abcdef>abcde"])
        #expect(host.lines == [" abcde  "])
        #expect(host.host.diagnostics.isEmpty)
        #expect(!host.host.needsFrame)
    }

    @Test("a change applied before an event and one made by the event are in different frames")
    func eventStartsAFrame() throws {
        let log = ChangeLog()
        let host = HeadlessHost(width: 8, height: 1) { Clamped(log: log) }
        host.press(.tab)
        // A write while the host is idle (a task), applied by the key press's first update, before
        // the press activates the focused button.
        try #require(log.binding).wrappedValue = "abc"
        host.press(.return)
        #expect(log.changes == ["abcde>abc", "abc>abcf"])
        #expect(host.host.diagnostics.isEmpty)
    }

    @Test("onChange actions that change other watched values still chain within a frame")
    func chainsStillRun() {
        let host = HeadlessHost(width: 8, height: 1) { Chain() }
        host.click(x: 3, y: 0)
        #expect(host.lines == ["  1 10  "])
        #expect(host.host.diagnostics.isEmpty)
    }

    @Test("actions that keep queuing actions are cut after the round limit and resume next time")
    func runIsBounded() {
        let actions = PostUpdateActions()
        var runs = 0
        func again() {
            runs += 1
            actions.enqueue { again() }
        }
        actions.enqueue { again() }
        #expect(!actions.run(maxRounds: 5))
        #expect(runs == 5)
        #expect(!actions.isEmpty)
        #expect(!actions.run(maxRounds: 2))
        #expect(runs == 7)
    }
}
