import Foundation

/// A view that builds its content again at each entry of a schedule, with the entry's date.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date.formatted(date: .omitted, time: .standard))
/// }
/// TimelineView(.animation) { context in
///     let t = context.date.timeIntervalSinceReferenceDate
///     Text("●").offset(x: 10 * sin(t))
/// }
/// ```
///
/// Like a ``GeometryReader``'s, the content closure's reads of state and `@Observable` properties
/// are recorded for it: a change rebuilds the content alone, with the date it last showed. The
/// timeline has no layout of its own (its content is laid out as if it stood in its place).
///
/// Between entries the view asks the host for nothing: `.animation` takes a frame each frame,
/// other schedules arm one wake-up at their next entry, and a paused `.animation` schedule, an
/// exhausted `.explicit` one or a timeline that was removed arm none, so an idle screen stays idle.
/// The dates come from the host's clock (``ViewHost``: the wall clock when it mounted plus the
/// frame clock; ``HeadlessHost``: its `date`, moved by the manual clock).
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    let schedule: Schedule
    let content: (Context) -> Content

    /// What the content closure is given.
    public struct Context {
        /// How often the timeline updates.
        public enum Cadence: Comparable, Sendable {
            /// Every frame or more often than every second.
            case live
            /// About every second.
            case seconds
            /// About every minute.
            case minutes
        }

        /// The date of the entry being shown (for `.animation`, the frame's date).
        public let date: Date
        /// The rate the timeline updates at: always `.live` in a terminal,
        /// which never lowers it.
        public let cadence: Cadence
        let invalidate: @MainActor () -> Void

        /// Builds the content again with the same date (SwiftUI's way of asking for a refresh).
        @MainActor public func invalidateTimelineContent() { invalidate() }
    }

    /// A timeline updating on `schedule`.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content)
    {
        self.schedule = schedule
        self.content = { context in
            content(
                TimelineViewDefaultContext(date: context.date, cadence: .live, invalidate: context.invalidate)
            )
        }
    }

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        TimelineNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

/// The context every ``TimelineView`` content closure receives.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

/// A ``TimelineView`` as its node sees it.
@MainActor
protocol TimelineParts {
    /// Whether `other` has the same schedule (an equal value of the same type).
    func hasSameSchedule(as other: any TimelineParts) -> Bool
    /// The animation schedule, when the timeline follows frames or is paused.
    var animationSchedule: AnimationTimelineSchedule? { get }
    /// The schedule's entries from `date`.
    func entries(from date: Date) -> AnyIterator<Date>
    func erasedContent(date: Date, invalidate: @escaping @MainActor () -> Void) -> any View
}

extension TimelineView: TimelineParts {
    func hasSameSchedule(as other: any TimelineParts) -> Bool {
        guard let other = other as? Self else { return false }
        return dynamicallyEqual(schedule, other.schedule) ?? false
    }

    var animationSchedule: AnimationTimelineSchedule? { schedule as? AnimationTimelineSchedule }

    func entries(from date: Date) -> AnyIterator<Date> {
        AnyIterator(schedule.entries(from: date, mode: .normal).makeIterator())
    }

    func erasedContent(date: Date, invalidate: @escaping @MainActor () -> Void) -> any View {
        content(Context(date: date, cadence: .live, invalidate: invalidate))
    }
}

/// The node of a ``TimelineView``: it shows the latest entry not in the future and arms a wake-up
/// (``TimedWakes``) for the next one, or, for an unpaused `.animation` schedule without a minimum
/// interval, runs with the animating nodes and takes each frame's date.
///
/// Invariants: at most one wake is armed; it is disarmed when the schedule changes or the node is
/// removed; the node is in the runtime's animating set only while it follows frames.
final class TimelineNode: ListNode {
    private var timeline: (any TimelineParts)?
    private var content: TrackedContent!
    private var entries: AnyIterator<Date>?
    /// The next entry, not yet shown.
    private var nextEntry: Date?
    private var wake: TimedWakes.Wake?
    /// The date the content shows.
    private var date = Date(timeIntervalSinceReferenceDate: 0)
    /// The content must be built again with `date` (a new entry or frame).
    private var dateChanged = false
    private var followsFrames = false

