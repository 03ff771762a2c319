import KinemaTerminal

/// A ``MonotonicClock`` that moves only when told to: tests advance it explicitly, and
/// ``ScriptedTerminal`` advances it when the frame loop waits.
public final class ManualMonotonicClock: MonotonicClock {
    /// The current time in seconds.
    public private(set) var time: Double

    /// A clock reading `time`.
    public init(time: Double = 0) {
        self.time = time
    }

    /// The current time.
    public func now() -> Double { time }

    /// Moves the clock forward by `seconds` (negative or non-finite values are ignored).
    public func advance(by seconds: Double) {
        if seconds.isFinite && seconds > 0 { time += seconds }
    }
}
