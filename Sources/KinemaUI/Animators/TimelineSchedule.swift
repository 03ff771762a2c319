import Foundation

/// When a ``TimelineView`` updates: a sequence of dates, each an *entry* at which the view's
/// content is built again with that date.
///
/// ```swift
/// struct EveryFiveSeconds: TimelineSchedule {
///     func entries(from startDate: Date, mode: TimelineScheduleMode) -> some Sequence<Date> {
///         sequence(first: startDate) { $0.addingTimeInterval(5) }
///     }
/// }
/// ```
///
/// The sequence may be infinite; the view reads it lazily, one entry ahead. Entries should be in
/// increasing order: an entry earlier than one already shown is skipped.
public protocol TimelineSchedule {
    /// The dates of the schedule's entries.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The entries from `startDate` on (the date the view appeared or its schedule changed). The
    /// first entry may be at or before `startDate`: the view then shows the latest entry that is not
    /// in the future.
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries
}

/// How often a schedule is asked to update (SwiftUI lowers it on an idle watch face).
public enum TimelineScheduleMode: Sendable {
    /// Updates as the schedule says. A terminal always uses this mode.
    case normal
    /// Updates as rarely as the schedule allows. Kinema never asks for it: a terminal has no
    /// low-power display state.
    case lowFrequency
}

/// A schedule that updates at the frame rate (or every `minimumInterval`), unless paused:
/// `.animation`, `.animation(minimumInterval:paused:)`.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable, Equatable {
    /// The shortest time between two entries; `nil`: every frame.
    public var minimumInterval: Double?
    /// A paused schedule produces no entries after the first: the view keeps the date it showed and
    /// asks for no frames at all.
    public var paused: Bool

    /// A schedule updating every frame, or every `minimumInterval` seconds (a NaN, zero or negative
    /// interval means every frame).
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval.flatMap { $0.isNaN || $0 <= 0 ? nil : $0 }
        self.paused = paused
    }

    /// The entries: `startDate`, then every `minimumInterval` (every 1/60 s when it is `nil`; the
    /// view itself follows the host's frames then); only `startDate` when paused.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries
    {
        PeriodicTimelineSchedule.Entries(
            start: startDate, interval: paused ? .infinity : minimumInterval ?? 1.0 / 60)
    }
}

/// A schedule with an entry every `interval` seconds from a start date: `.periodic(from:by:)`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable, Equatable {
    /// The first entry.
    public var startDate: Date
    /// Seconds between entries.
    public var interval: TimeInterval

    /// Entries at `startDate`, `startDate + interval`, … A NaN, infinite, zero or negative interval
    /// gives the one entry at `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The entries of a periodic schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        private let start: Date
        private let interval: Double
        private var index: Double

        /// Entries from `start` every `interval` (just `start` when it is not a positive finite
        /// interval), beginning with the latest not after `from`.
        init(start: Date, interval: Double, from: Date? = nil) {
            self.start = start
            let usable = interval.isFinite && interval > 0
            self.interval = usable ? interval : .infinity
            if usable, let from {
                // The latest entry not after `from` comes first, so the view shows it at once.
                let elapsed = from.timeIntervalSince(start) / interval
                index = elapsed.isFinite ? Swift.max(0, elapsed.rounded(.down)) : 0
            } else {
                index = 0
            }
        }

        /// The next entry; `nil` after the only entry of an unusable interval.
        public mutating func next() -> Date? {
            if interval == .infinity {
                guard index == 0 else { return nil }
                index = 1
                return start
            }
            defer { index += 1 }
            return start.addingTimeInterval(index * interval)
        }
    }

    /// Entries from the latest one not after `startDate` (the view's), every ``interval``.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(start: self.startDate, interval: interval, from: startDate)
    }
}

/// A schedule with an entry at the start of every minute: `.everyMinute`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable, Equatable {
    /// The schedule.
    public init() {}

    /// The start of the minute containing `startDate` (in the reference date's minutes, which are
    /// UTC's), then every 60 s.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries
    {
        let seconds = startDate.timeIntervalSinceReferenceDate
        let minute = seconds.isFinite ? (seconds / 60).rounded(.down) * 60 : 0
        return PeriodicTimelineSchedule.Entries(
            start: Date(timeIntervalSinceReferenceDate: minute), interval: 60)
    }
}

/// A schedule with entries at given dates: `.explicit(_:)`.
public struct ExplicitTimelineSchedule<Dates: Sequence>: TimelineSchedule where Dates.Element == Date {
    private let dates: Dates

    /// Entries at `dates`, in their order.
    public init(_ dates: Dates) {
        self.dates = dates
    }

    /// The dates.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Dates { dates }
}

extension ExplicitTimelineSchedule: Sendable where Dates: Sendable {}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// Updates every frame.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// Updates every frame (or every `minimumInterval` seconds); a `paused` schedule does not update
    /// and causes no frames.
    public static func animation(
        minimumInterval: Double? = nil, paused: Bool = false
    ) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Updates every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// Updates at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// Updates at each of `dates`.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}
