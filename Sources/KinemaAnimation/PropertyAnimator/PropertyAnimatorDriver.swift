import Dispatch
import Foundation

/// Advances property animators with its frames: a view host installs its driver while it works,
/// and an animator commanded then (started, paused, scrubbed, continued or stopped from a view's
/// action, gesture or `onAppear`) joins it, so its ``PropertyAnimator/update(at:)`` runs with the
/// host's frames and its changes are drawn in the same frame. An animator that joined a driver and
/// is later commanded between its frames on the main thread (from a `Task` or a timer) joins it
/// again and wakes it (``animatorCommandedOutsideWork(_:)``). Code of your own can install a
/// driver as ``PropertyAnimator/driver`` (a task-local).
///
/// Called on the thread that installed the driver, during the call that installed it; or on the
/// main thread, between its calls, for an animator that joined it before.
public protocol PropertyAnimatorDriver: AnyObject, Sendable {
    /// The time of the frame being worked on (seconds, the driver's clock).
    var frameTime: Double { get }
    /// Takes `animator` into the set advanced every frame (once; adopting it again does nothing).
    func adopt(_ animator: PropertyAnimator)
    /// Called after ``adopt(_:)`` when `animator` was commanded outside the driver's work (a `Task`,
    /// a timer): a driver that sleeps between frames should wake up and draw.
    func animatorCommandedOutsideWork(_ animator: PropertyAnimator)
}

extension PropertyAnimator {
    /// A driver installed for the work in progress by code of your own (a view host does not use
    /// it: it installs its driver with no task-local push, which would allocate on every event and
    /// frame). Checked before the host's.
    @TaskLocal public static var driver: (any PropertyAnimatorDriver)?

    /// The thread-local slot of the view host working on the current thread (see
    /// ``withHostDriver(_:_:)``). A POSIX key: set and read without allocating, visible only on
    /// the thread doing the host's work.
    private static let hostDriverKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The driver of the view host working on this thread right now, or `nil`.
    package static var hostDriver: (any PropertyAnimatorDriver)? {
        guard let raw = pthread_getspecific(hostDriverKey) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(raw).takeUnretainedValue() as? any PropertyAnimatorDriver
    }

    /// Runs `body` with `driver` as this thread's host driver: animators commanded in `body` join
    /// it. A plain save and restore of a thread-local slot, not a task-local push (which
    /// allocates): a view host wraps every event and frame in this. `driver` is kept alive by the
    /// caller for the duration (the slot does not retain it).
    package static func withHostDriver<Driver: PropertyAnimatorDriver, Result>(
        _ driver: Driver, _ body: () -> Result
    ) -> Result {
        let saved = pthread_getspecific(hostDriverKey)
        pthread_setspecific(hostDriverKey, Unmanaged.passUnretained(driver).toOpaque())
        defer { pthread_setspecific(hostDriverKey, saved) }
        return withExtendedLifetime(driver) { body() }
    }

    /// Marks the main queue, so code running on the main actor is recognised even where the main
    /// queue is drained by a worker thread (after `dispatchMain()`).
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main thread or on the main queue (where the main actor runs).
    static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// Joins the driver of the work in progress (``driver``, else the working host's): the first
    /// time, the animator's clock moves to the driver's frame time (an animator created at time 0 in
    /// a host whose clock reads 100 s must not jump 100 s at its first frame).
    ///
    /// Later, the clock is brought to the frame time before the command acts: a host draws no
    /// frames while an animator is paused, so without this a resumed animator would count the
    /// idle time as elapsed and jump. A running one is updated to the frame time first, so the
    /// command acts at the present.
    ///
    /// Outside any driver's work (a `Task`, a timer's or a main-queue callback), an animator that
    /// joined a driver before joins it again when it is commanded on the main actor: the driver
    /// learns it was commanded between frames (``PropertyAnimatorDriver/animatorCommandedOutsideWork(_:)``)
    /// and wakes its frame loop. Off the main actor, or never having joined one, it joins nothing.
    func joinDriverIfNeeded() {
        let current = Self.driver ?? Self.hostDriver
        guard let driver = current ?? (drivenBy != nil && Self.isOnMainActor ? drivenBy : nil) else { return }
        let now = driver.frameTime
        if drivenBy !== driver {
            drivenBy = driver
            if now.isFinite { currentTime = now }
        } else if now.isFinite && now > currentTime {
            if isRunning {
                update(at: now)
            } else {
                currentTime = now
            }
        }
        driver.adopt(self)
        if current == nil { driver.animatorCommandedOutsideWork(self) }
    }

    /// Moves the animator's clock to `time` without advancing it (the time since its last update
    /// does not count): a driver does this at the first frame after a command made between frames,
    /// so the command takes effect at that frame. Earlier or non-finite times are ignored.
    package func moveClock(to time: Double) {
        if time.isFinite && time > currentTime { currentTime = time }
    }
}

extension PropertyAnimatorDriver {
    /// Called after ``adopt(_:)`` when `animator` was commanded outside the driver's work (a `Task`,
    /// a timer): a driver that sleeps between frames should wake up and draw. Does nothing by
    /// default.
    public func animatorCommandedOutsideWork(_ animator: PropertyAnimator) {}
}

extension AnimatedValue {
    /// Whether every running animation follows a ``PropertyAnimator`` that is not running (paused,
    /// or scrubbed): its presentation changes only when the animator is commanded, so a frame loop
    /// need not draw for it.
    public var isWaitingOnPausedAnimators: Bool {
        // One atomic load when no animator is paused (the common case), before any generic work.
        guard AnimatorProgressClock.hasWaitingClocks, let animator, forks.isEmpty else { return false }
        return animator.isWaitingOnPausedAnimators
    }
}

extension ValueAnimator {
    var isWaitingOnPausedAnimators: Bool {
        var sawEntry = false
        for entry in chain?.entries ?? [] {
            guard entry.isWaitingOnPausedAnimator else { return false }
            sawEntry = true
        }
        for entry in additive {
            guard entry.isWaitingOnPausedAnimator else { return false }
            sawEntry = true
        }
        return sawEntry
    }
}

extension AnimationEntry {
    /// Whether this entry follows an animator's clock that neither runs nor has finished.
    var isWaitingOnPausedAnimator: Bool {
        guard case .custom = kind, let clock = (animation.base as? AnimatorClockAnimation)?.clock else {
            return false
        }
        return !clock.isRunning && !clock.isFinished
    }
}
