import Foundation
import Glibc

/// Waits for file descriptors to become readable on the main thread while the main run loop runs,
/// so Foundation work scheduled on the main thread — `DispatchQueue.main` blocks, main-actor jobs
/// (`Task { @MainActor in … }`, `.task {}`), `Timer`s on `RunLoop.main` — runs while a frame loop
/// on that thread waits for input.
///
/// On Linux the main dispatch queue is drained on the main thread only by the main run loop
/// (CoreFoundation services the queue's wake-up descriptor), and timers fire only when their run
/// loop runs; neither is public API to poll. So instead of `poll(2)` on its descriptors, the
/// waiter runs `RunLoop.main.run(mode:before:)` and makes the descriptors wake it: a dispatch read
/// source per descriptor, on a private queue, posts an empty block to the main queue when the
/// descriptor becomes readable, which ends the run loop's turn. The caller then reads the
/// descriptors with a non-blocking `poll`.
///
/// Each source is suspended by its own handler after it fires and resumed (``arm()``) only before
/// the next wait, so a descriptor that stays readable while the caller is busy (drawing a frame)
/// costs one wake-up, not a spin.
///
/// Idle costs nothing: with no timeout and nothing scheduled, the main thread sleeps in the run
/// loop's `epoll_wait` and the sources' queue in the dispatch manager's, without wake-ups.
///
/// Invariants:
/// - A source is suspended exactly when its `isArmed` flag is false. Flags, suspensions, resumptions
///   and the cancellation happen only on the sources' serial queue, so they never race.
/// - ``cancel()`` resumes every suspended source after cancelling it, so none is released suspended
///   (which libdispatch traps); after it returns no handler runs any more and the descriptors may
///   be closed.
final class MainRunLoopWaiter {
    private final class Watch: @unchecked Sendable {
        // @unchecked Sendable is safe: `source` is set once in `init` and only used through
        // libdispatch's thread-safe calls; `isArmed` is read and written only on the waiter's
        // serial queue (in handlers and inside `queue.sync`).
        let source: any DispatchSourceRead
        var isArmed = false

        init(descriptor: Int32, queue: DispatchQueue) {
            source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
        }
    }

    private let queue: DispatchQueue
    private let descriptors: [Int32]
    private let watches: [Watch]
    private var isCancelled = false

    /// Watches `descriptors` (which must stay open until ``cancel()`` returns).
    init(descriptors: [Int32]) {
        let queue = DispatchQueue(label: "Kinema.MainRunLoopWaiter")
        self.queue = queue
        self.descriptors = descriptors
        watches = descriptors.map { Watch(descriptor: $0, queue: queue) }
        for watch in watches {
            watch.source.setEventHandler { [unowned(unsafe) watch] in
                // Suspend until the next wait re-arms, then end the main run loop's turn.
                if watch.isArmed {
                    watch.isArmed = false
                    watch.source.suspend()
                }
                DispatchQueue.main.async {}
            }
            // Created suspended: `arm()` resumes it before the first wait.
        }
    }

    deinit {
        cancel()
    }

    /// Runs the main run loop until a descriptor is readable or `timeout` seconds pass (`nil`: no
    /// limit). Returns `false` without waiting when the main run loop cannot run here (the
    /// caller is not on the main thread, or is already inside the run loop's servicing of the main
    /// queue), so the caller waits in `poll` instead.
    ///
    /// Work the run loop runs meanwhile — timers, main-queue blocks, main-actor jobs — may change
    /// state; hosts then wake the loop through their device, which makes a descriptor readable.
    func wait(timeout: Double?) -> Bool {
        guard !isCancelled, Thread.isMainThread else { return false }
        let deadline = timeout.map { Date(timeIntervalSinceNow: max(0, $0)) } ?? .distantFuture
        while !isReadable() {
            guard Date() < deadline else { return true }
            arm()
            // Returns after the main queue was serviced (a source's wake-up or any other block)
            // or at the deadline; `false` when the run loop has nothing it may run here.
            guard RunLoop.main.run(mode: .default, before: deadline) else { return false }
        }
        return true
    }

    /// Stops watching; blocks until the sources are cancelled, so the descriptors may be closed.
    func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        let group = DispatchGroup()
        queue.sync {
            for watch in watches {
                group.enter()
                watch.source.setCancelHandler { group.leave() }
                watch.source.cancel()
                if !watch.isArmed {
                    // Cancelled first, so resuming runs only the cancel handler.
                    watch.isArmed = true
                    watch.source.resume()
                }
            }
        }
        group.wait()
    }

    /// Resumes the sources that fired since the last wait.
    private func arm() {
        queue.sync {
            for watch in watches where !watch.isArmed {
                watch.isArmed = true
                watch.source.resume()
            }
        }
    }

    /// Whether some descriptor is readable (or has hung up) now.
    private func isReadable() -> Bool {
        var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        return poll(&polled, nfds_t(polled.count), 0) > 0
    }
}
