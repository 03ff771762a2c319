import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// Runs a root view: applies state changes, lays out, animates and draws it into cells, and routes
/// key and pointer events to it. Time is always given by the caller (a frame loop, a manual clock).
///
/// ``HeadlessHost`` wraps it for tests; the terminal runner in KinemaTerminal drives it from real
/// input and a real clock.
///
/// ```swift
/// let host = ViewHost(size: Size(width: 40, height: 10), root: PetPoll())
/// host.handle(.key(KeyPress(key: "1")), at: 0)
/// let frame = host.render(at: 0.1)      // a CellBuffer
/// ```
@MainActor
public final class ViewHost {
    let runtime: ViewRuntime
    private var recorder = DisplayListRecorder()
    let pointer = PointerState()
    /// The last rasterised frame.
    public private(set) var buffer: CellBuffer
    /// The frame before ``buffer``, drawn into next. A frame loop keeps the last frame it got (to
    /// diff the next one against), so filling ``buffer`` itself would copy the whole shared grid
    /// every frame; by the next frame the loop has let go of this one.
    private var spareBuffer: CellBuffer
    /// The display list of the last frame, in cells (as rasterised; in points mode, converted from
    /// the points layout drew in).
    public var displayList: DisplayList { recorder.list }
    /// Turns each frame's display list into cells; set its `quality` and
    /// `colorProfile` to match the terminal (the terminal host does, from
    /// `KINEMA_RENDER_QUALITY` and the detected colour profile). It keeps scratch storage between
    /// frames.
    public var rasterizer = Rasterizer()
    /// Set when the view called `dismiss()` (the app should quit).
    public private(set) var isFinished = false
    private var needsDraw = true

    var drawnHitRegions: [HitRegion] { recorder.hitRegions }
    var drawnFocusables: [ViewNode] { recorder.focusables }
    var drawnKeyHandlers: [ViewNode] { recorder.keyHandlers }
    var drawnHoverHandlerCount: Int { recorder.hoverHandlerCount }
    var drawnShortcuts: [(shortcut: KeyboardShortcut, node: any FocusableNode)] { recorder.shortcuts }

    func markNeedsDraw() { needsDraw = true }

    /// Mounts `root` on a screen of `size` cells, laid out in `units` (cells by default; see
    /// ``LayoutUnits``), at time `time` (seconds; a NaN or infinite time means 0).
    ///
    /// `motionPreference` (by default from `KINEMA_ANIMATIONS`, see ``MotionPreference``) is the
    /// root's `motionPreference` environment value; ``MotionPreference/none`` also drops every
    /// animation in this host.
    public convenience init<Root: View>(
        size: Size, time: Double = 0, units: LayoutUnits = .cells,
        motionPreference: MotionPreference = .fromEnvironment(), root: Root
    ) {
        self.init(
            size: size, time: time, units: units, motionPreference: motionPreference, root: root,
            schedulesOnClock: false, date: Date())
    }

    /// Mounts `root`; with `schedulesOnClock`, main-queue work and timers the views schedule while
    /// the host works run on the host's clock (see `ManualScheduler`) instead of Dispatch's. `date`
    /// is the calendar date at `time` (what a `TimelineView` shows then).
    init<Root: View>(
        size: Size, time: Double, units: LayoutUnits, motionPreference: MotionPreference, root: Root,
        schedulesOnClock: Bool, date: Date
    ) {
        self.units = units
        let cellSize = units.cellSize
        runtime = ViewRuntime(size: Size(width: size.width * cellSize.width, height: size.height * cellSize.height))
        runtime.cellSize = cellSize
        runtime.usesPoints = units.isPoints
        runtime.motionPreference = motionPreference
        buffer = CellBuffer(width: Self.cells(size.width), height: Self.cells(size.height))
        spareBuffer = buffer
        runtime.time = time.isFinite ? time : 0
        let reference = date.timeIntervalSinceReferenceDate
        runtime.dateOffset = (reference.isFinite ? reference : 0) - runtime.time
        if schedulesOnClock {
            let runtime = runtime
            let scheduler = ManualScheduler { [unowned runtime] in runtime.time }
            scheduler.diagnose = { [unowned runtime] in runtime.diagnose($0) }
            runtime.manualScheduler = scheduler
        }
        var environment = EnvironmentValues()
        environment.dismiss = DismissAction { [weak self] in self?.isFinished = true }
        environment.motionPreference = motionPreference
        environment.colorScheme = appearance.colorScheme
        environment.hostAppearance = appearance
        environment.editMode = editModeStorage.binding
        appliedColorScheme = appearance.colorScheme
        rootView = root
        runtime.routingMainQueueWork {
            runtime.mount(root, environment: environment)
            runtime.runPostUpdateActions()
            runtime.commit()
        }
    }

