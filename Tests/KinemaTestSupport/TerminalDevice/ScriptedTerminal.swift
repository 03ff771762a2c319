import KinemaTerminal

/// A headless ``TerminalDevice`` that replays scripted activity on a ``ManualMonotonicClock`` and
/// records every write and every wait, so frame-loop tests are deterministic and never sleep.
///
/// Each script step says how long after the previous one its activity arrives. A wait whose
/// timeout ends first advances the clock by the timeout and returns nothing; otherwise the clock
/// advances to the step and its activity is returned. With the script exhausted, a wait with a
/// timeout times out, and a wait without one (the loop is idle) ends the run with
/// ``TerminalActivity/inputClosed``, recorded in ``idleWaits``.
public final class ScriptedTerminal: TerminalDevice {
    /// One scripted arrival.
    public struct Step {
        /// Seconds after the previous step (or the start).
        public var delay: Double
        /// What arrives.
        public var activities: [TerminalActivity]

        /// Activity arriving `delay` seconds after the previous step.
        public init(after delay: Double, _ activities: [TerminalActivity]) {
            self.delay = delay
            self.activities = activities
        }

        /// Bytes typed `delay` seconds after the previous step.
        public static func input(_ text: String, after delay: Double = 0) -> Step {
            Step(after: delay, [.input(Array(text.utf8))])
        }
    }

    /// One recorded write.
    public struct Write: Equatable {
        /// When it happened on the clock.
        public var time: Double
        /// What was written.
        public var bytes: [UInt8]
    }

    /// The clock this terminal advances.
    public let clock: ManualMonotonicClock
    /// The drawing area's size; resized steps change it.
    public var size: TerminalSize
    /// Whether the loop should send start-up queries (script the replies as input). Default `false`.
    public var answersQueries = false
    /// The mouse tracking the device says it was set up for (none by default).
    public var mouseTracking: TerminalConfiguration.MouseTracking = .none
    /// Seconds every timed-out wait sleeps past its timeout, as a loaded OS does. Default 0.
    public var oversleep = 0.0
    /// Every write, in order.
    public private(set) var writes: [Write] = []
    /// The timeout of every wait, in order (`nil`: the loop waited without a time limit).
    public private(set) var waitTimeouts: [Double?] = []
    /// How many waits had no time limit and found the script exhausted.
    public private(set) var idleWaits = 0
    private var script: [Step]

    /// A terminal of `size` that replays `script` on `clock`.
    public init(size: TerminalSize, clock: ManualMonotonicClock, script: [Step]) {
        self.size = size
        self.clock = clock
        self.script = script
    }

    /// How many times the program asked to be suspended (Ctrl-Z).
    public private(set) var suspensions = 0

    /// Counts the suspension; the loop goes on (a real session would stop and resume).
    public func suspend() {
        suspensions += 1
    }

    /// What the loop reported from its start-up queries, in order.
    public private(set) var reports: [TerminalReport] = []

    /// Records the report.
    public func terminalDidReport(_ report: TerminalReport) throws {
        reports.append(report)
    }

    /// Records the write.
    public func write(_ bytes: [UInt8]) throws {
        writes.append(Write(time: clock.now(), bytes: bytes))
    }

    /// Replays the next step, or times out, advancing the clock.
    public func waitForActivity(timeout: Double?) throws -> [TerminalActivity] {
        waitTimeouts.append(timeout)
        guard !script.isEmpty else {
            if let timeout {
                clock.advance(by: timeout + oversleep)
                return []
            }
            idleWaits += 1
            return [.inputClosed]
        }
        if let timeout, timeout + oversleep < script[0].delay {
            clock.advance(by: timeout + oversleep)
            script[0].delay -= timeout + oversleep
            return []
        }
        let step = script.removeFirst()
        clock.advance(by: step.delay)
        for case .resized(let newSize) in step.activities { size = newSize }
        return step.activities
    }

    /// All bytes written, concatenated.
    public var output: [UInt8] { writes.flatMap(\.bytes) }
}
