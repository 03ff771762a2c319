import Foundation
import Observation
import KinemaGeometry
import KinemaRender
import Testing

@testable import KinemaUI

@MainActor
@Suite("Text dates and formats")
struct TextDateStyleTests {
    /// The host's date at time 0: 1 January 2001, 00:00:00 UTC.
    private let start = Date(timeIntervalSinceReferenceDate: 0)

    @Test("durations in their largest units, stopwatches in m:ss and h:mm:ss")
    func formatting() {
        typealias Live = Text.LiveContent
        #expect(Live.duration(0, units: 2) == "0 seconds")
        #expect(Live.duration(1, units: 2) == "1 second")
        #expect(Live.duration(125, units: 2) == "2 minutes, 5 seconds")
        #expect(Live.duration(3600 + 59, units: 2) == "1 hour")
        #expect(Live.duration(2 * 86_400 + 3 * 3600 + 7, units: 2) == "2 days, 3 hours")
        #expect(Live.duration(.infinity, units: 2) == "—")
        #expect(Live.stopwatch(7, showsHours: true) == "0:07")
        #expect(Live.stopwatch(3723, showsHours: true) == "1:02:03")
        #expect(Live.stopwatch(3723, showsHours: false) == "62:03")
        #expect(Live.stopwatch(-5, showsHours: true) == "0:00")
    }

    @Test("relative, offset and timer styles count on the frame clock, once a second")
    func liveStyles() {
        let due = start.addingTimeInterval(90)
        let host = HeadlessHost(width: 24, height: 3) {
            VStack(alignment: .leading, spacing: 0) {
                Text(due, style: .relative)
                Text(due, style: .offset)
                Text(start, style: .timer)
            }
        }
        #expect(host.lines.map(\.trimmed) == ["1 minute, 30 seconds", "+1 minute", "0:00"])
        host.advance(by: 31.5)
        // 58.5 s to go shows 59, as a countdown does; 31.5 s past shows 31.
        #expect(host.lines.map(\.trimmed) == ["59 seconds", "+59 seconds", "0:31"])
        host.advance(by: 100)
        #expect(host.lines.map(\.trimmed) == ["41 seconds", "-41 seconds", "2:11"])
    }

    @Test("a timer interval counts down to its end and stops there; paused, it is frozen")
    func timerInterval() {
        let range = start...start.addingTimeInterval(65)
        let host = HeadlessHost(width: 10, height: 2) {
            VStack(alignment: .leading, spacing: 0) {
                Text(timerInterval: range)
                Text(timerInterval: range, pauseTime: start.addingTimeInterval(5), countsDown: false)
            }
        }
        #expect(host.lines.map(\.trimmed) == ["1:05", "0:05"])
        host.advance(by: 10)
        #expect(host.lines.map(\.trimmed) == ["0:55", "0:05"])
        host.advance(by: 100)
        #expect(host.lines.map(\.trimmed) == ["0:00", "0:05"])
    }

    @Test("a static date text arms no wake-up; a relative one arms one, cancelled when removed")
    func wakes() {
        let model = DateModel()
        let host = HeadlessHost(width: 30, height: 1) {
            if model.shows { Text(Date(timeIntervalSinceReferenceDate: 30), style: .relative) }
            Text(Date(timeIntervalSinceReferenceDate: 0), style: .date)
        }
        #expect(host.host.runtime.timedWakes.count == 1)
        model.shows = false
        host.advance(by: 0)
        #expect(host.host.runtime.timedWakes.count == 0)
    }

    @Test("time and date styles use Foundation's formats; Text(_:format:) takes any FormatStyle")
    func formats() {
        let date = Date(timeIntervalSinceReferenceDate: 3600 * 15 + 240)
        var time = Date.FormatStyle(date: .omitted, time: .shortened)
        time.timeZone = .current
        #expect(Text.LiveContent.date(date, .time).string(at: start) == date.formatted(time))
        #expect(Text(0.25, format: .percent).content == 0.25.formatted(.percent))
        #expect(Text(1234, format: .number).content == 1234.formatted(.number))
        #expect(Text(9.5, format: .currency(code: "EUR")).content == 9.5.formatted(.currency(code: "EUR")))
        #expect(
            Text(date, format: .dateTime.hour().minute()).content == date.formatted(.dateTime.hour().minute()))
    }
}

@Observable @MainActor
private final class DateModel {
    var shows = true
}
