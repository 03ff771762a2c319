import Foundation
import KinemaAnimation
import KinemaGeometry
import KinemaRender

/// A view that learns when the viewport of the scroll view around it moved (lazy stacks).
@MainActor
protocol ScrollViewportObserver: AnyObject {
    /// The viewport moved or resized: build what came near it (invalidating to be laid out again).
    func scrollViewportDidChange()
}

/// The node of a ``ScrollView``: lays its content out at its ideal size along the scrolled axes,
/// shows it through its frame translated by the content offset, and moves that offset by wheel,
/// keys, drag and program.
///
/// The offset is applied when drawing, not in layout: scrolling re-lays out nothing, and a frame
/// that scrolls only redraws (lazy stacks inside build rows when the viewport comes near their
/// edge, see ``ScrollViewportObserver``).
///
/// Invariants:
/// - `offset` is the presented offset; along an axis the view does not scroll it is 0.
/// - at rest (no drag, no animation) the offset lies in `0…maximumOffset` on each axis.
final class ScrollViewNode: UnaryNode, SpaceAnchor, GestureAttachment {
    private(set) var axes: Axis.Set = .vertical
    var showsIndicators = true
    private(set) var configuration = ScrollConfiguration()
    private var childEnvironment = DerivedEnvironment()

    /// The content's size as last measured.
    private(set) var contentSize = Size.zero
    /// Where the content was placed (absolute cells, before the offset).
    private(set) var contentOrigin = Point.zero
    private(set) var hasLaidOut = false
    /// The viewport's frame at the last layout (to see a resize, and where the target views were).
    private var lastViewportFrame: Rect?

    var offsetAnimator = AnimatedValue(Point.zero)
    /// The presented content offset.
    private(set) var offset = Point.zero
    /// The offset velocity handed over at the last release, for phase contexts.
    private var releaseVelocity: Size?

    private(set) var phase = ScrollPhase.idle
    var drag: DragTracking?
    var wheel = WheelMomentum()
    /// When a scroll last moved the presented offset, or the indicators were flashed (automatic
    /// indicators show from then).
    var lastScrollTime = -Double.infinity
    /// The values of the `scrollIndicatorsFlash(trigger:)` modifiers above, as last seen.
    var lastFlashTriggers: [any Equatable] = []
    private var isIndicatorFading = false
    /// A target of ``ScrollViewProxy/scrollTo(_:anchor:)`` to land exactly once its row is built.
    var pendingTarget: PendingScrollTarget?

    /// The position binding's value last read or written, a position the program asked for (to
    /// resolve at the next layout), and whether the user moved the offset since the program last did.
    var lastPosition: ScrollPosition?
    var pendingPosition: (ScrollPosition, Transaction)?
    /// Whether the pending position is the binding's first value: where the scroll view starts,
    /// not a scroll (the indicators stay hidden).
    var pendingPositionIsInitial = false
    var userMovedOffset = false
    /// The tracked read of the position binding.
    private(set) lazy var positionContent = TrackedContent(owner: self, label: "ScrollPosition")

    private var observers: [ScrollViewportObserver] = []
    private var lastGeometryValues: [any Equatable] = []
    private var lastReportedGeometry: ScrollGeometry?

    private(set) var spaceTransform = SpaceTransform.identity
    private(set) lazy var recognizer = ScrollDragRecognizer(node: self)

    // MARK: Configuration

    override func update(with view: any View) {
        let parts = view as! any ScrollViewParts
        let newAxes = parts.axes
        if newAxes != axes || parts.showsIndicators != showsIndicators { invalidate() }
        axes = newAxes
        showsIndicators = parts.showsIndicators
        takeConfiguration()
        takeFlashRequest()
        runtime.reconcileChild(of: self, at: 0, with: parts.erasedContent)
    }

    private func takeConfiguration() {
        configuration = environment.scrollConfiguration
        if lastGeometryValues.count != configuration.geometryObservers.count {
            lastGeometryValues = []
            lastReportedGeometry = nil
        }
        takePositionBinding()
    }

