import KinemaAnimation

/// The ``PropertyAnimatorDriver`` of one view host: the property animators commanded while the host
/// works, advanced with its frames.
///
/// An active animator (running, paused or stopped) is held strongly, as UIKit's running animators
/// are retained by the system; an inactive one weakly, and it is still updated every frame while
/// it lives so its clock keeps the host's time (a later start must not count the idle time).
///
/// `@unchecked Sendable`: it is only touched on the main actor. The host installs it (in a
/// thread-local slot, `PropertyAnimator.withHostDriver`) only around its own work on the main
/// actor, and an animator reaches it from outside that work only on the main actor
/// (``PropertyAnimator``'s join checks), so animators reach it only there; the runtime that owns it
/// reads it on the main actor.
final class HostAnimatorDriver: PropertyAnimatorDriver, @unchecked Sendable {
    private struct Entry {
        weak var animator: PropertyAnimator?
        /// Set while the animator is active.
        var retained: PropertyAnimator?
    }

    private var entries: [Entry] = []
    /// The runtime whose clock is the frame time.
    private(set) weak var runtime: ViewRuntime?
    /// An animator was commanded since the last frame: the host draws its new progress.
    private(set) var wasCommanded = false

    init(runtime: ViewRuntime) {
        self.runtime = runtime
    }

    var frameTime: Double {
        MainActor.assumeIsolated { runtime?.time ?? 0 }
    }

    func adopt(_ animator: PropertyAnimator) {
        wasCommanded = true
        // By identity of live objects (an `ObjectIdentifier` of a freed animator can come back as a
        // new one's); a host drives a handful of animators, so a scan is cheap.
        if let index = entries.firstIndex(where: { $0.animator === animator }) {
            entries[index].retained = animator
        } else {
            entries.append(Entry(animator: animator, retained: animator))
        }
    }

    /// Animators commanded between frames: their clocks move to the next frame's time before it
    /// advances them (the command takes effect at that frame).
    private var commandedBetweenFrames: [PropertyAnimator] = []

    /// An animator joined again from outside the host's work (a `Task`, a timer on the main
    /// thread): the host needs a frame (``wasCommanded``) and its idle frame loop is woken.
    func animatorCommandedOutsideWork(_ animator: PropertyAnimator) {
        if !commandedBetweenFrames.contains(where: { $0 === animator }) { commandedBetweenFrames.append(animator) }
        MainActor.assumeIsolated { runtime?.requestFrame() }
    }

    /// Whether an animator moves with time (a frame loop must keep drawing).
    var hasRunningAnimator: Bool {
        entries.contains { $0.retained?.isRunning == true }
    }

    /// Advances every animator to `time`; their blocks and completions run here (state they write
    /// is applied in the same frame). Inactive animators are let go (held weakly); dead ones dropped.
    func advance(to time: Double) {
        wasCommanded = false
        if !commandedBetweenFrames.isEmpty {
            // The host's clock only moves with its calls: the time since the last frame passed
            // before the command, not after it.
            for animator in commandedBetweenFrames { animator.moveClock(to: time) }
            commandedBetweenFrames.removeAll(keepingCapacity: true)
        }
        guard !entries.isEmpty else { return }
        // A copy: a block or completion may command another animator, which joins for the next frame.
        let current = entries.compactMap(\.animator)
        for animator in current { animator.update(at: time) }
        var index = 0
        while index < entries.count {
            if let animator = entries[index].animator {
                entries[index].retained = animator.state == .inactive ? nil : animator
                index += 1
            } else {
                entries.remove(at: index)
            }
        }
    }
}