    private static func cells(_ value: Double) -> Int {
        value.isFinite ? CellCount.of(value, rounding: .down) : 0
    }

    /// The colour scheme the root view sees: preferred by a view, else detected, else dark.
    let appearance = HostAppearance()
    /// The edit mode at the root of the views' environment (``EditMode``).
    let editModeStorage = EditModeStorage()
    /// The scheme in the root's environment.
    private var appliedColorScheme = ColorScheme.dark
    /// The mounted view, handed its environment again when the colour scheme changes.
    private(set) var rootView: any View = EmptyView()

    /// Puts the appearance's colour scheme in the root's environment when it changed (a view
    /// preferred one, or the terminal reported its background).
    func applyColorScheme() {
        let scheme = appearance.colorScheme
        guard scheme != appliedColorScheme else { return }
        appliedColorScheme = scheme
        runtime.updateRootEnvironment({ $0.colorScheme = scheme }, view: rootView)
        runtime.runPostUpdateActions()
        runtime.commit()
        needsDraw = true
    }

    /// The colour scheme detected from the terminal (`nil` until known): the root view's
    /// `colorScheme` unless a view prefers another with `.preferredColorScheme(_:)`. A terminal app
    /// sets it from `COLORFGBG` at start and from the terminal's answer to OSC 11.
    public var detectedColorScheme: ColorScheme? {
        get { appearance.detected }
        set {
            guard newValue != appearance.detected else { return }
            appearance.detected = newValue
            needsDraw = true
        }
    }

    /// Takes the terminal's background colour (each channel 0…1, the answer to OSC 11): the
    /// detected colour scheme becomes ``ColorScheme/of(backgroundRed:green:blue:)``, and
    /// translucent colours blend with this colour (``terminalBackground``).
    public func terminalReportedBackground(red: Double, green: Double, blue: Double) {
        detectedColorScheme = ColorScheme.of(backgroundRed: red, green: green, blue: blue)
        let reported = Color(red: red, green: green, blue: blue)
        if reported != reportedBackground {
            reportedBackground = reported
            needsDraw = true
        }
    }

    /// The terminal's background colour, when it answered OSC 11.
    public private(set) var reportedBackground: Color?

    /// The colour translucent colours blend with where they lie over the terminal's default
    /// background (see `Rasterizer.terminalBackground`): the colour the terminal reported, else
    /// black when the detected colour scheme is dark (or unknown) and white when it is light.
    ///
    /// It follows the terminal, not `.preferredColorScheme`: a view preferring the light scheme
    /// does not change the colour the terminal paints behind it. A guess (no OSC 11 answer) is
    /// only used for translucent colours, so at worst a translucent fill is a shade off; opaque
    /// colours never depend on it.
    public var terminalBackground: Color {
        reportedBackground ?? (appearance.detected == .light ? .white : .black)
    }

    /// The colour scheme views see now.
    public var colorScheme: ColorScheme { appearance.colorScheme }

    /// The size the root view is laid out in, in layout units (cells, or points in points mode).
    public var size: Size { runtime.size }

    /// The screen's size in cells.
    public var screenSize: Size { runtime.screenSize }

    /// What layout measures in (see ``LayoutUnits``).
    public private(set) var units: LayoutUnits

    /// One cell in layout units: 1 × 1 in cells; in points, the points per cell in use.
    public var cellSize: Size { runtime.cellSize }

