import KinemaAnimation
import Testing

@testable import KinemaUI

private struct TappedKey: TransactionKey {
    static let defaultValue = false
}

extension Transaction {
    fileprivate var tapped: Bool {
        get { self[TappedKey.self] }
        set { self[TappedKey.self] = newValue }
    }
}

/// What the `.transaction` modifier saw in each update.
@MainActor
private final class Seen {
    var animations: [Animation?] = []
    var tapped: [Bool] = []
}

/// Hands the test setters of two `@State`s, so writes reach the runtime one by one (an
/// `@Observable` model would report only its first change before the body re-runs).
@MainActor
private final class StateWriters {
    var setLabel: ((Int) -> Void)?
    var setX: ((Double) -> Void)?
}

private struct TwoStates: View {
    let writers: StateWriters
    @State private var label = 0
    @State private var x = 0.0

    var body: some View {
        let (label, x) = ($label, $x)
        writers.setLabel = { label.wrappedValue = $0 }
        writers.setX = { x.wrappedValue = $0 }
        return Text("\(self.label)").offset(x: self.x).frame(width: 40, height: 1, alignment: .leading)
    }
}

@MainActor
@Suite("Nested transactions")
struct NestedTransactionTests {
    /// A host whose text reads `model.value` and records every transaction reaching it.
    private func observedHost(model: Model, seen: Seen) -> HeadlessHost {
        let host = HeadlessHost(width: 10, height: 1) {
            Text("\(model.value)").transaction { transaction in
                seen.animations.append(transaction.animation)
                seen.tapped.append(transaction.tapped)
            }
        }
        seen.animations = []
        seen.tapped = []
        return host
    }

    @Test("a key set by an inner withTransaction keeps the outer withAnimation's animation")
    func innerKeyKeepsAnimation() {
        let model = Model()
        let seen = Seen()
        let host = observedHost(model: model, seen: seen)
        withAnimation(.bouncy) {
            withTransaction(\.tapped, true) { model.value = 1 }
        }
        host.update()
        #expect(seen.animations == [.bouncy])
        #expect(seen.tapped == [true])
    }

    @Test("an inner withAnimation replaces only the animation; outer keys stay visible")
    func innerAnimationKeepsKeys() {
        let model = Model()
        let seen = Seen()
        let host = observedHost(model: model, seen: seen)
        withTransaction(\.tapped, true) {
            withAnimation(.snappy) { model.value = 1 }
        }
        host.update()
        #expect(seen.animations == [.snappy])
        #expect(seen.tapped == [true])
    }

    @Test("withAnimation(nil) inside withAnimation turns the animation off")
    func innerNilAnimation() {
        let model = Model()
        let seen = Seen()
        let host = observedHost(model: model, seen: seen)
        withAnimation(.bouncy) {
            withAnimation(nil) { model.value = 1 }
        }
        host.update()
        #expect(seen.animations == [nil])
    }

    @Test("the outer transaction is restored after a nested scope")
    func outerRestored() {
        var inside: [Animation?] = []
        withAnimation(.bouncy) {
            withTransaction(\.tapped, true) { inside.append(currentTransaction.animation) }
            inside.append(currentTransaction.animation)
            #expect(!currentTransaction.tapped)
        }
        #expect(inside == [.bouncy, .bouncy])
        #expect(currentTransaction.animation == nil)
    }

    @Test("an outer completion waits for an animation started in a nested scope")
    func outerCompletionCountsNestedAnimation() {
        let model = Model()
        var fired = 0
        let host = HeadlessHost(width: 40, height: 1) {
            Text("X").offset(x: model.x).frame(width: 40, height: 1, alignment: .leading)
        }
        withAnimation(.linear(duration: 0.5)) {
            withTransaction(\.tapped, true) { model.x = 20 }
        } completion: {
            fired += 1
        }
        host.advance(by: 0.25)
        #expect(fired == 0)
        host.advance(by: 0.5)
        #expect(fired == 1)
    }

    @Test("an inner scope's update applied first does not fire the outer completion before the outer animation ends")
    func innerUpdateDoesNotFinalizeOuterCompletion() throws {
        let writers = StateWriters()
        var completions = 0
        let host = HeadlessHost(width: 40, height: 1) { TwoStates(writers: writers) }
        let setLabel = try #require(writers.setLabel)
        let setX = try #require(writers.setX)
        // The inner write animates nothing; it is applied in an update of its own when the outer
        // scope's write arrives under another seed.
        withAnimation(.linear(duration: 1)) {
            withTransaction(\.tapped, true) { setLabel(1) }
            setX(20)
        } completion: {
            completions += 1
        }
        host.advance(by: 0.5)
        #expect(frame(of: "1", in: host)?.minX == 10)
        #expect(completions == 0, "x is still moving")
        host.advance(by: 0.6)
        #expect(completions == 1)
    }
}
