import Foundation

/// Tells, without trapping, whether the calling code runs on the main actor.
///
/// `MainActor.assumeIsolated` traps elsewhere, and `Thread.isMainThread` is not the same question
/// on Linux: after `dispatchMain()` the main actor's jobs run on a worker thread that drains the
/// main dispatch queue. The main actor's default executor *is* that queue, so a queue-specific
/// value set on it answers exactly "am I on the main actor's executor".
enum MainQueue {
    // Set on the main queue once, when first read (a `static let` initialises atomically);
    // `setSpecific`/`getSpecific` are thread-safe.
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main dispatch queue (the main actor's executor).
    static var isCurrent: Bool {
        DispatchQueue.getSpecific(key: key) ?? false
    }

    /// Whether `queue` is the main dispatch queue. (`DispatchQueue.main` makes a new wrapper object
    /// on every call on Linux, so `===` cannot tell; the queue-specific value can.)
    static func isMain(_ queue: DispatchQueue) -> Bool {
        queue.getSpecific(key: key) ?? false
    }
}
