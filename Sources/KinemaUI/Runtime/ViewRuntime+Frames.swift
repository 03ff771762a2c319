import Foundation
import KinemaAnimation

/// Host work and frames: which writes come from the host's own calls (no wake-up needed), how frames
/// are numbered for `onChange`, work held over to the next frame, and the host clock's dates.
extension ViewRuntime {
    /// Runs `body` as a call of the host: writes it makes are applied by the host's own updates and
    /// need no wake-up.
    func hostWork<R>(_ body: () -> R) -> R {
        if hostWorkDepth == 0 { beginFrame() }
        hostWorkDepth += 1
        hasRequestedWake = false
        defer {
            hostWorkDepth -= 1
            if hostWorkDepth == 0 { frameNumber += 1 }
        }
        return routingMainQueueWork(body)
    }

    /// Runs `body` with main-queue work routed to ``manualScheduler`` (when the host has one).
    /// Property animators commanded in this runtime's work join ``animatorDriver`` (see
    /// ``HostAnimatorDriver``).
    func routingMainQueueWork<R>(_ body: () -> R) -> R {
        // A thread-local slot, not a task-local push: a push allocates, and an event or a frame
        // must not (`kinema-bench ui/drag`).
        PropertyAnimator.withHostDriver(animatorDriver) {
            guard let manualScheduler else { return body() }
            let saved = ManualScheduler.current
            ManualScheduler.current = manualScheduler
            defer { ManualScheduler.current = saved }
            return body()
        }
    }

    /// Starts a new frame inside host work (each outermost host call, and an event after the
    /// update that applied the changes made before it): runs what was held over to it.
    func beginFrame() {
        frameNumber += 1
        let heldOver = heldOverToNextFrame
        heldOverToNextFrame = []
        for work in heldOver { work() }
    }

    /// Runs `work` at the start of the next frame; until then the host needs a frame.
    func holdOverToNextFrame(_ work: @escaping @MainActor () -> Void) {
        heldOverToNextFrame.append(work)
    }

    /// Whether work waits for the next frame.
    var hasHeldOverWork: Bool { !heldOverToNextFrame.isEmpty }

    /// Called when the host is asked whether it needs a frame: a wake already sent has been answered
    /// (the loop looked), so the next external write must wake the loop again even if this one
    /// changed nothing (an equal value, state no body reads).
    func noteFrameQueried() {
        hasRequestedWake = false
    }

    /// The calendar date at `time` on the host's clock.
    func date(at time: Double) -> Date {
        Date(timeIntervalSinceReferenceDate: dateOffset + time)
    }

    /// The host's clock time of `date` (±infinity for dates far outside the clock's range).
    func time(of date: Date) -> Double {
        date.timeIntervalSinceReferenceDate - dateOffset
    }
}
