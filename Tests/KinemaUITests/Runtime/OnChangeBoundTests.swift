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

@MainActor
@Suite("onChange bounds")
struct OnChangeBoundTests {
    @Test("an onChange that changes its own value fires once per frame, then stops, with a diagnostic")
    func selfTriggeringStops() {
        let host = HeadlessHost(width: 6, height: 1) { SelfIncrement() }
        host.click(x: 2, y: 0)
        #expect(host.lines == ["  2   "])
        #expect(!host.host.needsFrame, "no frame loop livelock")
        host.advance(by: 1)
        #expect(host.lines == ["  2   "])
        let diagnostic = host.host.diagnostics.first { $0.contains("tried to update multiple times per frame") }
        #expect(diagnostic?.contains("onChange(of: Int)") == true)
        #expect(diagnostic?.contains("SelfIncrement") == true)
    }

    @Test("each click is a new frame: the self-incrementing onChange fires again")
    func nextFrameFiresAgain() {
        let host = HeadlessHost(width: 6, height: 1) { SelfIncrement() }
        host.click(x: 2, y: 0)
        host.click(x: 2, y: 0)
        #expect(host.lines == ["  4   "])
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