    override var environmentForChildren: EnvironmentValues {
        childEnvironment.value(from: environment) { environment in
            environment.scrollConfiguration = ScrollConfiguration()
            environment.stackAxis = nil
            environment.isScrollTargetLayout = false
        }
    }

    /// Whether the user may scroll it (``View/scrollDisabled(_:)``, `.disabled(_:)`).
    var isUserScrollEnabled: Bool { environment.isScrollEnabled && environment.isEnabled }

    var content: ViewNode? { children.first }

    // MARK: Geometry

    /// The viewport's size (the model frame's).
    var viewportSize: Size { modelFrame?.size ?? .zero }

    /// The largest offset at rest along each axis (0 along an axis it does not scroll).
    var maximumOffset: Point {
        let viewport = viewportSize
        return Point(
            x: axes.contains(.horizontal) ? max(0, contentSize.width - viewport.width) : 0,
            y: axes.contains(.vertical) ? max(0, contentSize.height - viewport.height) : 0)
    }

    /// `point` clamped into `0…maximumOffset`, zero along the axes it does not scroll.
    func clamped(_ point: Point) -> Point {
        let limit = maximumOffset
        func clamp(_ value: Double, _ high: Double) -> Double {
            value.isNaN ? 0 : min(max(value, 0), high)
        }
        return Point(x: clamp(point.x, limit.x), y: clamp(point.y, limit.y))
    }

    /// The model (target) offset.
    var targetOffset: Point { offsetAnimator.model }

    /// What the viewport shows, in the content's layout coordinates (absolute cells before the
    /// offset), for the lazy stacks inside.
    var visibleContentRect: Rect {
        let frame = modelFrame ?? .zero
        return Rect(
            x: frame.origin.x + offset.x, y: frame.origin.y + offset.y, width: frame.size.width,
            height: frame.size.height)
    }

    /// The geometry handed to observers.
    var geometry: ScrollGeometry {
        ScrollGeometry(
            contentOffset: CGPoint(x: offset.x, y: offset.y), contentSize: contentSize, contentInsets: .zero,
            containerSize: viewportSize)
    }

    private var contentProposal: (ProposedViewSize) -> ProposedViewSize {
        { [axes] proposal in
            ProposedViewSize(
                width: axes.contains(.horizontal) ? nil : proposal.width,
                height: axes.contains(.vertical) ? nil : proposal.height)
        }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        // Offered nothing, or unlimited space, along an axis, it is as big as its content's ideal
        // size there (SwiftUI's: inside `.fixedSize()`, or in a stack inside another scroll view,
        // whose content is offered unlimited length when its stack probes its flexibility). A
        // scroll view answering 0 there would be given no room.
        func isOpen(_ length: CGFloat?) -> Bool { length.map { !$0.isFinite } ?? true }
        let needsContent = isOpen(proposal.width) || isOpen(proposal.height)
        let content =
            needsContent ? (self.content?.sizeThatFits(idealContentProposal(proposal)) ?? .zero) : .zero
        func length(_ offered: CGFloat?, _ ideal: CGFloat) -> Double {
            let value = isOpen(offered) ? Double(ideal) : Double(offered!)
            return value.isFinite ? max(value, 0) : 0
        }
        return Size(width: length(proposal.width, content.width), height: length(proposal.height, content.height))
    }

