import Glibc

/// The time source of a ``FrameLoop``: seconds that never go backwards.
///
/// Tests inject a manual clock; programs get ``SystemClock``.
public protocol MonotonicClock {
    /// The current time in seconds since an arbitrary, fixed origin.
    func now() -> Double
}

/// `CLOCK_MONOTONIC`: unaffected by changes of the wall clock.
public struct SystemClock: MonotonicClock, Sendable {
    /// Creates the system's monotonic clock.
    public init() {}

    /// Seconds since an unspecified point in the past (usually boot).
    public func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}
