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

    @Test("merging overlays only what the inner transaction assigned")
    func mergeOverlaysAssignedProperties() {
        var outer = Transaction(animation: .bouncy)
        outer[IsDragging.self] = true
        outer.isContinuous = true
        var inner = Transaction()
        inner.tracksVelocity = true
        let merged = inner.merged(over: outer)
        #expect(merged.animation == .bouncy)
        #expect(merged[IsDragging.self])
        #expect(merged.isContinuous && merged.tracksVelocity)
    }

    @Test("an inner assignment wins even when it assigns the default value")
    func mergeKeepsExplicitDefaults() {
        var outer = Transaction(animation: .bouncy)
        outer[IsDragging.self] = true
        outer.disablesAnimations = true
        var inner = Transaction(animation: nil)
        inner[IsDragging.self] = false
        inner.disablesAnimations = false
        let merged = inner.merged(over: outer)
        #expect(merged.animation == nil)
        #expect(!merged[IsDragging.self])
        #expect(!merged.disablesAnimations)
    }

    @Test("a merged transaction carries the completion handlers of both")
    func mergeKeepsBothCompletions() {
        var outer = Transaction(animation: .default)
        var fired: [String] = []
        outer.addAnimationCompletion { fired.append("outer") }
        var inner = Transaction()
        inner.addAnimationCompletion { fired.append("inner") }
        inner.merged(over: outer).finalizeAnimationCompletions()
        #expect(fired == ["outer", "inner"])
    }
}
