// Just past 400 lines, kept whole: the stack's state, its slide and the interactive pop share one
// set of invariants (listed below) that every mutation here keeps; splitting the pop's drag handling
// off is the next step if it grows.

import KinemaAnimation
import Observation

/// The state of one ``NavigationStack``: its screens, the slide between two of them, and the
/// destinations registered for pushed values.
///
/// Invariants:
/// - Screen ids are unique and increase in stack order; id 0 is the root.
/// - The path values are the values of `screens`, in order (the path binding is written after each
///   change made here, and a binding change is applied by ``sync(to:)``).
/// - A slide names two shown screens: `upper` slides over `lower`; `reveal` is in 0…1 (0: `upper`
///   covers the stack, 1: it is off to the right and `lower` shows).
/// - `leaving`, when set, is the `upper` of a `.pop` slide and no longer in `screens`.
@Observable
@MainActor
final class NavigationModel {
    /// The kind of motion in flight.
    enum SlideKind {
        /// A screen slides in from the right (reveal 1 → 0).
        case push
        /// A popped screen (``NavigationModel/leaving``) slides out (reveal 0 → 1).
        case pop
        /// A drag from the leading edge drives the top screen; after the release it settles.
        case interactive
    }

    struct Slide {
        var kind: SlideKind
        var upper: Int
        var lower: Int
        var reveal: Double
    }

    /// The screens above the root, bottom first.
    private(set) var screens: [NavigationScreen] = []
    /// A popped screen still sliding out.
    private(set) var leaving: NavigationScreen?
    /// The slide in flight.
    private(set) var slide: Slide?
    /// The root screen's title and toolbar.
    let rootContext = NavigationScreenContext()
    /// Bumped when a destination is registered, so screens that had none look again.
    private(set) var destinationRevision = 0

    /// The stack's width in cells: a drag of this distance pops the top screen.
    @ObservationIgnored var width = 80.0
    /// Whether slides jump to their end (reduced motion).
    @ObservationIgnored var jumpsSlides = false
    /// Writes the path binding (or the stack's own path); set by the stack every body.
    @ObservationIgnored var writePath: (@MainActor ([AnyHashable]) -> Void)?
    @ObservationIgnored private var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
    @ObservationIgnored private var animator: PropertyAnimator?
    /// What the slide's end does (remove the popped screen, clear the slide); runs once.
    @ObservationIgnored private var slideCompletion: (@MainActor () -> Void)?
    @ObservationIgnored private var grabReveal = 0.0
    /// Whether a back swipe's drag is driving the stack.
    @ObservationIgnored var isDraggingBack = false
    @ObservationIgnored private var nextID = 1
    @ObservationIgnored private var hasUnseenRegistration = false
    /// Whether a value may go on the path (a typed path holds one type).
    @ObservationIgnored var acceptsValue: (AnyHashable) -> Bool = { _ in true }
    private static var nextPresentationToken = 0

    /// A token naming one `navigationDestination(isPresented:)` for the life of its view.
    static func makePresentationToken() -> Int {
        nextPresentationToken += 1
        return nextPresentationToken
    }

    /// The time a released slide is projected ahead to decide finish or cancel: UIScrollView's
    /// normal deceleration rate, 0.998 per millisecond, travels v · 0.998 / (1 − 0.998) / 1000
    /// = 0.499 v (the projection of Apple's "Designing Fluid Interfaces", WWDC 2018).
    static let projectionTime = 0.998 / (1 - 0.998) / 1000
    /// How far the screen beneath sits to the left while covered, as a fraction of the width
    /// (UIKit's navigation transition moves it by about 30 %).
    static let parallax = 0.3
    /// The spring of every slide: SwiftUI's default spring (duration 0.5 s, no bounce); a released
    /// drag starts it with the drag's velocity.
    static let springDuration = 0.5

    // MARK: Queries

    /// Reports misuse to the host doing the work (its `diagnostics`).
    func diagnose(_ message: String) {
        reportToHost(message)
    }

