import KinemaAnimation

/// A view that animates its content through a sequence of phases (spec §5.1).
///
/// ```swift
/// PhaseAnimator([1.0, 1.6, 1.0], trigger: likes) { scale in
///     Text("♥").scaleEffect(scale)
/// } animation: { phase in
///     phase == 1.6 ? .spring(duration: 0.2) : .easeOut(duration: 0.3)
/// }
/// ```
///
/// The content first shows the first phase, unanimated. Without a trigger the animator then moves
/// to the next phase, and the next, forever (p0 → p1 → … → p(n−1) → p0 → …); with a trigger, each
/// change of the trigger runs through every phase once (p1 … p(n−1)) and back to p0, where it rests.
/// Each step is a state change made in `withAnimation(animation(next), completionCriteria:
/// .logicallyComplete)`; the next step starts when that animation logically completes. `animation`
/// is given the phase being animated *to*; `nil` makes the step unanimated. A step whose phase
/// changes nothing on screen completes at once, so the phase is effectively skipped (phases
/// `[0, -100, -100]` do not dwell at −100, as in SwiftUI).
///
/// Bad input: with no phases nothing is shown and a diagnostic is recorded; with one phase the
/// content shows it and never animates. A continuous animator whose steps keep completing at once
/// (its content ignores the phase) takes one full cycle per frame, not an endless loop. A trigger
/// that changes while a run is in progress queues one more run after it (spec §5.1 leaves this
/// open; a run is never cut short, so the content always ends at p0).
///
/// The content closure's reads of state and `@Observable` properties are recorded for it: a change
/// rebuilds the content with the current phase.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View, PrimitiveView {
    let phases: [Phase]
    let trigger: AnyEquatableTrigger?
    /// The content of a phase; the modifier form also takes the placeholder version (see
    /// ``PlaceholderContentView``), so the modified view is reconciled only when the modifier's
    /// view value changes, not at every phase.
    let content: (Phase, Int) -> Content
    let animation: (Phase) -> Animation?

    init(
        phases: [Phase], trigger: AnyEquatableTrigger?, content: @escaping (Phase, Int) -> Content,
        animation: @escaping (Phase) -> Animation?
    ) {
        self.phases = phases
        self.trigger = trigger
        self.content = content
        self.animation = animation
    }

    /// An animator that cycles through `phases` for as long as it is shown.
    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.init(
            phases: Array(phases), trigger: nil, content: { phase, _ in content(phase) }, animation: animation
        )
    }

    /// An animator that runs through `phases` once each time `trigger` changes.
    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.init(
            phases: Array(phases), trigger: AnyEquatableTrigger(trigger),
            content: { phase, _ in content(phase) },
            animation: animation)
    }

    func makeNode(runtime: ViewRuntime, parent: ViewNode, environment: EnvironmentValues) -> ViewNode {
        PhaseAnimatorNode(runtime: runtime, parent: parent, environment: environment)
    }

    /// A primitive view or modifier: the runtime implements it, it has no body.
    public typealias Body = Never
}

extension View {
    /// Animates this view through `phases`, forever: `content` applies the modifiers of each phase.
    ///
    /// ```swift
    /// Image(systemName: "star.fill")
    ///     .phaseAnimator([false, true]) { content, lit in
    ///         content.opacity(lit ? 1 : 0.4)
    ///     }
    /// ```
    public func phaseAnimator<Phase: Equatable, V: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> PhaseAnimator<Phase, V> {
        let base = self
        return PhaseAnimator(
            phases: Array(phases), trigger: nil,
            content: { content(PlaceholderContentView(content: base, scope: nil, version: $1), $0) },
            animation: animation)
    }

    /// Animates this view through `phases` once each time `trigger` changes.
    ///
    /// ```swift
    /// Text("♥")
    ///     .phaseAnimator([1.0, 1.5, 1.0], trigger: likes) { content, scale in
    ///         content.scaleEffect(scale)
    ///     }
    /// ```
    public func phaseAnimator<Phase: Equatable, V: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> PhaseAnimator<Phase, V> {
        let base = self
        return PhaseAnimator(
            phases: Array(phases), trigger: AnyEquatableTrigger(trigger),
            content: { content(PlaceholderContentView(content: base, scope: nil, version: $1), $0) },
            animation: animation)
    }
}

/// A type-erased equatable trigger value.
struct AnyEquatableTrigger {
    let value: Any
    let isEqual: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        isEqual = { ($0 as? T) == value }
    }

    func equals(_ other: AnyEquatableTrigger?) -> Bool {
        guard let other else { return false }
        return isEqual(other.value)
    }
}

/// A ``PhaseAnimator`` as its node sees it.
@MainActor
protocol PhaseAnimatorParts {
    var phaseCount: Int { get }
    var trigger: AnyEquatableTrigger? { get }
    func content(phase index: Int, version: Int) -> any View
    func animation(phase index: Int) -> Animation?
    /// Where the phase at `index` of `other` is among this animator's phases.
    func index(ofPhase index: Int, in other: any PhaseAnimatorParts) -> Int?
}

extension PhaseAnimator: PhaseAnimatorParts {
    var phaseCount: Int { phases.count }

    func content(phase index: Int, version: Int) -> any View { content(phases[index], version) }

    func animation(phase index: Int) -> Animation? { animation(phases[index]) }

    func index(ofPhase index: Int, in other: any PhaseAnimatorParts) -> Int? {
        guard let other = other as? Self, other.phases.indices.contains(index) else { return nil }
        if phases.indices.contains(index) && phases[index] == other.phases[index] { return index }
        return phases.firstIndex(of: other.phases[index])
    }
}
