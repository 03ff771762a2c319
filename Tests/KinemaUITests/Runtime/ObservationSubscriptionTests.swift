import Observation
import Testing

@testable import KinemaUI

@Observable
private final class Tally {
    var count = 0
    var items = ["a", "b", "c"]
}

/// The minimal case: the data of a `ForEach` is sorted by a closure that reads the model,
/// and each row reads it too.
private struct SortedRows: View {
    let model: Tally

    var body: some View {
        VStack {
            ForEach(model.items.sorted { _, _ in model.count % 2 == 0 }, id: \.self) {
                TallyRow(name: $0, model: model)
            }
        }
    }
}

private struct TallyRow: View {
    let name: String
    let model: Tally

    var body: some View { Text("\(name) \(model.count)") }
}

/// Reads the model in its body and re-runs for its own state, which the test writes.
private struct StatefulReader: View {
    let model: Tally
    let holder: StateHolder
    @State private var tick = 0

    var body: some View {
        holder.binding = $tick
        return Text("\(model.count) \(tick)")
    }
}

@MainActor
private final class StateHolder {
    var binding: Binding<Int>?
}

@MainActor
@Suite("One @Observable registration per reader")
struct ObservationSubscriptionTests {
    @Test("bodies per change are the same at the first change and the hundredth")
    func bodiesPerChangeStayFlat() {
        let model = Tally()
        let host = HeadlessHost(width: 10, height: 3) { SortedRows(model: model) }
        var bodies: [Int] = []
        for _ in 0..<100 {
            host.host.resetStatistics()
            model.count += 1
            host.update()
            bodies.append(host.host.bodyEvaluations)
        }
        #expect(bodies.first == bodies.last)
        #expect(Set(bodies).count == 1, "bodies per change: \(bodies)")
        #expect(host.lines.sorted() == ["  a 100   ", "  b 100   ", "  c 100   "])
    }

    @Test("a body that re-ran for its own state many times re-runs once when the model changes")
    func reRunsForStateDoNotPileUp() throws {
        let model = Tally()
        let holder = StateHolder()
        let host = HeadlessHost(width: 10, height: 1) { StatefulReader(model: model, holder: holder) }
        for _ in 0..<50 {
            try #require(holder.binding).wrappedValue += 1
            host.update()
        }
        #expect(host.lines == ["   0 50   "])
        host.host.resetStatistics()
        model.count = 7
        host.update()
        #expect(host.host.bodyEvaluations == 1)
        #expect(host.lines == ["   7 50   "])
    }

    @Test("a run replaces the previous run's registration, and cancel removes it")
    func subscriptionKeepsOneRegistration() {
        let model = Tally()
        let subscription = ObservationSubscription()
        var notified = 0
        for _ in 0..<3 {
            _ = subscription.track({ model.count }, onChange: { _ in notified += 1 })
        }
        model.count += 1
        #expect(notified == 1)
        #expect(!subscription.isLive)
        model.count += 1
        #expect(notified == 1)

        _ = subscription.track({ model.count }, onChange: { _ in notified += 1 })
        subscription.cancel()
        model.count += 1
        #expect(notified == 1)
    }
}
