import KinemaAnimation
import Testing

@Suite struct TransactionTests {
    struct IsDragging: TransactionKey { static let defaultValue = false }

    @Test("custom keys read their default until set")
    func keys() {
        var transaction = Transaction()
        #expect(transaction[IsDragging.self] == false)
        transaction[IsDragging.self] = true
        #expect(transaction[IsDragging.self])
        let copy = transaction
        transaction[IsDragging.self] = false
        #expect(copy[IsDragging.self])
    }

    @Test("the effective animation falls back to velocity tracking")
    func effectiveAnimation() {
        var transaction = Transaction()
        #expect(!transaction.isAnimated)
        transaction.tracksVelocity = true
        #expect(transaction.isAnimated)
        transaction.animation = .snappy
        #expect(transaction.effectiveAnimation == .snappy)
        #expect(Transaction(animation: .easeIn).animation == .easeIn)
    }

    @Test("a transaction that animated nothing completes when finalized")
    func finalizeWithoutAnimation() {
        var transaction = Transaction(animation: .default)
        var fired = 0
        transaction.addAnimationCompletion { fired += 1 }
        transaction.addAnimationCompletion(criteria: .removed) { fired += 10 }
        #expect(fired == 0)
        transaction.finalizeAnimationCompletions()
        #expect(fired == 11)
        transaction.finalizeAnimationCompletions()
        #expect(fired == 11)
    }
}
