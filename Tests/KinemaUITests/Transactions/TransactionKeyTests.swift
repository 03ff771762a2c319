import KinemaAnimation
import Testing

@testable import KinemaUI

private struct MarkerKey: TransactionKey {
    static let defaultValue = false
}

extension Transaction {
    fileprivate var marker: Bool {
        get { self[MarkerKey.self] }
        set { self[MarkerKey.self] = newValue }
    }
}

@MainActor
private final class Log {
    var seen: [Bool] = []
}

@MainActor
@Suite("Transaction keys")
struct TransactionKeyTests {
    @Test("a custom key is visible to .transaction modifiers during its update and default afterwards")
    func customKeyLifetime() {
        let model = Model()
        let log = Log()
        let host = HeadlessHost(width: 10, height: 1) {
            Text("\(model.value)").transaction { log.seen.append($0.marker) }
        }
        log.seen = []
        withTransaction(\.marker, true) { model.value = 1 }
        host.update()
        model.value = 2
        host.update()
        #expect(log.seen == [true, false])
        #expect(host.lines == ["    2     "])
    }

    @Test("state writes under different transactions are applied as separate updates")
    func separateUpdates() {
        let log = Log()
        let host = HeadlessHost(width: 10, height: 1) { TwoWrites(log: log) }
        log.seen = []
        host.click(x: 4, y: 0)
        #expect(log.seen == [true, false])
        #expect(host.lines == ["    2     "])
    }
}

private struct TwoWrites: View {
    let log: Log
    @State private var value = 0

    var body: some View {
        Text("\(value)").onTapGesture {
            withTransaction(\.marker, true) { value = 1 }
            value = 2
        }
        .transaction { log.seen.append($0.marker) }
    }
}
