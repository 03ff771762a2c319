import Glibc
import KinemaTerminal
import KinemaTestSupport

/// A headless ``TerminalDevice`` for the async terminal host: the frame loop runs on its own
/// thread, so untimed waits block on a condition until another thread ``deliver(_:)``s activity
/// (a test's `.task`, on the main actor); timed waits advance a manual clock instead of sleeping.
///
/// Writes are interpreted by a ``VirtualTerminal``. The run ends (the next wait reports
/// ``TerminalActivity/inputClosed``) once a screen line contains ``finishMarker``, or when a wait without a time limit finds nothing to do for
/// ``idleLimit`` seconds of real time — a safety net so a missing wake-up fails the test instead
/// of hanging it; tests then assert on what was drawn, never on the time taken.
final class ThreadedScriptedTerminal: TerminalDevice, @unchecked Sendable {
    // @unchecked Sendable is safe: every stored property is read and written only with `mutex`
    // held (the loop thread calls the device methods, the main actor calls `deliver`).
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var pending: [TerminalActivity] = []
    private var screen: VirtualTerminal
    private var timeouts: [Double?] = []
    let size: TerminalSize
    let clock: ManualMonotonicClock
    let finishMarker: String
    let idleLimit: Double

    init(size: TerminalSize, clock: ManualMonotonicClock, finishMarker: String, idleLimit: Double = 20) {
        self.size = size
        self.clock = clock
        self.finishMarker = finishMarker
        self.idleLimit = idleLimit
        screen = VirtualTerminal(width: size.width, height: size.height)
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    private func locked<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// What the terminal shows, one string per row.
    var lines: [String] { locked { screen.lines } }
    /// The timeout of every wait, in order.
    var waitTimeouts: [Double?] { locked { timeouts } }

    func write(_ bytes: [UInt8]) throws {
        locked { screen.feed(bytes) }
    }

    /// Hands `activities` to the loop's current or next wait; callable from any thread.
    func deliver(_ activities: [TerminalActivity]) {
        locked {
            pending += activities
            pthread_cond_signal(condition)
        }
    }

    /// Delivers ``TerminalActivity/wake``, like a session's self-pipe.
    func wake() {
        deliver([.wake])
    }

    func waitForActivity(timeout: Double?) throws -> [TerminalActivity] {
        locked {
            timeouts.append(timeout)
            if screen.lines.contains(where: { $0.contains(finishMarker) }) { return [.inputClosed] }
            if !pending.isEmpty { return takePending() }
            if let timeout {
                clock.advance(by: timeout)
                return []
            }
            var deadline = timespec()
            clock_gettime(CLOCK_REALTIME, &deadline)
            deadline.tv_sec += Int(idleLimit)
            while pending.isEmpty {
                if pthread_cond_timedwait(condition, mutex, &deadline) == ETIMEDOUT { return [.inputClosed] }
            }
            return takePending()
        }
    }

    /// Call with `mutex` held.
    private func takePending() -> [TerminalActivity] {
        defer { pending.removeAll() }
        return pending
    }
}