    /// The screens drawn in the stack's layers: the stack, and a popped screen still sliding out.
    var mountedScreens: [NavigationScreen] {
        guard let leaving else { return screens }
        return screens + [leaving]
    }

    /// The path's values.
    var values: [AnyHashable] { screens.compactMap(\.value) }

    /// The id of the screen on top (0: the root).
    var topID: Int { screens.last?.id ?? 0 }

    /// The screen with `id` (root: nil), among the stack and the leaving one.
    func screen(_ id: Int) -> NavigationScreen? {
        if let leaving, leaving.id == id { return leaving }
        return screens.first { $0.id == id }
    }

    /// The title and toolbar of screen `id`.
    func context(of id: Int) -> NavigationScreenContext {
        id == 0 ? rootContext : (screen(id)?.context ?? rootContext)
    }

    /// The screen shown below `id` (0 for the root and for the first screen).
    func screenBelow(_ id: Int) -> Int {
        guard let index = screens.firstIndex(where: { $0.id == id }) else { return 0 }
        return index == 0 ? 0 : screens[index - 1].id
    }

    /// Where screen `id` is drawn: its horizontal offset in cells, or nil when it is not shown.
    func offset(of id: Int) -> Double? {
        guard let slide else { return id == topID ? 0 : nil }
        if id == slide.upper { return slide.reveal * width }
        if id == slide.lower { return -(1 - slide.reveal) * width * Self.parallax }
        return nil
    }

    /// Whether screen `id` takes pointer input and keys (the top one, when nothing slides).
    func isInteractive(_ id: Int) -> Bool {
        slide == nil && id == topID
    }

    // MARK: Destinations

    /// Registers the destination of values of type `V` (the latest registration wins). A plain
    /// write, so a body may call it; ``noteRegistration()`` then rebuilds screens waiting for one.
    func register<V: Hashable>(_ type: V.Type, destination: @escaping (V) -> AnyView) {
        if destinations[ObjectIdentifier(type)] == nil { hasUnseenRegistration = true }
        destinations[ObjectIdentifier(type)] = { value in
            (value.base as? V).map(destination)
        }
    }

    /// Rebuilds the screens if a destination was registered for a new type since the last call.
    func noteRegistration() {
        guard hasUnseenRegistration else { return }
        hasUnseenRegistration = false
        destinationRevision += 1
    }

    /// Whether a destination for values of type `V` is registered.
    func hasDestination<V>(for type: V.Type) -> Bool {
        destinations[ObjectIdentifier(type)] != nil
    }

    /// The view for `value`, or nil when no destination is registered for its type.
    func destination(for value: AnyHashable) -> AnyView? {
        destinations[ObjectIdentifier(type(of: value.base))].flatMap { $0(value) }
    }

    // MARK: Commands

    /// Pushes a value from a link, unless a typed path cannot hold it (diagnosed).
    func pushValue(_ value: AnyHashable) {
        guard acceptsValue(value) else {
            diagnose(
                "NavigationLink: a value of type \(type(of: value.base)) cannot go on this stack's typed path; "
                    + "it was not pushed")
            return
        }
        push(.value(value))
    }

    /// Pushes `content` (an animated slide from the right).
    func push(
        _ content: NavigationScreen.Content, presentation: Int? = nil, identity: AnyHashable? = nil,
        onRemove: (@MainActor () -> Void)? = nil
    ) {
        finishSlide()
        let below = topID
        screens.append(makeScreen(content, presentation: presentation, identity: identity, onRemove: onRemove))
        startSlide(Slide(kind: .push, upper: topID, lower: below, reveal: 1), to: 0) { [weak self] in
            self?.slide = nil
        }
        publishPath()
    }

    /// Pops the top `count` screens; the top one slides out. Popping an empty stack does nothing.
    func pop(_ count: Int = 1) {
        finishSlide()
        let count = min(max(count, 0), screens.count)
        guard count > 0 else { return }
        let removed = Array(screens.suffix(count))
        screens.removeLast(count)
        for screen in removed.reversed() { screen.onRemove?() }
        slideOut(removed.last!)
        publishPath()
    }

