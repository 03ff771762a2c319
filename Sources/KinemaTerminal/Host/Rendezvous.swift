import Glibc

/// A one-shot hand-over between threads: one side ``fulfil(_:)``s a value once, the other
/// ``wait()``s for it (blocking its thread, not an actor).
///
/// The frame-loop thread of the async ``TerminalApp`` runner
/// uses it to wait for the main actor's answer to a program call.
///
/// Invariants: `value` is written at most once, under the mutex; `wait` returns only after it was.
final class Rendezvous<Value>: @unchecked Sendable {
    // @unchecked Sendable is safe: `value` is only read and written while `mutex` is held, and the
    // mutex and condition live in heap memory whose address never changes.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var value: Value?

    init() {
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// Hands `value` to the waiting thread.
    func fulfil(_ value: Value) {
        pthread_mutex_lock(mutex)
        precondition(self.value == nil, "Rendezvous fulfilled twice")
        self.value = value
        pthread_cond_signal(condition)
        pthread_mutex_unlock(mutex)
    }

    /// Blocks the calling thread until the value arrives, and returns it.
    func wait() -> Value {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        while value == nil { pthread_cond_wait(condition, mutex) }
        return value!
    }
}
