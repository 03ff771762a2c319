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

/// Reads the model only once its own state says so: its first runs read no `@Observable`.
private struct LateReader: View {
    let model: Tally
    let holder: StateHolder
    @State private var tick = 0

    var body: some View {
        holder.binding = $tick
        return Text(tick >= 5 ? "\(model.count) \(tick)" : "- \(tick)")
    }
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

    @Test("a reader whose runs read nothing stops tracking, and is still updated once it reads a model")
    func quietReaderStartsObserving() {
        let model = Tally()
        let subscription = ObservationSubscription()
        var notified = 0
        for _ in 0..<(ObservationSubscription.tokenRunsBeforeProbing + 2) {
            _ = subscription.track({ 0 }, onChange: { _ in notified += 1 })
        }
        #expect(subscription.isQuiet)
        #expect(!subscription.isLive)

        // The first run that reads the model is a probe: its registration is live.
        _ = subscription.track({ model.count }, onChange: { _ in notified += 1 })
        #expect(subscription.isLive)
        #expect(!subscription.isQuiet)
        model.count += 1
        #expect(notified == 1)

        // Back to token runs: each replaces the last; the probe's registration is gone (it fired).
        for _ in 0..<3 {
            _ = subscription.track({ model.count }, onChange: { _ in notified += 1 })
        }
        model.count += 1
        #expect(notified == 2)
    }

    @Test("a probe's registration replaced before it fired is ignored when it fires, and removed then")
    func disownedProbeRegistrationIsIgnored() {
        let model = Tally()
        let subscription = ObservationSubscription()
        var notified = 0
        for _ in 0..<ObservationSubscription.tokenRunsBeforeProbing {
            _ = subscription.track({ 0 }, onChange: { _ in notified += 1 })
        }
        _ = subscription.track({ model.count }, onChange: { _ in notified += 1 })  // a probe
        _ = subscription.track({ model.count }, onChange: { _ in notified += 1 })  // a token run
        model.count += 1
        #expect(notified == 1, "the probe's registration fired too")
        _ = subscription.track({ model.count }, onChange: { _ in notified += 1 })
        subscription.cancel()
        model.count += 1
        #expect(notified == 1)
    }

    @Test("a body that read no model for many runs re-runs when a model it starts reading changes")
    func viewReadingAModelLateIsUpdated() throws {
        let model = Tally()
        let holder = StateHolder()
        let host = HeadlessHost(width: 10, height: 1) { LateReader(model: model, holder: holder) }
        for _ in 0..<4 {
            try #require(holder.binding).wrappedValue += 1
            host.update()
        }
        #expect(host.lines == ["   - 4    "])
        model.count = 3  // not read yet
        try #require(holder.binding).wrappedValue += 1
        host.update()
        #expect(host.lines == ["   3 5    "])
        for value in 4..<8 {
            host.host.resetStatistics()
            model.count = value
            host.update()
            #expect(host.host.bodyEvaluations == 1)
            #expect(host.lines == ["   \(value) 5    "])
        }
    }
}