    /// Pops screen `id` and every screen above it (`dismiss()` in a pushed screen).
    func pop(screen id: Int) {
        guard let index = screens.firstIndex(where: { $0.id == id }) else { return }
        pop(screens.count - index)
    }

    /// Pops the screen pushed by presentation `token` (its `isPresented` binding became false).
    func dismissPresentation(_ token: Int) {
        guard let index = screens.firstIndex(where: { $0.presentation == token }) else { return }
        pop(screens.count - index)
    }

    /// The item presentation `token` pushed its screen for.
    func presentedIdentity(_ token: Int) -> AnyHashable? {
        screens.first { $0.presentation == token }?.identity
    }

    /// Whether presentation `token` has a screen on the stack.
    func isPresenting(_ token: Int) -> Bool {
        screens.contains { $0.presentation == token }
    }

    /// Applies a path written from outside: screens whose values still match (a common prefix)
    /// stay, with their state; the rest are replaced by screens for the new values. A longer stack
    /// slides its new top in; a shorter one slides the old top out.
    func sync(to newValues: [AnyHashable]) {
        let oldValues = values
        guard newValues != oldValues else { return }
        finishSlide()
        var common = 0
        while common < min(oldValues.count, newValues.count), oldValues[common] == newValues[common] {
            common += 1
        }
        // Keep every screen below the first value that differs (view screens among them too).
        var keep = screens.count
        if common < oldValues.count {
            var seen = 0
            keep = screens.firstIndex { screen in
                guard screen.value != nil else { return false }
                defer { seen += 1 }
                return seen == common
            } ?? screens.count
        }
        let oldTop = screens.last
        let removed = Array(screens[keep...])
        screens.removeLast(screens.count - keep)
        for screen in removed.reversed() { screen.onRemove?() }
        for value in newValues[common...] {
            screens.append(makeScreen(.value(value), presentation: nil, identity: nil, onRemove: nil))
        }
        guard topID != (oldTop?.id ?? 0) else { return }
        if let oldTop, removed.contains(where: { $0.id == oldTop.id }), keep == screens.count {
            slideOut(oldTop)
        } else {
            let below = oldTop.map(\.id) ?? 0
            if let oldTop, removed.contains(where: { $0.id == oldTop.id }) { leaving = oldTop }
            startSlide(Slide(kind: .push, upper: topID, lower: below, reveal: 1), to: 0) { [weak self] in
                self?.slide = nil
                self?.leaving = nil
            }
        }
    }

    // MARK: Slides

    private func makeScreen(
        _ content: NavigationScreen.Content, presentation: Int?, identity: AnyHashable?,
        onRemove: (@MainActor () -> Void)?
    ) -> NavigationScreen {
        defer { nextID += 1 }
        return NavigationScreen(
            id: nextID, content: content, presentation: presentation, identity: identity, onRemove: onRemove,
            context: NavigationScreenContext())
    }

    private func slideOut(_ screen: NavigationScreen) {
        leaving = screen
        startSlide(Slide(kind: .pop, upper: screen.id, lower: topID, reveal: 0), to: 1) { [weak self] in
            self?.slide = nil
            self?.leaving = nil
        }
    }

    private func publishPath() {
        writePath?(values)
    }

    /// Starts `slide` and springs its reveal to `target` with `velocity` (reveal per second).
    func startSlide(
        _ slide: Slide, to target: Double, velocity: Double = 0, completion: @escaping @MainActor () -> Void
    ) {
        stopAnimator()
        self.slide = slide
        slideCompletion = completion
        let from = slide.reveal
        let distance = target - from
        guard !jumpsSlides, abs(distance) > 1e-9 else {
            self.slide?.reveal = target
            runSlideCompletion()
            return
        }
        // UIKit's spring timing takes the velocity relative to the distance left.
        let timing = SpringTimingParameters(
            duration: Self.springDuration, bounce: 0, initialVelocity: velocity.isFinite ? velocity / distance : 0)
        let animator = PropertyAnimator(duration: Self.springDuration, timingParameters: .spring(timing))
        try? animator.addAnimations { [weak self] progress in
            MainActor.assumeIsolated {
                // A stiff spring thrown hard can pass its target; the screen stops at the edge.
                self?.slide?.reveal = min(max(from + distance * progress, 0), 1)
            }
        }
        try? animator.addCompletion { [weak self, unowned animator] position in
            MainActor.assumeIsolated {
                guard position == .end, let self, self.animator === animator else { return }
                self.animator = nil
                self.runSlideCompletion()
            }
        }
        try? animator.startAnimation()
        self.animator = animator
    }

