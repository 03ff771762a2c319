import Observation
import Testing

@testable import KinemaUI

/// A model that is not bound to the main actor, as models loaded in the background often are.
@Observable
private final class BackgroundModel: @unchecked Sendable {
    // @unchecked Sendable is safe here: the test writes `value` only from the detached task, and
    // reads it on the main actor only after awaiting that task.
    var value = 0
}

@MainActor
private final class WakeCounter {
    var count = 0
}

@MainActor
@Suite("@Observable mutations off the main actor")
struct OffMainObservationTests {
    @Test("a mutation from a detached task hops to the main actor, wakes the host and is drawn")
    func detachedMutation() async {
        let model = BackgroundModel()
        let wakes = WakeCounter()
        let host = HeadlessHost(width: 6, height: 1) { Text("v\(model.value)") }
        host.host.onNeedsFrame = { wakes.count += 1 }
        await Task.detached { model.value = 5 }.value
        for _ in 0..<1000 where wakes.count == 0 { await Task.yield() }
        #expect(wakes.count == 1)
        host.update()
        #expect(host.lines == ["  v5  "])
        #expect(host.host.diagnostics.contains { $0.contains("changed off the main actor") })
    }

    @Test("a mutation on the main actor still applies under its transaction, with no diagnostic")
    func mainActorMutation() {
        let model = Model()
        let host = HeadlessHost(width: 6, height: 1) { Text("v\(model.value)") }
        model.value = 3
        host.update()
        #expect(host.lines == ["  v3  "])
        #expect(host.host.diagnostics.isEmpty)
    }
}
