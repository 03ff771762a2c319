import KinemaAnimation
import Observation

/// The motion of one sheet or full-screen cover: where its top edge is, which detent it rests at,
/// and the drag and springs that move it.
///
/// Invariants:
/// - `top` is the shown top edge (a `PropertyAnimator` writes it each frame), so stopping the
///   animator leaves the sheet where it is drawn.
/// - While `isMounted` is false nothing of the sheet is in the tree.
@Observable
@MainActor
final class SheetModel {
    /// Whether the sheet's views are in the tree (presented, or sliding away).
    private(set) var isMounted = false
    /// The top edge, in rows from the top of the screen.
    private(set) var top = 0.0
    /// The detent the sheet rests at (or is heading to).
    private(set) var detent = PresentationDetent.large
    /// What the content declared.
    var detents: [PresentationDetent] = [.large]
    var dragIndicator = Visibility.automatic
    var isInteractiveDismissDisabled = false

    /// The sheet's content as last built (kept while it slides away after an item became nil).
    @ObservationIgnored var shownContent: AnyView?
    /// The screen's height in rows.
    @ObservationIgnored var screenHeight = 24.0
    /// A full-screen cover: top edge 0, no detents, no drag to dismiss.
    @ObservationIgnored var isFullScreen = false
    /// The `selection:` binding of `.presentationDetents`, written when a drag picks a detent.
    @ObservationIgnored var selection: Binding<PresentationDetent>?
    /// Runs when a dismissal begins (the binding goes false) and when it ends (`onDismiss`).
    @ObservationIgnored var onDismissBegan: (@MainActor () -> Void)?
    @ObservationIgnored var onDismissEnded: (@MainActor () -> Void)?
    @ObservationIgnored private var isDismissing = false
    @ObservationIgnored private var animator: PropertyAnimator?
    @ObservationIgnored private var dragStartTop: Double?

    /// How far past its highest detent (or, with dismissal disabled, its lowest) a sheet stretches.
    static let stretch = 3.0

    var showsIndicator: Bool {
        switch dragIndicator {
        case .visible: return !isFullScreen
        case .hidden: return false
        case .automatic: return !isFullScreen && detents.count > 1
        }
    }

    /// The detents sorted from the tallest sheet (smallest top) down.
    private var orderedDetents: [PresentationDetent] {
        let list = detents.isEmpty ? [.large] : detents
        return list.sorted { $0.top(in: screenHeight) < $1.top(in: screenHeight) }
    }

    private func restingTop(_ detent: PresentationDetent) -> Double {
        isFullScreen ? 0 : detent.top(in: screenHeight)
    }

    // MARK: Presenting

    /// Mounts the sheet below the screen and springs it up to its first detent: the selection's, or
    /// the smallest (SwiftUI opens a sheet at its smallest detent).
    func present() {
        guard !isMounted || isDismissing else { return }
        isDismissing = false
        if !isMounted {
            top = screenHeight
            isMounted = true
        }
        detent = initialDetent()
        settle(velocity: 0)
    }

    private func initialDetent() -> PresentationDetent {
        if let selected = selection?.wrappedValue, detents.contains(selected) { return selected }
        return orderedDetents.last ?? .large
    }

    /// The content declared its detents (after it appeared, or later): a presenting sheet heads
    /// for the right one.
    func detentsChanged() {
        guard isMounted, !isDismissing, dragStartTop == nil else { return }
        if !detents.contains(detent) || animator != nil { detent = initialDetent() }
        settle(velocity: 0)
    }

    /// The selection binding changed: move there.
    func select(_ detent: PresentationDetent) {
        guard isMounted, !isDismissing, detents.contains(detent), detent != self.detent else { return }
        self.detent = detent
        settle(velocity: 0)
    }

    /// Slides the sheet off the bottom, then unmounts it.
    func dismiss(velocity: Double = 0) {
        guard isMounted, !isDismissing else { return }
        isDismissing = true
        dragStartTop = nil
        onDismissBegan?()
        spring(to: screenHeight, velocity: velocity) { [weak self] in
            guard let self, self.isDismissing else { return }
            self.isDismissing = false
            self.isMounted = false
            self.onDismissEnded?()
        }
    }

