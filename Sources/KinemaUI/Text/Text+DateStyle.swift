import Foundation

extension Text {
    /// How ``Text/init(_:style:)`` shows a date.
    ///
    /// `.time` and `.date` are fixed; `.relative`, `.offset` and `.timer` count from the host's
    /// frame clock (a ``HeadlessHost``'s manual clock in tests, never the wall clock) and are
    /// formatted again every second.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind

        /// The time of day: "3:04 PM".
        public static let time = DateStyle(kind: .time)
        /// The calendar date: "January 1, 2001".
        public static let date = DateStyle(kind: .date)
        /// The distance from now in the two largest units, without a sign: "2 hours, 23 minutes",
        /// "12 seconds".
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance from now in its largest unit: "+2 hours", "-3 minutes".
        public static let offset = DateStyle(kind: .offset)
        /// A stopwatch counting the distance from now: "2:03", "1:02:03".
        public static let timer = DateStyle(kind: .timer)
    }

    /// What a live part of a text shows; resolved to a string by the node at its frame's date.
    enum LiveContent: Hashable, Sendable {
        case date(Date, DateStyle)
        case timerInterval(ClosedRange<Date>, pauseTime: Date?, countsDown: Bool, showsHours: Bool)

        /// Whether its string depends on the current date (it is formatted again every second).
        var isLive: Bool {
            switch self {
            case .date(_, let style): return style.kind != .time && style.kind != .date
            case .timerInterval(_, let pause, _, _): return pause == nil
            }
        }

        /// The string shown at `now`.
        func string(at now: Date, timeZone: TimeZone = .current) -> String {
            switch self {
            case let .date(date, style):
                return Self.format(date, style: style, now: now, timeZone: timeZone)
            case let .timerInterval(range, pause, countsDown, showsHours):
                let reference = min(max(pause ?? now, range.lowerBound), range.upperBound)
                let seconds =
                    countsDown
                    ? range.upperBound.timeIntervalSince(reference).rounded(.up)
                    : reference.timeIntervalSince(range.lowerBound)
                return Self.stopwatch(seconds, showsHours: showsHours)
            }
        }

        private static func format(_ date: Date, style: DateStyle, now: Date, timeZone: TimeZone) -> String {
            switch style.kind {
            case .time:
                var format = Date.FormatStyle(date: .omitted, time: .shortened)
                format.timeZone = timeZone
                return date.formatted(format)
            case .date:
                var format = Date.FormatStyle(date: .long, time: .omitted)
                format.timeZone = timeZone
                return date.formatted(format)
            case .relative:
                return duration(whole(date.timeIntervalSince(now)), units: 2)
            case .offset:
                let seconds = date.timeIntervalSince(now)
                return (seconds < 0 ? "-" : "+") + duration(whole(seconds), units: 1)
            case .timer:
                return stopwatch(whole(date.timeIntervalSince(now)), showsHours: true)
            }
        }

        /// The whole seconds shown for a distance: a time still to come counts down as a countdown
        /// does (1.5 s to go shows 2 until 1 s is left), a time past counts up from 0; so the
        /// shown value changes on whole seconds of the distance either way.
        static func whole(_ seconds: Double) -> Double {
            seconds > 0 ? seconds.rounded(.up) : (-seconds).rounded(.down)
        }

        /// `seconds` in its `units` largest non-zero units, whole seconds: "2 hours, 23 minutes".
        static func duration(_ seconds: Double, units: Int) -> String {
            guard seconds.isFinite else { return "—" }
            var rest = Int(min(seconds, 1e15).rounded(.down))
            let scale: [(Int, String)] = [(86_400, "day"), (3600, "hour"), (60, "minute"), (1, "second")]
            var parts: [String] = []
            for (size, name) in scale where parts.count < units {
                let count = rest / size
                rest %= size
                if count > 0 || (!parts.isEmpty) {
                    if count > 0 { parts.append("\(count) \(name)\(count == 1 ? "" : "s")") } else { break }
                }
            }
            return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
        }

        /// `seconds` as a stopwatch: "m:ss", or "h:mm:ss" from an hour (when `showsHours`).
        static func stopwatch(_ seconds: Double, showsHours: Bool) -> String {
            guard seconds.isFinite else { return "—" }
            let total = Int(min(max(seconds, 0), 1e15).rounded(.down))
            let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
            func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
            if showsHours && hours > 0 { return "\(hours):\(two(minutes)):\(two(secs))" }
            return "\(showsHours ? minutes : total / 60):\(two(secs))"
        }
    }

    /// Shows `date` in `style`: a time or date, or the distance from now as a duration, a signed
    /// offset or a stopwatch, counted on the host's frame clock and redrawn every second.
    ///
    /// ```swift
    /// Text(meeting.start, style: .relative)     // "12 minutes, 4 seconds"
    /// Text(lap.start, style: .timer)            // "2:07"
    /// ```
    ///
    /// Times and dates are formatted with Foundation's `Date.FormatStyle` in the current time zone
    /// (`.time`: `date: .omitted, time: .shortened`; `.date`: `date: .long, time: .omitted`).
    nonisolated public init(_ date: Date, style: DateStyle) {
        self.init(live: .date(date, style))
    }

    /// A timer counting down to the end of `timerInterval` (or up from its start), clamped to the
    /// interval; with a `pauseTime`, frozen at that date.
    nonisolated public init(
        timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true, showsHours: Bool = true
    ) {
        self.init(
            live: .timerInterval(timerInterval, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours))
    }

    /// Shows `input` formatted by `format`: any Foundation `FormatStyle` whose output is a string.
    ///
    /// ```swift
    /// Text(Date.now, format: .dateTime.hour().minute())
    /// Text(0.25, format: .percent)                         // "25%"
    /// Text(9.5, format: .currency(code: "EUR"))
    /// Text(1234, format: .number)                          // "1,234"
    /// ```
    nonisolated public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// Shows `start` to `end` as a date range ("1/1/01, 12:00 AM – 1:00 AM").
    nonisolated public init(_ dates: ClosedRange<Date>) {
        self.init(verbatim: (dates.lowerBound..<dates.upperBound).formatted(.interval))
    }
}
