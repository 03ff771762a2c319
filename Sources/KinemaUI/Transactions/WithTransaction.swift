import KinemaAnimation

/// The transaction state writes are made under right now (set by ``withTransaction(_:_:)``), and a
/// seed that tells two `withTransaction` scopes apart, so the runtime can group writes into updates.
///
/// Process-wide on purpose: this is only the synchronous `withTransaction` stack of the main actor —
/// saved on entry to a scope, restored on exit, never held across a suspension — and a runtime reads
/// it only at the moment of a write, copying it into the write. Nothing here is queued for later
/// except ``orphans``, which belong to no host (see there). Deferred actions live per runtime
/// (``PostUpdateActions``).
@MainActor
enum TransactionScope {
    static var current = Transaction()
    static var seed = 0
    private static var lastSeed = 0
    /// Writes that reached a runtime so far, so a scope can tell whether it made any.
    private static var writeCount = 0
    /// Transactions with completion handlers whose scope wrote to no host: nothing animated, and
    /// no runtime will finalize them as part of an update, so the next commit of any runtime
    /// finalizes them (spec §3.4: a completion fires even when nothing animated).
    private static var orphans: [Transaction] = []

    static func takeOrphans() -> [Transaction] {
        defer { orphans = [] }
        return orphans
    }

    /// Records that a runtime received a write under the current transaction.
    static func noteWrite() {
        writeCount += 1
    }

    static func run<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
        let saved = (current, seed)
        let writesBefore = writeCount
        lastSeed += 1
        current = transaction.merged(over: current)
        seed = lastSeed
        defer {
            (current, seed) = saved
            if transaction.hasAnimationCompletions && writeCount == writesBefore { orphans.append(transaction) }
        }
        return try body()
    }
}

/// The transaction of writes made now.
@MainActor
var currentTransaction: Transaction { TransactionScope.current }

/// Which `withTransaction` scope writes made now belong to (0 outside any).
@MainActor
var currentTransactionSeed: Int { TransactionScope.seed }

/// Runs `body` so that the state changes it makes are applied in an update carrying `transaction`.
///
/// Nested in another `withTransaction` or `withAnimation`, the transaction is merged into the
/// enclosing one (spec §4.3, the iOS 17 rule): what `transaction` assigns wins, everything else —
/// the animation, custom keys, completion handlers — is inherited for the duration of `body`.
///
/// ```swift
/// var transaction = Transaction(animation: .snappy)
/// transaction[AvatarTappedKey.self] = true
/// withTransaction(transaction) { selected = pet.id }
/// ```
@MainActor
public func withTransaction<Result>(
    _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
    try TransactionScope.run(transaction, body)
}

/// Runs `body` in a transaction whose property at `keyPath` is `value`:
/// `withTransaction(\.avatarTapped, true) { selected = pet.id }`. Inside `withAnimation` the
/// animation is kept; only the property at `keyPath` changes.
@MainActor
public func withTransaction<Result, Value>(
    _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// Runs `body` so that the changes it makes animate with `animation`. Nested in another
/// transaction, only the animation changes; custom keys set outside stay visible.
///
/// ```swift
/// withAnimation(.bouncy) { votes[pet.id, default: 0] += 1 }
/// ```
@MainActor
public func withAnimation<Result>(
    _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` so that its changes animate with `animation`, and calls `completion` once every
/// animation it started meets `completionCriteria` — or, if nothing animated, right after the update.
///
/// Completions run on the main actor after the update or frame that completed them, never inside
/// `withAnimation` itself.
@MainActor
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping @MainActor () -> Void
) rethrows -> Result {
    var transaction = Transaction(animation: animation)
    transaction.addAnimationCompletion(criteria: completionCriteria) {
        // Listeners fire synchronously inside the update or frame of the runtime that applied the
        // transaction, so its queue runs the completion after that update.
        MainActor.assumeIsolated { ViewRuntime.enqueueCompletion(completion) }
    }
    return try withTransaction(transaction, body)
}
