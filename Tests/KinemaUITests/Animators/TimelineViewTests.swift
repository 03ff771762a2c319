import Foundation
import Observation
import Testing

@testable import KinemaUI

/// State a test changes from outside the views.
@MainActor
@Observable
final class AnimatorModel {
    var paused = false
    var trigger = 0
    var label = "a"
    var show = true
}

/// The text on the host's first line, without the centring spaces.
@MainActor
private func shown(_ host: HeadlessHost) -> String {
    host.lines.first?.trimmingCharacters(in: .whitespaces) ?? ""
}

/// Whole seconds since the headless host's start date.
private func seconds(_ date: Date) -> String {
    String(Int(date.timeIntervalSinceReferenceDate.rounded(.down)))
}

@MainActor
@Suite("TimelineView")
struct TimelineViewTests {
    @Test("a periodic timeline shows the latest entry and sleeps until the next one")
    func periodic() {
        let host = HeadlessHost(width: 12, height: 1) {
            TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 2)) { context in
                Text("t=\(seconds(context.date))")
            }
        }
        #expect(shown(host) == "t=0")
        #expect(host.host.needsFrame == false)
        #expect(host.host.isAnimating == false)
        #expect(host.host.nextWakeTime == 2)
        host.advance(by: 1.5)
        #expect(shown(host) == "t=0")
        host.advance(by: 0.5)
        #expect(shown(host) == "t=2")
        #expect(host.host.nextWakeTime == 4)
        host.advance(by: 5)
        #expect(shown(host) == "t=6")
        #expect(host.host.nextWakeTime == 8)
    }

    @Test("a timeline started late shows the latest entry before now")
    func periodicJoinedLate() {
        let start = Date(timeIntervalSinceReferenceDate: 100)
        let host = HeadlessHost(width: 12, height: 1, date: Date(timeIntervalSinceReferenceDate: 107)) {
            TimelineView(.periodic(from: start, by: 5)) { context in Text("t=\(seconds(context.date))") }
        }
        #expect(shown(host) == "t=105")
        #expect(host.host.nextWakeTime == 3)
    }

    @Test(".everyMinute updates at the start of each minute")
    func everyMinute() {
        let host = HeadlessHost(width: 12, height: 1, date: Date(timeIntervalSinceReferenceDate: 90)) {
            TimelineView(.everyMinute) { context in Text("t=\(seconds(context.date))") }
        }
        #expect(shown(host) == "t=60")
        host.advance(by: 29)
        #expect(shown(host) == "t=60")
        host.advance(by: 1)
        #expect(shown(host) == "t=120")
    }

    @Test(".explicit shows each date in turn and then asks for nothing")
    func explicit() {
        let dates = [3.0, 5.0].map { Date(timeIntervalSinceReferenceDate: $0) }
        let host = HeadlessHost(width: 12, height: 1) {
            TimelineView(.explicit(dates)) { context in Text("t=\(seconds(context.date))") }
        }
        #expect(shown(host) == "t=0")
        host.advance(by: 3)
        #expect(shown(host) == "t=3")
        host.advance(by: 10)
        #expect(shown(host) == "t=5")
        #expect(host.host.nextWakeTime == nil)
        #expect(host.host.needsFrame == false)
    }

    @Test(".animation follows the frames; paused, it takes none and arms no wake")
    func animationAndPaused() {
        let model = AnimatorModel()
        let host = HeadlessHost(width: 12, height: 1) {
            TimelineView(.animation(minimumInterval: nil, paused: model.paused)) { context in
                Text("t=\(Int((context.date.timeIntervalSinceReferenceDate * 10).rounded()))")
            }
        }
        #expect(host.host.isAnimating)
        host.advance(by: 0.5)
        #expect(shown(host) == "t=5")
        model.paused = true
        host.advance(by: 0.2)
        #expect(host.host.isAnimating == false)
        #expect(host.host.nextWakeTime == nil)
        #expect(host.host.needsFrame == false)
        host.advance(by: 3)
        #expect(shown(host) == "t=5")
        model.paused = false
        host.advance(by: 0.1)
        #expect(shown(host) == "t=38")
    }

    @Test(".animation(minimumInterval:) wakes once per interval")
    func animationMinimumInterval() {
        let host = HeadlessHost(width: 12, height: 1) {
            TimelineView(.animation(minimumInterval: 0.5)) { context in
                Text("t=\(Int((context.date.timeIntervalSinceReferenceDate * 10).rounded()))")
            }
        }
        #expect(host.host.isAnimating == false)
        #expect(host.host.nextWakeTime == 0.5)
        host.advance(by: 1.2)
        #expect(shown(host) == "t=10")
    }

    @Test("the content closure's reads rebuild the content with the date it shows")
    func contentReads() {
        let model = AnimatorModel()
        let host = HeadlessHost(width: 12, height: 1) {
            TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 10)) { context in
                Text("\(model.label)\(seconds(context.date))")
            }
        }
        host.advance(by: 3)
        model.label = "b"
        host.update()
        #expect(shown(host) == "b0")
    }

    @Test("a removed timeline disarms its wake; NaN and zero intervals give one entry")
    func removalAndBadIntervals() {
        let model = AnimatorModel()
        let host = HeadlessHost(width: 12, height: 2) {
            VStack {
                if model.show {
                    TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: 1)) { context in
                        Text("t=\(seconds(context.date))")
                    }
                }
                TimelineView(.periodic(from: Date(timeIntervalSinceReferenceDate: 0), by: .nan)) { context in
                    Text("n=\(seconds(context.date))")
                }
            }
        }
        let nodes = host.host.nodeCount
        #expect(host.host.nextWakeTime == 1)
        model.show = false
        host.update()
        #expect(host.host.nextWakeTime == nil)
        #expect(host.host.runtime.timedWakes.count == 0)
        host.advance(by: 5)
        #expect(host.lines.contains { $0.trimmingCharacters(in: .whitespaces) == "n=0" })
        model.show = true
        host.update()
        #expect(host.host.nodeCount == nodes)
        #expect(
            PeriodicTimelineSchedule(from: .now, by: 0).entries(from: .now, mode: .normal).count(where: { _ in
                true
            }) == 1)
    }
}