    /// The proposal for the content's ideal size: nothing along the scrolled axes, and across them
    /// what the scroll view was offered when it is a finite length (its ideal width otherwise).
    private func idealContentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        func finite(_ length: CGFloat?) -> CGFloat? { length.flatMap { $0.isFinite ? $0 : nil } }
        return ProposedViewSize(
            width: axes.contains(.horizontal) ? nil : finite(proposal.width),
            height: axes.contains(.vertical) ? nil : finite(proposal.height))
    }

    override func placeContent(in frame: Rect, transaction: Transaction) {
        guard let content else { return }
        let oldContentSize = contentSize
        // Container-relative frames inside measured with another viewport are measured again.
        runtime.containerRelativeFrames.containerWillPlace(self, size: frame.size)
        let measured = content.sizeThatFits(contentProposal(ProposedViewSize(frame.size)))
        contentSize = Size(
            width: measured.width.isFinite ? max(measured.width, 0) : 0,
            height: measured.height.isFinite ? max(measured.height, 0) : 0)
        let anchor = configuration.defaultAnchor ?? .topLeading
        // Content smaller than the viewport: along a scrolled axis it sits at the default anchor,
        // across it is centred (SwiftUI's placement).
        func origin(_ slack: Double, scrolls: Bool, _ fraction: Double) -> Double {
            slack <= 0 ? 0 : (scrolls ? slack * fraction : slack / 2)
        }
        let slackX = Double(frame.size.width) - Double(contentSize.width)
        let slackY = Double(frame.size.height) - Double(contentSize.height)
        contentOrigin = Point(
            x: frame.origin.x + origin(slackX, scrolls: axes.contains(.horizontal), anchor.x),
            y: frame.origin.y + origin(slackY, scrolls: axes.contains(.vertical), anchor.y))
        // A resize, or content changing size as it is placed (a lazy stack measuring its rows),
        // keeps what the scroll was resting on or heading for: noted in the old geometry, before
        // the content moves, and restored once it is placed.
        var kept: KeptScrollTarget?
        if !hasLaidOut {
            hasLaidOut = true
            // The first layout starts at the default anchor (a chat log at its end).
            let limit = maximumOffset
            jump(to: Point(x: limit.x * anchor.x, y: limit.y * anchor.y))
            if environment.scrollIndicatorsFlash.onAppear { flashIndicators() }
        } else if drag == nil, let old = lastViewportFrame {
            kept = keptTarget(oldViewport: old, oldContentSize: oldContentSize)
        }
        lastViewportFrame = frame
        let programScrolled = pendingPosition != nil
        resolvePendingPosition()
        content.place(in: Rect(origin: contentOrigin, size: contentSize), transaction: transaction)
        if let kept {
            if programScrolled || pendingTarget != nil {
                // The program asked for a position: it wins (a pending target's running animation
                // is pointed at where its view is now).
                retargetPendingTarget()
            } else {
                restore(kept, transaction: transaction)
            }
        }
        landPendingTarget()
        reportGeometry()
    }

    // MARK: Moving the offset

    /// Moves the offset to `target` at once, ending any scroll animation.
    func jump(to target: Point) {
        offsetAnimator.reset(to: target)
        presentOffset(at: runtime.time, isScroll: false)
    }

    /// Sets the offset to `target` under `transaction`: with an animation it animates (and merges
    /// with a running one, as springs do); without one it takes over from any running scroll
    /// animation at once.
    ///
    /// `isScroll` false moves it without showing the indicators (where the scroll view starts).
    func setOffset(
        _ target: Point, transaction: Transaction, phase newPhase: ScrollPhase, isScroll: Bool = true
    ) {
        let target = Point(
            x: axes.contains(.horizontal) && target.x.isFinite ? target.x : 0,
            y: axes.contains(.vertical) && target.y.isFinite ? target.y : 0)
        var transaction = transaction
        if runtime.motionPreference == .none { transaction = transaction.withoutMotion }
        if transaction.effectiveAnimation == nil {
            offsetAnimator.reset(to: target)
        } else {
            offsetAnimator.setModel(target, transaction: transaction, at: runtime.time)
        }
        presentOffset(at: runtime.time, isScroll: isScroll)
        if offsetAnimator.isAnimating {
            setPhase(newPhase == .interacting ? .decelerating : newPhase)
        } else if drag == nil {
            setPhase(.idle)
        }
        // An update pass (cheap: nothing re-lays out) makes the host draw the new offset.
        invalidateCommit()
    }

    /// Presents the animator's offset at `time`. A change made by a scroll (not by a layout keeping
    /// the target, or the first placement) shows the automatic indicators: they show while the
    /// offset moves, and only then.
    func presentOffset(at time: Double, isScroll: Bool = true) {
        let presented = offsetAnimator.presentation(at: time)
        let changed = presented != offset
        offset = presented
        if changed && isScroll { lastScrollTime = time }
        if offsetAnimator.isAnimating || indicatorIsShowing(at: time) { runtime.startAnimating(self) }
        if changed {
            // The drawn bound is the frame; the content's placement does not change.
            for observer in observers { observer.scrollViewportDidChange() }
            if configuration.position != nil { reportUserPosition() }
        }
    }

    /// Shows `presented` without touching the animator (the caller moved it).
    func movePresentedOffset(to presented: Point) {
        offset = presented
    }

    override func advanceOwnAnimations(to time: Double) -> Bool {
        if offsetAnimator.isAnimating {
            presentOffset(at: time)
            if !offsetAnimator.isAnimating {
                if drag == nil { setPhase(.idle) }
                landPendingTarget()
            }
            reportGeometry()
        }
        return offsetAnimator.isAnimating || indicatorIsShowing(at: time)
    }

    override func removeOwnAnimations() {
        offsetAnimator.reset(to: offsetAnimator.model)
    }

    /// The velocity of the presented offset, cells per second (zero at rest).
    var offsetVelocity: Size {
        guard let velocity = offsetAnimator.velocity(at: runtime.time) else { return .zero }
        return Size(width: velocity.first, height: velocity.second)
    }

    func setPhase(_ newPhase: ScrollPhase) {
        guard newPhase != phase else { return }
        let old = phase
        phase = newPhase
        if newPhase == .idle && configuration.position != nil { reportUserPosition() }
        guard !configuration.phaseHandlers.isEmpty else { return }
        let context = ScrollPhaseChangeContext(geometry: geometry, velocity: releaseVelocity)
        for handler in configuration.phaseHandlers {
            runtime.postUpdateActions.enqueue { handler(old, newPhase, context) }
        }
    }

    func noteReleaseVelocity(_ velocity: Size?) { releaseVelocity = velocity }

    /// Runs the geometry observers whose value changed.
    private func reportGeometry() {
        let observers = configuration.geometryObservers
        guard !observers.isEmpty else { return }
        let geometry = self.geometry
        guard geometry != lastReportedGeometry else { return }
        lastReportedGeometry = geometry
        let values = observers.map { $0.transform(geometry) }
        if lastGeometryValues.count == values.count {
            for (index, observer) in observers.enumerated()
            where !lastGeometryValues[index].isEqual(toAny: values[index]) {
                let old = lastGeometryValues[index]
                let new = values[index]
                runtime.postUpdateActions.enqueue { observer.action(old, new) }
            }
        }
        lastGeometryValues = values
    }

    // MARK: Lazy content

    func addViewportObserver(_ observer: ScrollViewportObserver) {
        guard !observers.contains(where: { $0 === observer }) else { return }
        observers.append(observer)
    }

    func removeViewportObserver(_ observer: ScrollViewportObserver) {
        observers.removeAll { $0 === observer }
    }

    override func reconcile() {
        takeChangedPosition()
    }

    override func didUninstall() {
        if configuration.position != nil || lastPosition != nil { positionContent.remove() }
        observers = []
        super.didUninstall()
    }

    override func handleKeyPress(_ press: KeyPress) -> Bool { handleScrollKey(press) }

    // MARK: Drawing

    override func draw(into recorder: inout DisplayListRecorder, context: DrawContext) {
        let frame = presentedFrame
        spaceTransform = SpaceTransform(context: context, frame: frame)
        // The whole viewport takes presses and the wheel, content or not.
        recorder.addHitRegion(frame, node: self, context: context)
        var inner = context.clipped(to: frame)
        let screenFrame = context.apply(frame).standardized
        inner.visibleBounds = context.visibleBounds.map { $0.clipped(to: screenFrame) } ?? screenFrame
        inner = inner.translated(dx: -offset.x, dy: -offset.y)
        content?.drawIfVisible(into: &recorder, context: inner)
        // After the content: key handlers inside come first (a nested scroll view before this one).
        if context.allowsFocus { recorder.addKeyHandler(self) }
        drawIndicators(into: &recorder, context: context.clipped(to: frame), frame: frame)
    }

    override func computeDrawBounds() -> Rect { presentedFrame }
}