    /// The screen changed size: a resting or moving sheet moves to its detent on the new screen at
    /// once (detents are fractions of the screen: a spring from the old place would start from a
    /// place that means nothing now); a sheet sliding away has left; a drag goes on from the new
    /// detent.
    func resize(height: Double) {
        guard height.isFinite, max(height, 1) != screenHeight else { return }
        screenHeight = max(height, 1)
        guard isMounted else { return }
        stopAnimator()
        if isDismissing {
            // The spring that would have unmounted it is stopped: finish the dismissal here.
            top = screenHeight
            isDismissing = false
            isMounted = false
            onDismissEnded?()
            return
        }
        top = restingTop(detent)
        if dragStartTop != nil { dragStartTop = top }
    }

    // MARK: Dragging

    /// A drag on the sheet moved by `translation` rows: the sheet follows, resisting past its
    /// highest detent (and past its lowest when dismissal is disabled).
    func dragChanged(translation: Double) {
        guard isMounted, !isDismissing, !isFullScreen else { return }
        if dragStartTop == nil {
            stopAnimator()
            dragStartTop = top
        }
        let raw = dragStartTop! + (translation.isFinite ? translation : 0)
        top = rubberBanded(raw)
    }

    /// The drag ended moving `velocity` rows per second: the sheet goes to the detent nearest its
    /// projected resting place, or off the bottom when that is nearer than every detent (and
    /// dismissal is allowed), springing on from the release velocity.
    func dragEnded(velocity: Double) {
        guard dragStartTop != nil else { return }
        dragStartTop = nil
        let velocity = velocity.isFinite ? velocity : 0
        let projected = top + velocity * NavigationModel.projectionTime
        var best = (detent: Optional(detent), distance: Double.infinity)
        for candidate in orderedDetents {
            let distance = abs(restingTop(candidate) - projected)
            if distance < best.distance { best = (candidate, distance) }
        }
        if !isInteractiveDismissDisabled, abs(screenHeight - projected) < best.distance {
            dismiss(velocity: velocity)
            return
        }
        if let chosen = best.detent {
            detent = chosen
            if let selection, selection.wrappedValue != chosen { selection.wrappedValue = chosen }
        }
        settle(velocity: velocity)
    }

    /// `raw` with UIScrollView's rubber-band resistance past the allowed range,
    /// `(1 − 1 / (x · 0.55 / d + 1)) · d` with d = ``stretch``.
    private func rubberBanded(_ raw: Double) -> Double {
        let tops = orderedDetents.map(restingTop)
        let low = tops.first ?? 1
        let high = isInteractiveDismissDisabled ? (tops.last ?? low) : screenHeight
        func band(_ excess: Double) -> Double { (1 - 1 / (excess * 0.55 / Self.stretch + 1)) * Self.stretch }
        if raw < low { return low - band(low - raw) }
        if raw > high { return high + band(raw - high) }
        return raw
    }

    // MARK: Springs

    private func settle(velocity: Double) {
        spring(to: restingTop(detent), velocity: velocity) {}
    }

    private func spring(to target: Double, velocity: Double, completion: @escaping @MainActor () -> Void) {
        stopAnimator()
        let from = top
        let distance = target - from
        guard abs(distance) > 1e-9, !jumps else {
            top = target
            completion()
            return
        }
        let timing = SpringTimingParameters(
            duration: NavigationModel.springDuration, bounce: 0, initialVelocity: velocity / distance)
        let animator = PropertyAnimator(duration: NavigationModel.springDuration, timingParameters: .spring(timing))
        try? animator.addAnimations { [weak self] progress in
            MainActor.assumeIsolated { self?.top = from + distance * progress }
        }
        try? animator.addCompletion { [weak self, unowned animator] position in
            MainActor.assumeIsolated {
                guard position == .end, let self, self.animator === animator else { return }
                self.animator = nil
                completion()
            }
        }
        try? animator.startAnimation()
        self.animator = animator
    }

    /// Whether motion jumps to its end (reduced motion).
    @ObservationIgnored var jumps = false

    private func stopAnimator() {
        if let animator, animator.state == .active { try? animator.stopAnimation(true) }
        animator = nil
    }
}
