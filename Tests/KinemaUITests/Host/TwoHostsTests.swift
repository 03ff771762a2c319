import KinemaAnimation
import Testing

@testable import KinemaUI

/// A way into a view's `@State` from the test, set when the view appears.
@MainActor
private final class StateHandle {
    var set: (Int) -> Void = { _ in }
    var log: [String] = []
}

/// Logs each change of its state as "name old→new".
private struct Watched: View {
    let name: String
    let handle: StateHandle
    @State private var value = 0

    var body: some View {
        Text("\(value)")
            .onAppear { handle.set = { value = $0 } }
            .onChange(of: value) { old, new in handle.log.append("\(name) \(old)→\(new)") }
    }
}

@MainActor
@Suite("Two hosts in one process")
struct TwoHostsTests {
    @Test("a host never runs another host's onChange actions nor reports them as its own work")
    func separateActionQueues() {
        let first = StateHandle()
        let second = StateHandle()
        let firstHost = HeadlessHost(width: 4, height: 1) { Watched(name: "first", handle: first) }
        let secondHost = HeadlessHost(width: 4, height: 1) { Watched(name: "second", handle: second) }
        // The second write, under another transaction, runs the first one's update at once, which
        // queues the first host's onChange action.
        withAnimation(.linear) { first.set(1) }
        withAnimation(.snappy) { first.set(2) }
        #expect(!secondHost.host.needsFrame)
        secondHost.update()
        #expect(first.log.isEmpty)
        firstHost.update()
        #expect(first.log == ["first 0→1", "first 1→2"])
        #expect(second.log.isEmpty)
    }

    @Test("a completion runs in the host that animated it")
    func completionRunsInItsHost() {
        let first = StateHandle()
        let second = StateHandle()
        var fired: [String] = []
        let firstHost = HeadlessHost(width: 4, height: 1) { Watched(name: "first", handle: first) }
        let secondHost = HeadlessHost(width: 4, height: 1) { Watched(name: "second", handle: second) }
        withAnimation(.linear) { first.set(1) } completion: { fired.append("first") }
        withAnimation(.snappy) { first.set(2) }
        secondHost.update()
        #expect(fired.isEmpty, "the second host must not finalize the first host's transaction")
        firstHost.update()
        #expect(fired == ["first"])
    }
}

@MainActor
@Suite("Two hosts sharing a transaction")
struct SharedTransactionTests {
    @Test("a completion waits until every host that received a write applied and finished it")
    func completionWaitsForEveryHost() {
        let model = Model()
        var fired = 0
        let still = HeadlessHost(width: 10, height: 1) { Text("\(model.value)") }
        let moving = HeadlessHost(width: 40, height: 1) {
            Text("X").offset(x: model.x).frame(width: 40, height: 1, alignment: .leading)
        }
        withAnimation(.linear(duration: 0.5)) {
            model.value = 1
            model.x = 20
        } completion: {
            fired += 1
        }
        still.update()
        #expect(fired == 0, "the other host has not applied its part yet")
        moving.advance(by: 0.25)
        #expect(fired == 0)
        moving.advance(by: 0.5)
        #expect(fired == 1)
        still.update()
        #expect(fired == 1)
    }
}
