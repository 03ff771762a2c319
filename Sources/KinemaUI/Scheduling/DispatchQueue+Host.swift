import Foundation

// `DispatchQueue.main.async { … }` and `DispatchQueue.main.asyncAfter(deadline:) { … }` as SwiftUI
// code writes them call these two methods in any file of a program that imports Kinema: they take
// exactly those arguments, so Swift prefers them to Dispatch's, whose extra `qos:` and `flags:`
// would have to take their default values. (Dispatch's own signatures would be ambiguous in a file
// that also imports Foundation.) They do what Dispatch does, except on the main queue during the
// work of a headless host: there the block waits for the host's manual clock (`ManualScheduler`),
// so a test decides when it runs. Calls that pass `group:`, `qos:` or `flags:` go to Dispatch.

extension DispatchQueue {
    /// Submits `work` to run asynchronously on this queue, like Dispatch's
    /// `async(group:qos:flags:execute:)` with its default arguments.
    ///
    /// In a running app this is Dispatch's method: main-queue blocks run on the main thread while
    /// the app waits for input, and a state change they make is drawn at once. Called on the main
    /// queue by a view of a ``HeadlessHost`` while the host works (an event handler, `onAppear`, a
    /// gesture, a block the host ran), the block runs at the host's current time instead, before
    /// the host draws its next frame.
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        if MainQueue.isMain(self), let scheduler = ManualScheduler.forCaller {
            _ = MainActor.assumeIsolated {
                scheduler.schedule(at: scheduler.now, .block { work() })
            }
            return
        }
        async(execute: DispatchWorkItem(block: work))
    }

    /// Submits `work` to run on this queue at `deadline`, like Dispatch's
    /// `asyncAfter(deadline:qos:flags:execute:)` with its default arguments.
    ///
    /// In a running app this is Dispatch's method: the block runs within a millisecond of its
    /// deadline on the main thread, and a state change it makes is drawn in the next frame. Called
    /// on the main queue by a view of a ``HeadlessHost`` while the host works, the block runs when
    /// the host's manual clock reaches the deadline — the delay from `DispatchTime.now()`, rounded
    /// up to whole milliseconds — during ``HeadlessHost/advance(by:)``; `.distantFuture` never.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        if MainQueue.isMain(self), let scheduler = ManualScheduler.forCaller {
            guard let delay = ManualScheduler.delay(until: deadline) else { return }
            _ = MainActor.assumeIsolated {
                scheduler.schedule(at: scheduler.now + delay, .block { work() })
            }
            return
        }
        asyncAfter(deadline: deadline, execute: DispatchWorkItem(block: work))
    }
}