    /// Ends the slide in flight at once, at its end (a new command arrived during it).
    func finishSlide() {
        stopAnimator()
        runSlideCompletion()
    }

    private func runSlideCompletion() {
        let completion = slideCompletion
        slideCompletion = nil
        completion?()
    }

    /// Stops the animator where it is shown (the reveal it wrote last stays).
    private func stopAnimator() {
        if let animator, animator.state == .active { try? animator.stopAnimation(true) }
        animator = nil
    }

    // MARK: Interactive pop

    /// A drag from the leading edge began: the top screen follows it. A slide in flight (a push,
    /// or a released drag settling) stops where it is shown and the drag continues from there; a
    /// programmatic pop (its value already left the path) cannot be grabbed. Returns whether the
    /// drag drives the stack.
    @discardableResult
    func beginInteractivePop() -> Bool {
        if let slide {
            guard slide.kind != .pop else { return false }
            stopAnimator()
            slideCompletion = nil
            self.slide?.kind = .interactive
            grabReveal = slide.reveal
            return true
        }
        guard !screens.isEmpty else { return false }
        slide = Slide(kind: .interactive, upper: topID, lower: screenBelow(topID), reveal: 0)
        grabReveal = 0
        return true
    }

    /// The drag moved `translation` cells to the right of where it began.
    func updateInteractivePop(translation: Double) {
        guard var slide, slide.kind == .interactive, animator == nil else { return }
        let delta = translation.isFinite ? translation / max(width, 1) : 0
        slide.reveal = min(max(grabReveal + delta, 0), 1)
        self.slide = slide
    }

    /// The drag ended with `velocity` cells per second: finish the pop or cancel it (see
    /// ``shouldFinishPop(reveal:velocity:width:)``), springing on from the release velocity.
    func endInteractivePop(velocity: Double) {
        guard let slide, slide.kind == .interactive, animator == nil else { return }
        let velocity = velocity.isFinite ? velocity : 0
        let finishes = Self.shouldFinishPop(reveal: slide.reveal, velocity: velocity, width: width)
        let upper = slide.upper
        let revealVelocity = velocity / max(width, 1)
        if finishes {
            startSlide(slide, to: 1, velocity: revealVelocity) { [weak self] in
                self?.completeInteractivePop(of: upper)
            }
        } else {
            startSlide(slide, to: 0, velocity: revealVelocity) { [weak self] in
                self?.slide = nil
            }
        }
    }

    /// Whether a drag released at `reveal` (0…1) moving `velocity` cells per second finishes the
    /// pop: the position projected by ``projectionTime`` is past half the width (UIKit's
    /// percent-driven transitions finish past 50 % and a throw carries its momentum: WWDC 2018,
    /// "Designing Fluid Interfaces"). So a slow release past the middle finishes, a flick to the
    /// right finishes from anywhere it would carry past the middle, a flick back cancels.
    static func shouldFinishPop(reveal: Double, velocity: Double, width: Double) -> Bool {
        let projected = reveal + velocity * projectionTime / max(width, 1)
        return projected.isFinite ? projected >= 0.5 : reveal >= 0.5
    }

    private func completeInteractivePop(of id: Int) {
        slide = nil
        guard let index = screens.firstIndex(where: { $0.id == id }) else { return }
        let removed = Array(screens[index...])
        screens.removeLast(screens.count - index)
        for screen in removed.reversed() { screen.onRemove?() }
        publishPath()
    }
}