    /// The most entries skipped in one go before the schedule is asked again from now (a 1 ms
    /// periodic schedule after an hour asleep).
    static let maxSkippedEntries = 10_000

    override init(runtime: ViewRuntime, parent: ViewNode?, environment: EnvironmentValues) {
        super.init(runtime: runtime, parent: parent, environment: environment)
        content = TrackedContent(owner: self, label: "TimelineView")
    }

    override func update(with view: any View) {
        let parts = view as! any TimelineParts
        let restart = timeline.map { !parts.hasSameSchedule(as: $0) } ?? true
        timeline = parts
        if restart { startSchedule() }
        build()
    }

    override func reconcile() {
        if dateChanged {
            build()
        } else if let changed = content.takeChange(as: (any View).self) {
            runtime.reconcileChild(of: self, at: 0, with: changed)
        }
    }

    override func didUninstall() {
        content.remove()
        runtime.timedWakes.cancel(wake, in: runtime)
        wake = nil
        entries = nil
        runtime.stopAnimating(self)
    }

    /// Follows frames: the content shows each frame's date.
    override func advanceAnimations(to time: Double) -> Bool {
        guard followsFrames, !isRemoved else { return false }
        if time.isFinite {
            date = runtime.date(at: time)
            dateChanged = true
            runtime.enqueue(self)
        }
        return true
    }

    private var now: Date { runtime.date(at: runtime.time) }

    /// Starts the schedule from now (the view appeared or its schedule changed).
    private func startSchedule() {
        guard let timeline else { return }
        runtime.timedWakes.cancel(wake, in: runtime)
        wake = nil
        entries = nil
        nextEntry = nil
        followsFrames = false
        runtime.stopAnimating(self)
        if let animation = timeline.animationSchedule, animation.paused || animation.minimumInterval == nil {
            // Paused: keep the date shown (the start's, if nothing was shown yet); no frames.
            if !animation.paused {
                followsFrames = true
                runtime.startAnimating(self)
            }
            if !animation.paused || timelineNeverShown { date = now }
            timelineNeverShown = false
            return
        }
        timelineNeverShown = false
        entries = timeline.entries(from: now)
        nextEntry = entries?.next()
        date = now
        takeDueEntries()
    }

    private var timelineNeverShown = true

    /// Shows the latest entry not after now and arms a wake for the one after it.
    private func takeDueEntries() {
        let now = self.now
        var skipped = 0
        var latest: Date?
        while let entry = nextEntry, entry <= now {
            if entry >= (latest ?? entry) { latest = entry }
            skipped += 1
            if skipped > Self.maxSkippedEntries, let timeline {
                // Far behind: ask the schedule again from now rather than walk every entry.
                entries = timeline.entries(from: now)
                skipped = 0
            }
            nextEntry = entries?.next()
        }
        if let latest, latest != date {
            date = latest
            dateChanged = true
        }
        runtime.timedWakes.cancel(wake, in: runtime)
        wake = nil
        guard let entry = nextEntry else { return }
        wake = runtime.timedWakes.schedule(at: runtime.time(of: entry), in: runtime) { [weak self] in
            guard let self, !self.isRemoved else { return }
            self.wake = nil
            self.takeDueEntries()
            if self.dateChanged { self.runtime.enqueue(self) }
        }
    }

    private func build() {
        guard let timeline else { return }
        dateChanged = false
        let date = self.date
        let view = content.evaluate { [weak self] in
            timeline.erasedContent(date: date) {
                guard let self, !self.isRemoved else { return }
                self.dateChanged = true
                self.runtime.enqueue(self)
            }
        }
        runtime.reconcileChild(of: self, at: 0, with: view)
    }
}
