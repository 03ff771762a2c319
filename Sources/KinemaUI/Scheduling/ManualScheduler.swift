import Foundation

/// The main queue and main run loop of a ``HeadlessHost``, on its manual clock: what the views of a
/// headless host schedule with `DispatchQueue.main.async`, `DispatchQueue.main.asyncAfter` and
/// `Timer.scheduledTimer` runs when the host's clock reaches its time, so a test decides exactly
/// when it runs.
///
/// Work is routed here only while the host does work (an event, an update, a frame, `onAppear`,
/// a gesture or button action, a block or timer this scheduler runs) and only from the main actor;
/// anything else reaches Dispatch and Foundation as usual.
///
/// Invariants:
/// - `items` is sorted by due time, then by the order items were scheduled (FIFO among equals).
/// - A repeating timer has at most one item; an invalidated timer's item is dropped when it comes
///   due, without running.
@MainActor
final class ManualScheduler {
    /// What runs when an item comes due.
    enum Work {
        /// A block, run once.
        case block(@MainActor () -> Void)
        /// A timer's block; repeating timers are scheduled again `interval` later.
        case timer(Timer, interval: Double, repeats: Bool, block: (Timer) -> Void)
    }

    private struct Item {
        var due: Double
        var sequence: UInt64
        var work: Work
    }

    /// The scheduler of the host doing work now, if that host runs on a manual clock.
    static var current: ManualScheduler?

    /// The most blocks and timer firings one ``runDue(at:)`` runs: work that keeps scheduling more
    /// work for the same instant (a block that re-enqueues itself) cannot hang the host; the rest
    /// runs at the next host call.
    nonisolated static let maxRunsPerCall = 1_000

    /// The smallest timer interval, as Foundation's `Timer` uses for zero or negative intervals.
    nonisolated static let minimumTimerInterval = 0.0001

    private var items: [Item] = []
    private var nextSequence: UInt64 = 0
    private let clock: @MainActor () -> Double

    /// A scheduler on `clock` (the host's time, in seconds).
    init(clock: @escaping @MainActor () -> Double) {
        self.clock = clock
    }

    /// The host's time now.
    var now: Double { clock() }
    /// Called with a message when work had to wait for the next call.
    var diagnose: (String) -> Void = { _ in }

    /// The earliest due time of anything scheduled, or `nil`.
    var nextDueTime: Double? { items.first?.due }

    /// How many blocks and timers wait.
    var count: Int { items.count }

    /// Schedules `work` at `time` (after everything already scheduled at that time); the returned
    /// number identifies it for ``cancel(_:)``.
    @discardableResult
    func schedule(at time: Double, _ work: Work) -> UInt64 {
        let item = Item(due: time, sequence: nextSequence, work: work)
        nextSequence += 1
        // Binary search for the first item due later: equal times keep their scheduling order.
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if items[middle].due <= time { low = middle + 1 } else { high = middle }
        }
        items.insert(item, at: low)
        return item.sequence
    }

    /// Drops the item `schedule` numbered `sequence`, if it has not run yet.
    ///
    /// - Complexity: O(scheduled items).
    func cancel(_ sequence: UInt64) {
        items.removeAll { $0.sequence == sequence }
    }

    /// Runs, in order, every item due at or before `now` — including items they schedule for no
    /// later than `now` — up to ``maxRunsPerCall``. Returns whether anything ran.
    @discardableResult
    func runDue(at now: Double) -> Bool {
        var runs = 0
        while let first = items.first, first.due <= now {
            guard runs < Self.maxRunsPerCall else {
                diagnose(
                    "main-queue work kept scheduling more work for the same instant; "
                        + "\(Self.maxRunsPerCall) blocks ran, the rest waits for the next update")
                break
            }
            items.removeFirst()
            runs += 1
            run(first, now: now)
        }
        return runs > 0
    }

    private func run(_ item: Item, now: Double) {
        switch item.work {
        case .block(let block):
            block()
        case .timer(let timer, let interval, let repeats, let block):
            guard timer.isValid else { return }
            block(timer)
            guard repeats else {
                timer.invalidate()
                return
            }
            guard timer.isValid else { return }
            // Like a run loop that was busy: missed firings are skipped, and the timer stays on
            // its grid (the next multiple of the interval after now).
            var next = item.due + interval
            if next <= now {
                next += ((now - next) / interval).rounded(.down) * interval + interval
            }
            schedule(at: next, item.work)
        }
    }

    /// Drops everything scheduled.
    func removeAll() {
        items.removeAll()
    }

    /// `deadline` as a delay in seconds from now, rounded up to whole milliseconds.
    ///
    /// `.now() + 0.5` is read a few microseconds after the caller computed it, so the measured
    /// delay is a little short; rounding up to the millisecond gives back the delay the caller
    /// wrote, the same on every run. `nil` for `.distantFuture` (never).
    nonisolated static func delay(until deadline: DispatchTime) -> Double? {
        guard deadline != .distantFuture else { return nil }
        let now = DispatchTime.now().uptimeNanoseconds
        let nanoseconds = deadline.uptimeNanoseconds > now ? deadline.uptimeNanoseconds - now : 0
        return (Double(nanoseconds) / 1_000_000).rounded(.up) / 1000
    }

    /// `interval` as a timer interval: zero, negative and NaN become ``minimumTimerInterval``,
    /// like Foundation's; infinity stays (the timer never fires).
    nonisolated static func timerInterval(_ interval: TimeInterval) -> Double {
        interval.isNaN || interval <= 0 ? minimumTimerInterval : interval
    }

    /// The scheduler to route main-queue work to: the current host's, when the caller runs on the
    /// main actor inside the work of a host on a manual clock.
    nonisolated static var forCaller: ManualScheduler? {
        guard MainQueue.isCurrent || Thread.isMainThread else { return nil }
        return MainActor.assumeIsolated { current }
    }
}
