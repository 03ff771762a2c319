import Foundation

/// Wake-ups a view asked for at a time of the host's clock (a `TimelineView`'s next entry), so that
/// a host with nothing animating can sleep until then instead of drawing every frame.
///
/// A wake is armed on the host's own timer source: a headless host's ``ManualScheduler`` (so
/// ``HeadlessHost/advance(by:)`` stops at it), otherwise Dispatch's main queue, whose block marks
/// the wake due and wakes the idle frame loop (``ViewRuntime/requestFrame()``). Each frame then
/// fires the wakes that are due — marked by their timer, or whose time the frame's clock reached
/// (the two clocks may disagree by a little) — before it advances animations.
///
/// Invariants:
/// - `pending` holds each armed wake once; a fired or cancelled wake is not in it and its timer
///   item is cancelled (a Dispatch item that already ran finds the wake cancelled and does nothing).
@MainActor
final class TimedWakes {
    /// One requested wake-up.
    final class Wake {
        let time: Double
        fileprivate let fire: @MainActor () -> Void
        fileprivate var isDue = false
        fileprivate var isCancelled = false
        fileprivate var schedulerItem: UInt64?
        fileprivate var dispatchItem: DispatchWorkItem?

        fileprivate init(time: Double, fire: @escaping @MainActor () -> Void) {
            self.time = time
            self.fire = fire
        }
    }

    private var pending: [Wake] = []

    /// Whether a wake's timer has fired and the wake waits for the next frame.
    var hasDue: Bool { pending.contains { $0.isDue } }

    /// How many wakes are armed (tests check that an idle view arms none).
    var count: Int { pending.count }

    /// The earliest armed wake's time.
    var nextTime: Double? { pending.map(\.time).min() }

    /// Arms a wake at `time` (the host's clock, in seconds) that calls `fire` in the first frame at
    /// or after it. A non-finite `time` arms nothing and returns `nil` (a schedule that never fires).
    func schedule(at time: Double, in runtime: ViewRuntime, fire: @escaping @MainActor () -> Void) -> Wake? {
        guard time.isFinite else { return nil }
        let wake = Wake(time: time, fire: fire)
        pending.append(wake)
        if let scheduler = runtime.manualScheduler {
            wake.schedulerItem = scheduler.schedule(
                at: time,
                .block { [weak wake, weak runtime] in
                    guard let wake, !wake.isCancelled else { return }
                    wake.isDue = true
                    runtime?.requestFrame()
                })
        } else {
            let delay = max(0, time - runtime.time)
            let item = DispatchWorkItem { [weak wake, weak runtime] in
                MainActor.assumeIsolated {
                    guard let wake, !wake.isCancelled else { return }
                    wake.isDue = true
                    runtime?.requestFrame()
                }
            }
            wake.dispatchItem = item
            // Dispatch's own method (a work item), not the manual-clock routing of closures.
            DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: item)
        }
        return wake
    }

    /// Disarms `wake` (the view went away or changed its schedule).
    func cancel(_ wake: Wake?, in runtime: ViewRuntime) {
        guard let wake, !wake.isCancelled else { return }
        wake.isCancelled = true
        if let item = wake.schedulerItem { runtime.manualScheduler?.cancel(item) }
        wake.dispatchItem?.cancel()
        pending.removeAll { $0 === wake }
    }

    /// Fires, in time order, the wakes whose timer fired or whose time `time` reached.
    func fireDue(at time: Double) {
        guard !pending.isEmpty else { return }
        let due = pending.filter { $0.isDue || $0.time <= time }.sorted { $0.time < $1.time }
        guard !due.isEmpty else { return }
        pending.removeAll { $0.isDue || $0.time <= time }
        for wake in due {
            wake.isCancelled = true
            wake.dispatchItem?.cancel()
            wake.fire()
        }
    }
}