    /// Takes the terminal's report of its cell size in pixels (`CSI 16 t`): when the host lays out
    /// in ``LayoutUnits/points`` without a fixed cell size, and the report is plausible (see
    /// ``LayoutUnits/pointsPerCell(fromPixels:)``), a cell measures that many points from now on and
    /// the whole view is laid out again. Otherwise does nothing.
    public func terminalReportedCellSize(pixels: Size) {
        guard units.followsTerminalCellSize, let points = LayoutUnits.pointsPerCell(fromPixels: pixels) else {
            return
        }
        runtime.setUnits(isPoints: true, cellSize: points)
        needsDraw = true
    }

    /// Whether the host has something new to show: pending state changes, running animations, an
    /// `onChange` held over to the next frame, or a gesture waiting for time to pass (a long press
    /// being held: frames update it until its duration is reached).
    /// When false, a frame loop can sleep until the next event.
    ///
    /// Asking re-arms ``onNeedsFrame``: the next write made while the host is idle wakes the loop
    /// again, even when the write that last woke it changed nothing on screen.
    public var needsFrame: Bool {
        runtime.noteFrameQueried()
        return needsDraw || runtime.hasPendingUpdate || runtime.isAnimatingWithTime
            || runtime.animatorDriver.wasCommanded || !runtime.postUpdateActions.isEmpty
            || runtime.hasHeldOverWork || pointer.capture?.deadline != nil || runtime.timedWakes.hasDue
    }

    /// Whether any animation is running that moves with time: an animation, or a running
    /// `PropertyAnimator` commanded in this host. Animations that follow a paused animator do not
    /// count (they move only when it is commanded).
    public var isAnimating: Bool { runtime.isAnimatingWithTime }

    /// When ``needsFrame`` is `true` only because animations run and none of them can change what is
    /// shown before a later time — each waits out a `.delay(_:)`, or tracks velocity while showing
    /// its model — that time (on the host's clock); otherwise `nil`.
    ///
    /// A frame loop may sleep until then instead of drawing identical frames (the terminal's loop
    /// does); an event, a state change (``onNeedsFrame``) or a resize still gets a frame at once. An
    /// animation Kinema cannot look ahead in — a custom animation, a spring, a curve — counts as
    /// changing at once.
    public var quietUntil: Double? {
        guard runtime.isAnimating, !needsDraw, !runtime.hasPendingUpdate, runtime.postUpdateActions.isEmpty,
            !runtime.hasHeldOverWork, pointer.capture?.deadline == nil
        else { return nil }
        let next = runtime.nextAnimationChange
        return next.isFinite && next > runtime.time ? next : nil
    }

    /// When the earliest main-queue block or timer scheduled on the host's manual clock is due
    /// (``HeadlessHost`` only; `nil` when nothing is scheduled).
    var nextScheduledWorkTime: Double? { runtime.manualScheduler?.nextDueTime }

    /// When the earliest wake-up a view asked for is due (a `TimelineView`'s next entry); `nil`
    /// when no view waits for a time. A frame loop with ``needsFrame`` false and this `nil` can
    /// sleep until the next input.
    public var nextWakeTime: Double? { runtime.timedWakes.nextTime }

    /// Problems noticed while running (writes during body evaluation, duplicate ids…), oldest first.
    public var diagnostics: [String] { runtime.diagnostics }

    /// Composite bodies evaluated so far; reset with ``resetStatistics()``.
    public var bodyEvaluations: Int { runtime.bodyEvaluations }

    /// Closures evaluated on a view's behalf so far — `ForEach` rows, `GeometryReader` contents,
    /// scoped modifier bodies — counted apart from bodies; reset with ``resetStatistics()``.
    public var contentEvaluations: Int { runtime.contentEvaluations }

    /// Installed view nodes.
    public var nodeCount: Int { runtime.nodeCount }

    /// Sizes computed so far: views asked for their size with a proposal they had not answered
    /// since they last changed (cached answers are not counted); reset with ``resetStatistics()``.
    public var sizeMeasurements: Int { runtime.sizeMeasurements }

    /// Resets ``bodyEvaluations``, ``contentEvaluations`` and ``sizeMeasurements``.
    public func resetStatistics() {
        runtime.bodyEvaluations = 0
        runtime.contentEvaluations = 0
        runtime.sizeMeasurements = 0
    }

    /// Lays the view out on a screen of `size` cells.
    public func resize(to size: Size) {
        let cellSize = runtime.cellSize
        runtime.resize(to: Size(width: size.width * cellSize.width, height: size.height * cellSize.height))
        needsDraw = true
    }

    /// Called on the main actor when state changes while the host is idle — outside
    /// ``handle(_:at:)``, ``update(at:)``, ``tick(to:)`` and ``render(at:)``: a `.task` resuming and
    /// writing state, a completion or model change hopping to the main actor. A frame loop that
    /// sleeps until the next input sets it to wake up and draw (``needsFrame`` is then true).
    ///
    /// Called at most once between two calls of the host's methods or reads of ``needsFrame``,
    /// however many writes arrive.
    public var onNeedsFrame: (@MainActor () -> Void)? {
        get { runtime.wakeHandler }
        set { runtime.wakeHandler = newValue }
    }

    /// Applies pending state changes (as one update per transaction) at `time`.
    ///
    /// The host's clock never goes back: an earlier `time` counts as the clock's. A NaN or infinite
    /// `time` (a broken clock) leaves the clock where it was, ends every running animation at once
    /// (presentations jump to their model values, completions run) and is noted in ``diagnostics``;
    /// this holds for every method that takes a time.
    public func update(at time: Double) {
        runtime.hostWork {
            moveClock(to: time)
            // Main-queue work due by now (headless hosts); what it writes, the commit applies.
            runtime.manualScheduler?.runDue(at: runtime.time)
            runtime.commit()
            runtime.runPostUpdateActions()
            runtime.commit()
            applyColorScheme()
            settleFocus()
        }
    }

    /// Moves focus where a written ``FocusState`` asked, and off a view that was removed.
    private func settleFocus() {
        runtime.dropFocusOfRemovedView()
        guard runtime.hasFocusRequest else { return }
        runtime.processFocusRequests()
        runtime.commit()
        markNeedsDraw()
    }

    private func moveClock(to time: Double) {
        guard time.isFinite else {
            runtime.diagnose(
                "ViewHost: time \(time) is not finite; the clock stays at its last time and running animations end")
            runtime.endAnimations()
            return
        }
        runtime.time = max(time, runtime.time)
    }

    /// Brings state, gestures waiting for time and animations up to `time` without drawing (a frame
    /// the screen skips).
    public func tick(to time: Double) {
        runtime.hostWork {
            update(at: time)
            if pointer.capture != nil {
                endCaptureOfRemovedViews(at: runtime.time)
                fireGestureDeadlines(upTo: runtime.time)
                runtime.commit()
            }
            // Property animators first: their blocks write state and their clocks move, which the
            // animations advanced next follow in the same frame.
            runtime.animatorDriver.advance(to: runtime.time)
            runtime.commit()
            runtime.advanceFrame(to: runtime.time)
            runtime.runPostUpdateActions()
            runtime.commit()
        }
    }

    /// Brings everything up to `time` and draws: applies pending changes, advances animations
    /// (running their completions), rasterises the display list.
    ///
    /// Drawing visits only the views whose drawn bounds can reach the screen (a long list draws its
    /// visible rows); the recorder and two cell buffers are reused from frame to frame (drawing into
    /// the one before the frame returned last time, which the caller has usually released by then).
    ///
    /// - Complexity: O(changed views + animating views) for the update, O(visible views + log views)
    ///   for drawing.
    @discardableResult
    public func render(at time: Double) -> CellBuffer {
        tick(to: time)
        recorder.removeAll()
        var context = DrawContext()
        context.visibleBounds = Rect(origin: .zero, size: runtime.size)
        runtime.root.draw(into: &recorder, context: context)
        if runtime.usesPoints {
            // The host-level scale of points mode: from here on, everything is in cells.
            recorder.convertToCells(cellSize: runtime.cellSize)
        }
        let screen = runtime.screenSize
        let width = Self.cells(screen.width)
        let height = Self.cells(screen.height)
        swap(&buffer, &spareBuffer)
        if buffer.width == width && buffer.height == height {
            buffer.fill()
        } else {
            buffer = CellBuffer(width: width, height: height)
        }
        rasterizer.terminalBackground = terminalBackground
        rasterizer.rasterize(recorder.list, into: &buffer)
        needsDraw = false
        return buffer
    }
}
